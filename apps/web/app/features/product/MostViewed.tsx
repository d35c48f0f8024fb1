// "Customers also viewed": the most-viewed products block below the product.

import { AppLink } from '~/components/ui/AppLink';
import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import type { MostViewedBlock } from './product-view';

const IMAGE_SIZE = 320;

export function MostViewed({ block }: { block: MostViewedBlock }) {
  const { t } = useTranslation();
  if (block.products.length === 0) return null;
  return (
    <section aria-labelledby="product-most-viewed" data-testid="product-most-viewed">
      <h2 id="product-most-viewed" className="text-xl font-medium">
        {block.title || t('product.most_viewed')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 xs:grid-cols-3 sm:grid-cols-4 md:grid-cols-6">
        {block.products.map((item) => {
          const { min, max } = item.price;
          return (
            <li key={item.uid}>
              <AppLink
                to={item.path}
                className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
              >
                <div className="aspect-square overflow-hidden rounded-lg bg-surface-muted">
                  {item.image ? (
                    <img
                      src={item.image}
                      alt=""
                      width={IMAGE_SIZE}
                      height={IMAGE_SIZE}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-contain transition-transform group-hover:scale-[1.03]"
                    />
                  ) : null}
                </div>
                <p className="mt-2 line-clamp-2 text-sm group-hover:text-accent">{item.name}</p>
                {min.final.currency ? (
                  <p className="mt-1 text-sm font-medium">
                    {max.final.value !== min.final.value ? `${t('product.price_from')} ` : null}
                    <Price money={min.final} />
                  </p>
                ) : null}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

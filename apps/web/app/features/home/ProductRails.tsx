// The home page's product rails (new, most viewed, on sale): a row of cards per rail
// (components/product/ProductRail.tsx: scrolls sideways, swiped on a phone, previous/next buttons
// from the tablet width up; every card a real link without JavaScript).
import { useState } from 'react';
import { ProductRail } from '~/components/product/ProductRail';
import { AppLink } from '~/components/ui/AppLink';
import { ProductPrice } from '~/components/ui/ProductPrice';
import { useTranslation } from '~/i18n/react';
import type { Rail, RailProduct } from './home-rails';

const IMAGE_SIZE = 320;

export function ProductRails({ rails }: { rails: Rail[] }) {
  const { t } = useTranslation();
  if (rails.length === 0) return null;
  return (
    <div className="mx-auto max-w-[1440px] space-y-12 px-4 pt-12 xs:px-6 md:px-8" data-testid="home-rails">
      {rails.map((rail) => (
        <ProductRail
          key={rail.key}
          id={`home-rail-${rail.key}`}
          title={t(`home_rails.${rail.key}`)}
          items={rail.products}
          renderItem={(product) => <RailCard product={product} />}
          data-rail={rail.key}
        />
      ))}
    </div>
  );
}

function RailCard({ product }: { product: RailProduct }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <AppLink
        to={product.href}
        className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      >
        <div className="relative aspect-square overflow-hidden rounded-lg bg-surface-muted">
          {product.image && !failed ? (
            <img
              src={product.image.url}
              alt={product.image.label}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading="lazy"
              decoding="async"
              onError={() => setFailed(true)}
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <span className="absolute inset-0 flex items-center justify-center text-sm text-ink-muted">
              {t('listing.no_image')}
            </span>
          )}
        </div>
        <p className="mt-2 line-clamp-2 text-sm group-hover:text-accent">{product.name}</p>
      </AppLink>
      <ProductPrice price={product.price} className="mt-1 text-sm" />
    </>
  );
}

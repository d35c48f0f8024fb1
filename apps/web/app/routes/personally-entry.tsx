// /:website/personally/:type/:key — one entry of a personalised listing (a designer, a
// collection): its picture and description, then its products as the catalogue's listing cards
// with add to cart and the wishlist heart, 24 a page (?p=N).

import { wishlistCardAction } from '~/features/account/WishlistButton';
import { loadWishlistState } from '~/features/account/wishlist.server';
import { withCardAddToCart } from '~/features/cart/CardAddToCart';
import { ProductCard } from '~/features/listing/ProductCard';
import { PageLinks } from '~/features/personally/PageLinks';
import { PersonallyEntryHeader } from '~/features/personally/PersonallyEntryHeader';
import { loadPersonallyEntry } from '~/features/personally/personally.server';
import { entryPath } from '~/features/personally/personally-url';
import { useTranslation } from '~/i18n/react';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/personally-entry';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('personally')];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const url = new URL(request.url);
  const [entry, wishlist] = await Promise.all([
    loadPersonallyEntry(shop, params.type, params.key, url.searchParams),
    loadWishlistState(shop.headers),
  ]);
  const base = shop.storeConfig.secure_base_url || `${url.origin}/${shop.website}/`;
  const own = `personally/${params.type}/${params.key}${entry.page > 1 ? `?p=${entry.page}` : ''}`;
  return { ...entry, wishlist, website: shop.website, canonical: new URL(own, base).href };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return parentMeta(matches);
  const { seo, entry, canonical, typeTitle } = loaderData;
  const title = seo?.meta_title || entry.title || '';
  return mergeMeta(parentMeta(matches), [
    { title: `${title} — ${typeTitle}` },
    ...(seo?.meta_description ? [{ name: 'description', content: seo.meta_description }] : []),
    ...(seo?.meta_key ? [{ name: 'keywords', content: seo.meta_key }] : []),
    { property: 'og:title', content: title },
    ...(entry.image_url ? [{ property: 'og:image', content: entry.image_url }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
  ]);
}

export default function PersonallyEntry({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = loaderData;
  const path = entryPath(data.website, data.type, data.entry.url_key);
  const cardAction = withCardAddToCart(wishlistCardAction(data.wishlist));
  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-6 pb-12 xs:px-6 md:px-8">
      <PersonallyEntryHeader data={data} website={data.website} />
      <section aria-labelledby="personally-products" className="mt-10">
        <h2 id="personally-products" className="text-2xl font-medium">
          {t('personally.products_of', { name: data.entry.title })}
        </h2>
        {data.products.length > 0 ? (
          <ul
            className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 xs:grid-cols-3 sm:grid-cols-4"
            data-testid="personally-products"
          >
            {data.products.map((item, i) => (
              <li key={item.uid}>
                <ProductCard item={item} mode="grid" eager={i < 4} action={cardAction(item)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-2xl bg-surface-muted p-8 text-center text-ink-muted">
            {t('personally.entry_products_empty')}
          </p>
        )}
        <PageLinks
          page={data.page}
          totalPages={data.totalPages}
          href={(n) => (n > 1 ? `${path}?p=${n}` : path)}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}

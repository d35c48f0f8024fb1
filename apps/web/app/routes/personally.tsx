// /:website/personally/:type — a personalised listing (spec §2): designers, collections… with
// filters, sort and lazy paging, all in the URL (features/personally).
import { PersonallyListingPage } from '~/features/personally/PersonallyListingPage';
import { loadPersonallyListing } from '~/features/personally/personally.server';
import { pageSearch, readPersonallyParams } from '~/features/personally/personally-url';
import { ErrorPage } from '~/layout/ErrorPage';
import { requireBackendFeature } from '~/lib/backend.server';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import type { Route } from './+types/personally';

// Atrium's own page: a 404 on a Magento backend (lib/backend.server.ts).
export const middleware: Route.MiddlewareFunction[] = [requireBackendFeature('personally')];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = getShopContext(context);
  const url = new URL(request.url);
  const state = readPersonallyParams(url.searchParams);
  const listing = await loadPersonallyListing(shop, params.type, state);
  const base = shop.storeConfig.secure_base_url || `${url.origin}/${shop.website}/`;
  const own = `personally/${params.type}${state.page > 1 ? pageSearch({ ...state, filters: { category: [], letter: [] }, sort: 'name' }, state.page) : ''}`;
  return { ...listing, website: shop.website, canonical: new URL(own, base).href };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return parentMeta(matches);
  const { seo, title, canonical, params } = loaderData;
  const filtered =
    params.filters.category.length + params.filters.letter.length > 0 || params.sort !== 'name';
  return mergeMeta(parentMeta(matches), [
    { title: seo?.meta_title || title },
    ...(seo?.meta_description ? [{ name: 'description', content: seo.meta_description }] : []),
    ...(seo?.meta_key ? [{ name: 'keywords', content: seo.meta_key }] : []),
    ...(filtered ? [{ name: 'robots', content: 'noindex,follow' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
  ]);
}

export default function Personally({ loaderData }: Route.ComponentProps) {
  return <PersonallyListingPage data={loaderData} website={loaderData.website} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}

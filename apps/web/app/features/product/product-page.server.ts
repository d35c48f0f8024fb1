// The product page's data (contract with the catch-all route, routes/catch-all.tsx): for a product
// URL the catch-all hands over with what `route` returned; this loads the product by its URL key,
// its up-sells and related products (a request of their own, started beside the product's), the
// most-viewed block, and counts the view.
import { data, type LoaderFunctionArgs, type MetaDescriptor } from 'react-router';
import { ProductPageDocument } from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import { throwIfSessionExpired } from '~/lib/graphql-errors.server';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { getMostViewed } from './get-most-viewed.server';
import { getProductLinks } from './get-product-links.server';
import { reviewsPageOf, toReviewsView } from './product-reviews';
import { canonicalUrl, categoryCrumbs, productSeo, seoMeta } from './product-seo';
import { toProductView } from './product-view';
import { recordProductView, shouldRecordView } from './record-product-view.server';

export interface RoutedProduct {
  uid: string;
  url_key: string;
  relative_url: string;
}

export async function loadProductPage(args: LoaderFunctionArgs, routed: RoutedProduct) {
  const shop = getShopContext(args.context);
  const { headers, website } = shop;
  // The view is counted while the product loads; bots and prefetches are not views.
  const viewRecorded = shouldRecordView(args.request)
    ? recordProductView(headers, routed.uid, website)
    : Promise.resolve();
  // The rails' request runs while the product loads, so it adds no wait of its own (unless it is
  // the slower one); a page that fails first never reads it.
  const linksLoading = getProductLinks(shop, routed);
  linksLoading.catch(() => {});

  const result = await requestGraphQL(ProductPageDocument, {
    variables: { urlKey: routed.url_key, reviewsPage: reviewsPageOf(new URL(args.request.url)) },
    scope: headers,
  });
  if (!result.ok) {
    throwIfSessionExpired(result.error, website);
    console.error(`API call products (product page ${routed.url_key}) failed: ${result.error.message}`);
    throw data({ messageKey: 'error.other_error' }, { status: 500 });
  }
  const api =
    result.data.products?.items?.find((item) => item?.uid === routed.uid) ?? result.data.products?.items?.[0];
  if (!api) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });

  const product = toProductView(api);
  const reviews = toReviewsView(api, result.data.storeConfig, result.data.productReviewRatingsMetadata);
  const baseUrl =
    result.data.storeConfig?.secure_base_url ?? new URL(`/${website}/`, args.request.url).toString();
  const canonical = canonicalUrl(baseUrl, api.canonical_url, routed.relative_url);
  const [mostViewed, links] = await Promise.all([
    api.id == null ? null : getMostViewed(headers, api.id, website),
    linksLoading,
    viewRecorded,
  ]);

  return {
    website,
    product,
    reviews,
    crumbs: categoryCrumbs(api.categories, website),
    seo: productSeo(api, product, canonical, reviews),
    mostViewed,
    links,
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;

export function productMeta(data: ProductPageData): MetaDescriptor[] {
  return seoMeta(data.seo);
}

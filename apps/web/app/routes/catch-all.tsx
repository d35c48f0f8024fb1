// The spec's catch-all (/*): asks the API's `route` what the path below the website is and shows
// that page — a category, a product or a CMS page; a renamed key answers with the API's redirect
// (301/302); anything else is "This page could not be found" with a real 404. After a change of
// website or language (from=region-and-currency, from=language) the page may simply not exist
// there, so those reloads go home instead.
// Each kind of page is its own chunk (catch-all-pages.ts, ADR 0044): the loader loads the kind's
// module before the server renders and names its files (`preload`) for the page's script to fetch
// with the route modules (lib/hydration-scripts.tsx).

import type { ReactNode } from 'react';
import {
  type ClientLoaderFunctionArgs,
  data,
  redirect,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { loadWishlistState } from '~/features/account/wishlist.server';
import { loadBlogPost } from '~/features/blog/blog-post.server';
import { cmsMeta } from '~/features/cms/cms-meta';
import { categoryMeta, loadCategoryPage } from '~/features/listing/category-page.server';
import { loadProductPage, productMeta } from '~/features/product/product-page.server';
import { resolveRoute } from '~/features/routing/resolve-route.server';
import { revalidateOnNavigationOnly } from '~/features/routing/revalidation';
import { isRedirect, redirectLocation, routeLookupPath } from '~/features/routing/route-target';
import { ErrorPage, REDIRECT_HOME_FROM } from '~/layout/ErrorPage';
import { throwIfSessionExpired, toGlobalError } from '~/lib/graphql-errors.server';
import type { LazyModule } from '~/lib/lazy-module';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/catch-all';
import { pageChunkUrls } from './catch-all-chunks.server';
import { type CatchAllKind, catchAllPages, usePageModule } from './catch-all-pages';

function notFound(): never {
  throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
}

/** The page's data with the kind's module loaded and its files named for the page's script to preload. */
async function withPage<Page extends { kind: CatchAllKind }>(page: Page) {
  await catchAllPages[page.kind].load();
  return { ...page, preload: pageChunkUrls(page.kind) };
}

export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  const url = new URL(request.url);
  const website = params.website ?? '';
  if (REDIRECT_HOME_FROM.includes(url.searchParams.get('from') ?? '')) throw redirect(websiteHome(website));

  const path = routeLookupPath(params['*']);
  if (!path) notFound();
  const shop = getShopContext(context);
  const lookup = await resolveRoute(shop.headers, path);
  if (!lookup.ok) {
    throwIfSessionExpired(lookup.error, website);
    console.error(`API call route(${path}) failed (${lookup.error.kind}): ${lookup.error.message}`);
    const message = toGlobalError(lookup.error);
    throw data('text' in message ? { message: message.text } : { messageKey: message.key }, { status: 500 });
  }
  const route = lookup.route;
  if (!route) notFound();
  if (isRedirect(route)) {
    if (!route.relative_url) notFound();
    throw redirect(redirectLocation(website, route.relative_url, url.search), route.redirect_code);
  }

  switch (route.__typename) {
    case 'CategoryTree': {
      const [category, wishlist] = await Promise.all([
        loadCategoryPage(args, { uid: route.uid, relative_url: route.relative_url ?? path }),
        loadWishlistState(shop.headers),
      ]);
      return withPage({ kind: 'category' as const, category, wishlist, meta: categoryMeta(category) });
    }
    case 'SimpleProduct':
    case 'VirtualProduct':
    case 'ConfigurableProduct':
    case 'BundleProduct':
    case 'GroupedProduct': {
      const [product, wishlist] = await Promise.all([
        loadProductPage(args, {
          uid: route.uid,
          url_key: route.url_key ?? '',
          relative_url: route.relative_url ?? path,
        }),
        loadWishlistState(shop.headers),
      ]);
      return withPage({ kind: 'product' as const, product, wishlist, meta: productMeta(product) });
    }
    case 'CmsPage':
      // A blog post (issue 16 §1): the blog's layout, with its picture, tags, products and neighbours.
      if (route.is_blog) {
        const post = await loadBlogPost(request, shop, route);
        return withPage({ kind: 'blog-post' as const, post, meta: post.meta });
      }
      return withPage({
        kind: 'cms' as const,
        page: route,
        website,
        showBreadcrumbs: Boolean(shop.storeConfig.show_cms_breadcrumbs),
        meta: cmsMeta(route),
      });
    default:
      return notFound();
  }
}

/** On a client navigation the page's chunk loads before the page renders, so nothing flashes. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const page = (await serverLoader()) as Awaited<ReturnType<typeof loader>>;
  await catchAllPages[page.kind].load();
  return page;
}

/** The loader counts product views: it runs again on navigations, not after actions on the same page. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateOnNavigationOnly(args);
}

/** Each kind of page builds its meta in the loader (the page modules' meta builders are server code). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return mergeMeta(parentMeta(matches), loaderData?.meta ?? []);
}

/** The data of one kind of page, for that kind's module. */
export type CatchAllPageData<Kind extends CatchAllKind> = Extract<
  Route.ComponentProps['loaderData'],
  { kind: Kind }
>;

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  // Keyed by kind: a navigation from a category to a product mounts the product page afresh.
  // No <Suspense> here: React streams a large boundary's content after the rest of the page, to be
  // put in place by a script (its progressive chunk size), so without JavaScript the page would
  // stay empty. During hydration the root waits for the chunk instead (React Router hydrates in a
  // transition), with the server's HTML on screen.
  return <CatchAllPage key={loaderData.kind} data={loaderData} />;
}

type PageData = Route.ComponentProps['loaderData'];

function CatchAllPage({ data }: { data: PageData }) {
  // Each kind's module takes that kind's data; TypeScript cannot follow the pairing through the map.
  const page = catchAllPages[data.kind] as LazyModule<{ default: (props: { data: PageData }) => ReactNode }>;
  const Page = usePageModule(page).default;
  return <Page data={data} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}

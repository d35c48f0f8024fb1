// The spec's catch-all (/*): asks the API's `route` what the path below the website is and shows
// that page — a category, a product or a CMS page; a renamed key answers with the API's redirect
// (301/302); anything else is "This page could not be found" with a real 404. After a change of
// website or language (from=region-and-currency, from=language) the page may simply not exist
// there, so those reloads go home instead.

import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { WishlistButton, wishlistCardAction } from '~/features/account/WishlistButton';
import { loadWishlistState } from '~/features/account/wishlist.server';
import { BlogPostPage } from '~/features/blog/BlogPostPage';
import { loadBlogPost } from '~/features/blog/blog-post.server';
import { AddToCartForm } from '~/features/cart/AddToCartForm';
import { withCardAddToCart } from '~/features/cart/CardAddToCart';
import { CmsContent } from '~/features/cms/CmsContent';
import { CmsPage } from '~/features/cms/CmsPage';
import { cmsMeta } from '~/features/cms/cms-meta';
import { CategoryPage } from '~/features/listing/CategoryPage';
import { categoryMeta, loadCategoryPage } from '~/features/listing/category-page.server';
import { ProductCard } from '~/features/listing/ProductCard';
import { ProductPage } from '~/features/product/ProductPage';
import { loadProductPage, productMeta } from '~/features/product/product-page.server';
import { AddToProjectButton, withProjectCardAction } from '~/features/projects/AddToProjectButton';
import { resolveRoute } from '~/features/routing/resolve-route.server';
import { revalidateOnNavigationOnly } from '~/features/routing/revalidation';
import { isRedirect, redirectLocation, routeLookupPath } from '~/features/routing/route-target';
import { ErrorPage, REDIRECT_HOME_FROM } from '~/layout/ErrorPage';
import { throwIfSessionExpired, toGlobalError } from '~/lib/graphql-errors.server';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { websiteHome } from '~/lib/shop/website-codes';
import type { Route } from './+types/catch-all';

function notFound(): never {
  throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
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
      return { kind: 'category' as const, category, wishlist, meta: categoryMeta(category) };
    }
    case 'SimpleProduct':
    case 'ConfigurableProduct': {
      const [product, wishlist] = await Promise.all([
        loadProductPage(args, {
          uid: route.uid,
          url_key: route.url_key ?? '',
          relative_url: route.relative_url ?? path,
        }),
        loadWishlistState(shop.headers),
      ]);
      return { kind: 'product' as const, product, wishlist, meta: productMeta(product) };
    }
    case 'CmsPage':
      // A blog post (issue 16 §1): the blog's layout, with its picture, tags, products and neighbours.
      if (route.is_blog) {
        const post = await loadBlogPost(request, shop, route);
        return { kind: 'blog-post' as const, post, meta: post.meta };
      }
      return {
        kind: 'cms' as const,
        page: route,
        website,
        showBreadcrumbs: Boolean(shop.storeConfig.show_cms_breadcrumbs),
        meta: cmsMeta(route),
      };
    default:
      return notFound();
  }
}

/** The loader counts product views: it runs again on navigations, not after actions on the same page. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateOnNavigationOnly(args);
}

/** Each kind of page builds its meta in the loader (the page modules' meta builders are server code). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return mergeMeta(parentMeta(matches), loaderData?.meta ?? []);
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case 'category':
      return (
        <CategoryPage
          data={loaderData.category}
          renderCardAction={withCardAddToCart(withProjectCardAction(wishlistCardAction(loaderData.wishlist)))}
        />
      );
    case 'product':
      return (
        <ProductPage
          data={loaderData.product}
          renderActions={(selection) => (
            <>
              <AddToCartForm selection={selection} />
              <WishlistButton
                wishlist={loaderData.wishlist}
                productName={selection.name}
                sku={selection.sku}
                variantSku={selection.variantSku}
                quantity={selection.quantity}
              />
              <AddToProjectButton
                formId={selection.formId}
                product={{
                  sku: selection.sku,
                  parentSku: null,
                  selectedOptions: selection.selectedOptions,
                  quantity: selection.quantity,
                  name: selection.name,
                }}
                beforeOpen={() => {
                  if (!selection.hasProblems) return true;
                  selection.revealProblems();
                  return false;
                }}
              />
            </>
          )}
        />
      );
    case 'blog-post':
      return (
        <BlogPostPage
          post={loaderData.post}
          body={<CmsContent html={loaderData.post.contentHtml} />}
          renderRelated={(products) => (
            <ul
              className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-4 md:gap-x-6"
              data-testid="blog-related-products"
            >
              {products.map((product) => (
                <li key={product.uid}>
                  <ProductCard
                    item={product}
                    mode="grid"
                    eager={false}
                    action={withCardAddToCart()(product)}
                  />
                </li>
              ))}
            </ul>
          )}
        />
      );
    case 'cms':
      return (
        <CmsPage
          page={loaderData.page}
          website={loaderData.website}
          showBreadcrumbs={loaderData.showBreadcrumbs}
        />
      );
  }
}

export function ErrorBoundary() {
  return <ErrorPage />;
}

// /catalogsearch/result?q=…: search results. The empty-search-string guard sends a missing or
// blank q home (spec §2).

import { wishlistCardAction } from '~/features/account/WishlistButton';
import { loadWishlistState } from '~/features/account/wishlist.server';
import { withCardAddToCart } from '~/features/cart/CardAddToCart';
import { SearchPage } from '~/features/listing/SearchPage';
import { loadSearchPage } from '~/features/listing/search-page.server';
import { withProjectCardAction } from '~/features/projects/AddToProjectButton';
import { ErrorPage } from '~/layout/ErrorPage';
import { mergeMeta, parentMeta } from '~/lib/merge-meta';
import { getShopContext } from '~/lib/shop/shop-context.server';
import { guards } from '~/middleware';
import type { Route } from './+types/catalogsearch-result';

export const middleware: Route.MiddlewareFunction[] = guards('empty-search-string');

export async function loader(args: Route.LoaderArgs) {
  const [page, wishlist] = await Promise.all([
    loadSearchPage(args),
    loadWishlistState(getShopContext(args.context).headers),
  ]);
  return { ...page, wishlist };
}

/** The layout's meta (icon…) stays; title and robots are the page's own. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const own = loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex,follow' }] : [];
  return mergeMeta(parentMeta(matches), own);
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  return (
    <SearchPage
      data={loaderData}
      renderCardAction={withCardAddToCart(withProjectCardAction(wishlistCardAction(loaderData.wishlist)))}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}

// The catch-all's category page (its own chunk, catch-all-pages.ts): the listing with each card's
// add-to-cart, wishlist and add-to-project actions.
import { wishlistCardAction } from '~/features/account/WishlistButton';
import { withCardAddToCart } from '~/features/cart/CardAddToCart';
import { CategoryPage } from '~/features/listing/CategoryPage';
import { withProjectCardAction } from '~/features/projects/AddToProjectButton';
import type { CatchAllPageData } from './catch-all';

export default function CatchAllCategory({ data }: { data: CatchAllPageData<'category'> }) {
  return (
    <CategoryPage
      data={data.category}
      renderCardAction={withCardAddToCart(withProjectCardAction(wishlistCardAction(data.wishlist)))}
    />
  );
}

// The catch-all's product page (its own chunk, catch-all-pages.ts) with its actions: add to cart,
// wishlist and add to project (not for a bundle or a grouped product, which wish lists and projects
// do not hold), and its up-sell and related rails as the listing's cards with their cart button
// (no hearts: the page's one heart is the product's own).
import { WishlistButton } from '~/features/account/WishlistButton';
import { AddToCartForm } from '~/features/cart/AddToCartForm';
import { withCardAddToCart } from '~/features/cart/CardAddToCart';
import { ProductCard } from '~/features/listing/ProductCard';
import { ProductPage } from '~/features/product/ProductPage';
import { AddToProjectButton } from '~/features/projects/AddToProjectButton';
import type { CatchAllPageData } from './catch-all';

const addLinked = withCardAddToCart();

export default function CatchAllProduct({ data }: { data: CatchAllPageData<'product'> }) {
  return (
    <ProductPage
      data={data.product}
      renderCard={(item) => (
        <ProductCard item={item} mode="grid" eager={false} nameTag="h3" action={addLinked(item)} />
      )}
      renderActions={(selection) => (
        <>
          <AddToCartForm selection={selection} />
          {selection.composite ? null : (
            <>
              <WishlistButton
                wishlist={data.wishlist}
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
        </>
      )}
    />
  );
}

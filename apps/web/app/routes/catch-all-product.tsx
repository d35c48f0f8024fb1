// The catch-all's product page (its own chunk, catch-all-pages.ts) with its actions: add to cart,
// wishlist and add to project.
import { WishlistButton } from '~/features/account/WishlistButton';
import { AddToCartForm } from '~/features/cart/AddToCartForm';
import { ProductPage } from '~/features/product/ProductPage';
import { AddToProjectButton } from '~/features/projects/AddToProjectButton';
import type { CatchAllPageData } from './catch-all';

export default function CatchAllProduct({ data }: { data: CatchAllPageData<'product'> }) {
  return (
    <ProductPage
      data={data.product}
      renderActions={(selection) => (
        <>
          <AddToCartForm selection={selection} />
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
    />
  );
}

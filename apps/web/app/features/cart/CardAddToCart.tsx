// Add to cart on a listing card: a simple product without required options goes into the cart in
// its smallest allowed quantity (min_sale_qty, qty_increments) and the sidebar opens; a
// configurable or a product with required options needs choices first, so its button leads to
// the product page. Round icon buttons over the card's picture, below the wishlist heart.

import { AppLink } from '~/components/ui/AppLink';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { initialQuantity, quantityRules } from '~/lib/cart/quantity-rules';
import { CartItemFields } from './CartFormFields';
import { addToCartPath } from './cart-action-data';
import { CartIcon } from './icons';
import { useCartFetcher } from './use-cart-fetcher';

export interface CardProduct {
  name: string;
  sku: string;
  href: string;
  inStock: boolean;
  typename: string;
  minSaleQty: number | null;
  qtyIncrements: number | null;
  hasRequiredOptions: boolean;
}

const look =
  'inline-flex size-9 items-center justify-center rounded-full bg-surface/90 text-ink shadow-sm backdrop-blur hover:text-accent focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60';

export function CardAddToCart({ product }: { product: CardProduct }) {
  const { t } = useTranslation();
  const { website } = useRequiredShellData();
  const fetcher = useCartFetcher({ openSidebarOnAdd: true, showSuccess: false });
  if (!product.inStock) return null;
  const addsAtOnce = product.typename === 'SimpleProduct' || product.typename === 'VirtualProduct';
  if (!addsAtOnce || product.hasRequiredOptions) {
    const label = t('cart.choose_options_for', { name: product.name });
    return (
      <AppLink
        to={product.href}
        className={look}
        aria-label={label}
        title={label}
        data-testid="card-choose-options"
      >
        <CartIcon className="size-5" />
      </AppLink>
    );
  }
  const quantity = initialQuantity(quantityRules(product.minSaleQty, product.qtyIncrements));
  const label = t('cart.add_product', { name: product.name });
  return (
    <fetcher.Form method="post" action={addToCartPath(website)}>
      <CartItemFields sku={product.sku} name={product.name} quantity={quantity} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        aria-label={label}
        title={label}
        className={look}
        data-testid="card-add-to-cart"
      >
        <CartIcon className="size-5" />
      </button>
    </fetcher.Form>
  );
}

/**
 * A listing's card actions with the add-to-cart button below the others (the wishlist heart); the
 * card stacks them in a column (ProductCard), so they need no wrapper here.
 */
export function withCardAddToCart<Item extends CardProduct>(others?: (item: Item) => React.ReactNode) {
  return (item: Item) => (
    <>
      {others?.(item)}
      <CardAddToCart product={item} />
    </>
  );
}

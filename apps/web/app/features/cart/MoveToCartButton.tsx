// "Move to cart" on the wishlist page: the item goes into the cart (a configurable's chosen variant
// with its configurable as parent_sku) and, once the cart has it, leaves the wishlist. The sidebar
// opens with the cart; the page reloads its list. A real form, sent through a fetcher.

import { buttonClasses } from '~/components/ui/Button';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { CartItemFields } from './CartFormFields';
import { addToCartPath } from './cart-action-data';
import { CartIcon } from './icons';
import { useCartFetcher } from './use-cart-fetcher';

export interface WishlistItemForCart {
  id: string;
  name: string;
  sku: string;
  parentSku: string | null;
  quantity: number;
  inStock: boolean;
}

export function MoveToCartButton({ item, wishlistId }: { item: WishlistItemForCart; wishlistId: string }) {
  const { t } = useTranslation();
  const { website } = useRequiredShellData();
  const fetcher = useCartFetcher({ openSidebarOnAdd: true });
  if (!item.inStock) return null;
  return (
    <fetcher.Form method="post" action={addToCartPath(website)}>
      <CartItemFields
        sku={item.sku}
        parentSku={item.parentSku}
        name={item.name}
        quantity={item.quantity > 0 ? item.quantity : 1}
      />
      <input type="hidden" name="wishlist_item_id" value={item.id} />
      <input type="hidden" name="wishlist_id" value={wishlistId} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        aria-label={t('cart.move_to_cart_product', { name: item.name })}
        className={buttonClasses('secondary', 'px-3 py-2')}
        data-testid="move-to-cart"
      >
        <CartIcon className="size-4" />
        {t('cart.move_to_cart')}
      </button>
    </fetcher.Form>
  );
}

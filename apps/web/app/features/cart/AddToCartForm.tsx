// Add to cart on the product page: a real form (sku, options, quantity as Magento's CartItemInput;
// the page's quantity and option fields belong to it through their `form` attribute, so they post
// without JavaScript too — the swatches need it) sent through a fetcher; the sidebar opens with the cart once the API took the item, and item
// problems (stock, quantity rules, missing options) come back as the API's user_errors message.
// The page's choices are checked first: a missing required choice is shown and nothing is sent.

import { buttonClasses } from '~/components/ui/Button';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { CartItemFields } from './CartFormFields';
import { addToCartPath } from './cart-action-data';
import { CartIcon } from './icons';
import { useCartFetcher } from './use-cart-fetcher';

export interface AddToCartSelection {
  name: string;
  sku: string;
  /** The form's id: the page's quantity and custom option fields post with it (`form` attribute). */
  formId: string;
  /** Picked configurable values (uids), sent as `selected_options`. */
  selectedOptions: string[];
  inStock: boolean;
  hasProblems?: boolean;
  revealProblems?: () => void;
}

export function AddToCartForm({ selection }: { selection: AddToCartSelection }) {
  const { t } = useTranslation();
  const { website } = useRequiredShellData();
  const fetcher = useCartFetcher({ openSidebarOnAdd: true, showSuccess: false });
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      id={selection.formId}
      method="post"
      action={addToCartPath(website)}
      onSubmit={(event) => {
        if (!selection.hasProblems) return;
        event.preventDefault();
        selection.revealProblems?.();
      }}
    >
      <CartItemFields sku={selection.sku} name={selection.name} />
      {selection.selectedOptions.map((uid) => (
        <input key={uid} type="hidden" name="selected_options" value={uid} />
      ))}
      <button
        type="submit"
        disabled={busy || !selection.inStock}
        className={buttonClasses('accent', 'h-12 min-w-48')}
        data-testid="add-to-cart"
      >
        <CartIcon className="size-5" />
        {selection.inStock ? (busy ? t('cart.adding') : t('cart.add')) : t('product.out_of_stock')}
      </button>
    </fetcher.Form>
  );
}

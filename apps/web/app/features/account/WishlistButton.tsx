// The "heart" of a product (product page, listing cards). With one wish list it adds the product
// to the customer's wishlist, or removes it when it is already there. With multiple wish lists on
// (storeConfig), once hydrated it opens the list chooser (WishlistChooser): tick the lists to keep
// the product in, or make a new one; the heart is filled when any list holds the product. Before
// hydration and without JavaScript it stays the plain form: remove the default list's item, else
// add to the default list. A configurable on the product page adds its chosen variant (`sku`) with
// the configurable as `parent_sku`. Guests get the sign-in drawer. Without JavaScript the form
// posts and the action redirects back with a message.
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { useHydrated, VIA_FETCHER } from '~/lib/forms/via-fetcher';
import { ui } from '~/lib/ui-store';
import { HeartIcon } from './icons';
import { useWishlistState } from './use-wishlist-state';
import { WishlistChooser } from './WishlistChooser';
import { type WishlistActionData, wishlistActionPath } from './wishlist-action-data';
import {
  heartForm,
  listDisplayName,
  listsHolding,
  type WishlistState,
  withListChange,
} from './wishlist-form';

export interface WishlistButtonProps {
  /** The customer's wish lists as the page loaded them (null for guests). */
  wishlist: WishlistState | null;
  productName: string;
  /** The product's own SKU (the configurable for a configurable). */
  sku: string;
  /** The chosen variant of a configurable; null when none is chosen; undefined on listing cards. */
  variantSku?: string | null;
  quantity?: number;
  variant?: 'page' | 'card';
}

export function WishlistButton(props: WishlistButtonProps) {
  const { productName, sku, variantSku, quantity = 1, variant = 'page' } = props;
  const { t } = useTranslation();
  const { website, isAuthenticated } = useRequiredShellData();
  const location = useLocation();
  const fetcher = useFetcher<WishlistActionData>();
  const [state, update] = useWishlistState(props.wishlist);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) {
      const list = result.list;
      if (list) update((current) => withListChange(current, result.wishlistId, list));
      ui.pushMessage({
        type: 'success',
        key: result.intent === 'add' ? 'wishlist.success' : 'account.wishlist.removed',
      });
    } else if ('signIn' in result) {
      ui.openCustomerDrawer('signIn', false);
    } else {
      ui.pushMessage({ type: 'error', ...result.message });
    }
  }, [fetcher.data, update]);

  const heart = heartForm(state, sku, variantSku);
  // The list chooser is the hydrated heart's, for a customer with multiple wish lists on.
  const chooser = hydrated && isAuthenticated && state?.multiple === true;
  const busy = fetcher.state !== 'idle';
  const redirectTo = `${location.pathname}${location.search}`;
  let label: string;
  if (chooser) {
    const holding = listsHolding(state, sku, variantSku);
    const names = holding.map((list) => listDisplayName(list, t('account.wishlist.default_name')));
    label =
      names.length > 0
        ? t('account.wishlist.choose_change', { name: productName, lists: names.join(', ') })
        : t('account.wishlist.choose_add', { name: productName });
  } else {
    label = heart.remove
      ? t('account.wishlist.remove_product', { name: productName })
      : t('account.wishlist.add_product', { name: productName });
  }
  // The page's words: the heart's state with the chooser; the plain form's action without it.
  const inWishlist = chooser ? heart.filled : Boolean(heart.remove);

  const look =
    variant === 'card'
      ? 'size-9 rounded-full bg-surface/90 shadow-sm backdrop-blur hover:text-accent'
      : 'h-12 gap-2 rounded-md border border-line px-4 text-sm font-medium hover:border-ink';

  return (
    <>
      <fetcher.Form
        method="post"
        action={wishlistActionPath(website)}
        onSubmit={(event) => {
          if (isAuthenticated) return;
          event.preventDefault();
          ui.openCustomerDrawer('signIn', false);
        }}
      >
        <input type="hidden" name="redirect_to" value={redirectTo} />
        {hydrated ? <input type="hidden" name={VIA_FETCHER.name} value={VIA_FETCHER.value} /> : null}
        {heart.remove ? (
          <>
            <input type="hidden" name="intent" value="remove" />
            {heart.remove.itemIds.map((itemId) => (
              <input key={itemId} type="hidden" name="item_id" value={itemId} />
            ))}
            <input type="hidden" name="wishlist_id" value={heart.remove.wishlistId} />
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="sku" value={variantSku ?? sku} />
            {variantSku ? <input type="hidden" name="parent_sku" value={sku} /> : null}
            <input type="hidden" name="quantity" value={quantity} />
          </>
        )}
        <button
          ref={trigger}
          type={chooser ? 'button' : 'submit'}
          onClick={chooser ? () => setOpen(true) : undefined}
          disabled={busy}
          aria-label={label}
          aria-haspopup={chooser ? 'dialog' : undefined}
          aria-expanded={chooser ? open : undefined}
          title={label}
          data-testid="wishlist-button"
          data-in-wishlist={heart.filled ? 'true' : 'false'}
          className={`inline-flex items-center justify-center text-ink transition-colors focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60 ${look} ${
            heart.filled ? 'text-accent' : ''
          }`}
        >
          <HeartIcon filled={heart.filled} className="size-5" />
          {variant === 'page' ? (
            <span>{inWishlist ? t('account.wishlist.in_wishlist') : t('account.wishlist.add')}</span>
          ) : null}
        </button>
      </fetcher.Form>
      {open && chooser && state ? (
        <WishlistChooser
          state={state}
          update={update}
          website={website}
          redirectTo={redirectTo}
          productName={productName}
          sku={sku}
          variantSku={variantSku}
          quantity={quantity}
          onClose={() => {
            setOpen(false);
            trigger.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** Wish lists hold one product per item: a bundle or a grouped product is not offered one. */
const UNHELD_TYPES = new Set(['BundleProduct', 'GroupedProduct']);

/** The heart of a listing card (category and search pages), for a listing's `renderCardAction`. */
export function wishlistCardAction(wishlist: WishlistState | null) {
  return (item: { name: string; sku: string; typename?: string }) =>
    item.typename && UNHELD_TYPES.has(item.typename) ? null : (
      <WishlistButton variant="card" wishlist={wishlist} productName={item.name} sku={item.sku} />
    );
}

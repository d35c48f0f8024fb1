// The "heart" of a product (product page, listing cards): adds the product to the customer's
// wishlist, or removes it when it is already there. A configurable on the product page adds its
// chosen variant (`sku`) with the configurable as `parent_sku`. Guests get the sign-in drawer.
// Without JavaScript the same form posts and the action redirects back with a message.
import { useEffect, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { useRequiredShellData } from '~/layout/use-shell-data';
import { useHydrated, VIA_FETCHER } from '~/lib/forms/via-fetcher';
import { ui } from '~/lib/ui-store';
import { HeartIcon } from './icons';
import { type WishlistActionData, wishlistActionPath } from './wishlist-action-data';
import { findWishlistEntry, type WishlistState } from './wishlist-form';

export interface WishlistButtonProps {
  /** The customer's wishlist as the page loaded it (null for guests). */
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
  const [state, setState] = useState(props.wishlist);
  const hydrated = useHydrated();

  // A new page load brings the wishlist as the server sees it.
  useEffect(() => setState(props.wishlist), [props.wishlist]);
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) {
      if (result.state) setState(result.state);
      ui.pushMessage({
        type: 'success',
        key: result.intent === 'add' ? 'wishlist.success' : 'account.wishlist.removed',
      });
    } else if ('signIn' in result) {
      ui.openCustomerDrawer('signIn', false);
    } else {
      ui.pushMessage({ type: 'error', ...result.message });
    }
  }, [fetcher.data]);

  const entry = findWishlistEntry(state, sku, variantSku);
  const busy = fetcher.state !== 'idle';
  const label = entry
    ? t('account.wishlist.remove_product', { name: productName })
    : t('account.wishlist.add_product', { name: productName });

  const look =
    variant === 'card'
      ? 'size-9 rounded-full bg-surface/90 shadow-sm backdrop-blur hover:text-accent'
      : 'h-12 gap-2 rounded-md border border-line px-4 text-sm font-medium hover:border-ink';

  return (
    <fetcher.Form
      method="post"
      action={wishlistActionPath(website)}
      onSubmit={(event) => {
        if (isAuthenticated) return;
        event.preventDefault();
        ui.openCustomerDrawer('signIn', false);
      }}
    >
      <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name={VIA_FETCHER.name} value={VIA_FETCHER.value} /> : null}
      {entry ? (
        <>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="item_id" value={entry.itemId} />
          <input type="hidden" name="wishlist_id" value={state?.wishlistId ?? ''} />
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
        type="submit"
        disabled={busy}
        aria-label={label}
        title={label}
        data-testid="wishlist-button"
        data-in-wishlist={entry ? 'true' : 'false'}
        className={`inline-flex items-center justify-center text-ink transition-colors focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60 ${look} ${
          entry ? 'text-accent' : ''
        }`}
      >
        <HeartIcon filled={Boolean(entry)} className="size-5" />
        {variant === 'page' ? (
          <span>{entry ? t('account.wishlist.in_wishlist') : t('account.wishlist.add')}</span>
        ) : null}
      </button>
    </fetcher.Form>
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

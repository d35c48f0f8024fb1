// The cart page's "Gift options" (as PWA Studio's cart page has them): a gift message for the order
// (to, from, the text) and a gift receipt, each shown only when the store view allows it
// (StoreConfig allow_order, allow_gift_receipt). Saved with setGiftOptionsOnCart; a plain post
// without JavaScript comes back to the cart page like the other cart forms.

import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { useShellData } from '~/layout/use-shell-data';
import { CartFormFields } from './CartFormFields';
import { cartPagePath } from './cart-action-data';
import { MAX_GIFT_MESSAGE_LENGTH, MAX_GIFT_NAME_LENGTH } from './cart-form';
import type { CartView } from './cart-view';
import { useCartFetcher } from './use-cart-fetcher';

export interface GiftOptionsAllowed {
  message: boolean;
  receipt: boolean;
}

/** What the store view allows (Magento answers "1" / "0"); nothing without the layout's data. */
export function useGiftOptionsAllowed(): GiftOptionsAllowed {
  const config = useShellData()?.storeConfig;
  return { message: config?.allow_order === '1', receipt: config?.allow_gift_receipt === '1' };
}

export function GiftOptionsForm({
  website,
  cart,
  allowed: given,
}: {
  website: string;
  cart: Pick<CartView, 'giftMessage' | 'giftReceipt'>;
  /** Defaults to the store view's settings. */
  allowed?: GiftOptionsAllowed;
}) {
  const { t } = useTranslation();
  const fetcher = useCartFetcher();
  const shopAllowed = useGiftOptionsAllowed();
  const allowed = given ?? shopAllowed;
  if (!allowed.message && !allowed.receipt) return null;
  const failed =
    fetcher.data && !fetcher.data.ok && fetcher.data.field === 'gift_message' ? fetcher.data : null;
  const gift = cart.giftMessage;
  return (
    <section
      aria-labelledby="cart-gift-options"
      className="rounded-lg border border-line p-5"
      data-testid="cart-gift-options"
    >
      <h2 id="cart-gift-options" className="font-medium">
        {t('cart.gift.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('cart.gift.intro')}</p>
      <fetcher.Form method="post" action={cartPagePath(website)} className="mt-3 space-y-3" noValidate>
        <CartFormFields intent="gift-options" />
        {allowed.message ? (
          <>
            <div className="grid gap-3 xs:grid-cols-2">
              <TextField
                label={t('cart.gift.to')}
                name="gift_to"
                maxLength={MAX_GIFT_NAME_LENGTH}
                defaultValue={gift?.to ?? ''}
                autoComplete="off"
              />
              <TextField
                label={t('cart.gift.from')}
                name="gift_from"
                maxLength={MAX_GIFT_NAME_LENGTH}
                defaultValue={gift?.from ?? ''}
                autoComplete="off"
              />
            </div>
            <div>
              <label htmlFor="cart-gift-message" className="text-sm font-medium">
                {t('cart.gift.message')}
              </label>
              <textarea
                id="cart-gift-message"
                name="gift_message"
                rows={3}
                maxLength={MAX_GIFT_MESSAGE_LENGTH}
                defaultValue={gift?.message ?? ''}
                placeholder={t('cart.gift.placeholder')}
                aria-invalid={failed ? true : undefined}
                aria-describedby={failed ? 'cart-gift-error' : undefined}
                className="mt-1.5 w-full rounded-md border border-line bg-surface px-3.5 py-2.5 text-sm focus:border-accent focus:outline-2 focus:outline-accent/30"
              />
              {failed ? (
                <p id="cart-gift-error" className="mt-1 text-sm text-error" role="alert">
                  {[failed.message && 'key' in failed.message ? t(failed.message.key) : '', failed.detail]
                    .filter(Boolean)
                    .join(' ')}
                </p>
              ) : null}
            </div>
          </>
        ) : null}
        {allowed.receipt ? (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="gift_receipt"
              value="1"
              defaultChecked={cart.giftReceipt}
              className="mt-0.5 size-4 accent-accent"
              data-testid="gift-receipt"
            />
            <span>{t('cart.gift.receipt')}</span>
          </label>
        ) : null}
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
          {t('cart.gift.save')}
        </Button>
      </fetcher.Form>
    </section>
  );
}

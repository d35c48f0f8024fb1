// The coupon on the cart page: a code field and Apply, or the applied code with Remove. Messages
// are the spec's keys (checkout.coupons.success/error.add/remove); a refusal also shows the API's
// reason under the field.

import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { CartFormFields } from './CartFormFields';
import { cartPagePath } from './cart-action-data';
import { useCartFetcher } from './use-cart-fetcher';

export function CouponForm({ website, coupon }: { website: string; coupon: string | null }) {
  const { t } = useTranslation();
  const fetcher = useCartFetcher();
  const failed =
    fetcher.data && !fetcher.data.ok && fetcher.data.field === 'coupon_code' ? fetcher.data : null;
  const busy = fetcher.state !== 'idle';
  return (
    <section
      aria-labelledby="cart-coupon"
      className="rounded-lg border border-line p-5"
      data-testid="cart-coupon"
    >
      <h2 id="cart-coupon" className="font-medium">
        {t('checkout.coupons.title')}
      </h2>
      {coupon ? (
        <fetcher.Form
          method="post"
          action={cartPagePath(website)}
          className="mt-3 flex items-center justify-between gap-3"
        >
          <CartFormFields intent="remove-coupon" />
          <p className="text-sm">
            {t('checkout.coupons.applied')}{' '}
            <span
              className="rounded bg-accent-soft px-2 py-0.5 font-mono font-medium text-accent"
              data-testid="applied-coupon"
            >
              {coupon}
            </span>
          </p>
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('checkout.coupons.remove')}
          </Button>
        </fetcher.Form>
      ) : (
        <fetcher.Form
          method="post"
          action={cartPagePath(website)}
          className="mt-3 flex items-start gap-3"
          noValidate
        >
          <CartFormFields intent="apply-coupon" />
          <TextField
            label={t('checkout.coupons.code')}
            name="coupon_code"
            autoComplete="off"
            className="min-w-0 flex-1"
            error={
              failed
                ? [failed.message && 'key' in failed.message ? t(failed.message.key) : '', failed.detail]
                    .filter(Boolean)
                    .join(' ')
                : undefined
            }
          />
          <Button type="submit" variant="primary" disabled={busy} className="mt-[26px]">
            {t('checkout.coupons.apply')}
          </Button>
        </fetcher.Form>
      )}
    </section>
  );
}

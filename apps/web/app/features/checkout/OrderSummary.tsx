// The checkout's order summary: the cart's lines with their options, subtotal, discounts (with the
// coupon), shipping, taxes by title and the grand total, all in the cart's currency.
import { useTranslation } from 'react-i18next';
import { Price } from '~/components/ui/Price';
import type { CheckoutCart } from './checkout-schema';

type Money = { value: number | null; currency: string | null };

function money(value: Money | null | undefined) {
  return value?.value != null && value.currency ? { value: value.value, currency: value.currency } : null;
}

function Row({
  label,
  amount,
  negative,
  strong,
}: {
  label: string;
  amount: Money | null | undefined;
  negative?: boolean;
  strong?: boolean;
}) {
  const shown = money(amount);
  if (!shown) return null;
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-3 text-base font-medium' : ''}`}
    >
      <dt className={strong ? '' : 'text-ink-muted'}>{label}</dt>
      <dd>
        {negative ? '−' : ''}
        <Price money={shown} />
      </dd>
    </div>
  );
}

export function OrderSummary({ cart }: { cart: CheckoutCart }) {
  const { t } = useTranslation();
  const items = (cart.items ?? []).filter((item) => item != null);
  const shipping = cart.shipping_addresses[0]?.selected_shipping_method;
  const shippingLabel = t('checkout.summary.shipping', {
    method: shipping?.method_title ?? shipping?.carrier_title,
  });
  const coupons = (cart.applied_coupons ?? []).map((coupon) => coupon?.code).filter(Boolean);
  return (
    <aside
      aria-labelledby="order-summary-title"
      className="rounded-lg bg-surface-muted p-4 xs:p-6"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="text-lg font-medium">
        {t('checkout.summary.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t('checkout.summary.items', { count: cart.total_quantity })}
      </p>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => {
          const options = [
            ...(item.configurable_options ?? []).map(
              (option) => `${option?.option_label}: ${option?.value_label}`,
            ),
            ...(item.customizable_options ?? []).map(
              (option) =>
                `${option?.label}: ${(option?.values ?? []).map((value) => value?.label || value?.value).join(', ')}`,
            ),
          ];
          const rowTotal = money(item.prices?.row_total);
          return (
            <li key={item.uid} className="flex gap-3 py-3" data-testid="summary-item">
              {item.product.thumbnail?.url ? (
                <img
                  src={item.product.thumbnail.url}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">{item.product.name}</p>
                {options.map((option) => (
                  <p key={option} className="text-ink-muted">
                    {option}
                  </p>
                ))}
                <p className="text-ink-muted">{t('checkout.summary.quantity', { qty: item.quantity })}</p>
              </div>
              {rowTotal ? <Price money={rowTotal} className="text-sm" /> : null}
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 space-y-2 text-sm">
        <Row label={t('checkout.summary.subtotal')} amount={cart.prices?.subtotal_excluding_tax} />
        {(cart.prices?.discounts ?? []).map((discount) => (
          <Row
            key={discount?.label}
            label={discount?.label || t('checkout.summary.discount')}
            amount={discount?.amount}
            negative
          />
        ))}
        {coupons.length > 0 ? (
          <p className="text-xs text-ink-muted">
            {t('checkout.summary.coupon', { code: coupons.join(', ') })}
          </p>
        ) : null}
        {shipping?.amount.value === 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{shippingLabel}</dt>
            <dd>{t('checkout.shipping.free')}</dd>
          </div>
        ) : shipping ? (
          <Row label={shippingLabel} amount={shipping.amount} />
        ) : null}
        {(cart.prices?.applied_taxes ?? []).map((tax) => (
          <Row key={tax?.label} label={tax?.label || t('checkout.summary.tax')} amount={tax?.amount} />
        ))}
        <Row label={t('checkout.summary.grand_total')} amount={cart.prices?.grand_total} strong />
      </dl>
    </aside>
  );
}

// The checkout's order summary: the cart's lines with their options, subtotal, discounts (with the
// coupon), shipping, taxes by title and the grand total, all in the cart's currency and in the
// store's Shopping Cart Display Settings (lib/cart/cart-total-rows.ts): on a website whose
// prices include VAT, lines, subtotal and shipping include it and the VAT reads as included.

import { CartTotalLine } from '~/components/cart/CartTotals';
import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import { bundleOptionLines } from '~/lib/cart/bundle-options';
import { cartTotalRows } from '~/lib/cart/cart-total-rows';
import { money, toCartTotals } from '~/lib/cart/cart-totals';
import { type CartTaxDisplay, shownAmounts } from '~/lib/cart/tax-display';
import { useCartTotalLabels } from '~/lib/cart/use-cart-total-labels';
import type { CheckoutCart } from './checkout-types';
import { summaryPicture } from './summary-picture';

export function OrderSummary({ cart, display }: { cart: CheckoutCart; display: CartTaxDisplay }) {
  const { t } = useTranslation();
  const labels = useCartTotalLabels('checkout.summary');
  const items = (cart.items ?? []).filter((item) => item != null);
  const shipping = cart.shipping_addresses[0]?.selected_shipping_method;
  const coupons = (cart.applied_coupons ?? []).map((coupon) => coupon?.code).filter(Boolean);
  const rows = cartTotalRows(
    display,
    {
      ...toCartTotals(cart.prices),
      shipping: shipping
        ? {
            label: t('checkout.summary.shipping', {
              method: shipping.method_title ?? shipping.carrier_title,
            }),
            excl: money(shipping.price_excl_tax) ?? money(shipping.amount),
            incl: money(shipping.price_incl_tax),
          }
        : null,
    },
    labels,
  );
  // The coupon's code follows the discounts it gave (or the subtotal when it gave none on goods).
  const couponAfter = rows.findLast((row) => row.kind === 'discount' || row.kind === 'subtotal')?.key;
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
            ...('configurable_options' in item ? item.configurable_options : []).map(
              (option) => `${option?.option_label}: ${option?.value_label}`,
            ),
            ...bundleOptionLines('bundle_options' in item ? item.bundle_options : []).map(
              (line) => `${line.label}: ${line.value}`,
            ),
            ...('customizable_options' in item ? item.customizable_options : []).map(
              (option) =>
                `${option?.label}: ${(option?.values ?? []).map((value) => value?.label || value?.value).join(', ')}`,
            ),
          ];
          const picture = summaryPicture(item);
          const rowTotals = shownAmounts(
            display.price,
            money(item.prices?.row_total),
            money(item.prices?.row_total_including_tax),
          );
          return (
            <li key={item.uid} className="flex gap-3 py-3" data-testid="summary-item">
              {picture ? (
                <img
                  src={picture}
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
              <div className="text-right text-sm" data-testid="summary-item-total">
                {rowTotals.map(({ amount, side }) => (
                  <p key={side ?? 'only'} className={side === 'incl' ? 'text-xs text-ink-muted' : ''}>
                    <Price money={amount} />
                    {side ? ` ${t(side === 'excl' ? 'cart.excl_tax' : 'cart.incl_tax')}` : ''}
                  </p>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.key}>
            <CartTotalLine row={row} free={t('checkout.shipping.free')} />
            {row.key === couponAfter && coupons.length > 0 ? (
              <p className="mt-2 text-xs text-ink-muted">
                {t('checkout.summary.coupon', { code: coupons.join(', ') })}
              </p>
            ) : null}
          </div>
        ))}
      </dl>
    </aside>
  );
}

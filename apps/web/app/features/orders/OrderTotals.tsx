// An order's totals as stored when it was placed: subtotal, each discount with its rule's label and
// the coupon that gave it, shipping, taxes by title (the total tax when the API lists none) and the
// grand total (no shipping line for a virtual order, which is not shipped). A coupon without a discount line of its own (free shipping) is still named.
// Amounts follow the store's Shopping Cart Display Settings like the cart did: where the shelf
// prices include VAT (ru), subtotal and shipping include it and the VAT reads "incl." after the
// total, so the column adds up as the shopper saw it in the cart.
import type { ReactNode } from 'react';
import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import { type CartTaxDisplay, shownAmounts, taxesIncluded } from '~/lib/cart/tax-display';
import type { OrderDetailFieldsFragment as OrderDetail } from '~/lib/graphql/generated';
import type { ListItem } from '~/lib/graphql/types';

type Money = { value: number | null; currency: string | null };

export function Amount({ money }: { money: Money | null | undefined }) {
  return money?.value != null && money.currency ? (
    <Price money={{ value: money.value, currency: money.currency }} />
  ) : null;
}

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4" data-testid={testId}>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/** "Subtotal (incl. tax)" when an amount is shown both ways, else the bare label. */
function useSideLabel() {
  const { t } = useTranslation();
  return (label: string, side: 'excl' | 'incl' | null) =>
    side ? `${label} (${t(side === 'excl' ? 'cart.excl_tax' : 'cart.incl_tax')})` : label;
}

/** A line's unit price in the display setting: excluding tax, including it, or both. */
export function OrderItemPrice({
  item,
  display,
}: {
  item: ListItem<OrderDetail['items']>;
  display: CartTaxDisplay;
}) {
  const sideLabel = useSideLabel();
  const incl = item.prices?.price_including_tax ?? null;
  return shownAmounts(display.price, item.product_sale_price, incl).map(({ amount, side }) => (
    <p key={side ?? 'one'}>
      <Amount money={amount} />
      {side ? <span className="text-ink-muted text-xs">{sideLabel('', side)}</span> : null}
    </p>
  ));
}

export function OrderTotals({ order, display: shown }: { order: OrderDetail; display: CartTaxDisplay }) {
  const { t } = useTranslation();
  const sideLabel = useSideLabel();
  const total = order.total;
  const included = taxesIncluded(shown);
  const taxes = (total?.taxes ?? []).filter((tax) => tax != null);
  const discounts = (total?.discounts ?? []).filter((discount) => discount != null);
  const named = new Set(discounts.map((discount) => discount.coupon?.code));
  const otherCoupons = (order.applied_coupons ?? []).filter((c) => c?.code && !named.has(c.code));
  return (
    <dl className="mt-6 ml-auto max-w-sm space-y-2 text-sm" data-testid="order-totals">
      {shownAmounts(shown.subtotal, total?.subtotal ?? null, total?.subtotal_incl_tax ?? null).map(
        ({ amount, side }) => (
          <Row key={`subtotal:${side}`} label={sideLabel(t('orders.subtotal'), side)} testId="order-subtotal">
            <Amount money={amount} />
          </Row>
        ),
      )}
      {discounts.map((discount) => (
        <Row
          key={`${discount.label}:${discount.coupon?.code ?? ''}`}
          testId="order-discount"
          label={
            <>
              {discount.label || t('orders.discount')}
              {discount.coupon?.code ? (
                <span className="block text-xs">{t('orders.coupon', { code: discount.coupon.code })}</span>
              ) : null}
            </>
          }
        >
          <span className="text-success">
            −<Amount money={discount.amount} />
          </span>
        </Row>
      ))}
      {otherCoupons.map((coupon) => (
        <Row key={coupon?.code} label={t('orders.coupon', { code: coupon?.code })} testId="order-coupon">
          {null}
        </Row>
      ))}
      {/* A virtual order (no shipping method: nothing was shipped) has no shipping line. */}
      {(order.shipping_method
        ? shownAmounts(
            shown.shipping,
            total?.total_shipping ?? null,
            total?.shipping_handling?.amount_including_tax ?? null,
          )
        : []
      ).map(({ amount, side }) => (
        <Row key={`shipping:${side}`} label={sideLabel(t('orders.shipping'), side)} testId="order-shipping">
          <Amount money={amount} />
        </Row>
      ))}
      {included ? null : taxes.length > 0 ? (
        taxes.map((tax) => (
          <Row key={tax.title} label={tax.title || t('orders.tax')}>
            <Amount money={tax.amount} />
          </Row>
        ))
      ) : (
        <Row label={t('orders.tax')}>
          <Amount money={total?.total_tax} />
        </Row>
      )}
      <div className="flex justify-between border-t border-line pt-2 text-base font-medium">
        <dt>{t('orders.grand_total')}</dt>
        <dd>
          <Amount money={total?.grand_total} />
        </dd>
      </div>
      {included
        ? taxes.map((tax) => (
            <Row
              key={`incl:${tax.title}`}
              label={t('cart.tax_included', { label: tax.title || t('orders.tax') })}
              testId="order-tax-included"
            >
              <Amount money={tax.amount} />
            </Row>
          ))
        : null}
    </dl>
  );
}

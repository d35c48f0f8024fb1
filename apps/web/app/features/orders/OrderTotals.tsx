// An order's totals as stored when it was placed: subtotal, each discount with its rule's label and
// the coupon that gave it, shipping, taxes by title (the total tax when the API lists none) and the
// grand total. A coupon without a discount line of its own (free shipping) is still named.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '~/components/ui/Price';
import type { OrderDetail } from './orders-schema';

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

export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const total = order.total;
  const taxes = (total?.taxes ?? []).filter((tax) => tax != null);
  const discounts = (total?.discounts ?? []).filter((discount) => discount != null);
  const named = new Set(discounts.map((discount) => discount.coupon?.code));
  const otherCoupons = (order.applied_coupons ?? []).filter((c) => c?.code && !named.has(c.code));
  return (
    <dl className="mt-6 ml-auto max-w-sm space-y-2 text-sm" data-testid="order-totals">
      <Row label={t('orders.subtotal')}>
        <Amount money={total?.subtotal} />
      </Row>
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
      <Row label={t('orders.shipping')}>
        <Amount money={total?.total_shipping} />
      </Row>
      {taxes.length > 0 ? (
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
    </dl>
  );
}

// The cart's totals (spec §3 Cart.prices): subtotal, each discount with its label, each tax with
// its title, and the grand total, in the cart's currency (the shopper's display currency).
import { useTranslation } from 'react-i18next';
import { Price } from '~/components/ui/Price';
import type { CartView } from './cart-view';

function Row({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: React.ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'pt-3 text-lg font-bold' : 'text-sm'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

export function CartTotals({ totals }: { totals: CartView['totals'] }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-2" data-testid="cart-totals">
      {totals.subtotal ? (
        <Row label={t('cart.subtotal')}>
          <Price money={totals.subtotal} />
        </Row>
      ) : null}
      {totals.discounts.map((discount) => (
        <Row key={`d:${discount.label}`} label={discount.label || t('cart.discount')}>
          <span className="text-success" data-testid="cart-discount">
            −<Price money={discount.amount} />
          </span>
        </Row>
      ))}
      {totals.taxes.map((tax) => (
        <Row key={`t:${tax.label}`} label={tax.label || t('cart.tax')}>
          <Price money={tax.amount} />
        </Row>
      ))}
      {totals.grandTotal ? (
        <div className="border-t border-line">
          <Row label={t('cart.grand_total')} strong>
            <span data-testid="cart-grand-total">
              <Price money={totals.grandTotal} />
            </span>
          </Row>
        </div>
      ) : null}
    </dl>
  );
}

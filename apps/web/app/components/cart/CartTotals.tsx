// The cart's totals (spec §3 Cart.prices): subtotal, each discount with its label, each tax with
// its title, and the grand total, in the cart's currency (the shopper's display currency) and in
// the store's Shopping Cart Display Settings (lib/cart/cart-total-rows.ts).

import { Price } from '~/components/ui/Price';
import { useTranslation } from '~/i18n/react';
import { type CartTotalRow, type CartTotalsInput, cartTotalRows } from '~/lib/cart/cart-total-rows';
import type { CartTaxDisplay } from '~/lib/cart/tax-display';
import { useCartTotalLabels } from '~/lib/cart/use-cart-total-labels';

const rowTestIds: Partial<Record<CartTotalRow['kind'], string>> = {
  subtotal: 'cart-subtotal',
  discount: 'cart-discount',
  shipping: 'cart-shipping',
  tax: 'cart-tax',
  'grand-total': 'cart-grand-total',
  'tax-included': 'cart-tax-included',
};

/** One row of a totals list; the cart page and the checkout's order summary share it. */
export function CartTotalLine({ row, free }: { row: CartTotalRow; free?: string }) {
  const { t } = useTranslation();
  const strong = row.kind === 'grand-total';
  const muted = row.kind === 'tax-included';
  const side = row.side ? ` (${t(row.side === 'excl' ? 'cart.excl_tax' : 'cart.incl_tax')})` : '';
  const amount =
    free && row.kind === 'shipping' && row.amount.value === 0 ? free : <Price money={row.amount} />;
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-line pt-3 text-lg font-bold' : 'text-sm'} ${muted ? 'text-ink-muted' : ''}`}
    >
      <dt>
        {row.label}
        {side}
      </dt>
      <dd
        className={`tabular-nums ${row.kind === 'discount' ? 'text-success' : ''}`}
        data-testid={rowTestIds[row.kind]}
      >
        {row.kind === 'discount' ? '−' : ''}
        {amount}
      </dd>
    </div>
  );
}

export function CartTotals({ totals, display }: { totals: CartTotalsInput; display: CartTaxDisplay }) {
  const labels = useCartTotalLabels('cart');
  return (
    <dl className="space-y-2" data-testid="cart-totals">
      {cartTotalRows(display, totals, labels).map((row) => (
        <CartTotalLine key={row.key} row={row} />
      ))}
    </dl>
  );
}

// The rows of a cart's totals as the cart page and the checkout's order summary list them, in the
// store's Shopping Cart Display Settings (tax-display.ts). Excluding tax (Magento's default):
// subtotal − discounts + shipping + each tax = grand total. Including tax (the ru website):
// subtotal incl. tax − discounts + shipping incl. tax = grand total, and each tax follows the
// grand total as "incl. VAT 22 %", a part of it rather than a line to add.
import type { MoneyAmount } from './cart-totals';
import { type CartTaxDisplay, shownAmounts, shownTaxes, taxesIncluded } from './tax-display';

export interface CartTotalsInput {
  subtotal: MoneyAmount | null;
  subtotalInclTax: MoneyAmount | null;
  discounts: { label: string; amount: MoneyAmount }[];
  taxes: { label: string; amount: MoneyAmount }[];
  grandTotal: MoneyAmount | null;
  /** The chosen shipping method (checkout only); `label` names the method. */
  shipping?: { label: string; excl: MoneyAmount | null; incl: MoneyAmount | null } | null;
}

export type CartTotalRowKind = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'grand-total' | 'tax-included';

export interface CartTotalRow {
  key: string;
  kind: CartTotalRowKind;
  label: string;
  amount: MoneyAmount;
  /** Excluding or including tax, when the row's price is shown both ways. */
  side: 'excl' | 'incl' | null;
}

export interface CartTotalLabels {
  subtotal: string;
  discount: string;
  tax: string;
  grandTotal: string;
  /** "incl. {label}" for a tax the shown amounts include. */
  taxIncluded: (label: string) => string;
}

export function cartTotalRows(
  display: CartTaxDisplay,
  totals: CartTotalsInput,
  labels: CartTotalLabels,
): CartTotalRow[] {
  const rows: CartTotalRow[] = [];
  for (const { amount, side } of shownAmounts(display.subtotal, totals.subtotal, totals.subtotalInclTax)) {
    rows.push({ key: `subtotal:${side}`, kind: 'subtotal', label: labels.subtotal, amount, side });
  }
  totals.discounts.forEach((discount, index) => {
    const label = discount.label || labels.discount;
    rows.push({ key: `discount:${index}`, kind: 'discount', label, amount: discount.amount, side: null });
  });
  const shipping = totals.shipping;
  if (shipping) {
    for (const { amount, side } of shownAmounts(display.shipping, shipping.excl, shipping.incl)) {
      rows.push({ key: `shipping:${side}`, kind: 'shipping', label: shipping.label, amount, side });
    }
  }
  const taxes = shownTaxes(display, totals.taxes);
  const included = taxesIncluded(display);
  if (!included) {
    taxes.forEach((tax, index) => {
      rows.push({
        key: `tax:${index}`,
        kind: 'tax',
        label: tax.label || labels.tax,
        amount: tax.amount,
        side: null,
      });
    });
  }
  if (totals.grandTotal) {
    rows.push({
      key: 'grand',
      kind: 'grand-total',
      label: labels.grandTotal,
      amount: totals.grandTotal,
      side: null,
    });
  }
  if (included) {
    taxes.forEach((tax, index) => {
      const label = labels.taxIncluded(tax.label || labels.tax);
      rows.push({ key: `incl:${index}`, kind: 'tax-included', label, amount: tax.amount, side: null });
    });
  }
  return rows;
}

import { describe, expect, it } from 'vitest';
import { type CartTotalRow, cartTotalRows } from './cart-total-rows';
import { cartTaxDisplay, EXCLUDING_TAX } from './tax-display';

const rub = (value: number) => ({ value, currency: 'RUB' });
const labels = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  tax: 'Tax',
  grandTotal: 'Order total',
  taxIncluded: (label: string) => `incl. ${label}`,
};

// Two chairs at 19 990 ₽ with 22 % VAT included, delivery 1 000 ₽ incl. VAT, 10 % off the goods.
const totals = {
  subtotal: rub(32770.49),
  subtotalInclTax: rub(39980),
  discounts: [{ label: 'WELCOME10', amount: rub(3998) }],
  taxes: [{ label: 'НДС 22%', amount: rub(6668.82) }],
  grandTotal: rub(36982),
  shipping: { label: 'Delivery', excl: rub(819.67), incl: rub(1000) },
};

/** What a shopper adds up: the rows above the grand total, discounts taken off. */
function column(rows: CartTotalRow[]): number {
  const added = rows.slice(
    0,
    rows.findIndex((row) => row.kind === 'grand-total'),
  );
  return added.reduce((sum, row) => sum + (row.kind === 'discount' ? -1 : 1) * row.amount.value, 0);
}

describe('cartTotalRows', () => {
  it('adds up to the grand total including tax: goods + delivery − discount, VAT as included', () => {
    const display = cartTaxDisplay({
      shopping_cart_display_price: 2,
      shopping_cart_display_subtotal: 2,
      shopping_cart_display_shipping: 2,
    });
    const rows = cartTotalRows(display, totals, labels);
    expect(rows.map((row) => [row.kind, row.label, row.amount.value])).toEqual([
      ['subtotal', 'Subtotal', 39980],
      ['discount', 'WELCOME10', 3998],
      ['shipping', 'Delivery', 1000],
      ['grand-total', 'Order total', 36982],
      ['tax-included', 'incl. НДС 22%', 6668.82],
    ]);
    expect(column(rows)).toBeCloseTo(36982, 2);
  });

  it('adds the tax on top of the amounts excluding tax by default', () => {
    const excluding = {
      ...totals,
      // Excluding tax the discount is taken from the price without VAT.
      discounts: [{ label: 'WELCOME10', amount: rub(3277.05) }],
      taxes: [{ label: 'VAT 10%', amount: rub(3031.31) }],
      grandTotal: rub(33344.42),
    };
    const rows = cartTotalRows(EXCLUDING_TAX, excluding, labels);
    expect(rows.map((row) => row.kind)).toEqual(['subtotal', 'discount', 'shipping', 'tax', 'grand-total']);
    expect(rows[0]?.amount.value).toBe(32770.49);
    expect(rows[2]?.amount.value).toBe(819.67);
    expect(column(rows)).toBeCloseTo(33344.42, 2);
  });

  it('shows subtotal and shipping both ways when the store shows both, the tax still added', () => {
    const display = cartTaxDisplay({ shopping_cart_display_subtotal: 3, shopping_cart_display_shipping: 3 });
    const rows = cartTotalRows(display, totals, labels);
    expect(rows.map((row) => `${row.kind}:${row.side}`)).toEqual([
      'subtotal:excl',
      'subtotal:incl',
      'discount:null',
      'shipping:excl',
      'shipping:incl',
      'tax:null',
      'grand-total:null',
    ]);
  });

  it('leaves out a zero tax unless the store asks to show it', () => {
    const noTax = { ...totals, taxes: [{ label: 'VAT 0%', amount: rub(0) }] };
    expect(cartTotalRows(EXCLUDING_TAX, noTax, labels).some((row) => row.kind === 'tax')).toBe(false);
    const zeroTax = cartTaxDisplay({ shopping_cart_display_zero_tax: true });
    expect(cartTotalRows(zeroTax, noTax, labels).some((row) => row.kind === 'tax')).toBe(true);
  });

  it("takes Magento's defaults (excluding tax) for missing or unknown settings", () => {
    expect(cartTaxDisplay(null)).toEqual({
      price: 'excl',
      subtotal: 'excl',
      shipping: 'excl',
      zeroTax: false,
    });
    expect(cartTaxDisplay({ shopping_cart_display_price: 7 }).price).toBe('excl');
  });
});

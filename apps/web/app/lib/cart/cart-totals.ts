// A cart's prices as plain amounts: Cart.prices (CartPricesFields) as the totals the cart page, the
// cart sidebar and the checkout's order summary list (cart-total-rows.ts puts them in rows).
import type { CartPricesFieldsFragment, MoneyFragment } from '~/lib/graphql/generated';

export interface MoneyAmount {
  value: number;
  currency: string;
}

export interface CartTotalsView {
  subtotal: MoneyAmount | null;
  subtotalInclTax: MoneyAmount | null;
  discounts: { label: string; amount: MoneyAmount }[];
  taxes: { label: string; amount: MoneyAmount }[];
  grandTotal: MoneyAmount | null;
}

export function money(value: MoneyFragment | null | undefined): MoneyAmount | null {
  return value && value.value != null && value.currency
    ? { value: value.value, currency: value.currency }
    : null;
}

function labelled(list: readonly ({ label: string | null; amount: MoneyFragment | null } | null)[] | null) {
  return (list ?? []).flatMap((entry) => {
    const amount = money(entry?.amount);
    return entry && amount ? [{ label: entry.label ?? '', amount }] : [];
  });
}

/** Cart.prices (CartPricesFields) as the totals the cart page and the order summary list. */
export function toCartTotals(prices: CartPricesFieldsFragment | null): CartTotalsView {
  return {
    subtotal: money(prices?.subtotal_excluding_tax),
    subtotalInclTax: money(prices?.subtotal_including_tax),
    discounts: labelled(prices?.discounts ?? null),
    taxes: labelled(prices?.applied_taxes ?? null),
    grandTotal: money(prices?.grand_total),
  };
}

// Magento's Shopping Cart Display Settings (StoreConfig shopping_cart_display_*, config paths
// tax/cart_display/*): whether the cart page, the cart sidebar and the checkout's order summary
// show prices, the subtotal and shipping excluding tax (1), including tax (2) or both (3). A
// website whose shelf prices include VAT (ru, ADR 0015) shows its cart including VAT too, so the
// shopper sees the shelf price again and the VAT as a part of the total, not added on top.

import { useShellData } from '~/layout/use-shell-data';
import type { StoreShellQuery } from '~/lib/graphql/generated';

export type TaxDisplayType = 'excl' | 'incl' | 'both';

export interface CartTaxDisplay {
  price: TaxDisplayType;
  subtotal: TaxDisplayType;
  shipping: TaxDisplayType;
  /** Show a tax line whose amount is zero (tax/cart_display/zero_tax). */
  zeroTax: boolean;
}

type DisplayConfig = Pick<
  NonNullable<StoreShellQuery['storeConfig']>,
  | 'shopping_cart_display_price'
  | 'shopping_cart_display_subtotal'
  | 'shopping_cart_display_shipping'
  | 'shopping_cart_display_zero_tax'
>;

function displayType(value: number | null | undefined): TaxDisplayType {
  if (value === 2) return 'incl';
  if (value === 3) return 'both';
  return 'excl';
}

/** The display settings of a store view; missing values take Magento's defaults (excluding tax). */
export function cartTaxDisplay(config: Partial<DisplayConfig> | null | undefined): CartTaxDisplay {
  return {
    price: displayType(config?.shopping_cart_display_price),
    subtotal: displayType(config?.shopping_cart_display_subtotal),
    shipping: displayType(config?.shopping_cart_display_shipping),
    zeroTax: config?.shopping_cart_display_zero_tax === true,
  };
}

export const EXCLUDING_TAX: CartTaxDisplay = cartTaxDisplay(null);

/** The current website's settings, from the layout's store configuration. */
export function useCartTaxDisplay(): CartTaxDisplay {
  return cartTaxDisplay(useShellData()?.storeConfig);
}

export interface ShownAmount<T> {
  amount: T;
  /** Which side of tax the amount is, when both are shown; null when only one is. */
  side: 'excl' | 'incl' | null;
}

/**
 * The amounts one price shows in a display type. Including tax falls back to the amount
 * excluding tax when the API has none (a cart without an address yet has no tax either).
 */
export function shownAmounts<T>(type: TaxDisplayType, excl: T | null, incl: T | null): ShownAmount<T>[] {
  const including = incl ?? excl;
  if (type === 'excl') return excl ? [{ amount: excl, side: null }] : [];
  if (type === 'incl') return including ? [{ amount: including, side: null }] : [];
  return [
    ...(excl ? [{ amount: excl, side: 'excl' as const }] : []),
    ...(including ? [{ amount: including, side: 'incl' as const }] : []),
  ];
}

/**
 * Whether the totals read taxes as a part of the shown amounts ("incl. VAT 22 %") rather than a
 * line added on top: when the subtotal is shown including tax only, adding the tax again would
 * make the column not add up to the grand total.
 */
export function taxesIncluded(display: CartTaxDisplay): boolean {
  return display.subtotal === 'incl';
}

/** The tax lines to show: zero amounts only when the store asks for them. */
export function shownTaxes<T extends { amount: { value: number } }>(
  display: CartTaxDisplay,
  taxes: T[],
): T[] {
  return display.zeroTax ? taxes : taxes.filter((tax) => tax.amount.value !== 0);
}

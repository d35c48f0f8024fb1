// Magento's price rules for the product types (reference §2.6), as pure functions over amounts in
// the website's base currency. Conversion into the display currency happens last.
import { Decimal } from 'decimal.js';
import { type DisplayCurrency, type MoneyValue, toDisplayMoney } from '../../../shared/money.ts';

export interface PriceInput {
  price: Decimal.Value;
  specialPrice?: Decimal.Value | null;
  /** YYYY-MM-DD, inclusive; null means open. */
  specialFromDate?: string | null;
  specialToDate?: string | null;
}

export interface TierInput {
  qty: Decimal.Value;
  value: Decimal.Value;
}

/** Regular and final price of one product, base currency. */
export interface BasePrice {
  regular: Decimal;
  final: Decimal;
}

export interface Discount {
  amount_off: number;
  percent_off: number;
}

/** Magento's zero threshold for a price difference (CatalogGraphQl Price\Discount). */
const ZERO_THRESHOLD = new Decimal('0.0001');

/**
 * One formatter per time zone for the process: building an Intl.DateTimeFormat costs far more
 * than formatting with it (it was the largest single cost of a listing request), and a formatter
 * holds no date, only the zone's rules. null: a time zone Intl does not know.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

function dayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = null;
    }
    // time zones come from configuration: a handful; the bound guards against a misuse
    if (dayFormats.size < 1000) dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's date (YYYY-MM-DD) in a time zone: special prices change at the store's midnight. */
export function storeToday(timeZone: string, now: Date = new Date()): string {
  return dayFormat(timeZone)?.format(now) ?? now.toISOString().slice(0, 10);
}

export function isSpecialPriceActive(p: PriceInput, today: string): boolean {
  if (p.specialPrice == null) return false;
  if (p.specialFromDate && today < p.specialFromDate) return false;
  if (p.specialToDate && today > p.specialToDate) return false;
  return true;
}

/**
 * A simple product's prices: regular = price; final = the lowest of the price, the special price
 * within its dates and a tier price for quantity 1. Tiers for larger quantities do not lower it.
 */
export function simplePrice(p: PriceInput | undefined, tiers: TierInput[], today: string): BasePrice {
  if (!p) return { regular: new Decimal(0), final: new Decimal(0) };
  const regular = new Decimal(p.price);
  let final = regular;
  if (isSpecialPriceActive(p, today))
    final = Decimal.min(final, new Decimal(p.specialPrice as Decimal.Value));
  for (const tier of tiers) {
    if (new Decimal(tier.qty).lte(1)) final = Decimal.min(final, new Decimal(tier.value));
  }
  return { regular, final };
}

export interface VariantPrice extends BasePrice {
  active: boolean;
  inStock: boolean;
}

/**
 * A configurable product's range: each of min/max regular/final is computed on its own over the
 * active, in-stock variants (over all active variants when none is in stock), so the minimal
 * regular and the minimal final price may come from different variants. Null without variants.
 */
export function configurablePriceRange(
  variants: VariantPrice[],
): { minimum: BasePrice; maximum: BasePrice } | null {
  const active = variants.filter((v) => v.active);
  const inStock = active.filter((v) => v.inStock);
  const pool = inStock.length > 0 ? inStock : active;
  if (pool.length === 0) return null;
  const regulars = pool.map((v) => v.regular);
  const finals = pool.map((v) => v.final);
  return {
    minimum: { regular: Decimal.min(...regulars), final: Decimal.min(...finals) },
    maximum: { regular: Decimal.max(...regulars), final: Decimal.max(...finals) },
  };
}

/**
 * {amount_off, percent_off} between a regular and a final price (base currency): the amount is
 * rounded to 2 decimals and shown in the display currency, the percentage is of the regular price;
 * both are 0 when the final price is not lower.
 */
export function discount(regular: Decimal.Value, final: Decimal.Value, rate: Decimal.Value = 1): Discount {
  const r = new Decimal(regular);
  const difference = r.minus(final);
  if (difference.lte(ZERO_THRESHOLD)) return { amount_off: 0, percent_off: 0 };
  const amountBase = difference.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const amountOff = difference.times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const percentOff = r.lte(ZERO_THRESHOLD)
    ? new Decimal(0)
    : amountBase.div(r).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { amount_off: amountOff.toNumber(), percent_off: percentOff.toNumber() };
}

export interface ProductPriceOutput {
  regular_price: MoneyValue;
  final_price: MoneyValue;
  discount: Discount;
}

export function displayPrice(price: BasePrice, currency: DisplayCurrency): ProductPriceOutput {
  return {
    regular_price: toDisplayMoney(price.regular, currency),
    final_price: toDisplayMoney(price.final, currency),
    discount: discount(price.regular, price.final, currency.rate),
  };
}

export interface TierOutput {
  quantity: number;
  final_price: MoneyValue;
  discount: Discount;
}

/**
 * `price_tiers`: one tier per quantity (the lowest value wins), relative to the regular price. A
 * quantity-1 tier is listed only when it is below the regular price (it already is the final price).
 */
export function tierPrices(
  regular: Decimal.Value,
  tiers: TierInput[],
  currency: DisplayCurrency,
): TierOutput[] {
  const r = new Decimal(regular);
  const byQty = new Map<string, { qty: Decimal; value: Decimal }>();
  for (const tier of tiers) {
    const qty = new Decimal(tier.qty);
    const value = new Decimal(tier.value);
    const key = qty.toString();
    const current = byQty.get(key);
    if (!current || value.lt(current.value)) byQty.set(key, { qty, value });
  }
  return [...byQty.values()]
    .filter((t) => t.qty.gt(1) || t.value.lt(r))
    .sort((a, b) => a.qty.comparedTo(b.qty))
    .map((t) => ({
      quantity: t.qty.toNumber(),
      final_price: toDisplayMoney(t.value, currency),
      discount: discount(r, t.value, currency.rate),
    }));
}

/** A customizable option value's price: PERCENT values are a percentage of the regular price. */
export function optionValuePrice(
  price: Decimal.Value | null,
  priceType: string,
  regular: Decimal.Value,
  currency: DisplayCurrency,
): number | null {
  if (price == null) return null;
  const base = priceType === 'PERCENT' ? new Decimal(regular).times(price).div(100) : new Decimal(price);
  return toDisplayMoney(base, currency).value;
}

export interface FixedTaxInput {
  amount: Decimal.Value;
  label: string;
}

export function fixedProductTaxes(
  rows: FixedTaxInput[],
  currency: DisplayCurrency,
): { amount: MoneyValue; label: string }[] {
  return rows.map((row) => ({ amount: toDisplayMoney(row.amount, currency), label: row.label }));
}

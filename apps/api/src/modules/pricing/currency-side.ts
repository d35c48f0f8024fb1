// Rounding of one row (or the shipping charge) in one currency. The engine runs this twice, for the
// base and for the display currency, each time from the unrounded base values × the rate, so a
// displayed amount is never a converted rounded base amount. Every amount is rounded to the
// currency (digits and cash increment, e.g. CHF 0.05) per row; totals are sums of rounded rows.
// Discounts and taxes carry each row's rounding remainder into the next row (Magento's rounding
// deltas, its default "total" algorithm), so 3 × 1/3 of a fixed discount still adds up to it.
import { roundMoney } from '@atrium/money';
import { Decimal } from 'decimal.js';
import type { RuleDiscount } from './cart-rules.ts';
import type { PreparedPrice } from './prepared.ts';

export interface Side {
  currency: string;
  /** base → this currency (1 for the base side). */
  rate: Decimal;
  /** Rounding remainders carried from row to row: "tax:<rate>" and "rule:<id>". */
  carry: Map<string, Decimal>;
}

/** Rounds `exact` plus the remainder carried under `key`, and carries the new remainder. */
function roundCarried(side: Side, key: string, exact: Decimal): Decimal {
  const withCarry = exact.plus(side.carry.get(key) ?? 0);
  const rounded = roundMoney(withCarry, side.currency);
  side.carry.set(key, withCarry.minus(rounded));
  return rounded;
}

export function convert(side: Side, value: Decimal): Decimal {
  return roundMoney(value.times(side.rate), side.currency);
}

export interface RoundedRow {
  unitExcl: Decimal;
  unitIncl: Decimal;
  rowExcl: Decimal;
  rowIncl: Decimal;
  /** Per rule, in rule order, each no more than what the row had left. */
  discounts: { label: string; amount: Decimal }[];
  discount: Decimal;
  /** Row after discounts, excluding tax (what subtotal_with_discount sums). */
  taxableExcl: Decimal;
  tax: Decimal;
  /** The tax split over the rate titles (the last takes the rounding rest). */
  taxShares: { title: string; percent: Decimal; amount: Decimal }[];
  /** What the row adds to the grand total (fixed taxes not included). */
  total: Decimal;
}

function splitTax(side: Side, price: PreparedPrice, tax: Decimal): RoundedRow['taxShares'] {
  const { shares, rate } = price.tax;
  let rest = tax;
  return shares.map((share, index) => {
    const amount =
      index === shares.length - 1 ? rest : roundMoney(tax.times(share.weight).div(rate), side.currency);
    rest = rest.minus(amount);
    return { title: share.title, percent: share.percent, amount };
  });
}

/**
 * `qty` units at the prepared price, less the rule discounts (taken on the discount basis: the
 * price including tax when `discountIncludesTax`), taxed after the discount.
 */
export function roundRow(
  side: Side,
  price: PreparedPrice,
  qty: Decimal,
  ruleDiscounts: RuleDiscount[],
  discountIncludesTax: boolean,
): RoundedRow {
  const r = price.tax.rate;
  const round = (v: Decimal) => roundMoney(v, side.currency);
  const includedTax = (incl: Decimal) => round(incl.times(r).div(r.plus(1)));
  const basisRow = convert(side, (discountIncludesTax ? price.unitIncl : price.unitExcl).times(qty));
  let left = basisRow;
  const discounts = ruleDiscounts.map((d) => {
    const amount = Decimal.min(roundCarried(side, `rule:${d.ruleId}`, d.amount.times(side.rate)), left);
    left = left.minus(amount);
    return { label: d.label, amount };
  });
  const discount = basisRow.minus(left);
  let rowExcl: Decimal;
  let rowIncl: Decimal;
  let taxableExcl: Decimal;
  let tax: Decimal;
  if (discountIncludesTax) {
    rowIncl = basisRow;
    rowExcl = rowIncl.minus(includedTax(rowIncl));
    tax = roundCarried(side, `tax:${r}`, left.times(r).div(r.plus(1)));
    taxableExcl = left.minus(tax);
  } else {
    rowExcl = basisRow;
    rowIncl = rowExcl.plus(round(rowExcl.times(r)));
    taxableExcl = left;
    tax = roundCarried(side, `tax:${r}`, left.times(r));
  }
  return {
    unitExcl: convert(side, price.unitExcl),
    unitIncl: convert(side, price.unitIncl),
    rowExcl,
    rowIncl,
    discounts,
    discount,
    taxableExcl,
    tax,
    taxShares: r.isZero() ? [] : splitTax(side, price, tax),
    total: taxableExcl.plus(tax),
  };
}

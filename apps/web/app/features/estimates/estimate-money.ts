// Amounts of an estimate (pure): one amount, or a range "from … to …" while an item is priced on
// request or a configurable has no variant chosen (design/b2b.md §4). Always in the display
// currency the API answered in, except custom prices, which are in the base currency.
import type { EstimateMoneyFragment, EstimateMoneyRangeFragment } from '~/lib/graphql/generated';

export interface MoneyView {
  currency: string;
  value: number;
}

/** A money range: one amount when both ends are the same, else "from … to …". */
export type MoneyRangeView =
  | { kind: 'single'; amount: MoneyView }
  | { kind: 'range'; from: MoneyView; to: MoneyView };

export function toMoney(money: EstimateMoneyFragment | null | undefined): MoneyView | null {
  if (money?.value == null || !money.currency) return null;
  return { currency: money.currency, value: money.value };
}

export function toMoneyRange(range: EstimateMoneyRangeFragment | null | undefined): MoneyRangeView | null {
  const from = toMoney(range?.minimal_price);
  if (!from) return null;
  const to = toMoney(range?.maximal_price);
  if (!to || (to.value === from.value && to.currency === from.currency))
    return { kind: 'single', amount: from };
  return { kind: 'range', from, to };
}

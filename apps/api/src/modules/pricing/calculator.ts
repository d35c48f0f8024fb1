// The totals engine over loaded data (pure apart from asking for the shipping charge): subtotal →
// cart rules → shipping charge → shipping discount → taxes after discount on rows and shipping →
// fixed product taxes → grand total, each amount in the base and the display currency.
import { Decimal } from 'decimal.js';
import { applyCartRules, type RuleDiscount, shippingDiscounts } from './cart-rules.ts';
import { convert, type RoundedRow, roundRow, type Side } from './currency-side.ts';
import type { PricingData } from './model.ts';
import { type PreparedPrice, prepareItems, prepareShipping } from './prepared.ts';
import type {
  Amount,
  ItemTotals,
  LabelledAmount,
  PricingQuote,
  QuoteTotals,
  ShippingChargeLookup,
} from './types.ts';

const ZERO = new Decimal(0);

function amount(base: Decimal, display: Decimal): Amount {
  return { base, display };
}

/** Sums per label in first-seen order, for both currencies; a rule that took nothing is not listed. */
function byLabel(entries: { label: string; base: Decimal; display: Decimal }[]): LabelledAmount[] {
  const sums = new Map<string, Amount>();
  for (const e of entries) {
    if (e.base.isZero() && e.display.isZero()) continue;
    const current = sums.get(e.label) ?? amount(ZERO, ZERO);
    sums.set(e.label, amount(current.base.plus(e.base), current.display.plus(e.display)));
  }
  return [...sums].map(([label, a]) => ({ label, amount: a }));
}

interface Row {
  base: RoundedRow;
  display: RoundedRow;
}

function roundBoth(
  sides: [Side, Side],
  price: PreparedPrice,
  qty: Decimal,
  d: RuleDiscount[],
  incl: boolean,
): Row {
  return { base: roundRow(sides[0], price, qty, d, incl), display: roundRow(sides[1], price, qty, d, incl) };
}

function zipLabelled(row: Row, key: 'discounts'): { label: string; base: Decimal; display: Decimal }[] {
  return row.base[key].map((d, i) => ({
    label: d.label,
    base: d.amount,
    display: row.display[key][i]?.amount ?? ZERO,
  }));
}

function sum(rows: Row[], pick: (r: RoundedRow) => Decimal): Amount {
  return amount(
    rows.reduce((s, r) => s.plus(pick(r.base)), ZERO),
    rows.reduce((s, r) => s.plus(pick(r.display)), ZERO),
  );
}

export async function calculateTotals(
  data: PricingData,
  quote: PricingQuote,
  lookup: ShippingChargeLookup,
): Promise<QuoteTotals> {
  const sides: [Side, Side] = [
    { currency: quote.currency.base, rate: new Decimal(1), carry: new Map() },
    { currency: quote.currency.display, rate: quote.currency.rate, carry: new Map() },
  ];
  const discountIncludesTax = data.settings.pricesIncludeTax;
  const prepared = prepareItems(data, quote);
  const basis = new Map([...prepared].map(([key, p]) => [key, p.discountBasis]));
  const rules = applyCartRules(data, quote, basis);

  const items = new Map<string, ItemTotals>();
  const rows: Row[] = [];
  const fixedTaxes: { label: string; base: Decimal; display: Decimal }[] = [];
  for (const item of quote.items) {
    const price = prepared.get(item.key) as PreparedPrice;
    const row = roundBoth(sides, price, item.qty, rules.items.get(item.key) ?? [], discountIncludesTax);
    rows.push(row);
    const fpt = item.fixedTaxes.map((t) => ({
      label: t.label,
      unit: amount(convert(sides[0], t.amount), convert(sides[1], t.amount)),
      row: amount(convert(sides[0], t.amount.times(item.qty)), convert(sides[1], t.amount.times(item.qty))),
    }));
    fixedTaxes.push(...fpt.map((t) => ({ label: t.label, base: t.row.base, display: t.row.display })));
    items.set(item.key, {
      price: amount(row.base.unitExcl, row.display.unitExcl),
      priceInclTax: amount(row.base.unitIncl, row.display.unitIncl),
      rowTotal: amount(row.base.rowExcl, row.display.rowExcl),
      rowTotalInclTax: amount(row.base.rowIncl, row.display.rowIncl),
      discount: amount(row.base.discount, row.display.discount),
      discounts: byLabel(zipLabelled(row, 'discounts')),
      taxAmount: amount(row.base.tax, row.display.tax),
      taxPercent: price.tax.rate.times(100).toDecimalPlaces(4),
      fixedProductTaxes: fpt,
    });
  }

  // Carriers look at the rows after discounts excluding tax (Magento's base_subtotal_with_discount),
  // the same figure the cart reports as subtotal_with_discount_excluding_tax and quotes rates with.
  const subtotalWithDiscount = sum(rows, (r) => r.taxableExcl).base;
  const charge = await lookup({ freeShipping: rules.freeShipping, subtotalWithDiscount });
  let shipping: QuoteTotals['shipping'] = null;
  let shippingRow: Row | null = null;
  if (charge) {
    const price = prepareShipping(data, quote, charge.amount);
    const discounts = shippingDiscounts(
      rules.shippingRules,
      discountIncludesTax ? price.unitIncl : price.unitExcl,
    );
    shippingRow = roundBoth(sides, price, new Decimal(1), discounts, discountIncludesTax);
    const { amount: _charged, ...method } = charge;
    shipping = {
      ...method,
      amount: amount(shippingRow.base.rowExcl, shippingRow.display.rowExcl),
      amountInclTax: amount(shippingRow.base.rowIncl, shippingRow.display.rowIncl),
      discount: amount(shippingRow.base.discount, shippingRow.display.discount),
    };
  }

  const allRows = shippingRow ? [...rows, shippingRow] : rows;
  const appliedTaxes = new Map<string, LabelledAmount & { percent: Decimal }>();
  for (const row of allRows) {
    row.base.taxShares.forEach((share, i) => {
      const current = appliedTaxes.get(share.title) ?? {
        label: share.title,
        percent: share.percent,
        amount: amount(ZERO, ZERO),
      };
      const display = row.display.taxShares[i]?.amount ?? ZERO;
      current.amount = amount(current.amount.base.plus(share.amount), current.amount.display.plus(display));
      appliedTaxes.set(share.title, current);
    });
  }
  const fpt = byLabel(fixedTaxes);
  const fptTotal = amount(
    fpt.reduce((s, t) => s.plus(t.amount.base), ZERO),
    fpt.reduce((s, t) => s.plus(t.amount.display), ZERO),
  );
  const grand = sum(allRows, (r) => r.total);
  return {
    items,
    subtotal: sum(rows, (r) => r.rowExcl),
    subtotalInclTax: sum(rows, (r) => r.rowIncl),
    subtotalWithDiscount: sum(rows, (r) => r.taxableExcl),
    discount: sum(allRows, (r) => r.discount),
    discounts: byLabel(allRows.flatMap((row) => zipLabelled(row, 'discounts'))),
    appliedTaxes: [...appliedTaxes.values()],
    taxAmount: sum(allRows, (r) => r.tax),
    fixedProductTaxes: fpt,
    shipping,
    grandTotal: amount(grand.base.plus(fptTotal.base), grand.display.plus(fptTotal.display)),
    couponCode: rules.couponApplied ? (data.coupon?.code ?? null) : null,
    couponRefused: Boolean(quote.couponCode?.trim()) && !rules.couponApplied,
    appliedRuleIds: rules.appliedRuleIds,
    freeShipping: rules.freeShipping,
  };
}

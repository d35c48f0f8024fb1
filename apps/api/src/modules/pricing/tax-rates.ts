// Which tax rates apply to a destination, a customer type and a product tax class, and how much of
// a taxable amount each one takes (Magento's Tax\Model\Calculation, without the resource model).
import { Decimal } from 'decimal.js';
import type { TaxRateData, TaxRuleData } from './model.ts';
import type { PricingCustomerType } from './tables.ts';
import type { PricingAddress } from './types.ts';

export interface TaxShare {
  title: string;
  /** The rate as configured, e.g. 20 for 20 %. */
  percent: Decimal;
  /** Fraction of the taxable amount (before tax) this rate takes; compounding included. */
  weight: Decimal;
}

export interface EffectiveTax {
  /** Sum of the weights: 0.2 for a single 20 % rate. */
  rate: Decimal;
  shares: TaxShare[];
}

export const NO_TAX: EffectiveTax = { rate: new Decimal(0), shares: [] };

/** "*" matches everything; "90*" a prefix; "10000-19999" a numeric range; else the exact code. */
export function postcodeMatches(pattern: string, postcode: string | null): boolean {
  const p = pattern.trim();
  if (p === '' || p === '*') return true;
  const code = (postcode ?? '').trim().toUpperCase();
  if (code === '') return false;
  const range = /^(\d+)-(\d+)$/.exec(p);
  if (range && /^\d+$/.test(code))
    return Number(code) >= Number(range[1]) && Number(code) <= Number(range[2]);
  if (p.endsWith('*')) return code.startsWith(p.slice(0, -1).toUpperCase());
  return code === p.toUpperCase();
}

function specificity(rate: TaxRateData): number {
  return (
    (rate.regionId !== null ? 2 : 0) + (rate.postcode.trim() !== '*' && rate.postcode.trim() !== '' ? 1 : 0)
  );
}

function rateMatches(rate: TaxRateData, address: PricingAddress): boolean {
  if (rate.countryCode !== address.countryCode.toUpperCase()) return false;
  if (rate.regionId !== null && rate.regionId !== address.regionId) return false;
  return postcodeMatches(rate.postcode, address.postcode);
}

/**
 * The rates of every rule for this class and customer type: within a rule the most specific rate
 * matching the address (a region's rate over the country's); rules of one priority add up, and each
 * higher priority is charged on the amount including the taxes before it.
 */
export function effectiveTax(
  rates: TaxRateData[],
  rules: TaxRuleData[],
  address: PricingAddress,
  customerType: PricingCustomerType,
  taxClassId: number,
): EffectiveTax {
  const byId = new Map(rates.map((r) => [r.id, r]));
  const seen = new Set<number>();
  const groups = new Map<number, TaxRateData[]>();
  const applicable = rules
    .filter(
      (rule) => rule.customerTypes.includes(customerType) && rule.productTaxClassIds.includes(taxClassId),
    )
    .sort((a, b) => a.priority - b.priority || a.id - b.id);
  for (const rule of applicable) {
    const best = rule.rateIds
      .map((id) => byId.get(id))
      .filter((r): r is TaxRateData => r !== undefined && rateMatches(r, address))
      .sort((a, b) => specificity(b) - specificity(a) || b.rate.comparedTo(a.rate))[0];
    if (!best || seen.has(best.id)) continue;
    seen.add(best.id);
    groups.set(rule.priority, [...(groups.get(rule.priority) ?? []), best]);
  }
  let multiplier = new Decimal(1);
  const shares: TaxShare[] = [];
  for (const priority of [...groups.keys()].sort((a, b) => a - b)) {
    const group = groups.get(priority) ?? [];
    let groupSum = new Decimal(0);
    for (const rate of group) {
      const fraction = rate.rate.div(100);
      groupSum = groupSum.plus(fraction);
      shares.push({ title: rate.title, percent: rate.rate, weight: fraction.times(multiplier) });
    }
    multiplier = multiplier.times(groupSum.plus(1));
  }
  return { rate: multiplier.minus(1), shares };
}

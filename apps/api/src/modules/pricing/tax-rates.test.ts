import { describe, expect, it } from 'vitest';
import { address, rate, TAXABLE, taxRuleOf } from './fixtures.ts';
import { effectiveTax, postcodeMatches } from './tax-rates.ts';

const CA = 12;

describe('tax rate matching', () => {
  it('matches postcodes by wildcard, prefix, numeric range and exact code', () => {
    expect(postcodeMatches('*', null)).toBe(true);
    expect(postcodeMatches('90*', '90210')).toBe(true);
    expect(postcodeMatches('90*', '10001')).toBe(false);
    expect(postcodeMatches('10000-19999', '10001')).toBe(true);
    expect(postcodeMatches('10000-19999', '20001')).toBe(false);
    expect(postcodeMatches('sw1a 1aa', 'SW1A 1AA')).toBe(true);
    expect(postcodeMatches('90210', null)).toBe(false);
  });

  it('prefers the region rate of a rule over its country rate, and ignores other regions and countries', () => {
    const rates = [rate(1, 'US all', 'US', 1), rate(2, 'CA', 'US', '7.25', { regionId: CA })];
    const rules = [taxRuleOf(1, [1, 2])];
    expect(effectiveTax(rates, rules, address('US', CA), 'guest', TAXABLE).rate.toString()).toBe('0.0725');
    expect(effectiveTax(rates, rules, address('US', 99), 'guest', TAXABLE).rate.toString()).toBe('0.01');
    expect(effectiveTax(rates, rules, address('DE'), 'guest', TAXABLE).shares).toEqual([]);
  });

  it('adds rules of one priority and compounds a higher priority on top of the lower ones', () => {
    const rates = [rate(1, 'A', 'CA', 10), rate(2, 'B', 'CA', 5), rate(3, 'C', 'CA', 5)];
    const same = [taxRuleOf(1, [1]), taxRuleOf(2, [2])];
    expect(effectiveTax(rates, same, address('CA'), 'client', TAXABLE).rate.toString()).toBe('0.15');
    const compound = [taxRuleOf(1, [1]), taxRuleOf(2, [3], { priority: 1 })];
    const tax = effectiveTax(rates, compound, address('CA'), 'client', TAXABLE);
    expect(tax.rate.toString()).toBe('0.155');
    expect(tax.shares.map((s) => [s.title, s.weight.toString()])).toEqual([
      ['A', '0.1'],
      ['C', '0.055'],
    ]);
  });

  it('applies a rule only to its customer types and product tax classes', () => {
    const rates = [rate(1, 'VAT', 'DE', 19)];
    const rules = [taxRuleOf(1, [1], { customerTypes: ['client'], productTaxClassIds: [TAXABLE] })];
    expect(effectiveTax(rates, rules, address('DE'), 'client', TAXABLE).rate.toString()).toBe('0.19');
    expect(effectiveTax(rates, rules, address('DE'), 'guest', TAXABLE).rate.toString()).toBe('0');
    expect(effectiveTax(rates, rules, address('DE'), 'client', 7).rate.toString()).toBe('0');
  });
});

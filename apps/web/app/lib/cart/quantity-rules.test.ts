import { describe, expect, it } from 'vitest';
import {
  initialQuantity,
  parseQuantity,
  quantityRules,
  stepQuantity,
  validateQuantity,
} from './quantity-rules';

describe('quantityRules', () => {
  it('falls back to 1 for missing or non-positive values', () => {
    expect(quantityRules(null, undefined)).toEqual({ min: 1, step: 1 });
    expect(quantityRules(0, -2)).toEqual({ min: 1, step: 1 });
  });

  it('uses the increment as the minimum when no minimum is set', () => {
    expect(quantityRules(null, 4)).toEqual({ min: 4, step: 4 });
  });
});

describe('initialQuantity', () => {
  it('starts at the minimum when it is a multiple of the increment', () => {
    expect(initialQuantity({ min: 6, step: 3 })).toBe(6);
  });

  it('starts at the first multiple of the increment above the minimum', () => {
    expect(initialQuantity({ min: 5, step: 3 })).toBe(6);
  });

  it('handles decimal increments without float drift', () => {
    expect(initialQuantity({ min: 0.3, step: 0.1 })).toBe(0.3);
  });
});

describe('stepQuantity', () => {
  const rules = { min: 2, step: 2 };

  it('goes up and down by the increment', () => {
    expect(stepQuantity(rules, 4, 1)).toBe(6);
    expect(stepQuantity(rules, 6, -1)).toBe(4);
  });

  it('does not go below the smallest allowed quantity', () => {
    expect(stepQuantity(rules, 2, -1)).toBe(2);
  });

  it('lands on a multiple from a quantity typed between multiples', () => {
    expect(stepQuantity(rules, 5, 1)).toBe(6);
    expect(stepQuantity(rules, 5, -1)).toBe(4);
  });

  it('starts from the smallest allowed quantity when the field holds no number', () => {
    expect(stepQuantity(rules, Number.NaN, 1)).toBe(4);
  });

  it('adds decimal increments exactly', () => {
    expect(stepQuantity({ min: 0.1, step: 0.1 }, 0.2, 1)).toBe(0.3);
  });
});

describe('parseQuantity', () => {
  it('reads integers, decimals and a decimal comma', () => {
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('2.5')).toBe(2.5);
    expect(parseQuantity('2,5')).toBe(2.5);
  });

  it('rejects signs, exponents and words', () => {
    expect(parseQuantity('-1')).toBeNaN();
    expect(parseQuantity('1e3')).toBeNaN();
    expect(parseQuantity('two')).toBeNaN();
  });
});

describe('validateQuantity', () => {
  const rules = { min: 3, step: 3 };

  it('accepts multiples of the increment from the minimum on', () => {
    expect(validateQuantity(rules, '3')).toBeNull();
    expect(validateQuantity(rules, '12')).toBeNull();
  });

  it('requires a value', () => {
    expect(validateQuantity(rules, '  ')).toEqual({ key: 'validation.required' });
  });

  it('rejects what is not a positive number', () => {
    expect(validateQuantity(rules, 'abc')).toEqual({ key: 'product.qty.not_a_number' });
    expect(validateQuantity(rules, '0')).toEqual({ key: 'product.qty.not_a_number' });
  });

  it('names the minimum when the quantity is below it', () => {
    expect(validateQuantity({ min: 5, step: 1 }, '4')).toEqual({ key: 'product.qty.min', min: 5 });
  });

  it('names the increment when the quantity is not a multiple of it', () => {
    expect(validateQuantity(rules, '4')).toEqual({ key: 'product.qty.increments', step: 3 });
  });

  it('accepts decimal multiples such as 0.3 of 0.1', () => {
    expect(validateQuantity({ min: 0.1, step: 0.1 }, '0.3')).toBeNull();
  });
});

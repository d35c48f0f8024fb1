import { describe, expect, it } from 'vitest';
import { readGroupedQuantities, stepMemberQuantity, validateMemberQuantity } from './grouped-quantities';
import { quantityRules } from './quantity-rules';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('a grouped product member’s quantity', () => {
  const pairs = quantityRules(2, 2);

  it('may be 0 (left out) or what the member’s rules allow', () => {
    expect(validateMemberQuantity(pairs, '0')).toBeNull();
    expect(validateMemberQuantity(pairs, '')).toBeNull();
    expect(validateMemberQuantity(pairs, '4')).toBeNull();
    expect(validateMemberQuantity(pairs, '3')).toEqual({ key: 'product.qty.increments', step: 2 });
    expect(validateMemberQuantity(pairs, 'two')).toEqual({ key: 'product.qty.not_a_number' });
  });

  it('steps from 0 to the smallest allowed quantity and back', () => {
    expect(stepMemberQuantity(pairs, 0, 1)).toBe(2);
    expect(stepMemberQuantity(pairs, 2, 1)).toBe(4);
    expect(stepMemberQuantity(pairs, 4, -1)).toBe(2);
    expect(stepMemberQuantity(pairs, 2, -1)).toBe(0);
    expect(stepMemberQuantity(pairs, 0, -1)).toBe(0);
    expect(stepMemberQuantity(quantityRules(), Number.NaN, 1)).toBe(1);
  });
});

describe('the grouped quantities a form posts', () => {
  it('become one item per member with a quantity above 0', () => {
    expect(
      readGroupedQuantities(
        form([
          ['grouped_qty[OSLO-TABLE-180]', '1'],
          ['grouped_qty[OSLO-CHAIR-OAK]', '6'],
          ['grouped_qty[OSLO-SIDEBOARD]', '0'],
          ['grouped_qty[OSLO-BENCH]', ''],
          ['grouped_qty[OSLO-CHAIR-OAK]', '2'],
        ]),
      ),
    ).toEqual({
      ok: true,
      items: [
        { sku: 'OSLO-TABLE-180', quantity: 1 },
        { sku: 'OSLO-CHAIR-OAK', quantity: 6 },
      ],
    });
  });

  it('refuses all zeros and a quantity that is not a number', () => {
    expect(readGroupedQuantities(form([['grouped_qty[A]', '0']]))).toEqual({
      ok: false,
      errorKey: 'product.grouped.nothing_chosen',
    });
    expect(readGroupedQuantities(form([['grouped_qty[A]', '-1']]))).toEqual({
      ok: false,
      errorKey: 'product.qty.not_a_number',
    });
  });
});

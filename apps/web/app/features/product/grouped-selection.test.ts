import { describe, expect, it } from 'vitest';
import { groupedProblem, groupedTotal, initialMemberQuantities } from './grouped-selection';
import { toProductView } from './product-view';
import { apiGroupedFixture } from './test/composite-fixture';

const members = toProductView(apiGroupedFixture()).grouped ?? [];

describe('a grouped product read from the API', () => {
  it('lists its members by position, linking only those visible on their own', () => {
    expect(
      members.map((member) => [member.sku, member.urlPath, member.defaultQuantity, member.inStock]),
    ).toEqual([
      ['OSLO-TABLE-180', 'oslo-table-180.html', 1, true],
      ['OSLO-CHAIR-OAK', 'oslo-chair-oak.html', 4, true],
      ['OSLO-SIDEBOARD', null, 0, true],
      // Out of stock: never starts with a quantity.
      ['OSLO-BENCH', 'oslo-bench.html', 0, false],
    ]);
    expect(members[0]?.price).toEqual({ value: 900, currency: 'USD' });
  });
});

describe('the members chosen', () => {
  const initial = initialMemberQuantities(members);

  it('start at the default quantities and cost what their members cost', () => {
    expect(initial).toEqual({
      'OSLO-TABLE-180': '1',
      'OSLO-CHAIR-OAK': '4',
      'OSLO-SIDEBOARD': '0',
      'OSLO-BENCH': '0',
    });
    expect(groupedProblem(members, initial)).toBeNull();
    expect(groupedTotal(members, initial)).toBe(900 + 4 * 120);
    expect(groupedTotal(members, { ...initial, 'OSLO-SIDEBOARD': '1', 'OSLO-BENCH': '3' })).toBe(
      900 + 480 + 700,
    );
  });

  it('need at least one member with a quantity, and quantities that are numbers', () => {
    const none = { 'OSLO-TABLE-180': '0', 'OSLO-CHAIR-OAK': '', 'OSLO-SIDEBOARD': '0', 'OSLO-BENCH': '2' };
    expect(groupedProblem(members, none)).toBe('nothing_chosen');
    expect(groupedProblem(members, { ...initial, 'OSLO-CHAIR-OAK': 'x' })).toBe('quantity');
    expect(groupedTotal(members, { ...initial, 'OSLO-CHAIR-OAK': 'x' })).toBeNull();
  });
});

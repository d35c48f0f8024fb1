import { type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentMeasurer } from './limits.ts';

const doublingFragments = (levels: number) => {
  const fragments = ['fragment F0 on Query { __typename }'];
  for (let i = 1; i <= levels; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
  return `query { ...F${levels} } ${fragments.join(' ')}`;
};

function measureFirstOperation(source: string) {
  const document = parse(source);
  const visits = new Map<string, number>();
  const measure = documentMeasurer(document, {
    onFragmentMeasured: (name) => visits.set(name, (visits.get(name) ?? 0) + 1),
  });
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  if (!operation) throw new Error('no operation');
  return { result: measure(operation.selectionSet), visits };
}

describe('measuring a document (issue 11 §1)', () => {
  it('measures each of 61 doubling fragments once and reports the exact 2^60', () => {
    const { result, visits } = measureFirstOperation(doublingFragments(60));
    expect(result.complexity).toBe(2n ** 60n);
    expect(result.depth).toBe(1);
    expect(visits.size).toBe(61);
    expect([...visits.values()].every((count) => count === 1)).toBe(true);
  });

  it('multiplies aliases and keeps depth through spreads', () => {
    const { result, visits } = measureFirstOperation(
      '{ ...B ...B ...B } fragment B on Query { ...A ...A } fragment A on Query { x: storeConfig { y: store_code } }',
    );
    expect(result).toEqual({ depth: 2, complexity: 12n, aliases: 12n });
    expect(visits).toEqual(
      new Map([
        ['A', 1],
        ['B', 1],
      ]),
    );
  });

  it('does not count introspection, but counts __typename', () => {
    const { result } = measureFirstOperation(
      '{ __typename __schema { types { name fields { name } } } storeConfig { __typename ...I } } fragment I on StoreConfig { store_code }',
    );
    expect(result.complexity).toBe(4n);
    expect(result.depth).toBe(4);
  });

  it('measures a fragment spread both inside and outside introspection separately', () => {
    const { result, visits } = measureFirstOperation(
      '{ __type(name: "Query") { ...T } t: __type(name: "Cart") { ...T } } fragment T on __Type { name }',
    );
    expect(result.complexity).toBe(0n);
    expect(result.aliases).toBe(1n);
    expect(visits.get('T')).toBe(1);
  });

  it('stops at fragment cycles instead of looping', () => {
    const { result } = measureFirstOperation(
      '{ ...A } fragment A on Query { storeConfig { store_code } ...B } fragment B on Query { ...A }',
    );
    expect(result.complexity).toBe(2n);
  });

  it('walks a chain of 20,000 fragments and selections nested 20,000 deep without recursion', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) => `fragment C${i} on Query { ...C${i + 1} }`);
    const { result: chained } = measureFirstOperation(
      `{ ...C0 } ${chain.join(' ')} fragment C20000 on Query { storeConfig { store_code } }`,
    );
    expect(chained.complexity).toBe(2n);

    // parse() itself would overflow on such nesting (the API caps it before parsing), so the
    // document is built directly.
    let selectionSet: OperationDefinitionNode['selectionSet'] = {
      kind: 'SelectionSet' as never,
      selections: [],
    };
    for (let i = 0; i < 20_000; i++) {
      selectionSet = {
        kind: 'SelectionSet' as never,
        selections: [{ kind: 'Field' as never, name: { kind: 'Name' as never, value: 'a' }, selectionSet }],
      };
    }
    const measure = documentMeasurer({ kind: 'Document' as never, definitions: [] });
    expect(measure(selectionSet)).toEqual({ depth: 20_000, complexity: 20_000n, aliases: 0n });
  });
});

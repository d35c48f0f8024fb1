import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

const nestedChildren = (levels: number) => {
  let selection = 'id';
  for (let i = 0; i < levels; i++) selection = `id children { ${selection} }`;
  return `{ categoryList { ${selection} } }`;
};

describe('query limits', () => {
  it('allows a query twenty levels deep', async () => {
    const res = await api.gql(nestedChildren(19));
    expect(res.errors).toBeUndefined();
  });

  it('refuses a query deeper than twenty levels with Magento’s message', async () => {
    const res = await api.gql(nestedChildren(20));
    expect(res.errors?.[0]?.message).toBe('Max query depth should be 20 but got 21.');
  });

  it('refuses a query over the complexity limit with Magento’s message', async () => {
    const fields = Array.from({ length: 40 }, () => 'id name level position url_key').join(' ');
    let selection = fields;
    for (let i = 0; i < 3; i++) selection = `${fields} children { ${selection} }`;
    const res = await api.gql(`{ categoryList { ${selection} } }`);
    expect(res.errors?.[0]?.message).toMatch(/^Max query complexity should be 300 but got \d+\.$/);
  });

  it('counts a fragment again every time it is spread', async () => {
    const fields = Array.from({ length: 60 }, () => 'store_code').join(' ');
    const spreads = Array.from({ length: 6 }, () => '...S').join(' ');
    const res = await api.gql(`{ storeConfig { ${spreads} } } fragment S on StoreConfig { ${fields} }`);
    expect(res.errors?.[0]?.message).toBe('Max query complexity should be 300 but got 361.');
  });

  it('refuses more aliases than allowed', async () => {
    const aliased = Array.from({ length: 31 }, (_, i) => `a${i}: storeConfig { store_code }`).join(' ');
    const res = await api.gql(`{ ${aliased} }`);
    expect(res.errors?.[0]?.message).toBe('Max aliases should be 30 but got 31.');
  });

  it('lets GraphiQL’s introspection query through', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const res = await api.gql(getIntrospectionQuery());
    expect(res.errors).toBeUndefined();
  });
});

// Issue 11 §1: a 1 KB document of fragments that each spread the previous one twice expands to
// 2^levels fields; measuring it must not take 2^levels steps.
const doublingFragments = (levels: number) => {
  const fragments = ['fragment F0 on Query { __typename }'];
  for (let i = 1; i <= levels; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
  return `query { ...F${levels} } ${fragments.join(' ')}`;
};

const nestedSelections = (levels: number) => `${'{ a '.repeat(levels)}${'}'.repeat(levels)}`;

describe('documents that expand or nest without bound (issue 11 §1)', () => {
  it('refuses fragments doubling 26 times by their complexity', async () => {
    const res = await api.gql(doublingFragments(26));
    const depthError = await api.gql(nestedChildren(20));
    expect(res.status).toBe(depthError.status);
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: `Max query complexity should be 300 but got ${2 ** 26}.`,
        extensions: expect.objectContaining({ category: 'graphql-input' }),
      }),
    ]);
  });

  it('refuses fragments doubling 60 times with the exact complexity', async () => {
    const res = await api.gql(doublingFragments(60));
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: `Max query complexity should be 300 but got ${2n ** 60n}.`,
        extensions: expect.objectContaining({ category: 'graphql-input' }),
      }),
    ]);
    const after = await api.gql<{ storeConfig: { store_code: string } }>('{ storeConfig { store_code } }');
    expect(after.data?.storeConfig.store_code).toBe('ru');
  });

  it('refuses the doubling fragments over GET as well', async () => {
    const res = await api.gql(doublingFragments(60), { method: 'GET' });
    expect(res.errors?.[0]?.message).toBe(`Max query complexity should be 300 but got ${2n ** 60n}.`);
  });

  it('refuses a document nested 10,000 levels deep with the nesting limit, not a crash', async () => {
    const res = await api.gql(nestedSelections(10_000));
    const depthError = await api.gql(nestedChildren(20));
    expect(res.status).toBe(depthError.status);
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: 'Max query nesting should be 100 but got more than 100.',
        extensions: expect.objectContaining({ category: 'graphql-input' }),
      }),
    ]);
    const after = await api.gql<{ storeConfig: { store_code: string } }>('{ storeConfig { store_code } }');
    expect(after.data?.storeConfig.store_code).toBe('ru');
  });

  it('refuses the deep nesting over GET as well', async () => {
    // A URL holds about 16 KB (Node's header limit): 1,000 levels.
    const res = await api.gql(nestedSelections(1000), { method: 'GET' });
    expect(res.errors?.[0]?.message).toBe('Max query nesting should be 100 but got more than 100.');
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('answers a document nested 99 levels, under the nesting limit, with the depth limit', async () => {
    const res = await api.gql(nestedSelections(99));
    expect(res.errors?.[0]?.message).toBe('Max query depth should be 20 but got 98.');
  });

  it('refuses a document of more than 2000 tokens before parsing it', async () => {
    const fields = Array.from({ length: 1999 }, () => 'store_code').join(' ');
    const res = await api.gql(`{ storeConfig { ${fields} } }`);
    const depthError = await api.gql(nestedChildren(20));
    expect(res.status).toBe(depthError.status);
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: 'Max query tokens should be 2000 but got more than 2000.',
        extensions: expect.objectContaining({ category: 'graphql-input' }),
      }),
    ]);
  });

  it('refuses too many tokens over GET as well', async () => {
    const fields = Array.from({ length: 1999 }, () => 'a').join(' ');
    const res = await api.gql(`{ storeConfig { ${fields} } }`, { method: 'GET' });
    expect(res.errors?.[0]?.message).toBe('Max query tokens should be 2000 but got more than 2000.');
  });

  it('counts a document of exactly 2000 tokens as allowed by the token limit', async () => {
    // `{ storeConfig {` + 1995 fields + `} }` = 2000 tokens; the complexity limit answers instead.
    const fields = Array.from({ length: 1995 }, () => 'store_code').join(' ');
    const res = await api.gql(`{ storeConfig { ${fields} } }`);
    expect(res.errors?.[0]?.message).toBe('Max query complexity should be 300 but got 1996.');
  });
});

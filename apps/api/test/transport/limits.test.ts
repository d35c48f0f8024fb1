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

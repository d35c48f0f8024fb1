import { parse, print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '~/test/graphql-stub';
import { setTestBackend } from '../backend.server';
import { isAtriumOnlyError, queryText, requestGraphQL, requestGraphQLMultipart } from '../graphql.server';
import { toGlobalError } from '../graphql-errors.server';
import {
  ATRIUM_ONLY_CATEGORY,
  backendDocument,
  isAtriumOperation,
  withoutExtensions,
} from './backend-extensions';
import {
  AddDesignElementDocument,
  CartDetailsDocument,
  HealthCheckDocument,
  ProductMostViewedDocument,
} from './generated';

const strip = (query: string) => print(withoutExtensions(parse(query)));

describe('withoutExtensions (a storefront on Magento)', () => {
  it('drops marked fields, fragment spreads and inline fragments, and keeps the rest', () => {
    expect(
      strip(`query Q { cart { id comment @atrium ...Extra @atrium ... on Cart @atrium { is_virtual }
        items { uid } } }
        fragment Extra on Cart { total_quantity }`),
    ).toBe(print(parse('query Q { cart { id items { uid } } }')));
  });

  it('drops the fragments and variables only the marked selections used', () => {
    const out = strip(`query Q($id: String!, $page: Int) {
        cart(cart_id: $id) { id reviews(currentPage: $page) @atrium { ...R } } }
      fragment R on Reviews { items { ...Item } }
      fragment Item on Review { nickname }`);
    expect(out).toBe(print(parse('query Q($id: String!) { cart(cart_id: $id) { id } }')));
  });

  it('keeps a fragment another selection still spreads', () => {
    const out = strip(`query Q { a { ...F } b @atrium { ...F } } fragment F on A { x }`);
    expect(out).toBe(print(parse('query Q { a { ...F } } fragment F on A { x }')));
  });

  it('keeps a selection set valid when everything in it was an extension', () => {
    expect(strip('query Q { customer { astrio_customer_type @atrium } }')).toBe(
      print(parse('query Q { customer { __typename } }')),
    );
  });

  it('leaves a document without extensions as it was', () => {
    const query =
      'query Q($n: String!) { customer { orders(filter: { number: { eq: $n } }) { total_count } } }';
    expect(strip(query)).toBe(print(parse(query)));
  });

  it('is what the client sends when API_BACKEND is magento, and only then', () => {
    expect(queryText(CartDetailsDocument, 'atrium')).toContain('comment @atrium');
    const query = queryText(CartDetailsDocument, 'magento');
    expect(query).toContain('fragment CartFields on Cart');
    expect(query).not.toContain('@atrium');
    expect(query).not.toMatch(/\bcomment\b|\bmin_sale_qty\b|\bis_agreed_price\b/);
    expect(query).toContain('total_quantity');
  });
});

describe('an operation marked @atrium as a whole', () => {
  afterEach(() => {
    setTestBackend(undefined);
    vi.unstubAllGlobals();
  });

  it('is recognised, and Atrium’s API gets it as written (it declares the directive on operations)', () => {
    expect(isAtriumOperation(parse('query Q @atrium { a }'))).toBe(true);
    expect(isAtriumOperation(parse('query Q { a @atrium }'))).toBe(false);
    const text = 'query Q($x: Int) @atrium { a(x: $x) { b @atrium } }';
    expect(backendDocument(text, 'atrium')).toEqual({ send: true, text });
    expect(queryText(ProductMostViewedDocument, 'atrium')).toContain('amMostviewedGroups');
  });

  it('is never sent to Magento: requestGraphQL answers the atrium-only error without a request', async () => {
    setTestBackend('magento');
    const sent = stubGraphQL({});
    const result = await requestGraphQL(ProductMostViewedDocument, { variables: { id: 1 } });
    expect(sent).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'graphql',
        category: ATRIUM_ONLY_CATEGORY,
        message: expect.stringContaining('ProductMostViewed'),
        errors: [{ message: expect.any(String), extensions: { category: 'atrium-only' } }],
      },
    });
    expect(!result.ok && isAtriumOnlyError(result.error)).toBe(true);
    // The shopper reads the generic error, not the reason.
    expect(!result.ok && toGlobalError(result.error)).toEqual({ type: 'error', key: 'error.default' });
    expect(() => queryText(ProductMostViewedDocument, 'magento')).toThrow("Atrium's own");
  });

  it('is not sent as a multipart upload either', async () => {
    setTestBackend('magento');
    const sent = stubGraphQL({});
    const result = await requestGraphQLMultipart(AddDesignElementDocument, {
      variables: { projectId: 1, input: { element_type: 'IMAGE_BOARD', name: 'Hall' } },
      uploads: [{ path: 'input.image', file: new Blob(['x']), fileName: 'x.png' }],
    });
    expect(sent).toEqual([]);
    expect(!result.ok && isAtriumOnlyError(result.error)).toBe(true);
  });

  it('leaves the standard operations to Magento, without their extensions', async () => {
    setTestBackend('magento');
    stubGraphQL({ CartDetails: { data: { cart: null } }, HealthCheck: { data: { healthCheck: null } } });
    expect(await requestGraphQL(CartDetailsDocument, { variables: { cartId: 'c' } })).toEqual({
      ok: true,
      data: { cart: null },
    });
    const { query } = JSON.parse(String(vi.mocked(fetch).mock.calls[0]?.[1]?.body)) as { query: string };
    expect(query).toContain('query CartDetails');
    expect(query).not.toContain('@atrium');
    expect(query).not.toMatch(/\bcomment\b/);
    // Atrium's API gets Atrium's own operations as written.
    setTestBackend('atrium');
    expect(await requestGraphQL(HealthCheckDocument)).toEqual({ ok: true, data: { healthCheck: null } });
    const second = JSON.parse(String(vi.mocked(fetch).mock.calls[1]?.[1]?.body)) as { query: string };
    expect(second.query).toContain('query HealthCheck @atrium {');
  });
});

import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryText } from '../graphql.server';
import { withoutExtensions } from './backend-extensions';
import { CartDetailsDocument } from './generated';

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

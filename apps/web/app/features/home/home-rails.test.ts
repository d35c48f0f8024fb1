import { describe, expect, it } from 'vitest';
import type { HomeRailsQuery } from '~/lib/graphql/generated';
import { toRails } from './home-rails';

const money = (value: number) => ({ value, currency: 'USD' });
const price = (regular: number, final: number) => ({
  minimum_price: {
    regular_price: money(regular),
    final_price: money(final),
    discount: { amount_off: regular - final, percent_off: ((regular - final) / regular) * 100 },
  },
  maximum_price: null,
});
const product = (sku: string, extra: Record<string, unknown> = {}) => ({
  uid: `uid-${sku}`,
  name: `Name ${sku}`,
  url_key: sku.toLowerCase(),
  url_suffix: '.html',
  small_image: { url: `https://media.test/${sku}.png`, label: '' },
  price_range: price(100, 100),
  ...extra,
});

const data = {
  newest: { items: [product('NEW-1'), product('NEW-2', { url_suffix: null })] },
  onSale: { items: [product('SALE-1', { price_range: price(100, 80) }), null] },
  mostViewed: { items: [{ items: [] }, { items: [product('TOP-1', { small_image: null })] }] },
} as unknown as HomeRailsQuery;

describe('toRails', () => {
  it('orders the rails new, most viewed, on sale and links each card under the website', () => {
    const rails = toRails(data, 'int', '.htm');
    expect(rails.map((r) => r.key)).toEqual(['new', 'most_viewed', 'on_sale']);
    expect(rails[0]?.products.map((p) => p.href)).toEqual(['/int/new-1.html', '/int/new-2.htm']);
    expect(rails[0]?.products[0]?.image).toEqual({
      url: 'https://media.test/NEW-1.png',
      label: 'Name NEW-1',
    });
    expect(rails[1]?.products[0]).toMatchObject({ href: '/int/top-1.html', image: null });
    expect(rails[2]?.products).toHaveLength(1);
    expect(rails[2]?.products[0]?.price.minimum_price.final_price).toEqual(money(80));
  });

  it('leaves out rails without products and keeps the others of a partial answer', () => {
    const partial = { newest: null, onSale: data.onSale } as unknown as HomeRailsQuery;
    expect(toRails(partial, 'ru').map((r) => r.key)).toEqual(['on_sale']);
    expect(toRails(null, 'ru')).toEqual([]);
  });
});

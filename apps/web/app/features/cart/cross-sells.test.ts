import { describe, expect, it } from 'vitest';
import type { ProductCardFieldsFragment } from '~/lib/graphql/generated';
import { CROSS_SELL_SOURCES_LIMIT, crossSellCards, crossSellSourceSkus } from './cross-sells';

const card = (sku: string, extra: Partial<ProductCardFieldsFragment> = {}) =>
  ({
    __typename: 'SimpleProduct',
    uid: `uid-${sku}`,
    name: `Name ${sku}`,
    sku,
    url_key: sku.toLowerCase(),
    url_suffix: null,
    stock_status: 'IN_STOCK',
    review_count: 0,
    rating_summary: 0,
    min_sale_qty: null,
    qty_increments: null,
    options: [],
    small_image: null,
    price_range: {
      minimum_price: { regular_price: {}, final_price: {}, discount: null },
      maximum_price: null,
    },
    ...extra,
  }) as ProductCardFieldsFragment;

const source = (sku: string, crossSells: (string | ProductCardFieldsFragment | null)[]) => ({
  sku,
  crosssell_products: crossSells.map((item) => (typeof item === 'string' ? card(item) : item)),
});

const line = (sku: string, parentSku: string | null = null) => ({ sku, parentSku });
const skus = (cards: { sku: string }[]) => cards.map((c) => c.sku);

describe('crossSellSourceSkus', () => {
  it("asks for a configurable line's parent and each product once, in the lines' order", () => {
    expect(
      crossSellSourceSkus([line('SOFA'), line('CHAIR-RED', 'CHAIR'), line('CHAIR-BLUE', 'CHAIR')]),
    ).toEqual(['SOFA', 'CHAIR']);
  });

  it('asks for at most the first lines', () => {
    const lines = Array.from({ length: 30 }, (_, i) => line(`P-${i}`));
    expect(crossSellSourceSkus(lines)).toHaveLength(CROSS_SELL_SOURCES_LIMIT);
    expect(crossSellSourceSkus([])).toEqual([]);
  });
});

describe('crossSellCards', () => {
  it("takes the lines' cross-sells in turn, each product once, in the lines' order whatever the API's", () => {
    const cards = crossSellCards(
      [line('SOFA'), line('BED')],
      // the API answers in its own order
      [source('BED', ['MATTRESS', 'RUG', 'LAMP']), source('SOFA', ['CUSHION', 'RUG', 'TABLE'])],
      'int',
      '.html',
    );
    expect(skus(cards)).toEqual(['CUSHION', 'MATTRESS', 'RUG', 'TABLE', 'LAMP']);
    expect(cards[0]).toMatchObject({ uid: 'uid-CUSHION', href: '/int/cushion.html', inStock: true });
  });

  it("leaves out the products in the cart, a variant line's parent included, and those out of stock", () => {
    const cards = crossSellCards(
      [line('SOFA'), line('CHAIR-RED', 'CHAIR'), line('RUG')],
      [
        source('SOFA', ['CHAIR', 'RUG', card('LAMP', { stock_status: 'OUT_OF_STOCK' }), null, 'TABLE']),
        source('CHAIR', ['SOFA', 'CHAIR-RED', 'CUSHION']),
      ],
      'ru',
      '',
    );
    expect(skus(cards)).toEqual(['CUSHION', 'TABLE']);
    expect(cards[0]?.href).toBe('/ru/cushion');
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 12 }, (_, i) => `X-${i}`);
    expect(crossSellCards([line('A')], [source('A', many)], 'int', '')).toHaveLength(8);
    expect(
      skus(crossSellCards([line('A'), line('B')], [source('A', many), source('B', ['Y'])], 'int', '', 3)),
    ).toEqual(['X-0', 'Y', 'X-1']);
  });

  it('is empty without an answer or without cross-sells', () => {
    expect(crossSellCards([line('A')], null, 'int', '')).toEqual([]);
    expect(crossSellCards([line('A')], [{ sku: 'A', crosssell_products: null }], 'int', '')).toEqual([]);
    expect(crossSellCards([], [source('A', ['B'])], 'int', '')).toEqual([]);
  });
});

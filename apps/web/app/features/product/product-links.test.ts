import { describe, expect, it } from 'vitest';
import type { ProductCardFieldsFragment } from '~/lib/graphql/generated';
import { LINKED_PRODUCTS_LIMIT, NO_PRODUCT_LINKS, toProductLinks } from './product-links';

const card = (sku: string) =>
  ({
    __typename: 'SimpleProduct',
    uid: `uid-${sku}`,
    name: `Name ${sku}`,
    sku,
    url_key: sku.toLowerCase(),
    url_suffix: '.htm',
    stock_status: 'IN_STOCK',
    review_count: 2,
    rating_summary: 80,
    min_sale_qty: null,
    qty_increments: null,
    small_image: { url: `https://media.test/${sku}.png`, label: null },
    price_range: {
      minimum_price: { regular_price: {}, final_price: {}, discount: null },
      maximum_price: null,
    },
  }) as ProductCardFieldsFragment;

const product = (sku: string, upsells: string[], related: (string | null)[]) => ({
  uid: `uid-${sku}`,
  upsell_products: upsells.map(card),
  related_products: related.map((item) => (item ? card(item) : null)),
});
const skus = (cards: { sku: string }[]) => cards.map((c) => c.sku);

describe('toProductLinks', () => {
  it("answers the product's up-sells and related products as cards, in the API's order", () => {
    const links = toProductLinks(
      [product('SOFA', ['SOFA-XL'], ['CHAIR', null, 'TABLE'])],
      'uid-SOFA',
      'int',
      '',
    );
    expect(skus(links.upsells)).toEqual(['SOFA-XL']);
    expect(skus(links.related)).toEqual(['CHAIR', 'TABLE']);
    expect(links.related[0]).toMatchObject({
      href: '/int/chair.htm',
      image: { url: 'https://media.test/CHAIR.png', label: 'Name CHAIR' },
      rating: { percent: 80, count: 2 },
    });
  });

  it('picks the routed product among products sharing the URL key', () => {
    const links = toProductLinks(
      [product('OTHER', ['X'], ['Y']), product('SOFA', ['SOFA-XL'], ['CHAIR'])],
      'uid-SOFA',
      'ru',
      '.html',
    );
    expect(skus(links.related)).toEqual(['CHAIR']);
  });

  it('does not repeat an up-sell among the related products, nor show the product itself', () => {
    const links = toProductLinks(
      [product('SOFA', ['SOFA-XL', 'SOFA'], ['SOFA-XL', 'CHAIR', 'SOFA'])],
      'uid-SOFA',
      'int',
      '',
    );
    expect(skus(links.upsells)).toEqual(['SOFA-XL']);
    expect(skus(links.related)).toEqual(['CHAIR']);
  });

  it('keeps at most a rail of each', () => {
    const many = Array.from({ length: 15 }, (_, i) => `P-${i}`);
    const links = toProductLinks([product('SOFA', [], many)], 'uid-SOFA', 'int', '');
    expect(links.related).toHaveLength(LINKED_PRODUCTS_LIMIT);
  });

  it('is empty without an answer', () => {
    expect(toProductLinks(null, 'uid-SOFA', 'int', '')).toEqual(NO_PRODUCT_LINKS);
    expect(toProductLinks([{ uid: 'uid-SOFA', upsell_products: null }], 'uid-SOFA', 'int', '')).toEqual(
      NO_PRODUCT_LINKS,
    );
  });
});

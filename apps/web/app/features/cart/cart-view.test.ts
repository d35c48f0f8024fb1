// The picture of a cart line (cart page and sidebar): a configurable line shows the chosen variant's
// (the API gives the parent's when the variant has none of its own); a simple line its product's.
import { describe, expect, it } from 'vitest';
import { type ApiCartItem, toCartLine } from './cart-view';

const rub = (value: number) => ({ value, currency: 'RUB' as const });
const prices = {
  is_agreed_price: false,
  price: rub(50000),
  row_total: rub(50000),
  price_including_tax: rub(50000),
  row_total_including_tax: rub(50000),
  total_item_discount: rub(0),
};
const product = {
  uid: 'NQ==',
  name: 'Диван Берн',
  sku: 'SOFA',
  url_key: 'divan-bern',
  url_suffix: '.html',
  stock_status: 'IN_STOCK' as const,
  min_sale_qty: 1,
  qty_increments: null,
  thumbnail: { url: '/media/catalog/product/sofa-graphite.jpg', label: 'Графитовый' },
};

const sofa = (variantThumbnail: { url: string; label: string } | null): ApiCartItem => ({
  __typename: 'ConfigurableCartItem',
  uid: 'MQ==',
  quantity: 1,
  errors: null,
  product,
  prices,
  customizable_options: [],
  configurable_options: [{ id: 1, option_label: 'Цвет', value_id: 7, value_label: 'Горчичный' }],
  configured_variant: { sku: 'SOFA-MUSTARD', thumbnail: variantThumbnail },
});

describe('toCartLine picture', () => {
  it("shows the chosen variant's picture of a configurable line", () => {
    const line = toCartLine(
      sofa({ url: '/media/catalog/product/sofa-mustard.jpg', label: 'Горчичный' }),
      'ru',
      '.html',
    );
    expect(line.image).toEqual({ url: '/media/catalog/product/sofa-mustard.jpg', label: 'Горчичный' });
    expect(line.sku).toBe('SOFA-MUSTARD');
  });

  it("shows the parent's picture when the store says so (configurable_thumbnail_source = parent)", () => {
    const line = toCartLine(
      sofa({ url: '/media/catalog/product/sofa-mustard.jpg', label: 'Горчичный' }),
      'ru',
      '.html',
      'parent',
    );
    expect(line.image?.url).toBe('/media/catalog/product/sofa-graphite.jpg');
    // Still the variant's SKU: only the picture follows the setting.
    expect(line.sku).toBe('SOFA-MUSTARD');
  });

  it("shows the product's picture when the line has no variant picture", () => {
    expect(toCartLine(sofa(null), 'ru', '.html').image?.url).toBe('/media/catalog/product/sofa-graphite.jpg');
  });
});

describe('a bundle line', () => {
  it('lists the chosen products under their options ("Chairs: 6 × …")', () => {
    const line = toCartLine(
      {
        __typename: 'BundleCartItem',
        uid: 'Mg==',
        quantity: 1,
        errors: null,
        product: {
          ...product,
          name: 'Oslo dining set',
          sku: 'BND-OSLO-DINING-SET',
          url_key: 'oslo-dining-set',
        },
        prices,
        customizable_options: [],
        bundle_options: [
          {
            uid: 'YnVuZGxlLzE=',
            label: 'Table',
            type: 'radio',
            values: [{ uid: 'v1', label: 'Oslo dining table 180 cm', quantity: 1, price: 900 }],
          },
          {
            uid: 'YnVuZGxlLzI=',
            label: 'Chairs',
            type: 'select',
            values: [{ uid: 'v2', label: 'Oslo dining chair, black', quantity: 6, price: 110 }],
          },
        ],
      },
      'int',
      '.html',
    );
    expect(line.sku).toBe('BND-OSLO-DINING-SET');
    expect(line.bundle).toBe(true);
    expect(line.href).toBe('/int/oslo-dining-set.html');
    expect(line.options).toEqual([
      { label: 'Table', value: '1 × Oslo dining table 180 cm' },
      { label: 'Chairs', value: '6 × Oslo dining chair, black' },
    ]);
  });
});

// A configurable product as the API answers product-page.graphql: two colours × two sizes (one
// variant out of stock), a discount, a tier price, custom options and attached files.
import type { MoneyFragment } from '~/lib/graphql/generated';
import type { ApiProduct } from '../product-view';

const money = (value: number): MoneyFragment => ({ value, currency: 'USD' });
const price = (regular: number, final: number) => ({
  regular_price: money(regular),
  final_price: money(final),
  discount: {
    amount_off: regular - final,
    percent_off: regular > final ? ((regular - final) / regular) * 100 : 0,
  },
});
const range = (regular: number, final: number, maxRegular = regular, maxFinal = final) => ({
  minimum_price: price(regular, final),
  maximum_price: price(maxRegular, maxFinal),
});
const image = (file: string, position: number, disabled = false) => ({
  url: `http://shop.example/media/catalog/product/${file}`,
  label: null,
  position,
  disabled,
});

function variant(sku: string, color: string, size: string, final: number, inStock = true) {
  return {
    attributes: [
      { code: 'color', uid: `color-${color}`, label: color },
      { code: 'size', uid: `size-${size}`, label: size },
    ],
    product: {
      uid: `uid-${sku}`,
      sku,
      stock_status: inStock ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const),
      image: null,
      media_gallery: color === 'green' ? [] : [image(`${sku}.svg`, 1)],
      price_range: range(200, final),
      price_tiers: [],
    },
  };
}

type ConfigurableApiProduct = Extract<ApiProduct, { __typename: 'ConfigurableProduct' }>;

export function apiProductFixture(overrides: Partial<ConfigurableApiProduct> = {}): ConfigurableApiProduct {
  return {
    __typename: 'ConfigurableProduct',
    uid: 'MTA=',
    id: 10,
    name: 'Oslo armchair',
    sku: 'OSLO',
    url_key: 'oslo-armchair',
    canonical_url: 'oslo-armchair.html',
    meta_title: null,
    meta_description: null,
    meta_keyword: 'armchair, oslo',
    stock_status: 'IN_STOCK',
    min_sale_qty: 2,
    qty_increments: 2,
    expected_delivery: 'Ships in 2–3 weeks',
    review_count: 2,
    rating_summary: 80,
    reviews: {
      items: [
        {
          nickname: 'Emma',
          summary: 'Very comfortable',
          text: 'We sit in it every evening.\nThe fabric is <soft>.',
          created_at: '2026-10-02 09:30:00',
          average_rating: 93.33,
          ratings_breakdown: [
            { name: 'Quality', value: '5' },
            { name: 'Price', value: '4' },
            { name: 'Design', value: '5' },
          ],
        },
        {
          nickname: 'Liam',
          summary: 'Good',
          text: 'Solid.',
          created_at: '2026-09-01 10:00:00',
          average_rating: 66.67,
          ratings_breakdown: [
            { name: 'Quality', value: '4' },
            { name: 'Price', value: '3' },
            { name: 'Design', value: '3' },
          ],
        },
      ],
      page_info: { current_page: 1, total_pages: 1 },
    },
    description: { html: '<p>Deep &amp; soft.</p>' },
    image: { url: 'http://shop.example/media/catalog/product/placeholder/image.svg', label: null },
    media_gallery: [image('oslo-2.svg', 2), image('oslo-1.svg', 1), image('hidden.svg', 0, true)],
    price_range: range(200, 150, 200, 180),
    price_tiers: [
      { quantity: 10, final_price: money(140), discount: { percent_off: 30 } },
      { quantity: 4, final_price: money(145), discount: { percent_off: 27.5 } },
    ],
    categories: [
      {
        uid: 'MTE=',
        name: 'Furniture',
        level: 2,
        url_path: 'furniture',
        url_suffix: '.html',
        breadcrumbs: null,
      },
      {
        uid: 'MTI=',
        name: 'Armchairs',
        level: 3,
        url_path: 'furniture/armchairs',
        url_suffix: '.html',
        breadcrumbs: [
          {
            category_uid: 'MTE=',
            category_name: 'Furniture',
            category_level: 2,
            category_url_path: 'furniture',
          },
        ],
      },
    ],
    personally: [
      {
        entity_title: 'Anna Lebedeva',
        entity_url_key: 'anna-lebedeva',
        image_url: 'https://media.example/personally/designers/anna-lebedeva.svg',
        short_description: 'Interior designer from Saint Petersburg.',
        type_title: 'Designers',
        type_url_key: 'designers',
      },
    ],
    attached_files: [
      {
        label: 'Instructions',
        files: [
          {
            title: 'Assembly',
            url: 'http://shop.example/media/catalog/files/a.pdf',
            file_type: 'Instructions',
          },
        ],
      },
      { label: 'Empty', files: [] },
    ],
    options: [
      {
        __typename: 'CustomizableFieldOption',
        uid: 'opt-engraving',
        title: 'Engraving',
        required: false,
        sort_order: 2,
        field: { uid: 'v-engraving', price: 5, price_type: 'FIXED', max_characters: 20 },
      },
      {
        __typename: 'CustomizableDropDownOption',
        uid: 'opt-legs',
        title: 'Legs',
        required: true,
        sort_order: 1,
        value: [
          { uid: 'legs-ash', title: 'Ash', price: 10, price_type: 'PERCENT', sort_order: 2 },
          { uid: 'legs-oak', title: 'Oak', price: 0, price_type: 'FIXED', sort_order: 1 },
        ],
      },
    ],
    configurable_options: [
      {
        uid: 'opt-size',
        attribute_code: 'size',
        label: 'Size',
        position: 1,
        values: [
          {
            uid: 'size-S',
            label: 'Small',
            store_label: 'Small',
            default_label: 'Small',
            swatch_data: { __typename: 'TextSwatchData', value: 'S' },
          },
          {
            uid: 'size-L',
            label: 'Large',
            store_label: 'Large',
            default_label: 'Large',
            swatch_data: { __typename: 'TextSwatchData', value: 'L' },
          },
        ],
      },
      {
        uid: 'opt-color',
        attribute_code: 'color',
        label: 'Colour',
        position: 0,
        values: [
          {
            uid: 'color-red',
            label: 'Red',
            store_label: 'Red',
            default_label: 'Red',
            swatch_data: { __typename: 'ColorSwatchData', value: '#c0392b' },
          },
          {
            uid: 'color-green',
            label: 'Green',
            store_label: null,
            default_label: 'Green',
            swatch_data: null,
          },
        ],
      },
    ],
    variants: [
      variant('OSLO-RED-S', 'red', 'S', 150),
      variant('OSLO-RED-L', 'red', 'L', 180, false),
      variant('OSLO-GREEN-S', 'green', 'S', 160),
      variant('OSLO-GREEN-L', 'green', 'L', 170),
    ],
    ...overrides,
  };
}

// A bundle and a grouped product as the API answers product-page.graphql (issue 18), after the demo's
// Oslo dining set (a dynamic bundle: a table, 4 chairs whose number may change, an optional bench)
// and Oslo dining collection (four members with default quantities, one not visible on its own, one
// out of stock).
import type { MoneyFragment } from '~/lib/graphql/generated';
import type { ApiProduct } from '../product-view';
import { apiProductFixture } from './product-fixture';

type BundleApiProduct = Extract<ApiProduct, { __typename: 'BundleProduct' }>;
type GroupedApiProduct = Extract<ApiProduct, { __typename: 'GroupedProduct' }>;
type BundleApiItem = NonNullable<NonNullable<BundleApiProduct['bundle_items']>[number]>;
type BundleApiChoice = NonNullable<NonNullable<BundleApiItem['options']>[number]>;

const money = (value: number): MoneyFragment => ({ value, currency: 'USD' });
const price = (final: number) => ({
  regular_price: money(final),
  final_price: money(final),
  discount: { amount_off: 0, percent_off: 0 },
});
const range = (min: number, max = min) => ({ minimum_price: price(min), maximum_price: price(max) });

/** What a bundle and a grouped product share with any product. */
function common(name: string, sku: string, urlKey: string) {
  const {
    __typename: _type,
    configurable_options: _options,
    variants: _variants,
    options: _customOptions,
    ...rest
  } = apiProductFixture({ name, sku, url_key: urlKey });
  return {
    ...rest,
    canonical_url: `${urlKey}.html`,
    min_sale_qty: null,
    qty_increments: null,
    price_tiers: [],
    personally: [],
    attached_files: [],
  };
}

function choice(
  id: number,
  label: string,
  final: number,
  extra: Partial<BundleApiChoice> = {},
  inStock = true,
): BundleApiChoice {
  return {
    id,
    uid: btoa(`bundle/x/${id}`),
    label,
    quantity: 1,
    can_change_quantity: false,
    price: final,
    price_type: 'DYNAMIC',
    is_default: false,
    position: id,
    product: {
      uid: `product-${id}`,
      name: label,
      sku: `SKU-${id}`,
      stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
      thumbnail: { url: `http://shop.example/media/catalog/product/${id}.svg`, label: null },
    },
    ...extra,
  };
}

export function apiBundleFixture(overrides: Partial<BundleApiProduct> = {}): BundleApiProduct {
  return {
    ...common('Oslo dining set', 'BND-OSLO-DINING-SET', 'oslo-dining-set'),
    options: [],
    __typename: 'BundleProduct',
    dynamic_price: true,
    price_view: 'PRICE_RANGE',
    // Cheapest: the 180 cm table and 4 black chairs; dearest: the 220 cm table, 4 upholstered chairs, the bench.
    price_range: range(900 + 4 * 110, 1200 + 4 * 150 + 300),
    bundle_items: [
      {
        option_id: 3,
        uid: btoa('bundle/3'),
        title: 'Bench',
        required: false,
        type: 'checkbox',
        position: 3,
        options: [choice(31, 'Oslo bench', 300)],
      },
      {
        option_id: 1,
        uid: btoa('bundle/1'),
        title: 'Table',
        required: true,
        type: 'radio',
        position: 1,
        options: [
          choice(12, 'Oslo dining table 220 cm', 1200, { position: 2 }),
          choice(11, 'Oslo dining table 180 cm', 900, { position: 1, is_default: true }),
        ],
      },
      {
        option_id: 2,
        uid: btoa('bundle/2'),
        title: 'Chairs',
        required: true,
        type: 'select',
        position: 2,
        options: [
          choice(21, 'Oslo dining chair, oak', 120, {
            quantity: 4,
            can_change_quantity: true,
            is_default: true,
          }),
          choice(22, 'Oslo dining chair, black', 110, { quantity: 4, can_change_quantity: true }),
          choice(
            23,
            'Oslo dining chair, upholstered',
            150,
            { quantity: 4, can_change_quantity: true },
            false,
          ),
        ],
      },
    ],
    ...overrides,
  };
}

type GroupedApiItem = NonNullable<NonNullable<GroupedApiProduct['grouped_items']>[number]>;

function member(
  position: number,
  sku: string,
  name: string,
  final: number,
  qty: number,
  { visible = true, inStock = true } = {},
): GroupedApiItem {
  const urlKey = sku.toLowerCase();
  return {
    position,
    qty,
    product: {
      __typename: 'SimpleProduct',
      uid: `uid-${sku}`,
      name,
      sku,
      url_key: urlKey,
      url_suffix: '.html',
      stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
      min_sale_qty: null,
      qty_increments: null,
      url_rewrites: visible ? [{ url: `${urlKey}.html` }] : [],
      thumbnail: { url: `http://shop.example/media/catalog/product/${urlKey}.svg`, label: null },
      price_range: range(final),
    },
  };
}

export function apiGroupedFixture(overrides: Partial<GroupedApiProduct> = {}): GroupedApiProduct {
  return {
    ...common('Oslo dining collection', 'GRP-OSLO-COLLECTION', 'oslo-dining-collection'),
    __typename: 'GroupedProduct',
    price_range: range(110, 1200),
    grouped_items: [
      member(2, 'OSLO-CHAIR-OAK', 'Oslo dining chair, oak', 120, 4),
      member(1, 'OSLO-TABLE-180', 'Oslo dining table 180 cm', 900, 1),
      member(3, 'OSLO-SIDEBOARD', 'Oslo sideboard', 700, 0, { visible: false }),
      member(4, 'OSLO-BENCH', 'Oslo bench', 300, 1, { inStock: false }),
    ],
    ...overrides,
  };
}

// The small catalogue the cart tests add from (international website, USD), the cart documents
// they send and helpers that create carts and add lines. SKUs carry a prefix per file.
import { beforeAll, expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { productOption, productOptionValue } from '../../src/modules/catalog/product-tables.ts';
import { insertAttribute, insertProduct } from '../catalog/product-fixtures.ts';
import type { GraphQLResponse, TestApi } from '../support/api-client.ts';

export const uid = (text: string | number) => Buffer.from(String(text)).toString('base64');
export const INT = { Store: 'int' };

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
export type Any = any;

export interface CartCatalogue {
  prefix: string;
  lamp: { shade: number; linen: number; silk: number; engraving: number };
  color: { id: number; red: number; blue: number };
  size: { id: number; small: number };
}

/** The file's catalogue, inserted before its tests run (the object is filled in by then). */
export function useCartCatalogue(api: TestApi, prefix: string): CartCatalogue {
  const catalogue = { prefix } as CartCatalogue;
  beforeAll(async () => {
    Object.assign(catalogue, await insertCartCatalogue(api.database.db, prefix));
  });
  return catalogue;
}

/** Both websites' prices: ru (RUB, website 1) and int (USD, website 2). */
const both = (ru: string, int: string) => ({ 1: { price: ru }, 2: { price: int } });

export async function insertCartCatalogue(db: Db, prefix: string): Promise<CartCatalogue> {
  const ids: number[] = [];
  const add = async (f: Parameters<typeof insertProduct>[1]) => {
    const id = await insertProduct(db, f);
    ids.push(id);
    return id;
  };
  await add({
    sku: `${prefix}-TABLE`,
    texts: { 0: { name: 'Oak table' } },
    prices: { 1: { price: '10000' }, 2: { price: '100', specialPrice: '80' } },
    tiers: [{ websiteId: 2, qty: '5', value: '70' }],
    stockQty: '10',
    weight: '2',
  });
  await add({
    sku: `${prefix}-STOOL`,
    texts: { 0: { name: 'Stool' } },
    prices: both('2000', '20'),
    minSaleQty: '2',
    qtyIncrements: '2',
    stockQty: '20',
  });
  await add({
    sku: `${prefix}-FABRIC`,
    texts: { 0: { name: 'Linen fabric (metre)' } },
    prices: both('1000', '10'),
    minSaleQty: '0.5',
    qtyIncrements: '0.5',
    stockQty: '7.5',
  });
  await add({
    sku: `${prefix}-LAMP`,
    texts: { 0: { name: 'Desk lamp' } },
    prices: both('5000', '50'),
    options: [
      {
        type: 'drop_down',
        titles: { '0': 'Shade' },
        isRequired: true,
        values: [
          { titles: { '0': 'Linen' }, price: '5' },
          { titles: { '0': 'Silk' }, price: '10', priceType: 'PERCENT' },
        ],
      },
      { type: 'field', titles: { '0': 'Engraving' }, price: '3', maxCharacters: 10 },
    ],
  });
  await add({ sku: `${prefix}-SOLDOUT`, prices: both('100', '1'), isInStock: false, stockQty: '0' });
  await add({ sku: `${prefix}-OFF`, isActive: false, prices: both('100', '1') });
  await add({ sku: `${prefix}-RUONLY`, prices: { 1: { price: '100' } } });
  const code = prefix.toLowerCase().replace(/[^a-z0-9]/g, '_');
  const color = await insertAttribute(db, { code: `${code}_color`, labels: { '0': 'Colour' } }, [
    { labels: { '0': 'Red' } },
    { labels: { '0': 'Blue' } },
  ]);
  const size = await insertAttribute(db, { code: `${code}_size`, labels: { '0': 'Size' } }, [
    { labels: { '0': 'Small' } },
  ]);
  const sofa = await add({
    sku: `${prefix}-SOFA`,
    typeId: 'configurable',
    texts: { 0: { name: 'Sofa' } },
    superAttributes: [color.id, size.id],
  });
  for (const [name, c, stockQty] of [
    ['RED', 0, '3'],
    ['BLUE', 1, '50'],
  ] as const) {
    await insertProduct(db, {
      sku: `${prefix}-SOFA-${name}`,
      parentId: sofa,
      texts: { 0: { name: `Sofa ${name}` } },
      prices: both('90000', '900'),
      stockQty,
      weight: '40',
      attributeOptions: [
        { attributeId: color.id, optionId: color.options[c] as number },
        { attributeId: size.id, optionId: size.options[0] as number },
      ],
    });
  }
  await reindexProducts(db, ids);

  const lampId = ids[3] as number;
  const options = (await db.select().from(productOption)).filter((o) => o.productId === lampId);
  const values = await db.select().from(productOptionValue);
  const shade = options.find((o) => o.titles['0'] === 'Shade');
  const engraving = options.find((o) => o.titles['0'] === 'Engraving');
  const shadeValues = values.filter((v) => v.optionId === shade?.id);
  expect(shadeValues).toHaveLength(2);
  return {
    prefix,
    lamp: {
      shade: shade?.id as number,
      linen: shadeValues[0]?.id as number,
      silk: shadeValues[1]?.id as number,
      engraving: engraving?.id as number,
    },
    color: { id: color.id, red: color.options[0] as number, blue: color.options[1] as number },
    size: { id: size.id, small: size.options[0] as number },
  };
}

export const MONEY = 'value currency';

export const ITEM_FIELDS = `
  __typename id uid quantity is_available
  errors { code message }
  product { sku name }
  prices {
    price { ${MONEY} } price_including_tax { ${MONEY} } row_total { ${MONEY} }
    row_total_including_tax { ${MONEY} } total_item_discount { ${MONEY} }
    discounts { label amount { ${MONEY} } }
  }
  ... on SimpleCartItem {
    customizable_options { id label type values { id label value price { type units value } } }
  }
  ... on ConfigurableCartItem {
    configured_variant { sku }
    configurable_options { id option_label value_id value_label }
  }`;

export const CART_FIELDS = `
  id email total_quantity is_virtual comment need_estimate_cart created_by_estimate
  items { ${ITEM_FIELDS} }
  applied_coupons { code }
  prices {
    grand_total { ${MONEY} } subtotal_excluding_tax { ${MONEY} } subtotal_including_tax { ${MONEY} }
    subtotal_with_discount_excluding_tax { ${MONEY} }
    applied_taxes { label amount { ${MONEY} } }
    discounts { label amount { ${MONEY} } }
  }`;

export const CREATE = 'mutation { createEmptyCart }';
export const GET = `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;
export const ADD = `mutation($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } cart { ${CART_FIELDS} } }
}`;

export function errorOf(res: GraphQLResponse): { message: string; category: unknown } {
  expect(res.errors, JSON.stringify(res.data)).toBeDefined();
  const first = res.errors?.[0];
  return { message: first?.message ?? '', category: first?.extensions?.category };
}

export function ok<T>(res: GraphQLResponse<T>): T {
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  return res.data as T;
}

export async function newCart(api: TestApi, headers: Record<string, string> = INT): Promise<string> {
  return ok(await api.gql<{ createEmptyCart: string }>(CREATE, { headers })).createEmptyCart;
}

export async function addItems(
  api: TestApi,
  cartId: string,
  items: Record<string, unknown>[],
  headers: Record<string, string> = INT,
): Promise<{ user_errors: { code: string; message: string }[]; cart: Any }> {
  return ok(await api.gql<{ addProductsToCart: Any }>(ADD, { variables: { id: cartId, items }, headers }))
    .addProductsToCart;
}

/** A United States address with a region, for the checkout steps. */
export const CALIFORNIA = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 Market Street'],
  city: 'San Francisco',
  region: 'CA',
  postcode: '94105',
  country_code: 'US',
  telephone: '+1 415 555 0100',
};

/** The checkout steps a furnished cart goes through; `$address` is CALIFORNIA. */
export const CHECKOUT_STEPS = {
  email: 'setGuestEmailOnCart(input: { cart_id: $id, email: "ada@example.com" }) { cart { id } }',
  shipping:
    'setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }',
  billing:
    'setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } }',
  method:
    'setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } }',
  payment:
    'setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } }',
  coupon: 'applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10" }) { cart { id } }',
};

/** Runs checkout steps (mutation fields taking `$id` and maybe `$address`) on a cart, in order. */
export async function runSteps(
  api: TestApi,
  id: string,
  steps: string[],
  headers: Record<string, string> = INT,
): Promise<void> {
  for (const step of steps) {
    const address = step.includes('$address') ? ', $address: CartAddressInput' : '';
    ok(
      await api.gql(`mutation($id: String!${address}) { ${step} }`, {
        variables: { id, address: CALIFORNIA },
        headers,
      }),
    );
  }
}

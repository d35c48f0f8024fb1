// What the checkout, payment and order tests share: products with stock, a cart made ready for
// placeOrder through the cart API, placeOrder itself, and a browser's walk through a sandbox page.
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import type { GraphQLResponse, TestApi } from '../support/api-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
export type Any = any;

export const RU = { Store: 'ru' };
export const INT = { Store: 'int' };

export const MOSCOW = {
  firstname: 'Иван',
  lastname: 'Петров',
  street: ['ул. Тверская, 1'],
  city: 'Москва',
  region: 'MOW',
  postcode: '101000',
  country_code: 'RU',
  telephone: '+7 495 000-00-00',
};

export const LONDON = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['12 Baker Street'],
  city: 'London',
  postcode: 'NW1 6XE',
  country_code: 'GB',
  telephone: '+44 20 7946 0000',
};

/** A simple product priced on both websites (ru RUB, int USD) with the given stock. */
export async function stockedProduct(
  db: Db,
  sku: string,
  options: { stock?: string; ru?: string; int?: string; weight?: string; name?: string } = {},
): Promise<number> {
  const id = await insertProduct(db, {
    sku,
    texts: { 0: { name: options.name ?? `Product ${sku}` } },
    prices: { 1: { price: options.ru ?? '10000' }, 2: { price: options.int ?? '100' } },
    stockQty: options.stock ?? '100',
    weight: options.weight ?? '5',
  });
  await reindexProducts(db, [id]);
  return id;
}

export function ok<T>(res: GraphQLResponse<T>): T {
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  return res.data as T;
}

async function mutate(
  api: TestApi,
  document: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) {
  return ok(await api.gql<Any>(document, { variables, headers }));
}

export interface CartPlan {
  headers: Record<string, string>;
  items: { sku: string; quantity: number; selected_options?: string[] }[];
  /** Guests only. */
  email?: string;
  address?: Record<string, unknown> | null;
  shipping?: { carrier_code: string; method_code: string } | null;
  payment?: Record<string, unknown> | null;
}

/** A cart filled through the cart API, as far as the plan goes (null skips a step). */
export async function readyCart(api: TestApi, plan: CartPlan): Promise<string> {
  const h = plan.headers;
  const created = await mutate(api, 'mutation { createEmptyCart }', {}, h);
  const id = created.createEmptyCart as string;
  const added = await mutate(
    api,
    'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
    { id, items: plan.items },
    h,
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  if (plan.email) {
    await mutate(
      api,
      'mutation($id: String!, $e: String!) { setGuestEmailOnCart(input: {cart_id: $id, email: $e}) { cart { id } } }',
      { id, e: plan.email },
      h,
    );
  }
  if (plan.address === null) return id;
  const address = plan.address ?? MOSCOW;
  await mutate(
    api,
    'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } } }',
    { id, a: address },
    h,
  );
  await mutate(
    api,
    'mutation($id: String!) { setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } } }',
    { id },
    h,
  );
  if (plan.shipping === null) return id;
  await mutate(
    api,
    'mutation($id: String!, $m: ShippingMethodInput!) { setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [$m]}) { cart { id } } }',
    { id, m: plan.shipping ?? { carrier_code: 'flatrate', method_code: 'flatrate' } },
    h,
  );
  if (plan.payment === null) return id;
  await mutate(
    api,
    'mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: $p}) { cart { id } } }',
    { id, p: plan.payment ?? { code: 'cashondelivery' } },
    h,
  );
  return id;
}

export const MONEY = 'value currency';

export const ORDER_FIELDS = `
  id number order_number status email order_date shipping_method carrier
  billing_address { firstname lastname street city postcode region telephone country_code }
  shipping_address { firstname lastname street city postcode region telephone country_code }
  payment_methods { name type additional_data { name value } }
  total {
    grand_total { ${MONEY} } base_grand_total { ${MONEY} } subtotal { ${MONEY} } total_shipping { ${MONEY} }
    total_tax { ${MONEY} } taxes { title rate amount { ${MONEY} } }
  }
  items { id product_name product_sku quantity_ordered quantity_canceled product_sale_price { ${MONEY} } selected_options { label value } }
  partner_info { email firstname lastname middlename reward { ${MONEY} } }`;

export const PLACE = `mutation($id: String!) {
  placeOrder(input: {cart_id: $id}) {
    errors { code message }
    order { order_number redirect_url }
    orderV2 { ${ORDER_FIELDS} }
  }
}`;

export interface Placed {
  errors: { code: string; message: string }[];
  order: { order_number: string; redirect_url: string | null } | null;
  orderV2: Any;
}

export async function placeOrder(
  api: TestApi,
  cartId: string,
  headers: Record<string, string>,
): Promise<Placed> {
  return ok(await api.gql<{ placeOrder: Placed }>(PLACE, { variables: { id: cartId }, headers })).placeOrder;
}

/**
 * What a browser does on a sandbox page: read its form, press a button, follow redirects while they
 * stay on the API; answers the first address outside it (the storefront's return page).
 */
export async function pressSandboxButton(
  api: TestApi,
  pageUrl: string,
  decision: 'approve' | 'decline',
): Promise<URL> {
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = html.match(/<form method="post" action="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
  expect(action).toBeDefined();
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(name!, decodeEntities(value!));
  }
  fields.set('decision', decision);
  let response = await fetch(action!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  const apiOrigin = new URL(api.url).origin;
  for (let hops = 0; hops < 5; hops++) {
    const location = response.headers.get('location');
    expect(location, await response.clone().text()).toBeTruthy();
    const next = new URL(location!);
    if (next.origin !== apiOrigin) return next;
    response = await fetch(next, { redirect: 'manual' });
  }
  throw new Error('too many redirects');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

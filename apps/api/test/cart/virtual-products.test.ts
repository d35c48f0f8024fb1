// Virtual products (issue 18): added by addVirtualProductsToCart and addProductsToCart as a
// VirtualCartItem; a cart of virtual lines only is virtual, refuses a shipping address and method
// with Magento 2.4.7's messages, and is placed with a billing address and a payment only (no
// shipping charge, no shipping address or method on the order). addDownloadableProductsToCart
// answers Magento's error for every SKU: the catalogue sells no downloadable product.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commandContexts } from '../../src/cli/orders-command.ts';
import { cart, cartAddress, cartItem } from '../../src/modules/cart/tables.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { invoiceOrder, shipOrder } from '../../src/modules/sales/fulfilment.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { placeOrder } from '../checkout/support.ts';
import { useTestApi } from '../support/api-client.ts';
import { type Any, CALIFORNIA, errorOf, INT, insertCartCatalogue, newCart, ok } from './fixtures.ts';

const api = useTestApi();
const P = 'VIRT';
const CONSULT = `${P}-CONSULT`;

beforeAll(async () => {
  await insertCartCatalogue(api.database.db, P);
  const id = await insertProduct(api.database.db, {
    sku: CONSULT,
    typeId: 'virtual',
    texts: { 0: { name: 'Design consultation' } },
    prices: { 1: { price: '15000' }, 2: { price: '190' } },
    stockQty: '3',
  });
  await reindexProducts(api.database.db, [id]);
});

const CART = `id is_virtual items { __typename uid quantity product { __typename sku } }
  shipping_addresses { city } prices { grand_total { value } }`;

const ADD_VIRTUAL = `mutation($id: String!, $sku: String!, $qty: Float!) {
  addVirtualProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: $qty } }] }) { cart { ${CART} } }
}`;
const ADD = `mutation($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART} } user_errors { code message } }
}`;
const SHIPPING = `mutation($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: {
  firstname: "Ada", lastname: "Lovelace", street: ["1 Market Street"], city: "San Francisco", region: "CA",
  postcode: "94105", country_code: "US", telephone: "+1 415 555 0100" } }] }) { cart { id } } }`;
const METHOD = `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id,
  shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`;

const gql = (query: string, variables: Record<string, unknown>) =>
  api.gql<Any>(query, { variables, headers: INT });

async function virtualCart(qty = 1): Promise<string> {
  const id = await newCart(api);
  ok(await gql(ADD_VIRTUAL, { id, sku: CONSULT, qty }));
  return id;
}

async function snapshot(maskedId: string) {
  const db = api.database.db;
  const [row] = await db.select().from(cart).where(eq(cart.maskedId, maskedId));
  const id = row?.id ?? -1;
  return JSON.stringify({
    row,
    items: await db.select().from(cartItem).where(eq(cartItem.cartId, id)),
    addresses: await db.select().from(cartAddress).where(eq(cartAddress.cartId, id)),
  });
}

describe('adding a virtual product', () => {
  it('addVirtualProductsToCart makes a VirtualCartItem of a VirtualProduct, and the cart is virtual', async () => {
    const id = await newCart(api);
    const out = ok(await gql(ADD_VIRTUAL, { id, sku: CONSULT, qty: 1 })).addVirtualProductsToCart.cart;
    expect(out.is_virtual).toBe(true);
    expect(out.items).toEqual([
      {
        __typename: 'VirtualCartItem',
        uid: expect.any(String),
        quantity: 1,
        product: { __typename: 'VirtualProduct', sku: CONSULT },
      },
    ]);
    expect(out.prices.grand_total.value).toBe(190);
  });

  it('addProductsToCart makes a VirtualCartItem too; an empty cart is not virtual', async () => {
    const id = await newCart(api);
    expect(
      ok(await gql(`query($id: String!) { cart(cart_id: $id) { is_virtual } }`, { id })).cart.is_virtual,
    ).toBe(false);
    const out = ok(await gql(ADD, { id, items: [{ sku: CONSULT, quantity: 2 }] })).addProductsToCart;
    expect(out.user_errors).toEqual([]);
    expect(out.cart.items.map((i: Any) => i.__typename)).toEqual(['VirtualCartItem']);
    expect(out.cart.is_virtual).toBe(true);
  });

  it('a cart with a shipped product too is not virtual', async () => {
    const id = await virtualCart();
    const out = ok(await gql(ADD, { id, items: [{ sku: `${P}-TABLE`, quantity: 1 }] })).addProductsToCart;
    expect(out.cart.items.map((i: Any) => i.__typename).sort()).toEqual([
      'SimpleCartItem',
      'VirtualCartItem',
    ]);
    expect(out.cart.is_virtual).toBe(false);
  });

  it('follows the stock rules of a simple product', async () => {
    const id = await newCart(api);
    const res = await gql(ADD_VIRTUAL, { id, sku: CONSULT, qty: 4 });
    expect(errorOf(res).message).toBe('The requested qty is not available');
    expect(await snapshot(id)).toContain('"items":[]');
  });

  it('answers a VirtualProduct without weight from the catalogue', async () => {
    const res = ok(
      await gql(
        `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { __typename sku type_id
          ... on PhysicalProductInterface { weight } } } }`,
        { sku: CONSULT },
      ),
    );
    expect(res.products.items).toEqual([{ __typename: 'VirtualProduct', sku: CONSULT, type_id: 'virtual' }]);
  });
});

describe('finding a virtual product', () => {
  it('is listed and found by search like any product', async () => {
    const res = ok(await gql(`query { products(search: "consultation") { items { __typename sku } } }`, {}));
    expect(res.products.items).toContainEqual({ __typename: 'VirtualProduct', sku: CONSULT });
  });
});

describe('a virtual cart is not shipped', () => {
  it('refuses a shipping address and a shipping method with Magento’s messages, changing nothing', async () => {
    const id = await virtualCart();
    const before = await snapshot(id);
    const address = errorOf(await gql(SHIPPING, { id }));
    expect(address).toEqual({
      message: 'Shipping address is not allowed on cart: cart contains no items for shipment.',
      category: 'graphql-input',
    });
    const method = errorOf(await gql(METHOD, { id }));
    expect(method.message).toBe(
      'The Cart includes virtual product(s) only, so a shipping address is not used.',
    );
    expect(await snapshot(id)).toBe(before);
  });

  it('drops an address set while a shipped line was there once only virtual lines are left', async () => {
    const id = await virtualCart();
    const added = ok(await gql(ADD, { id, items: [{ sku: `${P}-TABLE`, quantity: 1 }] })).addProductsToCart;
    ok(await gql(SHIPPING, { id }));
    const table = added.cart.items.find((i: Any) => i.__typename === 'SimpleCartItem').uid;
    const out = ok(
      await gql(
        `mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { ${CART} } } }`,
        { id, uid: table },
      ),
    ).removeItemFromCart.cart;
    expect(out.is_virtual).toBe(true);
    expect(out.shipping_addresses).toEqual([]);
    expect(out.prices.grand_total.value).toBe(190);
  });

  it('is placed as a guest with a billing address and a payment only', async () => {
    const id = await virtualCart(2);
    for (const [query, variables] of [
      [
        `mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "virtual@example.com" }) { cart { id } } }`,
        {},
      ],
      [
        `mutation($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }`,
        { a: CALIFORNIA },
      ],
      [
        `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
        {},
      ],
    ] as const) {
      ok(await gql(query, { id, ...variables }));
    }
    const placed = await placeOrder(api, id, INT);
    expect(placed.errors).toEqual([]);
    const order = placed.orderV2;
    expect(order.shipping_address).toBeNull();
    expect(order.shipping_method).toBeNull();
    expect(order.total.total_shipping.value).toBe(0);
    expect(order.total.subtotal.value).toBe(380);
    expect(order.billing_address.city).toBe('San Francisco');
    expect(order.items.map((i: Any) => [i.product_sku, i.quantity_ordered])).toEqual([[CONSULT, 2]]);

    // Nothing to ship: a shipment is refused, and the invoice alone completes the order.
    const number = placed.order?.order_number as string;
    await expect(shipOrder(api.database.db, number, [], commandContexts(api.database.db))).rejects.toThrow(
      `Order ${number} has no shipping method: nothing to ship.`,
    );
    expect((await invoiceOrder(api.database.db, number, commandContexts(api.database.db))).status).toBe(
      'complete',
    );
  });
});

describe('addDownloadableProductsToCart', () => {
  const DOWNLOADABLE = `mutation($id: String!, $skus: [DownloadableProductCartItemInput]!) {
    addDownloadableProductsToCart(input: { cart_id: $id, cart_items: $skus }) { cart { id } }
  }`;
  const item = (sku: string) => ({
    data: { sku, quantity: 1 },
    downloadable_product_links: [{ link_id: 1 }],
  });

  it('answers every SKU as not found (no product is downloadable) and adds nothing', async () => {
    const id = await newCart(api);
    const before = await snapshot(id);
    for (const sku of [`${P}-TABLE`, CONSULT, 'NO-SUCH-SKU']) {
      const res = await gql(DOWNLOADABLE, { id, skus: [item(sku)] });
      expect(errorOf(res)).toEqual({
        message: `Could not find a product with SKU "${sku}"`,
        category: 'graphql-no-such-entity',
      });
    }
    const two = await gql(DOWNLOADABLE, { id, skus: [item('A'), item('B')] });
    expect(two.errors?.map((e: Any) => e.message)).toEqual([
      'Could not find a product with SKU "A"',
      'Could not find a product with SKU "B"',
    ]);
    expect(errorOf(await gql(DOWNLOADABLE, { id, skus: [] })).message).toBe(
      'Required parameter "cart_items" is missing',
    );
    expect(await snapshot(id)).toBe(before);
  });
});

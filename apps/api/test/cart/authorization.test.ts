// The authorization matrix over carts: a guest's cart and a customer's cart, each operation called
// by a guest, by the owner and by another customer. Only the owner gets through (a customer token
// on a guest cart is refused too, as in Magento 2.4.7); a refusal answers Magento's message, no
// cart data, and leaves every stored row of the cart as it was.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cart, cartAddress, cartItem, cartPayment } from '../../src/modules/cart/tables.ts';
import { bearer, createAccount, FAST_HASHING, signIn } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  addItems,
  CALIFORNIA,
  CHECKOUT_STEPS,
  INT,
  insertCartCatalogue,
  newCart,
  ok,
  runSteps,
} from './fixtures.ts';

const COMMENT = 'addCommentToCart(input: { cart_id: $id, comment: "Owner only" }) { cart { id } }';

const api = useTestApi(FAST_HASHING);
const P = 'CZ';

const ADDRESS = CALIFORNIA;

type Caller = 'guest' | 'owner' | 'other';
interface CartUnderTest {
  id: string;
  itemUid: string;
  headers: Record<Caller, Record<string, string>>;
}

let guestCart: CartUnderTest;
let customerCart: CartUnderTest;

async function customerHeaders(): Promise<Record<string, string>> {
  const account = await createAccount(api);
  return { ...INT, ...bearer(await signIn(api, account.email, account.password)) };
}

/** A cart with an item, addresses, a shipping method, a payment method and a coupon. */
async function furnishedCart(owner: Record<string, string>, id: string): Promise<string> {
  const out = await addItems(api, id, [{ sku: `${P}-TABLE`, quantity: 2 }], owner);
  const { shipping, billing, method, payment, coupon } = CHECKOUT_STEPS;
  await runSteps(api, id, [shipping, billing, method, payment, coupon, COMMENT], owner);
  return out.cart.items[0].uid;
}

beforeAll(async () => {
  await insertCartCatalogue(api.database.db, P);
  const [a, b] = [await customerHeaders(), await customerHeaders()];
  const guestId = await newCart(api);
  guestCart = {
    id: guestId,
    itemUid: await furnishedCart(INT, guestId),
    headers: { guest: INT, owner: INT, other: a },
  };
  ok(
    await api.gql(
      `mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "guest@example.com" }) { cart { id } } }`,
      { variables: { id: guestId }, headers: INT },
    ),
  );
  const customerId = ok(
    await api.gql<{ customerCart: { id: string } }>('{ customerCart { id } }', { headers: a }),
  ).customerCart.id;
  customerCart = {
    id: customerId,
    itemUid: await furnishedCart(a, customerId),
    headers: { guest: INT, owner: a, other: b },
  };
});

/** Every stored row of a cart, to prove a refused call changed nothing. */
async function snapshot(maskedId: string) {
  const db = api.database.db;
  const [row] = await db.select().from(cart).where(eq(cart.maskedId, maskedId));
  const id = row?.id ?? -1;
  return JSON.stringify({
    row,
    items: await db.select().from(cartItem).where(eq(cartItem.cartId, id)),
    addresses: await db.select().from(cartAddress).where(eq(cartAddress.cartId, id)),
    payment: await db.select().from(cartPayment).where(eq(cartPayment.cartId, id)),
  });
}

const CART = 'cart { id email items { uid } }';
const operations: [string, string][] = [
  [
    'cart',
    `query($id: String!) { cart(cart_id: $id) { id email comment items { uid quantity } prices { grand_total { value } } } }`,
  ],
  [
    'addProductsToCart',
    `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${P}-TABLE", quantity: 1 }]) { ${CART} } }`,
  ],
  [
    'addSimpleProductsToCart',
    `mutation($id: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: "${P}-TABLE", quantity: 1 } }] }) { ${CART} } }`,
  ],
  [
    'addVirtualProductsToCart',
    `mutation($id: String!) { addVirtualProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: "${P}-TABLE", quantity: 1 } }] }) { ${CART} } }`,
  ],
  [
    'addBundleProductsToCart',
    `mutation($id: String!) { addBundleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: "${P}-TABLE", quantity: 1 }, bundle_options: [] }] }) { ${CART} } }`,
  ],
  [
    'addDownloadableProductsToCart',
    `mutation($id: String!) { addDownloadableProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: "${P}-TABLE", quantity: 1 } }] }) { ${CART} } }`,
  ],
  [
    'updateCartItems',
    `mutation($id: String!, $item: ID) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $item, quantity: 1 }] }) { ${CART} } }`,
  ],
  [
    'removeItemFromCart',
    `mutation($id: String!, $item: ID) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $item }) { ${CART} } }`,
  ],
  [
    'setGuestEmailOnCart',
    `mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "thief@example.com" }) { ${CART} } }`,
  ],
  [
    'setShippingAddressesOnCart',
    `mutation($id: String!, $address: CartAddressInput) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { ${CART} } }`,
  ],
  [
    'setBillingAddressOnCart',
    `mutation($id: String!, $address: CartAddressInput) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { ${CART} } }`,
  ],
  [
    'setShippingMethodsOnCart',
    `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "tablerate", method_code: "bestway" }] }) { ${CART} } }`,
  ],
  [
    'setPaymentMethodOnCart',
    `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) { ${CART} } }`,
  ],
  [
    'applyCouponToCart',
    `mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "LUCKY100" }) { ${CART} } }`,
  ],
  [
    'removeCouponFromCart',
    `mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { ${CART} } }`,
  ],
  [
    'addCommentToCart',
    `mutation($id: String!) { addCommentToCart(input: { cart_id: $id, comment: "stolen" }) { ${CART} } }`,
  ],
  [
    'setGiftOptionsOnCart',
    `mutation($id: String!) { setGiftOptionsOnCart(input: { cart_id: $id, gift_message: { to: "x", from: "y", message: "stolen" }, gift_receipt_included: true, printed_card_included: false }) { ${CART} } }`,
  ],
  [
    'applyGiftCardToCart',
    `mutation($id: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: "GIFT-1" }) { ${CART} } }`,
  ],
  [
    'removeGiftCardFromCart',
    `mutation($id: String!) { removeGiftCardFromCart(input: { cart_id: $id, gift_card_code: "GIFT-1" }) { ${CART} } }`,
  ],
];

const refusal = (id: string) => `The current user cannot perform operations on cart "${id}"`;

describe.each([
  ['a guest cart', () => guestCart, ['other'] as Caller[]],
  ["a customer's cart", () => customerCart, ['guest', 'other'] as Caller[]],
])('%s', (_name, subject, strangers) => {
  it.each(operations)(
    '%s is refused to everyone but the owner and changes nothing',
    async (_op, document) => {
      const target = subject();
      for (const caller of strangers) {
        const before = await snapshot(target.id);
        const res = await api.gql<Any>(document, {
          variables: { id: target.id, item: target.itemUid, address: ADDRESS },
          headers: target.headers[caller],
        });
        expect(
          res.errors?.map((e) => [e.message, e.extensions?.category]),
          `${caller}`,
        ).toEqual([[refusal(target.id), 'graphql-authorization']]);
        expect(Object.values(res.data ?? {}).every((v) => v === null)).toBe(true);
        expect(JSON.stringify(res)).not.toMatch(/example\.com|Owner only|Lovelace/);
        expect(await snapshot(target.id)).toBe(before);
      }
    },
  );

  it('is read by its owner', async () => {
    const target = subject();
    const res = await api.gql<Any>(
      'query($id: String!) { cart(cart_id: $id) { id comment items { uid } } }',
      {
        variables: { id: target.id },
        headers: target.headers.owner,
      },
    );
    expect(ok(res).cart).toEqual({ id: target.id, comment: 'Owner only', items: [{ uid: target.itemUid }] });
  });
});

describe('carts changing hands', () => {
  it("refuses to merge another customer's cart or into it, and to assign a customer's cart", async () => {
    const stranger = customerCart.headers.other;
    const before = [await snapshot(customerCart.id), await snapshot(guestCart.id)];
    const merge = await api.gql(
      'mutation($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id } }',
      { variables: { s: customerCart.id }, headers: stranger },
    );
    expect(merge.errors?.[0]?.message).toBe(refusal(customerCart.id));
    const into = await api.gql(
      'mutation($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id } }',
      { variables: { s: guestCart.id, d: customerCart.id }, headers: stranger },
    );
    expect(into.errors?.[0]?.message).toBe(refusal(customerCart.id));
    const assign = await api.gql(
      'mutation($id: String!) { assignCustomerToGuestCart(cart_id: $id) { id } }',
      {
        variables: { id: customerCart.id },
        headers: stranger,
      },
    );
    expect(assign.errors?.[0]).toMatchObject({
      message: refusal(customerCart.id),
      extensions: { category: 'graphql-authorization' },
    });
    expect([await snapshot(customerCart.id), await snapshot(guestCart.id)]).toEqual(before);
  });
});

// Gift options (setGiftOptionsOnCart, Cart.gift_*, StoreConfig's gift settings, CustomerOrder.gift_*):
// the shopper's own cart only, each option only where the store view allows it, plain text within
// the limits, and what the cart had goes onto the order (for customers and for guests' token look-ups).
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cart } from '../../src/modules/cart/tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import type { Shopper } from '../address/helpers.ts';
import { type Any, INT, LONDON, ok, readyCart, stockedProduct } from '../checkout/support.ts';
import { errorOf, FAST_HASHING } from '../customer/helpers.ts';
import { type CustomerKind, newCustomer } from '../estimates/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi(FAST_HASHING);
const SKU = 'GIFT-VASE';

const GIFT_FIELDS = `gift_message { to from message } gift_receipt_included printed_card_included
  gift_wrapping { uid } available_gift_wrappings { uid }`;
const SET = `mutation($input: SetGiftOptionsOnCartInput) {
  setGiftOptionsOnCart(input: $input) { cart { id ${GIFT_FIELDS} prices { gift_options { printed_card { value } } } } }
}`;
const READ = `query($id: String!) { cart(cart_id: $id) { ${GIFT_FIELDS} } }`;
const PLACE = `mutation($id: String!) {
  placeOrder(input: {cart_id: $id}) {
    errors { message }
    orderV2 { number token gift_message { to from message } gift_receipt_included printed_card_included gift_wrapping { uid } }
  }
}`;

const MESSAGE = { to: 'Anna', from: 'Boris', message: 'Happy housewarming!' };

function input(cartId: string, options: Record<string, unknown> = {}) {
  return {
    cart_id: cartId,
    gift_message: MESSAGE,
    gift_receipt_included: true,
    printed_card_included: false,
    ...options,
  };
}

async function setGift(headers: Record<string, string>, variables: Record<string, unknown>) {
  return api.gql<Any>(SET, { variables: { input: variables }, headers });
}

async function newCart(headers: Record<string, string>, items = true): Promise<string> {
  return readyCart(api, {
    headers,
    items: items ? [{ sku: SKU, quantity: 1 }] : [],
    address: null,
  });
}

async function emptyCart(headers: Record<string, string>): Promise<string> {
  return ok(await api.gql<Any>('mutation { createEmptyCart }', { headers })).createEmptyCart;
}

/** The stored gift columns of a cart, read past the API. */
async function stored(maskedId: string) {
  const [row] = await api.database.db
    .select({ m: cart.giftMessage, r: cart.giftReceiptIncluded, p: cart.printedCardIncluded })
    .from(cart)
    .where(eq(cart.maskedId, maskedId));
  return row;
}

async function setConfig(path: string, value: string) {
  await api.database.db.insert(configValue).values({ scope: 'websites', scopeId: 2, path, value });
  await bumpStoreVersion(api.database.db);
}

/** Drops the website's own gift settings (the defaults apply again). */
async function resetWebsiteGiftConfig() {
  await api.database.db
    .delete(configValue)
    .where(
      and(
        eq(configValue.scope, 'websites'),
        eq(configValue.scopeId, 2),
        like(configValue.path, 'sales/gift_options/%'),
      ),
    );
  await bumpStoreVersion(api.database.db);
}

let owner: Shopper;
let ownerHeaders: Record<string, string>;

beforeAll(async () => {
  await stockedProduct(api.database.db, SKU, { name: 'Gift vase' });
  owner = await newCustomer(api, 'client');
  ownerHeaders = { ...INT, ...owner.headers };
});

describe('StoreConfig gift options', () => {
  it('answers the seeded settings: message on the order and gift receipt on, the rest off', async () => {
    const res = ok(
      await api.gql<Any>(
        `{ storeConfig { allow_order allow_items allow_gift_wrapping_on_order allow_gift_wrapping_on_order_items
          allow_gift_receipt allow_printed_card printed_card_price cart_gift_wrapping cart_printed_card
          sales_gift_wrapping sales_printed_card } }`,
        { headers: INT },
      ),
    );
    expect(res.storeConfig).toEqual({
      allow_order: '1',
      allow_items: '0',
      allow_gift_wrapping_on_order: '0',
      allow_gift_wrapping_on_order_items: '0',
      allow_gift_receipt: '1',
      allow_printed_card: '0',
      printed_card_price: '0',
      cart_gift_wrapping: '1',
      cart_printed_card: '1',
      sales_gift_wrapping: '1',
      sales_printed_card: '1',
    });
  });
});

describe('setGiftOptionsOnCart', () => {
  it('a new cart has no gift options', async () => {
    const id = await newCart(ownerHeaders);
    const res = ok(await api.gql<Any>(READ, { variables: { id }, headers: ownerHeaders }));
    expect(res.cart).toEqual({
      gift_message: null,
      gift_receipt_included: false,
      printed_card_included: false,
      gift_wrapping: null,
      available_gift_wrappings: [],
    });
  });

  it('sets, replaces and clears the options', async () => {
    const id = await newCart(ownerHeaders);
    const set = ok(await setGift(ownerHeaders, input(id))).setGiftOptionsOnCart.cart;
    expect(set).toMatchObject({
      gift_message: MESSAGE,
      gift_receipt_included: true,
      printed_card_included: false,
    });
    expect(set.prices.gift_options.printed_card.value).toBe(0);

    const other = { to: '', from: 'Boris', message: 'Line one\nLine two' };
    ok(await setGift(ownerHeaders, input(id, { gift_message: other, gift_receipt_included: false })));
    const read = ok(await api.gql<Any>(READ, { variables: { id }, headers: ownerHeaders })).cart;
    expect(read).toMatchObject({ gift_message: other, gift_receipt_included: false });

    // All fields empty removes the message, as PWA Studio sends it when the box is unticked.
    ok(await setGift(ownerHeaders, input(id, { gift_message: { to: '', from: '', message: '  ' } })));
    expect(await stored(id)).toEqual({ m: null, r: true, p: false });
    ok(await setGift(ownerHeaders, input(id)));
    ok(await setGift(ownerHeaders, input(id, { gift_message: null, gift_receipt_included: false })));
    expect(await stored(id)).toEqual({ m: null, r: false, p: false });
  });

  it('keeps the text plain: control characters removed, names on one line, spaces trimmed', async () => {
    const id = await newCart(ownerHeaders);
    const dirty = {
      to: '  Anna\u0001\nKarenina ',
      from: 'Bo\u200Bris',
      message: ' <b>Hi</b>\r\nthere\u0007 ',
    };
    const res = ok(await setGift(ownerHeaders, input(id, { gift_message: dirty }))).setGiftOptionsOnCart.cart;
    expect(res.gift_message).toEqual({ to: 'Anna Karenina', from: 'Boris', message: '<b>Hi</b>\nthere' });
  });

  it('refuses invalid input and leaves the cart as it was', async () => {
    const id = await newCart(ownerHeaders);
    ok(await setGift(ownerHeaders, input(id)));
    const before = await stored(id);
    const cases: [Record<string, unknown>, string][] = [
      [{ gift_message: { ...MESSAGE, message: '' } }, 'Enter the text of the gift message.'],
      [
        { gift_message: { ...MESSAGE, to: 'x'.repeat(256) } },
        'The gift message "to" cannot be longer than 255 characters.',
      ],
      [
        { gift_message: { ...MESSAGE, from: 'x'.repeat(256) } },
        'The gift message "from" cannot be longer than 255 characters.',
      ],
      [
        { gift_message: { ...MESSAGE, message: 'x'.repeat(1001) } },
        'The gift message "message" cannot be longer than 1000 characters.',
      ],
      [{ printed_card_included: true }, "The printed card isn't available."],
      [{ gift_wrapping_id: 'MQ==' }, "The gift wrapping isn't available."],
    ];
    for (const [options, message] of cases) {
      const res = await setGift(ownerHeaders, input(id, { gift_message: null, ...options }));
      expect(errorOf(res)).toEqual({ message, category: 'graphql-input' });
    }
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a gift message on an empty cart, and a missing or unknown cart id', async () => {
    // A guest's (a customer's createEmptyCart answers their active cart, which has items here).
    const id = await emptyCart(INT);
    expect(errorOf(await setGift(INT, input(id))).message).toBe(
      "Gift messages can't be used for an empty cart. Add an item and try again.",
    );
    expect(await stored(id)).toEqual({ m: null, r: false, p: false });
    expect(errorOf(await setGift(ownerHeaders, input(''))).message).toBe(
      'Required parameter "cart_id" is missing',
    );
    expect(errorOf(await setGift(ownerHeaders, input('nope'))).message).toBe(
      'Could not find a cart with ID "nope"',
    );
  });

  it('refuses options the store view switched off', async () => {
    const id = await newCart(ownerHeaders);
    ok(await setGift(ownerHeaders, input(id, { gift_message: null, gift_receipt_included: false })));
    await setConfig('sales/gift_options/allow_order', '0');
    await setConfig('sales/gift_options/allow_gift_receipt', '0');
    try {
      const config = ok(
        await api.gql<Any>('{ storeConfig { allow_order allow_gift_receipt } }', { headers: INT }),
      );
      expect(config.storeConfig).toEqual({ allow_order: '0', allow_gift_receipt: '0' });
      const message = await setGift(ownerHeaders, input(id, { gift_receipt_included: false }));
      expect(errorOf(message)).toEqual({
        message: "The gift message isn't available.",
        category: 'graphql-input',
      });
      const receipt = await setGift(ownerHeaders, input(id, { gift_message: null }));
      expect(errorOf(receipt).message).toBe("The gift receipt isn't available.");
      expect(await stored(id)).toEqual({ m: null, r: false, p: false });
      // Clearing is always allowed.
      ok(await setGift(ownerHeaders, input(id, { gift_message: null, gift_receipt_included: false })));
    } finally {
      await resetWebsiteGiftConfig();
    }
  });
});

describe('setGiftOptionsOnCart authorization', () => {
  const roles: CustomerKind[] = ['client', 'partner', 'manager'];
  for (const role of roles) {
    it(`the owner (${role}) sets options on their own cart`, async () => {
      const who = await newCustomer(api, role);
      const headers = { ...INT, ...who.headers };
      const id = await newCart(headers);
      ok(await setGift(headers, input(id)));
      expect(await stored(id)).toEqual({ m: MESSAGE, r: true, p: false });
    });
  }

  it('a guest sets options on their own guest cart', async () => {
    const id = await newCart(INT);
    ok(await setGift(INT, input(id)));
    expect(await stored(id)).toEqual({ m: MESSAGE, r: true, p: false });
  });

  it("another customer, a guest, and a customer on a guest's cart are refused and change nothing", async () => {
    const customerCart = await newCart(ownerHeaders);
    ok(await setGift(ownerHeaders, input(customerCart)));
    const guestCart = await newCart(INT);
    const stranger = await newCustomer(api, 'manager');
    const strangerHeaders = { ...INT, ...stranger.headers };
    const intruder = input(customerCart, { gift_message: { to: 'x', from: 'y', message: 'hijacked' } });
    const attempts: [Record<string, string>, string][] = [
      [strangerHeaders, customerCart],
      [INT, customerCart],
      [strangerHeaders, guestCart],
    ];
    for (const [headers, id] of attempts) {
      const before = await stored(id);
      const res = await setGift(headers, { ...intruder, cart_id: id });
      expect(errorOf(res)).toEqual({
        message: `The current user cannot perform operations on cart "${id}"`,
        category: 'graphql-authorization',
      });
      expect(await stored(id)).toEqual(before);
    }
  });
});

describe('gift options on the order', () => {
  it("a customer's order keeps the cart's gift message and receipt", async () => {
    const id = await readyCart(api, {
      headers: ownerHeaders,
      items: [{ sku: SKU, quantity: 1 }],
      address: LONDON,
      payment: { code: 'checkmo' },
    });
    ok(await setGift(ownerHeaders, input(id)));
    const placed = ok(await api.gql<Any>(PLACE, { variables: { id }, headers: ownerHeaders })).placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.orderV2).toMatchObject({
      gift_message: MESSAGE,
      gift_receipt_included: true,
      printed_card_included: false,
      gift_wrapping: null,
    });
    const orders = ok(
      await api.gql<Any>(
        '{ customer { orders { items { number gift_message { to from message } gift_receipt_included } } } }',
        { headers: ownerHeaders },
      ),
    ).customer.orders.items as Any[];
    expect(orders.find((o) => o.number === placed.orderV2.number)).toMatchObject({
      gift_message: MESSAGE,
      gift_receipt_included: true,
    });
  });

  it("a guest reads their order's gift message through guestOrderByToken; no options, no message", async () => {
    const id = await readyCart(api, {
      headers: INT,
      email: 'gift-guest@example.com',
      items: [{ sku: SKU, quantity: 1 }],
      address: LONDON,
      payment: { code: 'checkmo' },
    });
    ok(await setGift(INT, input(id, { gift_receipt_included: false })));
    const placed = ok(await api.gql<Any>(PLACE, { variables: { id }, headers: INT })).placeOrder;
    const byToken = ok(
      await api.gql<Any>(
        'query($t: String!) { guestOrderByToken(input: {token: $t}) { gift_message { to from message } gift_receipt_included } }',
        { variables: { t: placed.orderV2.token }, headers: INT },
      ),
    );
    expect(byToken.guestOrderByToken).toEqual({ gift_message: MESSAGE, gift_receipt_included: false });

    const plain = await readyCart(api, {
      headers: INT,
      email: 'gift-guest@example.com',
      items: [{ sku: SKU, quantity: 1 }],
      address: LONDON,
      payment: { code: 'checkmo' },
    });
    const none = ok(await api.gql<Any>(PLACE, { variables: { id: plain }, headers: INT })).placeOrder;
    expect(none.orderV2).toMatchObject({ gift_message: null, gift_receipt_included: false });
  });
});

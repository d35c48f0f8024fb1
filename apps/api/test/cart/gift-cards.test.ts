// Gift card accounts (Adobe Commerce's giftCardAccount, applyGiftCardToCart,
// removeGiftCardFromCart, Cart.applied_gift_cards). Atrium issues no gift cards, so every code is
// unknown: after Magento's input and cart checks each operation answers Magento's error for an
// unknown code, the cart stays as it was and no gift card is ever applied. The authorization
// matrix (authorization.test.ts) covers other people's carts.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cart } from '../../src/modules/cart/tables.ts';
import { newShopper } from '../address/helpers.ts';
import { type Any, INT, LONDON, ok, readyCart, stockedProduct } from '../checkout/support.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi(FAST_HASHING);

beforeAll(async () => {
  await stockedProduct(api.database.db, 'GC-LAMP', { stock: '10', int: '40' });
});

/** PWA Studio's documents (peregrine giftCardQueries.gql.ee.js), cart fragments trimmed. */
const BALANCE = `query getGiftCardBalance($giftCardCode: String!) {
  giftCardAccount(input: { gift_card_code: $giftCardCode }) { balance { currency value } code expiration_date id: code }
}`;
const APPLY = `mutation applyGiftCardToCart($cartId: String!, $giftCardCode: String!) {
  applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $giftCardCode }) {
    cart { id total_quantity applied_gift_cards { code } available_payment_methods { code title } }
  }
}`;
const REMOVE = `mutation removeGiftCard($cartId: String!, $giftCardCode: String!) {
  removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $giftCardCode }) {
    cart { id total_quantity applied_gift_cards { code } available_payment_methods { code title } }
  }
}`;

const NOT_ADDED = "The gift card code couldn't be added. Verify your information and try again.";
const NOT_REMOVED = "The gift card couldn't be deleted from the quote.";

const filledCart = (headers: Record<string, string>) =>
  readyCart(api, { headers, items: [{ sku: 'GC-LAMP', quantity: 2 }], address: LONDON, payment: null });
const emptyCart = async (headers: Record<string, string>) =>
  ok(await api.gql<Any>('mutation { createEmptyCart }', { headers })).createEmptyCart as string;

/** The stored cart row, to prove a refused call changed nothing. */
async function row(maskedId: string) {
  const [found] = await api.database.db.select().from(cart).where(eq(cart.maskedId, maskedId));
  return JSON.stringify(found);
}

const errors = (res: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
  res.errors?.map((e) => [e.message, e.extensions?.category]);

describe('giftCardAccount', () => {
  it('finds no gift card: Magento’s "No such entity." for any code', async () => {
    for (const code of ['GIFT-0001', '048FQEGYUA73']) {
      const res = await api.gql<Any>(BALANCE, { variables: { giftCardCode: code }, headers: INT });
      expect(errors(res)).toEqual([['No such entity.', 'graphql-no-such-entity']]);
      expect(res.data).toEqual({ giftCardAccount: null });
    }
  });

  it('asks for the code first', async () => {
    const res = await api.gql<Any>(BALANCE, { variables: { giftCardCode: '' }, headers: INT });
    expect(errors(res)).toEqual([["Required parameter 'gift_card_code' is missing.", 'graphql-input']]);
  });
});

describe.each([
  ['a guest', async () => INT],
  ['a customer', async () => ({ ...INT, ...(await newShopper(api, INT)).headers })],
])('gift cards on the cart of %s', (_who, caller) => {
  let headers: Record<string, string>;
  let cartId: string;
  beforeAll(async () => {
    headers = await caller();
    cartId = await filledCart(headers);
    if (headers.Authorization) {
      // a customer's cart is the customer's active cart
      expect(ok(await api.gql<Any>('{ customerCart { id } }', { headers })).customerCart.id).toBe(cartId);
    }
  });

  it('answers no applied gift cards', async () => {
    const res = await api.gql<Any>(
      'query($id: String!) { cart(cart_id: $id) { applied_gift_cards { code } } }',
      {
        variables: { id: cartId },
        headers,
      },
    );
    expect(ok(res).cart.applied_gift_cards).toEqual([]);
  });

  it.each([
    ['applyGiftCardToCart', APPLY, NOT_ADDED],
    ['removeGiftCardFromCart', REMOVE, NOT_REMOVED],
  ])(
    '%s answers Magento’s error for an unknown code and changes nothing',
    async (field, document, message) => {
      const before = await row(cartId);
      const res = await api.gql<Any>(document, { variables: { cartId, giftCardCode: 'GIFT-0001' }, headers });
      expect(errors(res)).toEqual([[message, 'graphql-input']]);
      expect(res.data).toEqual({ [field]: null });
      expect(await row(cartId)).toBe(before);
    },
  );

  it.each([
    ['applyGiftCardToCart', APPLY],
    ['removeGiftCardFromCart', REMOVE],
  ])('%s checks the input and the cart before the code', async (_field, document) => {
    const send = (variables: Record<string, string>, as = headers) =>
      api.gql<Any>(document, { variables, headers: as }).then(errors);
    expect(await send({ cartId: '', giftCardCode: 'GIFT-0001' })).toEqual([
      ['Required parameter "cart_id" is missing', 'graphql-input'],
    ]);
    expect(await send({ cartId, giftCardCode: ' ' })).toEqual([
      ['Required parameter "gift_card_code" is missing', 'graphql-input'],
    ]);
    expect(await send({ cartId: 'no-such-cart', giftCardCode: 'GIFT-0001' })).toEqual([
      ['Could not find a cart with ID "no-such-cart"', 'graphql-no-such-entity'],
    ]);
    // a guest's empty cart, by its guest
    const empty = await emptyCart(INT);
    expect(await send({ cartId: empty, giftCardCode: 'GIFT-0001' }, INT)).toEqual([
      [`The "${empty}" Cart doesn't contain products.`, 'graphql-input'],
    ]);
  });
});

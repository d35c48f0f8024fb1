// Braintree is not offered by Atrium: PaymentMethodInput accepts Magento's Braintree inputs (so PWA
// Studio's credit-card step validates), no cart lists a braintree method, and choosing one answers
// Magento's message for a method the cart is not offered, leaving the cart's payment as it was —
// even when configuration names it for a region and switches it on (Atrium cannot take it).
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue, websiteRegion } from '../../src/modules/store/tables.ts';
import { type Any, INT, LONDON, ok, RU, readyCart, stockedProduct } from '../checkout/support.ts';
import { useTestApi } from '../support/api-client.ts';

// With the sandbox on, every method Atrium has is offered: Braintree still is not.
const api = useTestApi({ PAYMENT_SANDBOX: 'true' });
const NOT_AVAILABLE = 'The requested Payment Method is not available.';

beforeAll(async () => {
  await stockedProduct(api.database.db, 'BT-CHAIR', { stock: '10', ru: '9000', int: '90' });
});

const chairCart = (headers: Record<string, string>, email: string) =>
  readyCart(api, {
    headers,
    items: [{ sku: 'BT-CHAIR', quantity: 1 }],
    email,
    address: headers === INT ? LONDON : undefined,
    payment: { code: 'banktransfer' },
  });

const paymentOf = async (id: string, headers: Record<string, string>) =>
  ok(
    await api.gql<Any>(
      'query($id: String!) { cart(cart_id: $id) { selected_payment_method { code } available_payment_methods { code } } }',
      { variables: { id }, headers },
    ),
  ).cart;

/** PWA Studio's SET_CC_DETAILS_ON_CART (peregrine creditCard.gql.js). */
const SET_CC_DETAILS = `mutation setSelectedPaymentMethod($cartId: String!, $paymentNonce: String!) {
  setPaymentMethodOnCart(input: {
    cart_id: $cartId
    payment_method: { code: "braintree", braintree: { payment_method_nonce: $paymentNonce, is_active_payment_token_enabler: false } }
  }) { cart { id selected_payment_method { code title } } }
}`;

describe('Braintree', () => {
  it('is never offered, in either website', async () => {
    for (const [headers, email] of [
      [RU, 'bt.offered.ru@example.com'],
      [INT, 'bt.offered.int@example.com'],
    ] as const) {
      const cart = await paymentOf(await chairCart(headers, email), headers);
      expect(cart.available_payment_methods.length).toBeGreaterThan(1);
      expect(
        cart.available_payment_methods.map((m: Any) => m.code).filter((c: string) => /braintree/.test(c)),
      ).toEqual([]);
    }
  });

  it('answers PWA Studio’s credit-card document with Magento’s unavailable-method error', async () => {
    const id = await chairCart(INT, 'bt.pwa@example.com');
    const res = await api.gql<Any>(SET_CC_DETAILS, {
      variables: { cartId: id, paymentNonce: 'fake-valid-nonce' },
      headers: INT,
    });
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      [NOT_AVAILABLE, 'graphql-input'],
    ]);
    expect(res.data?.setPaymentMethodOnCart ?? null).toBeNull();
    expect((await paymentOf(id, INT)).selected_payment_method).toEqual({ code: 'banktransfer' });
  });

  it.each([
    ['braintree_cc_vault', '{ public_hash: "abc", device_data: "{}" }'],
    ['braintree_paypal', '{ payment_method_nonce: "n", is_active_payment_token_enabler: true }'],
    ['braintree_paypal_vault', '{ public_hash: "abc" }'],
    ['braintree_applepay_vault', '{ public_hash: "abc" }'],
  ])('refuses %s the same way', async (code, input) => {
    const id = await chairCart(RU, `bt.${code}@example.com`);
    const res = await api.gql<Any>(
      `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "${code}", ${code}: ${input} } }) { cart { id } } }`,
      { variables: { id }, headers: RU },
    );
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      [NOT_AVAILABLE, 'graphql-input'],
    ]);
    expect((await paymentOf(id, RU)).selected_payment_method).toEqual({ code: 'banktransfer' });
  });

  it('is not offered even when configuration names it for a region and switches it on', async () => {
    const db = api.database.db;
    // A misconfiguration: Braintree in every region's list, active.
    await db
      .update(websiteRegion)
      .set({ paymentMethods: sql`array_append(${websiteRegion.paymentMethods}, 'braintree')` });
    await db
      .insert(configValue)
      .values({ scope: 'default', scopeId: 0, path: 'payment/braintree/active', value: '1' });
    await bumpStoreVersion(db);
    try {
      const id = await chairCart(INT, 'bt.configured@example.com');
      const cart = await paymentOf(id, INT);
      expect(cart.available_payment_methods.map((m: Any) => m.code)).not.toContain('braintree');
      const res = await api.gql<Any>(SET_CC_DETAILS, {
        variables: { cartId: id, paymentNonce: 'fake-valid-nonce' },
        headers: INT,
      });
      expect(res.errors?.map((e) => e.message)).toEqual([NOT_AVAILABLE]);
    } finally {
      await db
        .update(websiteRegion)
        .set({ paymentMethods: sql`array_remove(${websiteRegion.paymentMethods}, 'braintree')` });
      await db.delete(configValue).where(eq(configValue.path, 'payment/braintree/active'));
      await bumpStoreVersion(db);
    }
  });

  it('keeps Magento’s input shape: a braintree input without its nonce is not a valid document', async () => {
    const id = await chairCart(INT, 'bt.shape@example.com');
    const res = await api.gql<Any>(
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "braintree", braintree: { is_active_payment_token_enabler: false } } }) { cart { id } } }',
      { variables: { id }, headers: INT },
    );
    expect(res.errors?.[0]?.message).toMatch(/payment_method_nonce/);
    expect(res.data).toBeUndefined();
  });
});

// With the default settings — no provider credentials, no PAYMENT_SANDBOX — the redirect methods
// fail closed: they are not offered, cannot be chosen or placed, and the sandboxes are not served.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { savePayment } from '../../src/modules/cart/store.ts';
import { cart } from '../../src/modules/cart/tables.ts';
import { product } from '../../src/modules/catalog/product-tables.ts';
import { salesOrder } from '../../src/modules/sales/tables.ts';
import { type Any, INT, LONDON, ok, placeOrder, RU, readyCart, stockedProduct } from '../checkout/support.ts';
import { useTestApi } from '../support/api-client.ts';
import { OLD_PUBLIC_SANDBOX } from './http-tools.ts';

const api = useTestApi();
const NOT_AVAILABLE = 'The requested Payment Method is not available.';

beforeAll(async () => {
  await stockedProduct(api.database.db, 'CLOSED-BED', { stock: '10', ru: '50000', int: '500' });
});

const bedCart = (headers: Record<string, string>, email: string) =>
  readyCart(api, {
    headers,
    items: [{ sku: 'CLOSED-BED', quantity: 1 }],
    email,
    address: headers === INT ? LONDON : undefined,
    payment: null,
  });

const offered = async (cartId: string, headers: Record<string, string>) =>
  ok(
    await api.gql<Any>('query($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }', {
      variables: { id: cartId },
      headers,
    }),
  ).cart.available_payment_methods.map((m: Any) => m.code);

const choose = (cartId: string, code: string, headers: Record<string, string>) =>
  api.gql<Any>(
    'mutation($id: String!, $c: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: $c}}) { cart { id } } }',
    { variables: { id: cartId, c: code }, headers },
  );

describe('redirect payments without credentials or PAYMENT_SANDBOX', () => {
  it('are not offered: the carts list only the offline methods', async () => {
    expect(await offered(await bedCart(RU, 'closed.ru@example.com'), RU)).toEqual([
      'cashondelivery',
      'banktransfer',
    ]);
    expect(await offered(await bedCart(INT, 'closed.int@example.com'), INT)).toEqual([
      'checkmo',
      'banktransfer',
    ]);
  });

  it('cannot be chosen, with Magento’s message for an unavailable method', async () => {
    for (const [headers, code] of [
      [RU, 'robokassa'],
      [INT, 'paypal_express'],
    ] as const) {
      const answer = await choose(await bedCart(headers, `choose.${code}@example.com`), code, headers);
      expect(answer.errors?.[0]).toMatchObject({
        message: NOT_AVAILABLE,
        extensions: { category: 'graphql-input' },
      });
    }
  });

  it('cannot be placed when chosen while still offered: no order, stock and cart untouched', async () => {
    const cartId = await bedCart(RU, 'chosen.before@example.com');
    const [row] = await api.database.db.select().from(cart).where(eq(cart.maskedId, cartId));
    // As if robokassa had been chosen before the sandbox was switched off.
    await savePayment(api.database.db, row!.id, { code: 'robokassa', additionalData: {} });
    const stockBefore = await stock();
    const placed = await placeOrder(api, cartId, RU);
    expect(placed.errors).toEqual([{ code: 'UNABLE_TO_PLACE_ORDER', message: NOT_AVAILABLE }]);
    expect(placed.order).toBeNull();
    expect(await stock()).toBe(stockBefore);
    const [after] = await api.database.db.select().from(cart).where(eq(cart.maskedId, cartId));
    expect(after?.isActive).toBe(true);
    expect(
      await api.database.db
        .select()
        .from(salesOrder)
        .where(eq(salesOrder.customerEmail, 'chosen.before@example.com')),
    ).toEqual([]);
  });

  it('refuse a PayPal express token', async () => {
    const answer = await api.gql<Any>(
      `mutation($id: String!) { createPaypalExpressToken(input: {cart_id: $id, code: "paypal_express",
        urls: {return_url: "checkout/paypal/return", cancel_url: "checkout/cart"}}) { token } }`,
      { variables: { id: await bedCart(INT, 'express.closed@example.com') }, headers: INT },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: NOT_AVAILABLE,
      extensions: { category: 'graphql-input' },
    });
  });

  it('leave the sandboxes unserved, whatever credentials are sent', async () => {
    const base = new URL(api.url).origin;
    const page = await fetch(`${base}/sandbox/robokassa/pay?MerchantLogin=atrium-sandbox&OutSum=1&InvId=1`);
    expect(page.status).toBe(404);
    const oauth = await fetch(`${base}/sandbox/paypal/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(OLD_PUBLIC_SANDBOX.paypalClient).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(oauth.status).toBe(404);
  });
});

async function stock(): Promise<number> {
  const [row] = await api.database.db.select().from(product).where(eq(product.sku, 'CLOSED-BED'));
  return Number(row?.stockQty);
}

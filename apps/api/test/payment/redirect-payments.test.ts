// Every payment method end to end: offline ones place a pending order; Robokassa and PayPal send
// the shopper through the built-in sandbox (the page's form pressed like a browser would) and back,
// paid or declined — a declined payment cancels the order, gives the stock back and the cart too.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/modules/catalog/product-tables.ts';
import { expireUnpaidOrders } from '../../src/modules/sales/expire-unpaid.ts';
import { salesOrder, salesOrderPayment } from '../../src/modules/sales/tables.ts';
import {
  type Any,
  INT,
  LONDON,
  ok,
  placeOrder,
  pressSandboxButton,
  RU,
  readyCart,
  stockedProduct,
} from '../checkout/support.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';

const api = useTestApi({ PAYMENT_SANDBOX: 'true' });

beforeAll(async () => {
  await stockedProduct(api.database.db, 'PAY-SOFA', { stock: '20', ru: '30000', int: '300', name: 'Sofa' });
});

const orderRow = async (number: string) => {
  const [row] = await api.database.db.select().from(salesOrder).where(eq(salesOrder.incrementId, number));
  const [payment] = await api.database.db
    .select()
    .from(salesOrderPayment)
    .where(eq(salesOrderPayment.orderId, row!.id));
  return { status: row?.status, payment };
};
const stock = async () =>
  Number((await api.database.db.select().from(product).where(eq(product.sku, 'PAY-SOFA')))[0]?.stockQty);
const cartQuantity = async (cartId: string, headers: Record<string, string>) =>
  ok(
    await api.gql<Any>('query($id: String!) { cart(cart_id: $id) { total_quantity } }', {
      variables: { id: cartId },
      headers,
    }),
  ).cart.total_quantity;

/** A cart of sofas set up to the payment (null: none chosen); int ships to London, ru to Moscow. */
const sofaCart = (headers: Record<string, string>, email: string, payment: string | null, quantity = 1) =>
  readyCart(api, {
    headers,
    items: [{ sku: 'PAY-SOFA', quantity }],
    email,
    address: headers === INT ? LONDON : undefined,
    payment: payment === null ? null : { code: payment },
  });

describe('offline payment methods', () => {
  for (const [headers, code] of [
    [INT, 'checkmo'],
    [INT, 'banktransfer'],
    [RU, 'banktransfer'],
    [RU, 'cashondelivery'],
  ] as const) {
    it(`${code} on the ${headers.Store} website places a pending order without leaving the shop`, async () => {
      const cartId = await sofaCart(headers, `${code}@example.com`, code);
      const placed = await placeOrder(api, cartId, headers);
      expect(placed.errors).toEqual([]);
      expect(placed.order?.redirect_url).toBeNull();
      expect(placed.orderV2.payment_methods[0].type).toBe(code);
      expect((await orderRow(placed.order!.order_number)).status).toBe('pending');
    });
  }
});

describe('Robokassa (the built-in sandbox)', () => {
  it('sends the shopper to a signed payment page; paying notifies the shop, marks the order paid and mails it', async () => {
    const cartId = await sofaCart(RU, 'card.paid@example.com', 'robokassa');
    const placed = await placeOrder(api, cartId, RU);
    expect(placed.errors).toEqual([]);
    const link = new URL(placed.order!.redirect_url!);
    expect(link.pathname).toBe('/sandbox/robokassa/pay');
    expect(link.searchParams.get('MerchantLogin')).toBe('atrium-sandbox');
    expect(link.searchParams.get('SignatureValue')).toMatch(/^[0-9a-f]{32}$/);
    expect(placed.orderV2.status).toBe('Ожидает оплаты');
    const number = placed.order!.order_number;
    const back = await pressSandboxButton(api, link.toString(), 'approve');
    expect(back.toString()).toBe(
      `http://localhost:3000/ru/checkout/payment/return?order_number=${number}&result=paid`,
    );
    expect(await orderRow(number)).toMatchObject({ status: 'processing', payment: { state: 'paid' } });
    const mail = await waitForMail(api.mailDir, 'card.paid@example.com');
    expect(mail.subject).toContain(number);
    // A retry of the placed cart now answers the paid order without a payment link.
    const retry = await placeOrder(api, cartId, RU);
    expect(retry.order).toEqual({ order_number: number, redirect_url: null });
  });

  it('declining cancels the order, gives the stock back and makes the cart usable again', async () => {
    const before = await stock();
    const cartId = await sofaCart(RU, 'card.declined@example.com', 'robokassa', 2);
    const placed = await placeOrder(api, cartId, RU);
    expect(await stock()).toBe(before - 2);
    const back = await pressSandboxButton(api, placed.order!.redirect_url!, 'decline');
    expect(back.searchParams.get('result')).toBe('canceled');
    expect((await orderRow(placed.order!.order_number)).status).toBe('canceled');
    expect(await stock()).toBe(before);
    expect(await cartQuantity(cartId, RU)).toBe(2);
    // The shopper can pay another way with the same cart.
    await api.gql(
      'mutation($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "cashondelivery"}}) { cart { id } } }',
      { variables: { id: cartId }, headers: RU },
    );
    const second = await placeOrder(api, cartId, RU);
    expect(second.errors).toEqual([]);
    expect(second.order?.order_number).not.toBe(placed.order?.order_number);
  });

  it('refuses a notification with a wrong signature and leaves the order waiting', async () => {
    const cartId = await sofaCart(RU, 'card.forged@example.com', 'robokassa');
    const placed = await placeOrder(api, cartId, RU);
    const link = new URL(placed.order!.redirect_url!);
    const forged = new URLSearchParams({
      OutSum: link.searchParams.get('OutSum')!,
      InvId: link.searchParams.get('InvId')!,
      SignatureValue: 'f'.repeat(32),
      Shp_order: link.searchParams.get('Shp_order')!,
    });
    const answer = await fetch(new URL('/payment/robokassa/result', api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: forged.toString(),
    });
    expect(await answer.text()).toBe('bad sign');
    expect((await orderRow(placed.order!.order_number)).status).toBe('pending_payment');
  });
});

describe('PayPal (the built-in sandbox speaking the Orders v2 API)', () => {
  it('placeOrder answers the approval page; approving captures the payment', async () => {
    const cartId = await sofaCart(INT, 'pp.paid@example.com', 'paypal_express');
    const placed = await placeOrder(api, cartId, INT);
    expect(placed.errors).toEqual([]);
    expect(new URL(placed.order!.redirect_url!).pathname).toBe('/sandbox/paypal/checkoutnow');
    const number = placed.order!.order_number;
    const back = await pressSandboxButton(api, placed.order!.redirect_url!, 'approve');
    expect(back.toString()).toBe(
      `http://localhost:3000/int/checkout/payment/return?order_number=${number}&result=paid`,
    );
    const row = await orderRow(number);
    expect(row).toMatchObject({ status: 'processing', payment: { state: 'paid' } });
    expect(row.payment?.additionalData.paypal_capture_id).toMatch(/^CAP/);
  });

  it('canceling at PayPal cancels the order and keeps the cart', async () => {
    const cartId = await sofaCart(INT, 'pp.cancel@example.com', 'paypal_express');
    const placed = await placeOrder(api, cartId, INT);
    const back = await pressSandboxButton(api, placed.order!.redirect_url!, 'decline');
    expect(back.searchParams.get('result')).toBe('canceled');
    expect((await orderRow(placed.order!.order_number)).status).toBe('canceled');
    expect(await cartQuantity(cartId, INT)).toBe(1);
  });

  it('express checkout: a token approved before placeOrder is captured by placeOrder', async () => {
    const cartId = await sofaCart(INT, 'pp.express@example.com', null);
    const created = ok(
      await api.gql<Any>(
        `mutation($id: String!) { createPaypalExpressToken(input: {cart_id: $id, code: "paypal_express",
          urls: {return_url: "checkout/paypal/return", cancel_url: "checkout/paypal/cancel"}}) { token paypal_urls { start edit } } }`,
        { variables: { id: cartId }, headers: INT },
      ),
    ).createPaypalExpressToken;
    expect(created.token).toMatch(/^[A-Z0-9]{10,}$/);
    const back = await pressSandboxButton(api, created.paypal_urls.start, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/int/checkout/paypal/return');
    expect(back.searchParams.get('token')).toBe(created.token);
    const payerId = back.searchParams.get('PayerID');
    ok(
      await api.gql(
        'mutation($id: String!, $t: String!, $p: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "paypal_express", paypal_express: {token: $t, payer_id: $p}}}) { cart { id } } }',
        { variables: { id: cartId, t: created.token, p: payerId }, headers: INT },
      ),
    );
    const placed = await placeOrder(api, cartId, INT);
    expect(placed.errors).toEqual([]);
    expect(placed.order?.redirect_url).toBeNull();
    expect(placed.orderV2.status).toBe('Processing');
  });

  it('createPaypalExpressToken takes storefront URLs only and a cart where PayPal is offered', async () => {
    const intCart = await sofaCart(INT, 'pp.url@example.com', null);
    const token = (id: string, returnUrl: string, headers: Record<string, string>) =>
      api.gql<Any>(
        `mutation($id: String!, $r: String!) { createPaypalExpressToken(input: {cart_id: $id, code: "paypal_express",
          urls: {return_url: $r, cancel_url: "checkout/cart"}}) { token } }`,
        { variables: { id, r: returnUrl }, headers },
      );
    const absolute = await token(intCart, 'https://evil.example/return', INT);
    expect(absolute.errors?.[0]).toMatchObject({
      message: 'Invalid Url. "return_url" must be a page of this store, such as "checkout/paypal/return".',
      extensions: { category: 'graphql-input' },
    });
    const ruCart = await sofaCart(RU, 'pp.ru@example.com', null);
    const ru = await token(ruCart, 'checkout/paypal/return', RU);
    expect(ru.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
  });
});

describe('unpaid redirect orders', () => {
  it('are canceled after the pending payment lifetime, stock and cart given back', async () => {
    const later = new Date(Date.now() + 481 * 60_000);
    await expireUnpaidOrders(api.database.db, 480, later); // the other tests' waiting orders
    const before = await stock();
    const cartId = await sofaCart(RU, 'card.late@example.com', 'robokassa');
    const placed = await placeOrder(api, cartId, RU);
    expect(await expireUnpaidOrders(api.database.db, 480)).toBe(0);
    expect(await expireUnpaidOrders(api.database.db, 480, later)).toBe(1);
    expect((await orderRow(placed.order!.order_number)).status).toBe('canceled');
    expect(await stock()).toBe(before);
    expect(await cartQuantity(cartId, RU)).toBe(1);
  });
});

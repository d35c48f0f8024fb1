// Public URLs come from configuration, never from the request: with a forged Host header (or an
// absolute request target naming another server) the API calls no one but the configured providers,
// and every URL it answers is on API_PUBLIC_URL (here its default, http://localhost:<API_PORT>/) or
// STOREFRONT_URL (default http://localhost:3000/). A throwaway listener stands in for the target.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesOrder } from '../../src/modules/sales/tables.ts';
import { INT, LONDON, PLACE, RU, readyCart, stockedProduct } from '../checkout/support.ts';
import { useTestApi } from '../support/api-client.ts';
import { graphqlWithHost, sendRaw, useTrap } from './http-tools.ts';

// API_PUBLIC_URL left unset: the default, derived from API_PORT.
const api = useTestApi({ PAYMENT_SANDBOX: 'true', API_PUBLIC_URL: '' });
const trap = useTrap();
let publicApi: string;

beforeAll(async () => {
  publicApi = `http://localhost:${new URL(api.url).port}`;
  await stockedProduct(api.database.db, 'HOST-LAMP', { stock: '10', ru: '5000', int: '50', name: 'Lamp' });
});

const lampCart = (headers: Record<string, string>, email: string, payment: string | null) =>
  readyCart(api, {
    headers,
    items: [{ sku: 'HOST-LAMP', quantity: 1 }],
    email,
    address: headers === INT ? LONDON : undefined,
    payment: payment ? { code: payment } : null,
  });

const status = async (number: string) =>
  (await api.database.db.select().from(salesOrder).where(eq(salesOrder.incrementId, number)))[0]?.status;

/** Presses a sandbox page's button with the forged Host, as a browser sent there would. */
async function pressWithForgedHost(pageUrl: string, decision: 'approve' | 'decline') {
  const page = new URL(pageUrl);
  const html = (await sendRaw(api.url, { path: page.pathname + page.search, host: trap.host })).body;
  expect(html).not.toContain(trap.host);
  const action = new URL(html.match(/<form method="post" action="([^"]+)"/)![1]!.replace(/&amp;/g, '&'));
  expect(action.origin).toBe(publicApi);
  const fields = new URLSearchParams({ decision });
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(name!, value!.replace(/&amp;/g, '&'));
  }
  return sendRaw(api.url, {
    path: action.pathname,
    method: 'POST',
    host: trap.host,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  });
}

async function followWithForgedHost(location: string) {
  const next = new URL(location);
  expect(next.origin).toBe(publicApi);
  return sendRaw(api.url, { path: next.pathname + next.search, host: trap.host });
}

describe('a forged Host header', () => {
  it('does not make createPaypalExpressToken call the named server', async () => {
    const cartId = await lampCart(INT, 'host.express@example.com', null);
    const answer = await graphqlWithHost(
      api,
      trap.host,
      `mutation($id: String!) { createPaypalExpressToken(input: {cart_id: $id, code: "paypal_express",
        urls: {return_url: "checkout/paypal/return", cancel_url: "checkout/cart"}}) { token paypal_urls { start } } }`,
      { id: cartId },
      INT,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createPaypalExpressToken.paypal_urls.start).toMatch(
      new RegExp(`^${publicApi}/sandbox/paypal/checkoutnow\\?token=`),
    );
    expect(trap.received).toEqual([]);
  });

  it('leaves a PayPal payment on the configured URLs from placeOrder to the storefront', async () => {
    const cartId = await lampCart(INT, 'host.paypal@example.com', 'paypal_express');
    const placed = (await graphqlWithHost(api, trap.host, PLACE, { id: cartId }, INT)).data.placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.order.redirect_url.startsWith(`${publicApi}/sandbox/paypal/checkoutnow?token=`)).toBe(true);
    const approved = await pressWithForgedHost(placed.order.redirect_url, 'approve');
    expect(approved.status).toBe(303);
    const returned = await followWithForgedHost(String(approved.headers.location));
    expect(String(returned.headers.location)).toBe(
      `http://localhost:3000/int/checkout/payment/return?order_number=${placed.order.order_number}&result=paid`,
    );
    expect(await status(placed.order.order_number)).toBe('processing');
    expect(trap.received).toEqual([]);
  });

  it('does not redirect the card gateway sandbox’s Result notification', async () => {
    const cartId = await lampCart(RU, 'host.card@example.com', 'robokassa');
    const placed = (await graphqlWithHost(api, trap.host, PLACE, { id: cartId }, RU)).data.placeOrder;
    expect(placed.order.redirect_url.startsWith(`${publicApi}/sandbox/robokassa/pay?`)).toBe(true);
    const paid = await pressWithForgedHost(placed.order.redirect_url, 'approve');
    expect(paid.status, paid.body).toBe(303);
    const returned = await followWithForgedHost(String(paid.headers.location));
    expect(String(returned.headers.location)).toBe(
      `http://localhost:3000/ru/checkout/payment/return?order_number=${placed.order.order_number}&result=paid`,
    );
    expect(await status(placed.order.order_number)).toBe('processing');
    expect(trap.received).toEqual([]);
  });
});

describe('the request target', () => {
  it('in absolute form naming another server is read as a path of this API', async () => {
    const cartId = await lampCart(INT, 'host.absolute@example.com', null);
    const answer = await sendRaw(api.url, {
      path: `http://${trap.host}/graphql`,
      method: 'POST',
      host: trap.host,
      headers: { 'content-type': 'application/json', ...INT },
      body: JSON.stringify({
        query: `mutation($id: String!) { createPaypalExpressToken(input: {cart_id: $id, code: "paypal_express",
          urls: {return_url: "checkout/paypal/return", cancel_url: "checkout/cart"}}) { token } }`,
        variables: { id: cartId },
      }),
    });
    expect(JSON.parse(answer.body).errors).toBeUndefined();
    expect(trap.received).toEqual([]);
  });

  it('is answered normally whatever the Host header holds', async () => {
    for (const host of ['exa mple', '[::1', 'a:b:c']) {
      const answer = await sendRaw(api.url, {
        path: '/graphql',
        method: 'POST',
        host,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ storeConfig { base_url } }' }),
      });
      expect(answer.status, host).toBe(200);
      expect(JSON.parse(answer.body).data.storeConfig.base_url).toBe('http://localhost:3000/ru/');
    }
  });
});

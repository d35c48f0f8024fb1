// Issue 11 §7: the payment HTTP endpoints answer every malformed request with 4xx — an unsupported
// method with 405 and the Allow header, a NUL byte or a number out of range in the query with 400 or
// 404 — never with a database error (HTTP 500). The sandboxes are on, so every route exists.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi({ PAYMENT_SANDBOX: 'true' });
const base = () => new URL(api.url).origin;

/** Every payment route and the methods it answers. */
const ROUTES: [string, string[]][] = [
  ['/payment/paypal/return', ['GET']],
  ['/payment/paypal/cancel', ['GET']],
  ['/payment/robokassa/result', ['GET', 'POST']],
  ['/payment/robokassa/success', ['GET', 'POST']],
  ['/payment/robokassa/fail', ['GET', 'POST']],
  ['/sandbox/paypal/v1/oauth2/token', ['POST']],
  ['/sandbox/paypal/checkoutnow', ['GET', 'POST']],
  ['/sandbox/paypal/v2/checkout/orders', ['POST']],
  ['/sandbox/paypal/v2/checkout/orders/ABC123', ['GET']],
  ['/sandbox/paypal/v2/checkout/orders/ABC123/capture', ['POST']],
  ['/sandbox/robokassa/pay', ['GET', 'POST']],
];

const BAD_QUERIES = [
  'token=%00',
  'token=a%00b&PayerID=%00',
  'InvId=%00&Shp_order=%00&OutSum=%00&SignatureValue=%00',
  'InvId=2147483648&OutSum=1&SignatureValue=x',
  'InvId=99999999999999999999999&OutSum=1',
  'InvId=-1&OutSum=NaN',
  `token=${'x'.repeat(5000)}`,
  'token=%ff%fe',
];

describe('payment HTTP endpoints', () => {
  it('answer an unsupported method with 405 and the methods they allow', async () => {
    for (const [path, allowed] of ROUTES) {
      for (const method of ['DELETE', 'PUT', 'PATCH', 'HEAD', 'OPTIONS', 'GET', 'POST']) {
        if (allowed.includes(method)) continue;
        const res = await fetch(`${base()}${path}?token=%00`, { method, redirect: 'manual' });
        expect({ path, method, status: res.status }).toEqual({ path, method, status: 405 });
        expect(res.headers.get('allow')).toBe(allowed.join(', '));
      }
    }
  });

  it('answer a NUL byte, a number out of range or junk in the query with 4xx, never 500', async () => {
    for (const [path, allowed] of ROUTES) {
      for (const method of allowed) {
        for (const query of BAD_QUERIES) {
          const res = await fetch(`${base()}${path}?${query}`, {
            method,
            redirect: 'manual',
            ...(method === 'POST'
              ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query }
              : {}),
          });
          const status = res.status;
          expect({ path, method, query: query.slice(0, 60), ok: status >= 400 && status < 500 }).toEqual({
            path,
            method,
            query: query.slice(0, 60),
            ok: true,
          });
        }
      }
    }
  });

  it('refuse a NUL in a form body or a JSON body as well', async () => {
    const form = await fetch(`${base()}/payment/robokassa/result`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'InvId=1&Shp_order=%00',
    });
    expect(form.status).toBe(400);
    const json = await fetch(`${base()}/sandbox/paypal/v2/checkout/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ purchase_units: [{ description: 'a\u0000b' }] }),
    });
    expect(json.status).toBe(400);
  });

  it('answer an unknown payment path with 404', async () => {
    for (const path of [
      '/payment/nope',
      '/payment/paypal/other',
      '/sandbox/paypal/elsewhere',
      '/sandbox/robokassa/x',
    ]) {
      expect({ path, status: (await fetch(`${base()}${path}`)).status }).toEqual({ path, status: 404 });
    }
  });
});

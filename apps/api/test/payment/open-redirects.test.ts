// createPaypalExpressToken's return and cancel URLs are pages of the storefront: each is resolved
// against the website's storefront URL with the WHATWG parser and must stay on its origin. Known
// bypasses are refused with an input error before anything is asked of PayPal; the others land on
// the storefront when the buyer approves or cancels at (the sandbox of) PayPal.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Any, INT, LONDON, readyCart, stockedProduct } from '../checkout/support.ts';
import { useTestApi } from '../support/api-client.ts';
import { REDIRECT_CASES } from './redirect-bypasses.ts';

const api = useTestApi({ PAYMENT_SANDBOX: 'true' });
let cartId: string;

const token = (urls: { return_url: string; cancel_url: string }) =>
  api.gql<Any>(
    `mutation($id: String!, $urls: PaypalExpressUrlsInput!) {
      createPaypalExpressToken(input: {cart_id: $id, code: "paypal_express", urls: $urls}) { token paypal_urls { start } } }`,
    { variables: { id: cartId, urls }, headers: INT },
  );

/** Presses the sandbox approval page's button; answers where PayPal sends the browser. */
async function decide(start: string, decision: 'approve' | 'decline'): Promise<string> {
  const page = await (await fetch(start)).text();
  const action = page.match(/<form method="post" action="([^"]+)"/)![1]!.replace(/&amp;/g, '&');
  const body = new URLSearchParams({ token: new URL(start).searchParams.get('token')!, decision });
  const answer = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('location')!;
}

const withoutQuery = (location: string) => {
  const url = new URL(location);
  url.searchParams.delete('token');
  url.searchParams.delete('PayerID');
  return url.toString();
};

beforeAll(async () => {
  await stockedProduct(api.database.db, 'REDIR-VASE', { stock: '5', int: '40' });
  cartId = await readyCart(api, {
    headers: INT,
    items: [{ sku: 'REDIR-VASE', quantity: 1 }],
    email: 'redirects@example.com',
    address: LONDON,
    payment: null,
  });
});

describe('createPaypalExpressToken return URLs', () => {
  for (const { name, input, lands } of REDIRECT_CASES.filter((c) => c.lands === null)) {
    it(`refuse ${name} as return_url or cancel_url`, async () => {
      for (const urls of [
        { return_url: input, cancel_url: 'checkout/cart' },
        { return_url: 'checkout/paypal/return', cancel_url: input },
      ]) {
        const answer = await token(urls);
        expect(answer.data?.createPaypalExpressToken ?? null, JSON.stringify(urls)).toBeNull();
        expect(answer.errors?.[0]).toMatchObject({
          // A NUL byte is refused with every other string input before the URL is looked at.
          message: input.includes('\u0000')
            ? 'Variable "$urls" must not contain NUL bytes.'
            : expect.stringMatching(/^Invalid Url\. ".+_url" must be a page of this store/),
          extensions: { category: 'graphql-input' },
        });
      }
      expect(lands).toBeNull();
    });
  }

  for (const { name, input, lands } of REDIRECT_CASES.filter((c) => c.lands !== null)) {
    it(`send the buyer back to the storefront for ${name}`, async () => {
      const answer = await token({ return_url: input, cancel_url: input });
      expect(answer.errors).toBeUndefined();
      const start = answer.data.createPaypalExpressToken.paypal_urls.start;
      expect(withoutQuery(await decide(start, 'approve'))).toBe(lands);
    });
  }

  it('send a canceling buyer to the cancel URL on the storefront', async () => {
    const answer = await token({ return_url: 'checkout/paypal/return', cancel_url: 'checkout/cart' });
    const location = await decide(answer.data.createPaypalExpressToken.paypal_urls.start, 'decline');
    expect(withoutQuery(location)).toBe('http://localhost:3000/int/checkout/cart');
  });
});

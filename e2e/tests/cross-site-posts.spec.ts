// Cross-site form posts (issue 11 §6): every storefront POST is checked against the browser's
// Origin and Sec-Fetch-Site headers before React Router runs. A post from another site is refused
// with 403 and changes nothing; posts from the storefront's own pages — directly or through the
// configured reverse proxies — go through (the rest of the browser suite proves they still work).
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createAccount, graphql, tokenFor } from './customer-support.ts';
import { API_URL, UNTRUSTING_WEB_URL, WEB_URL } from './support.ts';

test.describe.configure({ timeout: 90_000 });

const CROSS_SITE_HEADERS = [
  ['a forged Origin', { Origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  // Same site but another origin: the API's payment sandbox page on its own port, say.
  ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site', Origin: new URL(API_URL).origin }],
  ['a cross-site Sec-Fetch-Site with our own Origin', { Origin: WEB_URL, 'Sec-Fetch-Site': 'cross-site' }],
  ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
  ['an Origin on another port', { Origin: 'http://127.0.0.1:1' }],
] as const;

async function expectRefused(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.status()).toBe(403);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toMatch(/cross-site/i);
  expect(response.headers()['set-cookie']).toBeUndefined();
}

for (const [name, headers] of CROSS_SITE_HEADERS) {
  test(`a post with ${name} is refused and changes nothing`, async ({ request }) => {
    const account = await createAccount('cross-site');
    const token = await tokenFor(account);
    const cookie = { Cookie: `auth_token=${token}; website=int` };

    // Logout: the customer's token stays valid.
    await expectRefused(
      await request.post('/int/customer/logout', { headers: { ...headers, ...cookie }, maxRedirects: 0 }),
    );
    const me = await graphql<{ customer: { email: string } }>('{ customer { email } }', {}, token);
    expect(me.data?.customer.email).toBe(account.email);

    // Sign-in: no session cookie is handed out.
    await expectRefused(
      await request.post('/int/customer/signin', {
        headers,
        form: { email: account.email, password: account.password, redirectTo: '/int/' },
        maxRedirects: 0,
      }),
    );
    // The language and region choices: no preference cookie is set.
    await expectRefused(
      await request.post('/int/locale', { headers, form: { locale: 'ru-RU' }, maxRedirects: 0 }),
    );
    // Add to cart: no cart is made.
    await expectRefused(
      await request.post('/int/checkout/cart/add', {
        headers,
        form: { sku: 'CHR-000092', quantity: '2' },
        maxRedirects: 0,
      }),
    );
  });
}

test('a post from the storefront’s own page goes through', async ({ request }) => {
  const sameOrigin: Record<string, string>[] = [
    { Origin: WEB_URL, 'Sec-Fetch-Site': 'same-origin' },
    { Origin: WEB_URL },
    { 'Sec-Fetch-Site': 'same-origin' },
  ];
  for (const headers of sameOrigin) {
    const response = await request.post('/int/locale', {
      headers,
      form: { locale: 'ru-RU', redirectTo: '/int/' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['set-cookie']).toContain('locale=ru-RU');
  }
});

test('a client that sends neither header (not a browser) is let through', async ({ request }) => {
  const response = await request.post('/int/locale', {
    form: { locale: 'ru-RU', redirectTo: '/int/' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
});

test('behind a trusted proxy the public origin comes from X-Forwarded-Host and -Proto', async ({
  request,
}) => {
  const proxied = {
    Origin: 'https://shop.example',
    'X-Forwarded-Host': 'shop.example',
    'X-Forwarded-Proto': 'https',
  };
  const form = { locale: 'ru-RU', redirectTo: '/int/' };
  // The first storefront trusts 127.0.0.1, where this request comes from.
  const trusted = await request.post(`${WEB_URL}/int/locale`, { headers: proxied, form, maxRedirects: 0 });
  expect(trusted.status()).toBe(302);
  // The other trusts nobody: the forwarded headers are anyone's claim, so the origins differ.
  await expectRefused(
    await request.post(`${UNTRUSTING_WEB_URL}/int/locale`, { headers: proxied, form, maxRedirects: 0 }),
  );
  // A trusted proxy still cannot make another site's post look like ours.
  await expectRefused(
    await request.post(`${WEB_URL}/int/locale`, {
      headers: { ...proxied, Origin: 'https://evil.example' },
      form,
      maxRedirects: 0,
    }),
  );
});

test('GET requests are not checked: links from other sites still open pages', async ({ request }) => {
  const response = await request.get('/int/categories', {
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', Cookie: 'website=int' },
  });
  expect(response.status()).toBe(200);
});

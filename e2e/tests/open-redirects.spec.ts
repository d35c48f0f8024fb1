// Open redirects (issue 11 §4): the forms that send the shopper back somewhere — add to cart, the
// footer's newsletter form and sign-in's redirectTo — never answer a Location off the site, whatever
// the posted target hides (tabs, newlines, backslashes, dot segments, schemes, user info).
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createAccount } from './customer-support.ts';
import { WEB_URL } from './support.ts';

test.describe.configure({ timeout: 90_000 });

// What a browser does with each: strip the tab or newline, read `\` as `/`, collapse `.` — and leave.
const HOSTILE_TARGETS = [
  '/\t/evil.example/phish',
  '/\n/evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '/.//evil.example/phish',
  '%2f%2fevil.example/phish',
  'JAVASCRIPT:alert(1)',
  'https://127.0.0.1@evil.example/phish',
];

/** A post from one of the storefront's own pages (the browser says so). */
const SAME_ORIGIN = { Origin: WEB_URL, 'Sec-Fetch-Site': 'same-origin' };

function expectOnSite(location: string | undefined) {
  expect(location, 'a redirect').toBeTruthy();
  expect(new URL(location ?? '', `${WEB_URL}/int/`).origin).toBe(WEB_URL);
  expect(location).not.toMatch(/evil\.example/);
}

async function post(request: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await request.post(path, { form, headers: SAME_ORIGIN, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  return response.headers().location;
}

for (const target of HOSTILE_TARGETS) {
  test(`add to cart never sends the shopper off the site (${JSON.stringify(target)})`, async ({
    request,
  }) => {
    expectOnSite(await post(request, '/int/checkout/cart/add', { redirect_to: target }));
  });

  test(`the newsletter form never sends the shopper off the site (${JSON.stringify(target)})`, async ({
    request,
  }) => {
    const location = await post(request, '/int/newsletter/subscribe', {
      email: 'not-an-address',
      redirect_to: target,
    });
    expectOnSite(location);
  });
}

test('sign-in never sends the customer off the site', async ({ request }) => {
  const account = await createAccount('redirect');
  for (const target of HOSTILE_TARGETS) {
    const location = await post(request, '/int/customer/signin', {
      email: account.email,
      password: account.password,
      redirectTo: target,
    });
    expectOnSite(location);
  }
});

test('a path on the site is followed in its normalised form', async ({ request }) => {
  const location = await post(request, '/int/checkout/cart/add', { redirect_to: '/int/a/../sofas?x=1' });
  expect(location).toBe('/int/sofas?x=1');
});

test('the payment return follows only a redirectUrl on the site', async ({ request }) => {
  for (const target of HOSTILE_TARGETS) {
    const response = await request.get(
      `/int/checkout/payment/return?order_number=1&redirectUrl=${encodeURIComponent(target)}`,
      { maxRedirects: 0 },
    );
    const location = response.headers().location;
    if (location) expectOnSite(location);
  }
});

// Browser-facing hardening (issue 11 §6): every storefront page is sent with a Content-Security-
// Policy whose script nonce is new for each response, and still renders and hydrates under it — no
// `securitypolicyviolation` event and no CSP message in the console on the main pages, as a guest
// and as a customer, including a client-side navigation. The other security headers, and HSTS only
// over https (as told by a trusted proxy).
import { type APIResponse, expect as baseExpect, type Page, type Response, test } from '@playwright/test';
import { findProduct, isConfigurableInStock, productPath } from './cart-support.ts';
import { guestCartWithChair, useCart } from './checkout-support.ts';
import { createCustomer, useToken } from './customer-support.ts';
import { chooseWebsite, UNTRUSTING_WEB_URL, WEB_URL, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type Headers = Record<string, string>;

function cspOf(headers: Headers) {
  const policy = headers['content-security-policy'] ?? '';
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values] as const),
  );
  const nonce = /'nonce-([^']+)'/.exec(directives.get('script-src')?.join(' ') ?? '')?.[1];
  return { directives, nonce };
}

function expectSecurityHeaders(headers: Headers) {
  const { directives, nonce } = cspOf(headers);
  expect(nonce, 'a script nonce in the CSP').toMatch(/^[A-Za-z0-9+/=_-]{22,}$/);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(directives.get('script-src-attr')).toEqual(["'none'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  }
  // Plain http: no HSTS (it would be ignored, and pins nothing).
  expect(headers['strict-transport-security']).toBeUndefined();
  return nonce ?? '';
}

/** Every <script> of the document carries this response's nonce (the HTML as sent). */
async function expectNoncedScripts(response: Response | APIResponse, nonce: string) {
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) {
    // JSON-LD is data, never run, and so outside script-src; it carries the nonce anyway.
    expect(tag, 'a nonced script').toContain(`nonce="${nonce}"`);
  }
}

/** Collects CSP violations (events and console messages) from the start of every document. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // Also Chromium's complaints about the Permissions-Policy header (an unknown feature, say).
    if (
      /content security policy|refused to (load|execute|apply|connect|frame)|permissions-policy/i.test(
        message.text(),
      )
    ) {
      consoleErrors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

async function visit(page: Page, path: string, violations: () => Promise<string[]>) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const nonce = expectSecurityHeaders(response?.headers() ?? {});
  await expectNoncedScripts(response as Response, nonce);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  expect(await violations(), `CSP violations on ${path}`).toEqual([]);
  return nonce;
}

test('a guest’s main pages render and hydrate under the CSP', async ({ page, context }) => {
  await chooseWebsite(context, 'int');
  await useCart(context, 'int', await guestCartWithChair('int'));
  const product = await findProduct(isConfigurableInStock);
  const violations = await watchCsp(page);

  const nonces = new Set<string>();
  for (const path of [
    '/int/',
    '/int/living-room',
    productPath(product),
    '/int/checkout/cart',
    '/int/checkout',
    '/int/customer/signin',
  ]) {
    nonces.add(await visit(page, path, violations));
  }
  // A fresh nonce for every response.
  expect(nonces.size).toBe(6);

  // Client-side navigation loads route modules and data under the same policy.
  await page.goto('/int/');
  await waitForHydration(page);
  await page.getByTestId('cart-button').click();
  await page.getByRole('link', { name: 'View and edit cart' }).click();
  await expect(page).toHaveURL(/\/int\/checkout\/cart$/);
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a customer’s account pages render and hydrate under the CSP', async ({ page, context }) => {
  await chooseWebsite(context, 'int');
  await useToken(context, (await createCustomer()).token);
  const violations = await watchCsp(page);
  for (const path of [
    '/int/customer/account/',
    '/int/customer/account/edit',
    '/int/customer/account/address',
    '/int/customer/account/wishlist',
    '/int/customer/logout',
  ]) {
    await visit(page, path, violations);
  }
});

test('HSTS is sent only over https, as told by a trusted proxy', async ({ request }) => {
  const https = { 'X-Forwarded-Proto': 'https', Cookie: 'website=int' };
  const trusted = await request.get(`${WEB_URL}/int/categories`, { headers: https });
  expect(trusted.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  // The storefront that trusts no proxy is on plain http, whatever the header claims.
  const untrusted = await request.get(`${UNTRUSTING_WEB_URL}/int/categories`, { headers: https });
  expect(untrusted.headers()['strict-transport-security']).toBeUndefined();
});

test('the security headers come with static files and answers that are not pages', async ({ request }) => {
  for (const path of ['/favicon.svg', '/robots.txt', '/int/no/such-thing.html']) {
    const headers = (await request.get(path, { headers: { Cookie: 'website=int' } })).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test('the new-password page keeps its stricter referrer policy', async ({ request }) => {
  const response = await request.get('/int/customer/createpassword?token=abc', {
    headers: { Cookie: 'website=int' },
  });
  // The route's own policy follows the site-wide one; a browser obeys the last policy it knows.
  const policies = (response.headers()['referrer-policy'] ?? '').split(',').map((item) => item.trim());
  expect(policies.at(-1)).toBe('no-referrer');
});

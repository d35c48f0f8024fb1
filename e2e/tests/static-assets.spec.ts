// Static files, caching and pictures (issue 17, ADR 0043): the build's files go out as compressed
// at build time — brotli, else gzip, else as they are — with the original's type and a year's
// immutable cache for hashed assets and the versioned logo and favicon; anonymous shoppers' pages
// carry an ETag and are answered 304 when unchanged (and still run under the CSP when the browser
// reuses them), signed-in shoppers' never; the likely largest picture of the product page and the
// cart page is fetched eagerly with high priority.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect as baseExpect, test } from '@playwright/test';
import { findProduct, isConfigurableInStock, productPath } from './cart-support.ts';
import { guestCartWithChair, useCart } from './checkout-support.ts';
import { createCustomer } from './customer-support.ts';
import { chooseWebsite, WEB_URL, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw GET: the body exactly as sent (fetch would decode it). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(WEB_URL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const GUEST = { Cookie: 'website=int' };

test('build files go out compressed at build time, with their type and a year of cache', async () => {
  const html = (await get('/int/', GUEST)).body.toString();
  // The page's modules are named in its hydration script (decision 0046).
  const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const styles = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!);
  // The two files every page loads (framework and shell): large enough to be compressed (the build
  // leaves files under 1 KB as they are).
  const framework = scripts.find((path) => /\/framework-[\w-]+\.js$/.test(path));
  const shell = scripts.find((path) => /\/shell-[\w-]+\.js$/.test(path));
  expect(framework, 'the framework chunk').toBeTruthy();
  expect(shell, 'the shell chunk').toBeTruthy();
  for (const [path, type] of [
    [framework!, /^text\/javascript/],
    [styles[0] ?? shell!, /^text\/(css|javascript)/],
  ] as const) {
    const plain = await get(path);
    expect(plain.status, path).toBe(200);
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    expect(plain.headers['content-type'], path).toMatch(type);
    expect(plain.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary, path).toBe('Accept-Encoding');

    const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding'], path).toBe('br');
    expect(br.headers['content-type'], path).toMatch(type);
    expect(br.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
    expect(br.body.length).toBeLessThan(gzip.body.length);
  }
});

test('the logo and favicon are linked by content version and cached for a year', async () => {
  const html = (await get('/int/', GUEST)).body.toString();
  const logo = /<img[^>]+src="(\/logo[^"]*\.svg\?v=[0-9a-f]{10})"/.exec(html)?.[1];
  const icon = /<link[^>]+rel="icon"[^>]+href="(\/favicon[^"]*\.svg\?v=[0-9a-f]{10})"/.exec(html)?.[1];
  expect(logo, 'a versioned logo link').toBeTruthy();
  expect(icon, 'a versioned favicon link').toBeTruthy();
  for (const path of [logo!, icon!]) {
    const answer = await get(path, { 'Accept-Encoding': 'br' });
    expect(answer.status, path).toBe(200);
    expect(answer.headers['content-type'], path).toBe('image/svg+xml');
    expect(answer.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
  // the bare name (an old bookmark, another site's link) only for an hour
  expect((await get(logo!.split('?')[0]!)).headers['cache-control']).toBe('public, max-age=3600');
});

test('an anonymous shopper’s page has an ETag and a 304 when unchanged; a customer’s has none', async () => {
  const first = await get('/int/living-room', GUEST);
  expect(first.status).toBe(200);
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^W\/"/);
  expect(first.headers['cache-control']).toBe('private, no-cache');
  const second = await get('/int/living-room', GUEST);
  expect(second.headers.etag).toBe(etag);

  const again = await get('/int/living-room', { ...GUEST, 'If-None-Match': etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  // the browser keeps the stored CSP, whose nonce is the one in the stored page
  expect(again.headers['content-security-policy']).toBeUndefined();

  const { token } = await createCustomer();
  const customer = await get('/int/living-room', {
    Cookie: `website=int; auth_token=${token}`,
    'If-None-Match': etag,
  });
  expect(customer.status).toBe(200);
  expect(customer.headers.etag).toBeUndefined();
  expect(customer.headers['cache-control']).toBeUndefined();
});

test('a page the browser revalidates still hydrates under its CSP', async ({ page, context }) => {
  await chooseWebsite(context, 'int');
  const revalidations: Record<string, string>[] = [];
  page.on('request', async (request) => {
    if (request.resourceType() === 'document') revalidations.push(await request.allHeaders());
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  const etag = (await page.goto('/int/living-room'))?.headers().etag;
  await waitForHydration(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(violations).toEqual([]);
  // the reload asked with the page's tag, and the same request is answered 304
  expect(revalidations.map((headers) => headers['if-none-match'])).toEqual([undefined, etag]);
  // (the same request: the HTML, and so its tag, depends on the language, the user agent…)
  const { host: _host, ...replay } = revalidations[1]!;
  expect((await get('/int/living-room', replay)).status).toBe(304);
});

test('the product page’s main picture and the cart’s first picture load first, never lazily', async ({
  page,
  context,
}) => {
  await chooseWebsite(context, 'int');
  const product = await findProduct(isConfigurableInStock);
  await page.goto(productPath(product));
  const main = page.getByTestId('product-main-image');
  await expect(main).toHaveAttribute('loading', 'eager');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('width', /\d+/);

  await useCart(context, 'int', await guestCartWithChair('int'));
  await page.goto('/int/checkout/cart');
  const picture = page.getByTestId('cart-line').first().locator('img');
  await expect(picture).toHaveAttribute('loading', 'eager');
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).toHaveAttribute('height', /\d+/);
});

// What the storefront benchmarks share (bench/web.mjs, bench/storefront.mjs): a fresh demo shop
// (the production API on a new database, seeded on first start as `npm start` does), the
// production storefront in front of it, a GraphQL helper, the pages a shopper opens, and
// percentiles. Benchmarks, not tests: nothing here asserts a figure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `concurrency` clients call `send` back to back for `seconds`; `send` answers whether its request
 * succeeded. Gives median and p95 latency (ms), requests per second, the error count and the
 * machine's one-minute load at the end (the machine may be shared: it says how far to trust it).
 */
export async function drive(name, { concurrency, seconds }, send) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if (!(await send())) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / elapsed,
    load1m: loadavg()[0],
  };
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The machine a figure was taken on: the tables in docs/performance.md name it. */
export function machine() {
  return {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    freeMemoryGiB: Number((freemem() / 2 ** 30).toFixed(1)),
    node: process.version,
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    date: new Date().toISOString(),
  };
}

export function describeMachine(m = machine()) {
  return `${m.cpus} × ${m.cpu}, ${m.memoryGiB} GiB RAM, Node ${m.node}, load average ${m.loadAverage.join(' / ')}, ${m.date}`;
}

export function buildStorefront() {
  console.info('Building the storefront (npm run build -w @atrium/web)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@atrium/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the storefront build failed');
}

async function waitFor(url, child, what, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} stopped while starting`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${what} did not answer ${url} within ${seconds} s`);
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Starts the production API and storefront on a fresh demo shop and answers their URLs and a
 * `close()`. The database is a new PostgreSQL database next to BENCH_DATABASE_URL's (what
 * production runs on, and the API's process then spends its CPU on the API, not on an embedded
 * database), or with `pglite` a temporary embedded one (`npm start`'s default, no server needed).
 * Media and mail go to temporary directories, removed on close like the database.
 */
export async function startShop({ apiPort, webPort, pglite = false, databaseName = 'atrium_bench_web' }) {
  if (!/^[a-z_][a-z0-9_]*$/.test(databaseName))
    throw new Error('database name: lower-case letters, digits, _');
  const scratch = mkdtempSync(join(tmpdir(), 'atrium-bench-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const env = {
    ...process.env,
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    MEDIA_DIR: join(scratch, 'media'),
    MAIL_DIR: join(scratch, 'mail'),
    PROJECT_MEDIA_DIR: join(scratch, 'project-media'),
    HELPDESK_FILES_DIR: join(scratch, 'helpdesk'),
    STOREFRONT_URL: `http://127.0.0.1:${webPort}/`,
    API_PUBLIC_URL: `http://127.0.0.1:${apiPort}/`,
    TRUSTED_PROXIES: '127.0.0.1',
    GRAPHIQL: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (pglite) {
    env.PGLITE_DIR = join(scratch, 'pglite');
  } else {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${databaseName}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  const started = performance.now();
  console.info(
    `Starting the API on :${apiPort} (${pglite ? 'PGlite' : `PostgreSQL ${databaseName}`}, seeding the demo shop)…`,
  );
  const api = spawn(process.execPath, ['src/main.ts'], {
    cwd: join(root, 'apps/api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  const web = { child: null };
  const close = async () => {
    if (web.child) await stop(web.child);
    await stop(api);
    if (!pglite) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).finally(() => admin.end());
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/health`, api, 'the API', 600);
    const seedSeconds = (performance.now() - started) / 1000;
    console.info(`API ready in ${seedSeconds.toFixed(0)} s; starting the storefront on :${webPort}…`);
    web.child = spawn(process.execPath, ['server.ts'], {
      cwd: join(root, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WEB_PORT: String(webPort),
        WEB_HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${apiPort}/graphql`,
        TRUSTED_PROXIES: '',
      },
    });
    await waitFor(`http://127.0.0.1:${webPort}/favicon.svg`, web.child, 'the storefront', 120);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    apiUrl: `http://127.0.0.1:${apiPort}/graphql`,
    webUrl: `http://127.0.0.1:${webPort}`,
    close,
  };
}

/** Stops the shop and exits on Ctrl-C, so no server or database is left behind. */
export function closeOnSignal(shop) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      shop.close().finally(() => process.exit(130));
    });
  }
}

export async function gql(apiUrl, query, variables = {}, headers = {}) {
  const res = await fetch(apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: 'int', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`GraphQL error: ${body.errors[0].message}`);
  return body.data;
}

const TOP_CATEGORIES = `{
  categories { items { children { uid name url_path url_suffix product_count } } }
}`;

const CATEGORY_PRODUCTS = `query($uid: String!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 48, sort: { position: ASC }) {
    items {
      __typename sku url_key url_suffix stock_status
      ... on CustomizableProductInterface { options { required } }
    }
  }
}`;

/**
 * Products of a category that go into a cart with a SKU and a quantity alone: simple, in stock,
 * no required custom options.
 */
export async function buyableProducts(apiUrl, categoryUid) {
  const { products } = await gql(apiUrl, CATEGORY_PRODUCTS, { uid: categoryUid });
  return products.items.filter(
    (p) =>
      p.__typename === 'SimpleProduct' &&
      p.stock_status === 'IN_STOCK' &&
      !(p.options ?? []).some((option) => option.required),
  );
}

/**
 * The pages a shopper opens on the international website, found through the API so they exist
 * in whatever catalogue is seeded: the top-level category with the most products and a simple,
 * in-stock product from it that needs no options (it also goes into the benchmark's cart).
 */
export async function discoverPages(apiUrl) {
  const data = await gql(apiUrl, TOP_CATEGORIES);
  const children = data.categories.items.flatMap((root) => root.children ?? []);
  const category = children.sort((a, b) => (b.product_count ?? 0) - (a.product_count ?? 0))[0];
  if (!category) throw new Error('no top-level category found');
  const product = (await buyableProducts(apiUrl, category.uid))[0];
  if (!product) throw new Error(`no product to buy in ${category.name}`);
  return {
    category: { ...category, path: `/int/${category.url_path}${category.url_suffix ?? ''}` },
    product: { ...product, path: `/int/${product.url_key}${product.url_suffix ?? ''}` },
  };
}

/** A guest cart with one item, as the storefront's `cart_id` cookie holds it. */
export async function guestCartWith(apiUrl, sku) {
  const { createEmptyCart: cartId } = await gql(apiUrl, 'mutation { createEmptyCart }');
  const added = await gql(
    apiUrl,
    'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
    { id: cartId, sku },
  );
  const errors = added.addProductsToCart.user_errors;
  if (errors.length > 0) throw new Error(`adding ${sku} to the cart: ${errors[0].message}`);
  return cartId;
}

/** A new customer account and its token, as the storefront's `auth_token` cookie holds it. */
export async function newCustomerToken(apiUrl) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@atrium.example`;
  const password = 'Bench-password-2026';
  await gql(
    apiUrl,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password, firstname: 'Bench', lastname: 'Shopper' } },
  );
  const { generateCustomerToken } = await gql(
    apiUrl,
    'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password },
  );
  return generateCustomerToken.token;
}

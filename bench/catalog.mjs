// `npm run bench:catalog`: how the catalogue scales. For each catalogue size it makes a fresh
// PostgreSQL database, seeds that many products, starts the API on it and drives three queries
// with 16 concurrent clients: a category listing with facets, a search, and a bare `{ __typename }`
// (the server's floor in the same run). Prints median and p95 latency and requests per second.
//
//   npm run bench:catalog                       # 1,000 / 10,000 / 100,000 products
//   npm run bench:catalog -- --sizes 1000,5000 --seconds 10 --concurrency 16
//
// Needs a PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// names the maintenance database; the bench creates and drops `atrium_bench` (or
// BENCH_DATABASE_NAME, so two runs on one server don't collide) next to it.
// A benchmark, not a test: it asserts nothing, it reports.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '16' },
    port: { type: 'string', default: '4900' },
    reuse: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const port = Number(values.port);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchName = process.env.BENCH_DATABASE_NAME ?? 'atrium_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(benchName))
  throw new Error('BENCH_DATABASE_NAME: lower-case letters, digits, _');
// --reuse: one database per size (`atrium_bench_1000`, …), kept after the run and seeded only
// when it does not hold that many products yet, so a before/after comparison seeds once.
const dbName = (size) => (values.reuse ? `${benchName}_${size}` : benchName);
const dbUrl = (size) => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName(size)}`;
  return url.toString();
};
let benchUrl = dbUrl(0);
const endpoint = `http://127.0.0.1:${port}/graphql`;

const LISTING = `query Listing($uid: String!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 24, currentPage: 1, sort: { position: ASC }) {
    total_count
    page_info { current_page page_size total_pages }
    sort_fields { default options { label value } }
    aggregations { attribute_code label count position options { label value count } }
    items {
      uid name sku url_key url_suffix stock_status
      small_image { url label }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { percent_off } } }
    }
  }
}`;
const SEARCH = `query Search($q: String!) {
  products(search: $q, pageSize: 24) {
    total_count
    aggregations { attribute_code count options { label value count } }
    items { uid name sku url_key small_image { url } price_range { minimum_price { final_price { value currency } } } }
  }
}`;
const BARE = '{ __typename }';

async function resetDatabase(size) {
  const name = dbName(size);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if (values.reuse) {
      const { rows } = await client.query(
        `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
        [name],
      );
      if (rows[0]?.note === seededNote(size)) return false;
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
    return true;
  } finally {
    await client.end();
  }
}

const seededNote = (size) => `atrium bench: ${size} products seeded`;

/** Marks a --reuse database as completely seeded (a seed cut short is redone next time). */
async function markSeeded(size) {
  if (!values.reuse) return;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`COMMENT ON DATABASE ${dbName(size)} IS '${seededNote(size)}'`);
  await client.end();
}

function seed(products) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'seed', '--', '--products', String(products)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATABASE_URL: benchUrl },
  });
  if (result.status !== 0) throw new Error(`seeding ${products} products failed`);
  return (Date.now() - started) / 1000;
}

async function startApi() {
  const child = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: benchUrl,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      GRAPHIQL: 'false',
    },
  });
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${endpoint}?query=${encodeURIComponent(BARE)}`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  child.kill();
  throw new Error('the API did not start');
}

async function gql(query, variables, headers = {}) {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`GraphQL error: ${body.errors[0].message}`);
  return body.data;
}

/**
 * The category the listing benchmark opens: the top-level category (a child of the root) that
 * holds the most products in the Russian store view, i.e. the heaviest listing a shopper can open
 * from the menu.
 */
async function pickCategory() {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  const { rows } = await client.query(`
    SELECT c.id, cs.name, count(*)::int AS count
      FROM product_listing pl
      CROSS JOIN LATERAL unnest(pl.category_ids) AS cid(id)
      JOIN category c ON c.id = cid.id AND c.parent_id = 2
      JOIN category_store cs ON cs.category_id = c.id AND cs.store_id = 0
     WHERE pl.store_id = 1 AND pl.visible_in_catalog
     GROUP BY c.id, cs.name
     ORDER BY count DESC
     LIMIT 1`);
  await client.end();
  if (!rows[0]) throw new Error('no category with products found');
  const { id, name, count } = rows[0];
  return { uid: Buffer.from(String(id)).toString('base64'), label: name, count };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `concurrency` clients send the same request back to back for `seconds`. */
async function load(name, query, variables, headers) {
  await gql(query, variables, headers); // warm-up and sanity check
  for (let i = 0; i < 20; i++) await gql(query, variables, headers);
  const body = JSON.stringify({ query, variables });
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
        });
        const json = await res.json();
        if (!res.ok || json.errors) errors++;
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
  };
}

const rows = [];
for (const size of sizes) {
  console.info(`\n== ${size.toLocaleString('en-US')} products ==`);
  benchUrl = dbUrl(size);
  let seedSeconds = 0;
  if (await resetDatabase(size)) {
    seedSeconds = seed(size);
    await markSeeded(size);
  }
  const api = await startApi();
  try {
    const ru = { Store: 'ru' };
    const category = await pickCategory();
    console.info(
      `listing category: ${category.label} (${category.count} products); seeded in ${seedSeconds.toFixed(0)} s`,
    );
    const results = [
      await load('bare { __typename }', BARE, {}, ru),
      await load(
        `category listing + facets (${category.count} products)`,
        LISTING,
        { uid: category.uid },
        ru,
      ),
      await load('search "диван" + facets', SEARCH, { q: 'диван' }, ru),
    ];
    for (const r of results) {
      rows.push({ size, ...r });
      console.info(
        `${r.name.padEnd(48)} median ${r.median.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  ${r.rps.toFixed(0)} req/s  (${r.requests} requests, ${r.errors} errors)`,
      );
    }
  } finally {
    // Wait for the API to close its pool, or the next size's DROP DATABASE would cut it off.
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
}

console.info(`\n| products | query | median ms | p95 ms | req/s | errors |`);
console.info('|---:|---|---:|---:|---:|---:|');
for (const r of rows) {
  console.info(
    `| ${r.size.toLocaleString('en-US')} | ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.errors} |`,
  );
}
const byName = (size, prefix) => rows.find((r) => r.size === size && r.name.startsWith(prefix));
const smallest = Math.min(...sizes);
const largest = Math.max(...sizes);
const small = byName(smallest, 'category');
const large = byName(largest, 'category');
const bare = byName(largest, 'bare');
if (small && large && bare) {
  console.info(
    `\nlisting median at ${largest.toLocaleString('en-US')} vs ${smallest.toLocaleString('en-US')}: ${(large.median / small.median).toFixed(2)}× (target ≤ 1.5×); listing throughput vs bare query at ${largest.toLocaleString('en-US')}: ${((large.rps / bare.rps) * 100).toFixed(0)} % (target ≥ 25 %)`,
  );
}

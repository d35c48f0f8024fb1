// `npm run bench:catalog`: how the catalogue scales. For each catalogue size it makes a fresh
// PostgreSQL database, seeds that many products, starts the API on it and drives, with 16
// concurrent clients, a bare `{ __typename }` (the server's floor in the same run) and then:
// - warm: one category listing with facets and one search, repeated, so after the first request
//   they come from the listing cache: what a popular page costs;
// - cold: a walk over many different listings (every category, its facets' options alone and in
//   pairs, sorts, pages, search terms taken from product names), each request sent once, in a
//   shuffled order, on an API restarted so its caches start empty: what the database costs when
//   almost every request misses the cache.
// `--mode warm|cold|both` (default both). Prints median and p95 latency and requests per second.
//
//   npm run bench:catalog                       # 1,000 / 10,000 / 100,000 products
//   npm run bench:catalog -- --sizes 1000,5000 --seconds 10 --concurrency 16 --mode cold
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
import { describeMachine, drive } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '16' },
    port: { type: 'string', default: '4900' },
    reuse: { type: 'boolean', default: false },
    mode: { type: 'string', default: 'both' },
  },
});
if (!['warm', 'cold', 'both'].includes(values.mode)) throw new Error('--mode: warm, cold or both');
const warm = values.mode !== 'cold';
const cold = values.mode !== 'warm';
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

/** `concurrency` clients send the same request back to back for `seconds`. */
async function load(name, query, variables, headers) {
  await gql(query, variables, headers); // warm-up and sanity check
  for (let i = 0; i < 20; i++) await gql(query, variables, headers);
  const body = JSON.stringify({ query, variables });
  return drive(name, { concurrency, seconds }, async () => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const json = await res.json();
    return res.ok && !json.errors;
  });
}

// The cold walk: one query shape whose every variable changes from request to request.
const COLD = `query Cold($filter: ProductAttributeFilterInput, $search: String, $sort: ProductAttributeSortInput, $page: Int) {
  products(filter: $filter, search: $search, pageSize: 24, currentPage: $page, sort: $sort) {
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
const CATEGORY_TREE = `{ categories { items { uid product_count
  children { uid product_count children { uid product_count children { uid product_count } } } } } }`;
const FACETS = `query Facets($uid: String!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 24) {
    total_count
    aggregations { attribute_code options { value count } }
    items { name }
  }
}`;
const FILTER_FIELDS = `{ __type(name: "ProductAttributeFilterInput") { inputFields { name type { name } } } }`;
const SORTS = [{ position: 'ASC' }, { price: 'ASC' }, { price: 'DESC' }, { name: 'ASC' }];
const SEARCH_SORTS = [{ relevance: 'DESC' }, { price: 'ASC' }, { name: 'ASC' }];

/** A small seeded PRNG (mulberry32): the same catalogue gives the same walk, run after run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(items, rand) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * Every listing the cold walk sends, built from what the API reports: each category (with any
 * products) alone, with each facet option, and with pairs of options of two facets; search terms
 * from the product names seen, alone and inside a category. Sorts and pages go round, a page
 * only where the listing has that many. Distinct criteria (category, filters, search) matter
 * most: the facet counts are cached per criteria, the page of products per criteria, sort and page.
 */
async function coldPlan(headers) {
  const { __type } = await gql(FILTER_FIELDS, {}, headers);
  const fieldType = new Map(__type.inputFields.map((f) => [f.name, f.type.name]));
  const tree = await gql(CATEGORY_TREE, {}, headers);
  const categories = [];
  const walk = (nodes) => {
    for (const node of nodes ?? []) {
      if ((node.product_count ?? 0) > 0) categories.push(node);
      walk(node.children);
    }
  };
  walk(tree.categories.items);
  const filterOf = (code, value) => {
    if (fieldType.get(code) === 'FilterRangeTypeInput') {
      const [from, to] = value.split('_');
      return { [code]: { ...(from && from !== '*' ? { from } : {}), ...(to && to !== '*' ? { to } : {}) } };
    }
    return { [code]: { eq: value } };
  };
  const plan = [];
  const words = new Set();
  let turn = 0;
  const add = (filter, search, count) => {
    const pages = Math.max(1, Math.min(3, Math.ceil(count / 24)));
    const sorts = search ? SEARCH_SORTS : SORTS;
    plan.push({ filter, search, sort: sorts[turn % sorts.length], page: 1 + (turn % pages) });
    turn++;
  };
  for (const category of categories) {
    const base = { category_uid: { eq: category.uid } };
    const { products } = await gql(FACETS, { uid: category.uid }, headers);
    for (const item of products.items) {
      for (const word of item.name.toLowerCase().split(/[^\p{L}]+/u)) if (word.length >= 4) words.add(word);
    }
    add(base, undefined, products.total_count);
    const facets = products.aggregations
      .filter((a) => fieldType.has(a.attribute_code) && !a.attribute_code.startsWith('category'))
      .map((a) => ({ code: a.attribute_code, options: a.options.filter((o) => o.count > 0) }));
    for (const facet of facets) {
      for (const option of facet.options) {
        add({ ...base, ...filterOf(facet.code, option.value) }, undefined, option.count);
      }
    }
    for (let i = 0; i < facets.length; i++) {
      for (let j = i + 1; j < facets.length; j++) {
        for (const a of facets[i].options.slice(0, 6)) {
          for (const b of facets[j].options.slice(0, 6)) {
            // Page 1 only: the pair's count is unknown, and page 1 always exists.
            plan.push({
              filter: { ...base, ...filterOf(facets[i].code, a.value), ...filterOf(facets[j].code, b.value) },
              sort: SORTS[turn++ % SORTS.length],
              page: 1,
            });
          }
        }
      }
    }
  }
  const terms = [...words];
  for (const term of terms) add(undefined, term, 24);
  for (const term of terms.slice(0, 50)) {
    for (const category of categories.slice(0, 10)) {
      plan.push({
        filter: { category_uid: { eq: category.uid } },
        search: term,
        sort: SEARCH_SORTS[0],
        page: 1,
      });
    }
  }
  return { requests: shuffle(plan, random(17)), categories: categories.length, terms: terms.length };
}

/**
 * `concurrency` clients take the next request of the plan until the time is up; a plan used up
 * starts again from its beginning, and the figure says how many requests were repeats.
 */
async function loadCold(name, plan, headers) {
  let next = 0;
  const criteria = new Set();
  let repeatedCriteria = 0;
  const result = await drive(name, { concurrency, seconds }, async () => {
    const request = plan.requests[next++ % plan.requests.length];
    const key = JSON.stringify([request.filter, request.search]);
    if (criteria.has(key)) repeatedCriteria++;
    criteria.add(key);
    const { filter, search, sort, page } = request;
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: COLD, variables: { filter, search, sort, page } }),
    });
    const json = await res.json();
    return res.ok && !json.errors;
  });
  const sent = result.requests;
  return {
    ...result,
    note: `${plan.requests.length} planned over ${plan.categories} categories and ${plan.terms} search terms; ${sent - Math.min(sent, plan.requests.length)} requests repeated, ${((repeatedCriteria / Math.max(1, sent)) * 100).toFixed(0)} % with criteria seen before in the run`,
  };
}

async function stopApi(api) {
  // Wait for the API to close its pool, or the next size's DROP DATABASE would cut it off.
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}

const rows = [];
for (const size of sizes) {
  console.info(`\n== ${size.toLocaleString('en-US')} products == ${describeMachine()}`);
  benchUrl = dbUrl(size);
  let seedSeconds = 0;
  if (await resetDatabase(size)) {
    seedSeconds = seed(size);
    await markSeeded(size);
  }
  let api = await startApi();
  try {
    const ru = { Store: 'ru' };
    const category = await pickCategory();
    console.info(
      `listing category: ${category.label} (${category.count} products); seeded in ${seedSeconds.toFixed(0)} s`,
    );
    const report = (r) => {
      rows.push({ size, ...r });
      console.info(
        `${r.name.padEnd(48)} median ${r.median.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  ${r.rps.toFixed(0)} req/s  (${r.requests} requests, ${r.errors} errors)${r.note ? `\n  ${r.note}` : ''}`,
      );
    };
    report(await load('bare { __typename }', BARE, {}, ru));
    if (warm) {
      report(
        await load(
          `category listing + facets (${category.count} products)`,
          LISTING,
          { uid: category.uid },
          ru,
        ),
      );
      report(await load('search "диван" + facets', SEARCH, { q: 'диван' }, ru));
    }
    if (cold) {
      const plan = await coldPlan(ru);
      // A fresh process: the plan's own requests and the warm runs leave nothing in its caches.
      await stopApi(api);
      api = await startApi();
      await gql(BARE, {}, ru);
      report(await loadCold('cold: many listings, filters, sorts, pages, searches', plan, ru));
    }
  } finally {
    await stopApi(api);
  }
}

console.info(`\n${describeMachine()}`);
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
const coldLarge = byName(largest, 'cold');
if (small && large && bare) {
  console.info(
    `\nlisting median at ${largest.toLocaleString('en-US')} vs ${smallest.toLocaleString('en-US')}: ${(large.median / small.median).toFixed(2)}× (target ≤ 1.5×); listing throughput vs bare query at ${largest.toLocaleString('en-US')}: ${((large.rps / bare.rps) * 100).toFixed(0)} % (target ≥ 25 %)`,
  );
}
const warmLarge = large ?? byName(largest, 'category');
if (coldLarge && bare) {
  console.info(
    `cold listings at ${largest.toLocaleString('en-US')}: median ${coldLarge.median.toFixed(1)} ms, ${coldLarge.rps.toFixed(0)} req/s = ${((coldLarge.rps / bare.rps) * 100).toFixed(0)} % of the bare query${warmLarge ? `, ${((coldLarge.rps / warmLarge.rps) * 100).toFixed(0)} % of the warm listing` : ''}`,
  );
}

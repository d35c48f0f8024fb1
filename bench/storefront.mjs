// `npm run bench:ssr`: what the servers cost per shopper. Starts the production API on a fresh
// demo shop and the production storefront (bench/lib.mjs), then measures in one run:
// - server-side rendering: requests per second and median/p95 latency of a category page and a
//   product page rendered by the storefront (the whole HTML, with the API calls of its loaders),
//   next to the API's bare `{ __typename }` (the floor of a request on the same machine);
// - a complete guest checkout through the API, the storefront's 8 calls one after the other
//   (create cart, add a product, e-mail, shipping address, shipping method, billing address,
//   payment method, place order), its wall time next to one category listing call.
//
//   npm run bench:ssr
//   npm run bench:ssr -- --seconds 10 --concurrency 8 --checkouts 20 --no-build
//   npm run bench:ssr -- --url http://127.0.0.1:3000 --api-url http://127.0.0.1:4000/graphql
//
// The load generator shares the machine with the servers (and, on a development machine, with
// everything else): compare figures of one run, not of runs on different days.
// A benchmark, not a test: it asserts nothing, it reports.
import { parseArgs } from 'node:util';
import {
  buildStorefront,
  buyableProducts,
  closeOnSignal,
  describeMachine,
  discoverPages,
  drive,
  gql,
  median,
  percentile,
  startShop,
} from './lib.mjs';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '8' },
    checkouts: { type: 'string', default: '15' },
    build: { type: 'boolean', default: true },
    url: { type: 'string' },
    'api-url': { type: 'string', default: 'http://127.0.0.1:4000/graphql' },
    pglite: { type: 'boolean', default: false },
    'api-port': { type: 'string', default: '4941' },
    'web-port': { type: 'string', default: '3941' },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const checkouts = Number(values.checkouts);

/** `concurrency` clients send the request back to back for `seconds`, after a warm-up. */
async function load(name, send) {
  for (let i = 0; i < 10; i++) await send();
  return drive(name, { concurrency, seconds }, send);
}

/** A page as a browser asks for it after its first visit: HTML, compressed, website chosen. */
function page(url) {
  return async () => {
    const res = await fetch(url, {
      headers: { cookie: 'website=int', accept: 'text/html', 'accept-encoding': 'br, gzip' },
      redirect: 'manual',
    });
    await res.arrayBuffer();
    return res.status === 200;
  };
}

function bare(apiUrl) {
  return async () => {
    const res = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Store: 'int' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const body = await res.json();
    return res.ok && !body.errors;
  };
}

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

const LONDON = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['12 Baker Street'],
  city: 'London',
  postcode: 'NW1 6XE',
  country_code: 'GB',
  telephone: '+44 20 7946 0000',
};
// Offline methods first: a redirect payment would leave the order waiting for a provider.
const OFFLINE_PAYMENTS = ['checkmo', 'banktransfer', 'cashondelivery'];

/**
 * A guest checkout on the international website, call by call as the storefront makes them;
 * the shipping and payment methods are the ones the API offers in its answers. Answers each
 * call's time in ms.
 */
async function guestCheckout(apiUrl, sku) {
  const steps = [];
  const call = async (step, query, variables) => {
    const t0 = performance.now();
    const data = await gql(apiUrl, query, variables);
    steps.push([step, performance.now() - t0]);
    return data;
  };
  const { createEmptyCart: id } = await call('create cart', 'mutation { createEmptyCart }', {});
  const added = await call(
    'add product',
    'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
    { id, sku },
  );
  if (added.addProductsToCart.user_errors.length > 0) {
    throw new Error(`adding ${sku}: ${added.addProductsToCart.user_errors[0].message}`);
  }
  await call(
    'e-mail',
    'mutation($id: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $e }) { cart { id } } }',
    { id, e: 'bench-guest@atrium.example' },
  );
  const shipped = await call(
    'shipping address',
    `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) {
      cart { shipping_addresses { available_shipping_methods { carrier_code method_code available } } } } }`,
    { id, a: LONDON },
  );
  const methods = shipped.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods;
  const method = methods.find((m) => m.available);
  if (!method) throw new Error('no shipping method available');
  const priced = await call(
    'shipping method',
    `mutation($id: String!, $m: ShippingMethodInput!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [$m] }) {
      cart { available_payment_methods { code } } } }`,
    { id, m: { carrier_code: method.carrier_code, method_code: method.method_code } },
  );
  await call(
    'billing address',
    'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
    { id },
  );
  const offered = priced.setShippingMethodsOnCart.cart.available_payment_methods.map((p) => p.code);
  const payment = OFFLINE_PAYMENTS.find((code) => offered.includes(code));
  if (!payment) throw new Error(`no offline payment method among ${offered.join(', ')}`);
  await call(
    'payment method',
    'mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) { cart { id } } }',
    { id, p: { code: payment } },
  );
  const placed = await call(
    'place order',
    'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number } } }',
    { id },
  );
  if (placed.placeOrder.errors.length > 0 || !placed.placeOrder.orderV2) {
    throw new Error(`placeOrder: ${placed.placeOrder.errors[0]?.message ?? 'no order'}`);
  }
  return steps;
}

let shop;
if (values.url) {
  shop = { webUrl: values.url.replace(/\/$/, ''), apiUrl: values['api-url'], close: async () => {} };
} else {
  if (values.build) buildStorefront();
  shop = await startShop({
    apiPort: Number(values['api-port']),
    webPort: Number(values['web-port']),
    pglite: values.pglite,
    databaseName: 'atrium_bench_ssr',
  });
  closeOnSignal(shop);
}

const results = [];
const flows = [];
try {
  const found = await discoverPages(shop.apiUrl);
  console.info(`${describeMachine()}; ${concurrency} clients, ${seconds} s each`);
  const report = (r) => {
    results.push(r);
    console.info(
      `${r.name.padEnd(44)} median ${r.median.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  ${r.rps.toFixed(1)} req/s  (${r.requests} requests, ${r.errors} errors, load ${r.load1m.toFixed(1)})`,
    );
  };
  report(await load('API: bare { __typename }', bare(shop.apiUrl)));
  report(await load(`SSR: category page ${found.category.path}`, page(shop.webUrl + found.category.path)));
  report(await load(`SSR: product page ${found.product.path}`, page(shop.webUrl + found.product.path)));

  // Sequential, one shopper: the wall time a shopper waits, not the servers' throughput.
  const skus = (await buyableProducts(shop.apiUrl, found.category.uid)).map((p) => p.sku);
  const listings = [];
  await gql(shop.apiUrl, LISTING, { uid: found.category.uid });
  for (let i = 0; i < checkouts; i++) {
    const t0 = performance.now();
    await gql(shop.apiUrl, LISTING, { uid: found.category.uid });
    listings.push(performance.now() - t0);
    const started = performance.now();
    const steps = await guestCheckout(shop.apiUrl, skus[i % skus.length]);
    flows.push({ total: performance.now() - started, steps });
  }
  const totals = flows.map((f) => f.total).sort((a, b) => a - b);
  const sortedListings = [...listings].sort((a, b) => a - b);
  console.info(
    `\nGuest checkout, 8 API calls, ${checkouts} runs: median ${median(totals).toFixed(0)} ms, p95 ${percentile(totals, 95).toFixed(0)} ms; one category listing call (warm cache): median ${median(listings).toFixed(1)} ms, p95 ${percentile(sortedListings, 95).toFixed(1)} ms`,
  );
  console.info('\n| checkout step | median ms |');
  console.info('|---|---:|');
  for (const [index, [step]] of flows[0].steps.entries()) {
    console.info(`| ${step} | ${median(flows.map((f) => f.steps[index][1])).toFixed(1)} |`);
  }
  console.info(`\n${describeMachine()}`);
  console.info('\n| request | median ms | p95 ms | req/s | errors |');
  console.info('|---|---:|---:|---:|---:|');
  for (const r of results) {
    console.info(
      `| ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(1)} | ${r.errors} |`,
    );
  }
  console.info(
    `| guest checkout, 8 calls in a row (${checkouts} runs) | ${median(totals).toFixed(1)} | ${percentile(totals, 95).toFixed(1)} | – | 0 |`,
  );
  console.info(
    `| one category listing call, warm cache (${checkouts} runs) | ${median(listings).toFixed(1)} | ${percentile(sortedListings, 95).toFixed(1)} | – | 0 |`,
  );
} finally {
  await shop.close();
}

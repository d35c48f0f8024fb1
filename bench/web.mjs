// `npm run bench:web`: what a shopper's phone sees. Builds the storefront, starts the production
// API on a fresh demo shop and the production storefront (bench/lib.mjs), then runs Lighthouse
// (mobile preset, simulated throttling, the machine's Chromium) on the main pages, several times
// each, and prints the median scores and metrics and the JavaScript each page downloads.
//
//   npm run bench:web
//   npm run bench:web -- --runs 5 --pages home,category --no-build
//   npm run bench:web -- --url http://127.0.0.1:3000 --api-url http://127.0.0.1:4000/graphql
//   npm run bench:web -- --runs 1 --full-reports   (whole reports in bench/results/lighthouse/)
//
// Pages: home (/int/), category (the largest top-level one), product (a simple product from it),
// cart (with that product in it), blog (/int/blog), account (/int/customer/account, signed in as
// a customer the bench creates). Every page gets the `website=int` cookie, as after the shopper's
// first visit, so the website chooser does not cover it. Runs go round the pages (run 1 of every
// page, then run 2…) so a busy moment on the machine does not land on one page only.
//
// Chromium: CHROME_PATH, else /usr/bin/chromium. The summaries (every run and the medians, with
// the machine and its load) are written to bench/results/web-<date>.json, which git ignores:
// `git add -f` the ones a document quotes. "CPU index" is Lighthouse's benchmarkIndex, its own
// measure of the CPU it got: low means a busy machine, and its simulation then counts more
// blocking time.
// A benchmark, not a test: it asserts nothing, it reports.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  buildStorefront,
  closeOnSignal,
  describeMachine,
  discoverPages,
  guestCartWith,
  machine,
  median,
  newCustomerToken,
  root,
  startShop,
} from './lib.mjs';

const ALL_PAGES = ['home', 'category', 'product', 'cart', 'blog', 'account'];
const { values } = parseArgs({
  allowNegative: true,
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: ALL_PAGES.join(',') },
    build: { type: 'boolean', default: true },
    url: { type: 'string' },
    'api-url': { type: 'string', default: 'http://127.0.0.1:4000/graphql' },
    pglite: { type: 'boolean', default: false },
    'api-port': { type: 'string', default: '4940' },
    'web-port': { type: 'string', default: '3940' },
    'full-reports': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const pageNames = values.pages.split(',').map((p) => p.trim());
for (const name of pageNames) {
  if (!ALL_PAGES.includes(name)) throw new Error(`--pages: ${name} is not one of ${ALL_PAGES.join(', ')}`);
}
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

let shop;
if (values.url) {
  shop = { webUrl: values.url.replace(/\/$/, ''), apiUrl: values['api-url'], close: async () => {} };
} else {
  if (values.build) buildStorefront();
  shop = await startShop({
    apiPort: Number(values['api-port']),
    webPort: Number(values['web-port']),
    pglite: values.pglite,
  });
  closeOnSignal(shop);
}

function launchChrome() {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * The modules a page's HTML makes the browser load before it hydrates: script src, modulepreload
 * links and the module paths named in its inline module scripts (the hydration script lists them
 * all, ADR 0046). Scripts fetched later (prefetches of visible links' pages) are not among them.
 */
async function firstLoadModules(url, cookie) {
  const html = await (await fetch(url, { headers: { Cookie: cookie, Accept: 'text/html' } })).text();
  const paths = new Set();
  for (const [, href] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) paths.add(href);
  for (const [, src] of html.matchAll(/<script[^>]*src="([^"]+)"/g)) paths.add(src);
  for (const [, body] of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, path] of body.matchAll(/["'](\/[^"']+\.js)["']/g)) paths.add(path);
  }
  return paths;
}

/** One Lighthouse run reduced to what the tables show. */
function summarise(lhr, firstLoad) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const firstLoadScripts = scripts.filter((r) => firstLoad.has(new URL(r.url).pathname));
  const sum = (items, field) => items.reduce((total, r) => total + (r[field] ?? 0), 0);
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
    },
    // Compressed bytes on the wire (transferSize, headers included) and what they unpack to
    // (resourceSize): every script of the run, and those the page needs before it hydrates.
    scripts: scripts.length,
    jsTransferBytes: sum(scripts, 'transferSize'),
    jsResourceBytes: sum(scripts, 'resourceSize'),
    firstLoadScripts: firstLoadScripts.length,
    firstLoadJsTransferBytes: sum(firstLoadScripts, 'transferSize'),
    totalTransferBytes: sum(requests, 'transferSize'),
    requests: requests.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // What costs the points: the weighted audits of each category that did not pass.
    failedAudits: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [
        id,
        category.auditRefs
          .filter(
            (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score != null && lhr.audits[ref.id].score < 1,
          )
          .map((ref) => ref.id),
      ]),
    ),
    warnings: lhr.runWarnings ?? [],
  };
}

const report = { machine: machine(), lighthouse: null, chrome: null, pages: {} };
try {
  const found = await discoverPages(shop.apiUrl);
  const cartId = await guestCartWith(shop.apiUrl, found.product.sku);
  const token = pageNames.includes('account') ? await newCustomerToken(shop.apiUrl) : null;
  const pages = {
    home: { path: '/int/', cookie: 'website=int' },
    category: { path: found.category.path, cookie: 'website=int' },
    product: { path: found.product.path, cookie: 'website=int' },
    cart: { path: '/int/checkout/cart', cookie: `website=int; cart_id=${cartId}` },
    blog: { path: '/int/blog', cookie: 'website=int' },
    account: { path: '/int/customer/account', cookie: `website=int; auth_token=${token}` },
  };
  const firstLoad = {};
  for (const name of pageNames) {
    report.pages[name] = { url: shop.webUrl + pages[name].path, runs: [] };
    firstLoad[name] = await firstLoadModules(report.pages[name].url, pages[name].cookie);
  }
  console.info(
    `Lighthouse on ${pageNames.length} pages × ${runs} runs with ${chromePath}; ${describeMachine()}`,
  );
  for (let run = 1; run <= runs; run++) {
    for (const name of pageNames) {
      const url = report.pages[name].url;
      const load = loadavg()[0];
      // Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART and the like): such a
      // run has no figures, so it is repeated, twice at most, and counted in the summary.
      let lhr;
      let failed = 0;
      for (;;) {
        // The cookies go as a request header (they are read on the server only), in a new browser
        // with an empty profile for every run: with one browser for all runs, the runs after the
        // first were served as a guest (the account page redirected home), whatever the header said.
        const chrome = await launchChrome();
        let result;
        try {
          result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            extraHeaders: { Cookie: pages[name].cookie },
          });
        } finally {
          chrome.kill();
        }
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        lhr = result.lhr;
        if (!lhr.runtimeError || failed === 2) break;
        failed++;
        console.warn(`  ${name} run ${run}: ${lhr.runtimeError.code}, running it again`);
      }
      report.lighthouse ??= lhr.lighthouseVersion;
      report.chrome ??= lhr.environment?.hostUserAgent ?? null;
      if (lhr.runtimeError) {
        console.warn(`  ${name} run ${run}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      }
      const summary = {
        run,
        failedAttempts: failed,
        loadAverage1m: Number(load.toFixed(2)),
        finalUrl: lhr.finalDisplayedUrl,
        ...summarise(lhr, firstLoad[name]),
      };
      if (summary.finalUrl && summary.finalUrl !== url) {
        console.warn(`  ${name} run ${run}: redirected to ${summary.finalUrl}, not the page asked for`);
      }
      report.pages[name].runs.push(summary);
      if (values['full-reports']) {
        // The whole Lighthouse report (every audit and its details: network requests, LCP
        // breakdown, main-thread tasks) for reading why a figure is what it is.
        const dir = join(root, 'bench/results/lighthouse');
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${name}-run${run}.json`), JSON.stringify(lhr));
      }
      console.info(
        `  ${name.padEnd(8)} run ${run}: performance ${summary.scores.performance}, LCP ${(summary.metrics.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(summary.metrics.tbtMs)} ms, JS ${(summary.firstLoadJsTransferBytes / 1024).toFixed(0)} KB first load, ${(summary.jsTransferBytes / 1024).toFixed(0)} KB all (load ${load.toFixed(1)})`,
      );
    }
  }
} finally {
  await shop.close();
}

const pick = (runsOfPage, get) => median(runsOfPage.map(get));
for (const page of Object.values(report.pages)) {
  const r = page.runs;
  page.median = {
    performance: pick(r, (x) => x.scores.performance),
    accessibility: pick(r, (x) => x.scores.accessibility),
    bestPractices: pick(r, (x) => x.scores.bestPractices),
    seo: pick(r, (x) => x.scores.seo),
    fcpMs: pick(r, (x) => x.metrics.fcpMs),
    lcpMs: pick(r, (x) => x.metrics.lcpMs),
    tbtMs: pick(r, (x) => x.metrics.tbtMs),
    cls: pick(r, (x) => x.metrics.cls),
    speedIndexMs: pick(r, (x) => x.metrics.speedIndexMs),
    scripts: pick(r, (x) => x.scripts),
    jsTransferBytes: pick(r, (x) => x.jsTransferBytes),
    jsResourceBytes: pick(r, (x) => x.jsResourceBytes),
    firstLoadScripts: pick(r, (x) => x.firstLoadScripts),
    firstLoadJsTransferBytes: pick(r, (x) => x.firstLoadJsTransferBytes),
    benchmarkIndex: pick(r, (x) => x.benchmarkIndex),
  };
}
report.loadAverageAfter = loadavg().map((l) => Number(l.toFixed(2)));

const kb = (bytes) => (bytes / 1024).toFixed(0);
console.info(`\nLighthouse ${report.lighthouse}, mobile, simulated throttling; median of ${runs} runs`);
console.info(
  `${describeMachine(report.machine)}; load average at the end ${report.loadAverageAfter.join(' / ')}\n`,
);
console.info(
  '| page | perf | a11y | best pr. | SEO | LCP s | TBT ms | CLS | FCP s | JS KB first load (files) | JS KB all (files) | JS KB raw | CPU index | perf per run |',
);
console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const [name, page] of Object.entries(report.pages)) {
  const m = page.median;
  console.info(
    `| ${name} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcpMs / 1000).toFixed(1)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${(m.fcpMs / 1000).toFixed(1)} | ${kb(m.firstLoadJsTransferBytes)} (${m.firstLoadScripts}) | ${kb(m.jsTransferBytes)} (${m.scripts}) | ${kb(m.jsResourceBytes)} | ${Math.round(m.benchmarkIndex)} | ${page.runs.map((r) => r.scores.performance).join(', ')} |`,
  );
}
const dir = join(root, 'bench/results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `web-${report.machine.date.replace(/:/g, '-').replace(/\..*$/, '')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.info(`\nSummaries of every run: ${file.slice(root.length)}`);

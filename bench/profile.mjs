// Where a page's main thread blocks: loads a page of the production storefront in the machine's
// Chromium with the CPU slowed 4× (Lighthouse's mobile model), records a trace with JavaScript
// samples, and prints every task longer than 50 ms with the functions that ran in it, mapped to
// our sources and the packages' files through the build's source maps. The sum of each task's
// time beyond 50 ms after the first paint is the blocking time Lighthouse would count with real
// throttling. It found i18next in hydration (ADR 0047) and the first `Intl.NumberFormat`.
//   npm run bench:profile                               (builds with source maps, category page)
//   npm run bench:profile -- --page home --runs 3 --no-build
//   npm run bench:profile -- --url http://127.0.0.1:3000 --path /ru/   (a running storefront)
// A benchmark, not a test: it asserts nothing, it reports (docs/performance.md, Part 3).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { buildStorefront, closeOnSignal, discoverPages, root, startShop } from './lib.mjs';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    page: { type: 'string', default: 'category' },
    path: { type: 'string' },
    runs: { type: 'string', default: '1' },
    build: { type: 'boolean', default: true },
    url: { type: 'string' },
    'api-url': { type: 'string', default: 'http://127.0.0.1:4000/graphql' },
    top: { type: 'string', default: '8' },
  },
});
const ASSETS = join(root, 'apps/web/build/client/assets');
const CPU_SLOWDOWN = 4;
const LONG_TASK_US = 50_000;

let shop;
if (values.url) {
  shop = { webUrl: values.url.replace(/\/$/, ''), apiUrl: values['api-url'], close: async () => {} };
} else {
  if (values.build) {
    process.env.SOURCEMAP = '1';
    buildStorefront();
  }
  shop = await startShop({ apiPort: 4945, webPort: 3945, databaseName: 'atrium_bench_profile' });
  closeOnSignal(shop);
}

async function pathOf(page) {
  if (values.path) return values.path;
  if (page === 'home') return '/int/';
  if (page === 'blog') return '/int/blog';
  const found = await discoverPages(shop.apiUrl);
  if (!found[page]) throw new Error(`--page: ${page} is not one of home, category, product, blog`);
  return found[page].path;
}

const consumers = new Map();
/** "function file:line" of a sampled frame, through the build's source map when there is one. */
function frameName(callFrame) {
  const url = callFrame.url ?? '';
  const file = url.match(/\/assets\/([^/?]+\.js)$/)?.[1];
  const own = `${callFrame.functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}`.trim();
  if (!file) return own;
  if (!consumers.has(file)) {
    const map = join(ASSETS, `${file}.map`);
    consumers.set(
      file,
      existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null,
    );
  }
  const consumer = consumers.get(file);
  if (!consumer) return own;
  const at = consumer.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
  const source = (at.source ?? file).replace(/^.*node_modules\//, '').replace(/^.*\/app\//, 'app/');
  return `${at.name || callFrame.functionName || '(anonymous)'} ${source}:${at.line ?? '?'}`;
}

/** The JavaScript samples of the trace: [timestamp µs, node id], with the call tree. */
function samplesOf(events) {
  const profile = events.find((e) => e.name === 'Profile');
  const nodes = new Map();
  const samples = [];
  if (!profile) return { nodes, samples };
  let time = profile.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
    const data = chunk.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args.data.timeDeltas ?? [];
    (data.samples ?? []).forEach((id, i) => {
      time += deltas[i];
      samples.push([time, id]);
    });
  }
  return { nodes, samples };
}

// Frames every React task goes through: they say nothing about what the task did.
const PLUMBING =
  /^\((root|program|idle)\)|performWorkUntilDeadline|performWorkOnRoot|performUnitOfWork|beginWork|renderWithHooks|updateFunctionComponent|workLoop|recursivelyTraverse|commit\w*OnFiber|renderRoot/;

const BROWSER_WORK = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Commit',
  'MajorGC',
  'MinorGC',
]);

async function profileOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'website', value: 'int', url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  // Hydration, the passive effects and the idle-time prefetches of visible links.
  await page.waitForTimeout(4000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  await context.close();

  // The renderer's main thread: the one with the most task time.
  const busy = new Map();
  for (const e of events) {
    if (e.name === 'RunTask' && e.ph === 'X')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  // Times are from the page's first paint (the tab's about:blank paints nothing).
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = events.filter(
    (e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.name === 'RunTask' && e.dur > LONG_TASK_US,
  );
  const { nodes, samples } = samplesOf(events);
  const ms = (us) => Math.round(us / 1000);
  let blocking = 0;
  console.info(`${elements} elements after hydration; tasks over 50 ms, timed from the first paint:`);
  for (const task of tasks) {
    const end = task.ts + task.dur;
    if (end > fcp) blocking += Math.max(0, end - Math.max(task.ts, fcp) - LONG_TASK_US);
    const inside = samples.filter(([time]) => time >= task.ts && time <= end);
    const seen = new Map();
    for (const [, id] of inside) {
      const names = new Set();
      for (let node = nodes.get(id); node; node = nodes.get(node.parent))
        names.add(frameName(node.callFrame));
      for (const name of names) seen.set(name, (seen.get(name) ?? 0) + 1);
    }
    // What the browser itself did in the task (style, layout, paint, parsing), when it was not JavaScript.
    const work = new Map();
    for (const e of events) {
      if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X' || e === task || e.ts < task.ts || e.ts + e.dur > end)
        continue;
      if (BROWSER_WORK.has(e.name)) work.set(e.name, (work.get(e.name) ?? 0) + e.dur);
    }
    const browserWork = [...work.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => `${name} ${ms(us)} ms`)
      .join(', ');
    const top = [...seen.entries()]
      .filter(([name]) => !PLUMBING.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(values.top));
    const when = task.ts < fcp ? 'before the first paint' : 'after the first paint';
    console.info(
      `  task at ${ms(task.ts - fcp)} ms, ${ms(task.dur)} ms (${when}): ${browserWork || 'JavaScript'}`,
    );
    for (const [name, count] of top) console.info(`    ${String(count).padStart(5)}  ${name}`);
  }
  console.info(`blocking time after the first paint (task time beyond 50 ms): ${ms(blocking)} ms\n`);
}

try {
  const url = `${shop.webUrl}${await pathOf(values.page)}`;
  console.info(`Profiling ${url}, CPU ×${CPU_SLOWDOWN}, ${values.runs} run(s)\n`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (let run = 1; run <= Number(values.runs); run++) await profileOnce(browser, url);
  } finally {
    await browser.close();
  }
} finally {
  await shop.close();
}

#!/usr/bin/env node
// Prints how much JavaScript a page of the running storefront makes the browser load on a first
// visit: the module scripts and modulepreload links of the page's HTML, plus every module those
// import statically (what the browser must fetch before the page hydrates). Chunks loaded later
// with import() — a drawer's form when it opens — are not counted, as a shopper who never opens
// the drawer never loads them. Sizes are raw, gzip level 9 and brotli quality 11 (what the build
// pre-compresses; on-the-fly compression is a few per cent larger).
//
//   node apps/web/scripts/route-js-size.mjs http://127.0.0.1:3000/ru/some-category [more URLs]
//   … --list          also lists every file with its sizes
//   … --budget 100    exits 1 when a page's gzip total passes 100 KB (a check, not a benchmark)
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const list = args.includes('--list');
const budgetAt = args.indexOf('--budget');
const budgetKb = budgetAt >= 0 ? Number(args[budgetAt + 1]) : undefined;
const urls = args.filter((arg, index) => !arg.startsWith('--') && (budgetAt < 0 || index !== budgetAt + 1));
if (urls.length === 0) {
  console.error('usage: route-js-size.mjs <page URL>… [--list] [--budget KB]');
  process.exit(2);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The module URLs a page's HTML names: script src, modulepreload links, inline module imports and lists. */
function modulesOfHtml(html, base) {
  const found = new Set();
  for (const [, href] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) found.add(href);
  for (const [, src] of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) found.add(src);
  for (const [, body] of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body.matchAll(
      /(?:import\s*(?:[\w*{}\s,]+from\s*)?|import\()\s*["']([^"']+\.js)["']/g,
    )) {
      found.add(spec);
    }
    // The page's hydration script (app/lib/hydration-scripts.tsx) lists its modules as strings.
    for (const [, spec] of body.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) found.add(spec);
  }
  return [...found].map((href) => new URL(href, base).href);
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not import(). */
function staticImports(code, url) {
  const found = [];
  for (const [, spec] of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    found.push(new URL(spec, url).href);
  }
  for (const [, spec] of code.matchAll(/(?:^|[;\n}])\s*export\s*[\w*{}\s,$]+from\s*["']([^"']+)["']/g)) {
    found.push(new URL(spec, url).href);
  }
  return found;
}

async function measure(pageUrl) {
  const response = await fetch(pageUrl, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const queue = modulesOfHtml(html, response.url);
  const files = new Map();
  while (queue.length > 0) {
    const url = queue.shift();
    if (files.has(url)) continue;
    const answer = await fetch(url);
    if (!answer.ok)
      throw new Error(`${url}: HTTP ${answer.status} (is the server running the latest build?)`);
    const code = await answer.text();
    const bytes = Buffer.from(code);
    files.set(url, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
    queue.push(...staticImports(code, url));
  }
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const size of files.values()) for (const key of Object.keys(total)) total[key] += size[key];
  return { status: response.status, files, total };
}

let overBudget = false;
for (const url of urls) {
  const { status, files, total } = await measure(url);
  console.info(
    `${url} (HTTP ${status}): ${files.size} scripts, ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip, ${kb(total.brotli)} KB brotli`,
  );
  if (list) {
    const rows = [...files].sort((a, b) => b[1].gzip - a[1].gzip);
    for (const [file, size] of rows) {
      console.info(
        `  ${kb(size.gzip).padStart(6)} KB gzip ${kb(size.raw).padStart(7)} KB raw  ${new URL(file).pathname}`,
      );
    }
  }
  if (budgetKb !== undefined && total.gzip > budgetKb * 1024) {
    console.error(`  over the budget: ${kb(total.gzip)} KB gzip > ${budgetKb} KB`);
    overBudget = true;
  }
}
if (overBudget) process.exit(1);

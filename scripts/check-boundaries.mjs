#!/usr/bin/env node
// Module boundaries (issue 12 §2, ADR 0028), checked by `npm run lint`:
//  - API: only a module's own files import its stores (`store.ts`, `*-store.ts`, `store/`);
//  - API: SQL (a value import of drizzle-orm) only in store files, table definitions, db/ and seed/;
//  - API: no two modules import each other (directly);
//  - storefront: a feature never imports another feature (routes compose features).
// Imports that still break a rule are listed in scripts/boundaries-baseline.json; the check fails on
// a new one and on a baseline entry that no longer occurs, so the list only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const IMPORT =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import of a file: its specifier and whether it is type-only. */
export function importsOf(source) {
  const found = [];
  for (const m of source.matchAll(IMPORT)) {
    const specifier = m[3] ?? m[4];
    found.push({ specifier, typeOnly: Boolean(m[2]) });
  }
  return found;
}

function walk(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    if (path.includes(`${sep}generated${sep}`) || path.includes(`${sep}node_modules${sep}`)) continue;
    out.push(path);
  }
  return out;
}

function resolveImport(from, specifier, aliases) {
  for (const [prefix, target] of aliases) {
    if (specifier.startsWith(prefix)) return join(target, specifier.slice(prefix.length));
  }
  return specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
}

/** A store file by its path inside its module (or inside src/ outside modules). */
const isStoreFile = (path) => /(^|\/)(store|[\w-]+-store)\.ts$/.test(path);
const insideModule = (rel) => rel.replace(/^modules\/[^/]+\//, '');
const isTablesFile = (path) => /(^|\/)([\w-]+-)?tables\.ts$/.test(path);

/** The module of an API file: `cart` for modules/cart/…, null outside modules/. */
function apiModule(rel) {
  const m = /^modules\/([^/]+)\//.exec(rel);
  return m ? m[1] : null;
}

/** The node of the API's import graph: a module, or a top-level folder (workflows, shared, db…). */
function apiNode(rel) {
  return apiModule(rel) ?? (rel.includes('/') ? rel.split('/')[0] : 'app');
}

/** Rule breaches of the files under `apiSrc` and `webApp` (paths for the test's fixtures too). */
export function findBreaches({ apiSrc, webApp }) {
  const breaches = [];
  const moduleEdges = new Map();
  for (const file of walk(apiSrc)) {
    const rel = relative(apiSrc, file).split(sep).join('/');
    const own = apiModule(rel);
    const node = apiNode(rel);
    // db/ owns the connection and migrations, seed/ writes the demo data (it sits above the modules,
    // db/ below them); everywhere else SQL lives in store files.
    const mayRunSql =
      rel.startsWith('db/') || rel.startsWith('seed/') || isStoreFile(insideModule(rel)) || isTablesFile(rel);
    const source = readFileSync(file, 'utf8');
    for (const { specifier, typeOnly } of importsOf(source)) {
      if (specifier === 'drizzle-orm') {
        if (!typeOnly && !mayRunSql)
          breaches.push({ rule: 'sql-outside-store', file: rel, import: specifier });
        continue;
      }
      const target = resolveImport(file, specifier, []);
      if (!target) continue;
      const targetRel = relative(apiSrc, target).split(sep).join('/');
      if (!typeOnly && !mayRunSql && isTablesFile(targetRel)) {
        breaches.push({ rule: 'sql-outside-store', file: rel, import: targetRel });
      }
      const targetModule = apiModule(targetRel);
      if (targetModule && targetModule !== own && isStoreFile(insideModule(targetRel))) {
        breaches.push({ rule: 'foreign-store', file: rel, import: targetRel });
      }
      const targetNode = apiNode(targetRel);
      if (!typeOnly && targetNode !== node) {
        if (!moduleEdges.has(node)) moduleEdges.set(node, new Set());
        moduleEdges.get(node).add(targetNode);
      }
    }
  }
  for (const [a, targets] of moduleEdges) {
    for (const b of targets) {
      if (a < b && moduleEdges.get(b)?.has(a)) breaches.push({ rule: 'module-cycle', file: a, import: b });
    }
  }
  const features = join(webApp, 'features');
  for (const file of walk(features)) {
    const rel = relative(webApp, file).split(sep).join('/');
    const own = rel.split('/')[1];
    for (const { specifier } of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier, [['~/', webApp]]);
      if (!target) continue;
      const targetRel = relative(webApp, target).split(sep).join('/');
      const m = /^features\/([^/]+)/.exec(targetRel);
      if (m && m[1] !== own) breaches.push({ rule: 'feature-imports-feature', file: rel, import: targetRel });
    }
  }
  return breaches;
}

const key = (b) => `${b.rule} ${b.file} -> ${b.import}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const breaches = findBreaches({ apiSrc: join(root, 'apps/api/src'), webApp: join(root, 'apps/web/app') });
  const baselinePath = join(root, 'scripts/boundaries-baseline.json');
  if (process.argv.includes('--write-baseline')) {
    const lines = [...new Set(breaches.map(key))].sort();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(baselinePath, `${JSON.stringify(lines, null, 2)}\n`);
    console.info(`${lines.length} known breaches written to scripts/boundaries-baseline.json`);
    process.exit(0);
  }
  const baseline = new Set(JSON.parse(readFileSync(baselinePath, 'utf8')));
  const current = new Set(breaches.map(key));
  const added = [...current].filter((k) => !baseline.has(k));
  const gone = [...baseline].filter((k) => !current.has(k));
  if (process.argv.includes('--list')) for (const k of [...current].sort()) console.info(k);
  if (added.length) {
    console.error(`Module boundaries broken (see docs/architecture.md):\n  ${added.join('\n  ')}`);
  }
  if (gone.length) {
    console.error(`Fixed, remove from scripts/boundaries-baseline.json:\n  ${gone.join('\n  ')}`);
  }
  if (added.length || gone.length) process.exit(1);
  const counts = {};
  for (const b of breaches) counts[b.rule] = (counts[b.rule] ?? 0) + 1;
  console.info(`Module boundaries: ${breaches.length} known breaches left ${JSON.stringify(counts)}`);
}

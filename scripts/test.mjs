// `npm test`: every suite, one after another, each with its wall time, then the times and their total
// and one closing line "N passed, N failed".
//   unit        packages/money, apps/web, the lint scripts in scripts/ and apps/api/src (Vitest)
//   api         apps/api/test: real GraphQL over HTTP on in-memory PGlite (Vitest)
//   api:pg      the same suite on the PostgreSQL server in TEST_DATABASE_URL, when it is set
//   e2e         the built storefront and the API in Chromium (Playwright); the API on a fresh
//               database of TEST_DATABASE_URL's server when set, else on PGlite
// Pass suite names to run only those: `npm test -- api e2e`.
// The storefront's production build, which only the browser suite needs, starts with the first
// suite and runs beside the earlier ones; the browser suite waits for it (docs/performance.md).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vitestCounts } from './test-counts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'atrium-test-'));
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const playwright = join(root, 'node_modules/@playwright/test/cli.js');

function vitestSuite(name, dir, env = {}, args = []) {
  const out = join(reports, `${name}.json`);
  return {
    name,
    run: () =>
      spawnSync(
        process.execPath,
        [vitest, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
        {
          cwd: join(root, dir),
          stdio: 'inherit',
          env: { ...process.env, ...env },
        },
      ),
    count: () => {
      return vitestCounts(JSON.parse(readFileSync(out, 'utf8')));
    },
  };
}

/**
 * `npm run build -w @atrium/web` in the background, its output in a log file; answers its exit
 * status. The build needs no test result, so it need not wait for the suites before the browser
 * suite: it overlaps them (the API suite on PostgreSQL spends much of its time waiting on the
 * server) instead of adding its wall time after them.
 */
function startWebBuild() {
  const log = join(reports, 'web-build.log');
  const out = openSync(log, 'w');
  const started = Date.now();
  const child = spawn('npm', ['run', 'build', '-w', '@atrium/web'], {
    cwd: root,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  return new Promise((resolve) => {
    child.on('error', () => resolve({ status: 1, log, took: 0 }));
    // The exit is only seen once the suite running then ends (spawnSync holds the event loop): the
    // log's last write says when the build really finished.
    child.on('close', (status) => resolve({ status, log, took: statSync(log).mtimeMs - started }));
  });
}
let webBuild;

const e2eReport = join(reports, 'e2e.json');
const suites = [
  vitestSuite('unit:money', 'packages/money'),
  vitestSuite('unit:web', 'apps/web'),
  vitestSuite('unit:scripts', 'scripts'),
  vitestSuite('unit:api', 'apps/api', { DATABASE_URL: '' }, ['--config', 'vitest.unit.config.ts']),
  vitestSuite('api', 'apps/api', { DATABASE_URL: '' }),
  ...(process.env.TEST_DATABASE_URL
    ? [vitestSuite('api:pg', 'apps/api', { DATABASE_URL: process.env.TEST_DATABASE_URL })]
    : []),
  {
    name: 'e2e',
    run: async () => {
      const build = await (webBuild ?? startWebBuild());
      if (build.status !== 0) {
        process.stdout.write(readFileSync(build.log));
        return build;
      }
      console.info(`storefront built (${duration(build.took)}, beside the suites before; log ${build.log})`);
      return spawnSync(process.execPath, [playwright, 'test', '--reporter=list,json'], {
        cwd: join(root, 'e2e'),
        stdio: 'inherit',
        env: {
          // The browser suite's API on a fresh database of the PostgreSQL server when there is one:
          // it serves the pages with far less CPU than PGlite, which the api suite covers.
          E2E_DATABASE_SERVER: process.env.TEST_DATABASE_URL ?? '',
          ...process.env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
        },
      });
    },
    count: () => {
      const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
  },
];

/** 192 s -> "3 min 12 s" */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const only = process.argv.slice(2);
const selected = suites.filter((s) => only.length === 0 || only.some((o) => s.name.startsWith(o)));
if (selected.some((suite) => suite.name === 'e2e')) webBuild = startWebBuild();
let passed = 0;
let failed = 0;
const started = performance.now();
const times = [];
for (const suite of selected) {
  console.info(`\n=== ${suite.name} ===`);
  const suiteStarted = performance.now();
  const result = await suite.run();
  const took = duration(performance.now() - suiteStarted);
  times.push(`${suite.name} ${took}`);
  let counts = { passed: 0, failed: 1 };
  try {
    counts = suite.count();
  } catch {
    // the suite crashed before writing its report: count it as one failure
  }
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  console.info(`=== ${suite.name}: ${counts.passed} passed, ${counts.failed} failed (${took}) ===`);
  passed += counts.passed;
  failed += counts.failed;
}
console.info(`\n${times.join(', ')}; total ${duration(performance.now() - started)}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

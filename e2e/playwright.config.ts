// End-to-end tests against the real API (on a fresh temporary PGlite database) and the production
// build of the storefront, driven by the machine's Chromium. Two storefront servers run: one that
// trusts X-Forwarded-For from 127.0.0.1 (as behind a local reverse proxy) and one that trusts nobody.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT_OFFSET lets two checkouts run their browser suites at the same time.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const API_PORT = 4100 + offset;
const WEB_PORT = 3100 + offset;
const UNTRUSTING_WEB_PORT = 3101 + offset;
// Workers load this file again; the environment carries the first process's directory to them.
process.env.ATRIUM_E2E_DB_DIR ??= mkdtempSync(join(tmpdir(), 'atrium-e2e-db-'));
// On a PostgreSQL server when E2E_DATABASE_SERVER names one (start-api.ts); else on PGlite.
process.env.E2E_DATABASE_SERVER ??= '';
process.env.ATRIUM_E2E_DB_NAME ??= `atrium_e2e_${randomBytes(6).toString('hex')}`;
process.env.ATRIUM_E2E_MEDIA_DIR ??= mkdtempSync(join(tmpdir(), 'atrium-e2e-media-'));
// The API writes its mails (password reset, welcome) here as .eml files; customer tests read them.
process.env.ATRIUM_E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'atrium-e2e-mail-'));
const node = JSON.stringify(process.execPath);
// Debian's chromium-headless-shell (the headless shell Playwright itself uses) when installed: it
// draws the same pages with a fraction of the full browser's CPU. E2E_CHROMIUM names another one.
const chromium =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const apiUrl = `http://127.0.0.1:${API_PORT}/graphql`;

const webServer = (port: number, trustedProxies: string) => ({
  command: `${node} ../apps/web/server.ts`,
  url: `http://127.0.0.1:${port}/favicon.svg`,
  env: {
    // As in production: without it React renders on the server in its development build, which
    // cost the storefront two to three times the CPU per page (docs/performance.md).
    NODE_ENV: 'production',
    WEB_PORT: String(port),
    WEB_HOST: '127.0.0.1',
    API_URL: apiUrl,
    TRUSTED_PROXIES: trustedProxies,
  },
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalTeardown: './global-teardown.ts',
  fullyParallel: true,
  // Two browsers at a time fit two cores with the headless shell (E2E_WORKERS to change).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Assertions wait for the state they expect; on a loaded 2-core machine a form post and its
  // redirect can take longer than the default 5 s. A passing test never waits for this.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    // A failure leaves its screenshot and page snapshot (error-context.md). Recording a trace of
    // every test costs about a third more CPU: E2E_TRACE=1 keeps one for each failed test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `${node} start-api.ts`,
      // 200 once the database answers (503 before), GET /health in server.ts.
      url: `http://127.0.0.1:${API_PORT}/health`,
      env: {
        PGLITE_DIR: process.env.ATRIUM_E2E_DB_DIR,
        E2E_DATABASE_SERVER: process.env.E2E_DATABASE_SERVER,
        ATRIUM_E2E_DB_NAME: process.env.ATRIUM_E2E_DB_NAME,
        MEDIA_DIR: process.env.ATRIUM_E2E_MEDIA_DIR,
        MAIL_DIR: process.env.ATRIUM_E2E_MAIL_DIR,
        // The storefronts call from 127.0.0.1 and forward the shopper's address (sign-in throttling).
        TRUSTED_PROXIES: '127.0.0.1',
        // Cheaper password hashing: the browser tests sign up and in many times on a shared machine.
        PASSWORD_SCRYPT_COST: '4096,8,1',
        API_PORT: String(API_PORT),
        GRAPHIQL: 'false',
        LOG_LEVEL: 'warn',
        STOREFRONT_URL: `http://127.0.0.1:${WEB_PORT}/`,
        // Redirect payments go through the API's built-in sandboxes, at the API's configured URL.
        PAYMENT_SANDBOX: 'true',
        API_PUBLIC_URL: `http://127.0.0.1:${API_PORT}/`,
        // start-api.ts runs the store's staff commands posted here (tests/staff-support.ts).
        E2E_STAFF_PORT: String(4300 + offset),
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    webServer(WEB_PORT, '127.0.0.1'),
    webServer(UNTRUSTING_WEB_PORT, ''),
  ],
});

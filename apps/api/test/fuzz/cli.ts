// `npm run fuzz -- --requests 20000 [--seed N] [--concurrency 4] [--url http://127.0.0.1:4000/]`
// Sends seeded hostile requests to an API and lists what went wrong; exits 1 when anything did.
// Without --url it starts its own API on a fresh database (PGlite, or DATABASE_URL's server).
import { parseArgs } from 'node:util';
import { buildSchema } from '../../src/schema.ts';
import { startApi } from '../support/start-api.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { describeFindings, runFuzz } from './run-fuzz.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000_000) },
    concurrency: { type: 'string', default: '4' },
    url: { type: 'string' },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run fuzz -- [--requests N] [--seed N] [--concurrency N] [--url URL]');
  process.exit(2);
}

const database = values.url ? undefined : await createTestDatabase();
const api = database ? await startApi(database, { PAYMENT_SANDBOX: 'true' }) : undefined;
const baseUrl = values.url ?? new URL('/', api?.url).toString();
console.info(`Sending ${requests} hostile requests to ${baseUrl} (seed ${seed}).`);
const started = Date.now();
const report = await runFuzz({
  schema: buildSchema(),
  baseUrl,
  requests,
  seed,
  concurrency: Number(values.concurrency),
  onProgress: (sent) => {
    if (sent % 1000 === 0 || sent === requests) console.info(`  ${sent} sent`);
  },
});
const health = await fetch(new URL('/health', baseUrl));
console.info(
  `${report.sent} requests in ${Math.round((Date.now() - started) / 1000)} s; statuses ${JSON.stringify(report.byStatus)}; /health ${health.status}`,
);
if (report.findings.length) console.info(`Findings:\n${describeFindings(report.findings)}`);
else console.info('No findings.');
await api?.close();
await database?.dispose();
process.exit(report.findings.length || health.status !== 200 ? 1 : 0);

// Starts the browser suite's API. With E2E_DATABASE_SERVER (a PostgreSQL server's URL; the config
// takes TEST_DATABASE_URL) it runs on a fresh database there, which global-teardown.ts drops:
// PostgreSQL serves the suite's pages with a fraction of the CPU the embedded PGlite needs, and
// the API suite proves both behave alike. Without it, on the temporary PGlite directory.
import pg from 'pg';

const server = process.env.E2E_DATABASE_SERVER;
const name = process.env.ATRIUM_E2E_DB_NAME;
if (server && name) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
// A computed specifier: the API is not part of the browser suite's type check.
const api = await import(new URL('../apps/api/src/main.ts', import.meta.url).href);

// The store's staff commands (`npm run orders -- invoice|ship …`) for the tests, on the API's own
// database: PGlite is one process's, so a second process could not open it while the API runs.
// Only on 127.0.0.1, only in the browser suite (tests/staff-support.ts posts the command's words).
const staffPort = Number(process.env.E2E_STAFF_PORT ?? 0);
if (staffPort) {
  const { createServer } = await import('node:http');
  const orders = await import(new URL('../apps/api/src/cli/orders-command.ts', import.meta.url).href);
  const reviews = await import(new URL('../apps/api/src/cli/reviews-command.ts', import.meta.url).href);
  // A body is the command's words: ["invoice", "…"] for `orders`, or { command: "reviews", args }.
  const commands = { orders, reviews };
  createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const lines: string[] = [];
    let code: number;
    try {
      const parsed = JSON.parse(body) as string[] | { command: keyof typeof commands; args: string[] };
      const { command, args } = Array.isArray(parsed) ? { command: 'orders' as const, args: parsed } : parsed;
      const run = commands[command];
      const out = { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
      code = await run.runCommand(api.database.db, run.parseCommand(args), out);
    } catch (error) {
      lines.push(error instanceof Error ? error.message : String(error));
      code = 2;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code, output: lines.join('\n') }));
  }).listen(staffPort, '127.0.0.1');
}

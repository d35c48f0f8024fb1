// `npm start`: builds the storefront when its build is missing or older than its sources, then
// runs the API (migrating and seeding the embedded database on first start) and the storefront.
// `npm run dev` runs both in watch mode instead (Vite middleware, node --watch). The demo pays
// through the API's built-in payment sandboxes (PAYMENT_SANDBOX=true unless the caller set it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const webDir = join(root, 'apps/web');
const builtServer = join(webDir, 'build/server/index.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(builtServer)) return true;
  const built = statSync(builtServer).mtimeMs;
  return ['app', 'public'].some((d) => existsSync(join(webDir, d)) && newestMtime(join(webDir, d)) > built);
}

if (!dev && buildIsStale()) {
  console.info('Building the storefront…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@atrium/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];
function run(name, args, cwd, env = process.env) {
  const child = spawn(process.execPath, args, { cwd, stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  children.push(child);
  return child;
}

// The API is ready when GET /health answers 200: before that it migrates, seeds the demo shop on
// first start, or waits for its database (DATABASE_CONNECT_TIMEOUT_SECONDS). Says what it waits
// for now and then, stops waiting when the API ends, and gives up after a bound.
const READY_LIMIT_SECONDS = 300;

async function waitForApi(url, api) {
  const started = Date.now();
  let reported = 0;
  for (;;) {
    if (api.exitCode !== null || api.signalCode !== null) return false;
    let state;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return true;
      state = res.status === 503 ? 'it cannot reach its database yet' : `it answers ${res.status}`;
    } catch {
      state = 'not listening yet (migrations; the demo shop is seeded on first start)';
    }
    const waited = Math.round((Date.now() - started) / 1000);
    if (waited >= READY_LIMIT_SECONDS) {
      console.error(`The API was not ready at ${url} after ${READY_LIMIT_SECONDS} s (${state}); stopping.`);
      return false;
    }
    if (Date.now() - reported >= 10_000) {
      console.info(`Waiting for the API at ${url}: ${state}, ${waited} s…`);
      reported = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const apiPort = process.env.API_PORT ?? '4000';
// Sandboxes move no money and anyone can pay on them: never switched on for production.
const paymentSandbox =
  process.env.PAYMENT_SANDBOX ?? (process.env.NODE_ENV === 'production' ? 'false' : 'true');
const api = run('api', dev ? ['--watch', 'src/main.ts'] : ['src/main.ts'], join(root, 'apps/api'), {
  ...process.env,
  PAYMENT_SANDBOX: paymentSandbox,
});
if (!(await waitForApi(`http://127.0.0.1:${apiPort}/health`, api))) {
  api.kill('SIGTERM');
  process.exitCode ||= 1;
} else {
  // The storefront calls the API this script started, on whichever port that is.
  process.env.API_URL ??= `http://localhost:${apiPort}/graphql`;
  // React and React Router pick their production builds only when NODE_ENV says so, at import:
  // without it the storefront renders every page with the development build, at two to three
  // times the CPU. The API keeps the caller's NODE_ENV (it decides the payment sandbox above).
  run('web', dev ? ['server.ts', '--dev'] : ['server.ts'], webDir, {
    ...process.env,
    NODE_ENV: dev ? 'development' : 'production',
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

// Records platform binaries that npm could not put in package-lock.json.
//
// npm writes an entry for every optional platform package (say @rollup/rollup-darwin-arm64) with
// its `os`/`cpu`, so `npm ci` on any machine knows to skip the ones that are not its own. When the
// registry in use cannot serve some of those packages (a partial mirror), npm leaves them out of
// the lock, and `npm ci` then refuses the lock as "Missing: … from lock file". This adds the
// missing entries with the platform read from the package name, which is what npm would have
// written, so `npm ci` skips them without fetching anything.
//
//   node scripts/complete-lockfile.mjs          fix package-lock.json in place
//   node scripts/complete-lockfile.mjs --check  exit 1 if entries are missing (used by lint)
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'sunos', 'aix'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((t) => OS.includes(t));
  const cpuToken = tokens.find((t) => Object.hasOwn(CPU, t));
  if (!os || !cpuToken) return undefined;
  const entry = { os: [os], cpu: [CPU[cpuToken]] };
  if (os === 'linux') {
    if (tokens.some((t) => t.startsWith('musl'))) entry.libc = ['musl'];
    else if (tokens.some((t) => t.startsWith('gnu'))) entry.libc = ['glibc'];
  }
  return entry;
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const added = [];
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[key] || packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    packages[key] = { version: range, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added.push(`${name}@${range}`);
  }
}

if (process.argv.includes('--check')) {
  if (added.length > 0) {
    console.error(`package-lock.json misses ${added.length} platform packages; run: npm run lockfile:fix`);
    process.exit(1);
  }
} else if (added.length > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.info(`Recorded ${added.length} platform packages in package-lock.json.`);
}

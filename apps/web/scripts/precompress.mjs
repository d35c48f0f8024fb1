// After `react-router build`: writes a brotli (quality 11) and a gzip (level 9) copy next to every
// compressible file of build/client, so server.ts sends them as they are instead of compressing
// each response on the fly at low quality (ADR 0043). Files under 1 KB are left alone, and so is a
// copy that would not be smaller. Usage: node scripts/precompress.mjs [directory]
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats; woff2, pictures and archives are compressed already. */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.html',
  '.map',
  '.webmanifest',
]);
export const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` when they are smaller; removes stale ones when they are not. */
async function compressFile(path) {
  const source = await readFile(path);
  const variants = [
    [
      '.br',
      () =>
        br(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
    ],
    ['.gz', () => gz(source, { level: 9 })],
  ];
  const sizes = { raw: source.length };
  for (const [suffix, compress] of variants) {
    const bytes = await compress();
    if (bytes.length < source.length) {
      await writeFile(path + suffix, bytes);
      sizes[suffix.slice(1)] = bytes.length;
    } else await unlink(path + suffix).catch(() => {});
  }
  return sizes;
}

export async function precompress(root) {
  const results = [];
  for await (const path of filesUnder(root)) {
    if (!COMPRESSIBLE.has(extname(path).toLowerCase())) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    results.push({ file: relative(root, path), ...(await compressFile(path)) });
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('../build/client', import.meta.url));
  const results = await precompress(root);
  const total = (key) => results.reduce((sum, r) => sum + (r[key] ?? r.raw), 0);
  console.info(
    `precompressed ${results.length} files in ${relative(process.cwd(), root) || '.'}: ` +
      `${total('raw')} bytes, brotli ${total('br')}, gzip ${total('gz')}`,
  );
}

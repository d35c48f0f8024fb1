// `npm run seed [-- options]`: migrates the configured database (DATABASE_URL, else the PGlite
// directory) and seeds it. On an empty database: the shop and a demo catalogue; on a seeded one,
// only with --replace: the catalogue is deleted and generated again. Pictures go to MEDIA_DIR.
import { parseArgs } from 'node:util';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { linkBlogProducts } from '../seed/blog/index.ts';
import { clearCatalogue, countProducts, seedCatalogue } from '../seed/catalogue/index.ts';
import { DEMO_PRODUCTS, isSeeded, seedDemoData } from '../seed/index.ts';
import { seedDemoReviews } from '../seed/reviews.ts';

const usage = `Usage: npm run seed -- [--products N] [--replace] [--seed S] [--batch-size N]

  --products N    visible products to generate (default ${DEMO_PRODUCTS}; variants come on top)
  --replace       delete the existing catalogue first (products and every table referencing them,
                  their URL rewrites, the listing index); without it a database with products is
                  left alone
  --seed S        seed of the generator (default 1): the same seed gives the same catalogue
  --batch-size N  products generated and written per batch (default 1000)

Database: DATABASE_URL if set, else the PGlite directory PGLITE_DIR. Files: MEDIA_DIR.`;

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    replace: { type: 'boolean', default: false },
    seed: { type: 'string' },
    'batch-size': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got "${value}".\n\n${usage}`);
    process.exit(2);
  }
  return n;
}

if (values.help) {
  console.info(usage);
  process.exit(0);
}

const products = positive('products', values.products, DEMO_PRODUCTS);
const seed = positive('seed', values.seed, 1);
const batchSize = Math.max(1, positive('batch-size', values['batch-size'], 1_000));
const env = loadEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
const target = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) || 'postgres' : env.PGLITE_DIR;
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

let lastReport = 0;
function progress(done: number, total: number) {
  const now = performance.now();
  if (done < total && now - lastReport < 1000) return;
  lastReport = now;
  const line = `  products ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${Math.round((done / total) * 100)}%), ${seconds()} s`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}${done === total ? '\n' : ''}`);
  else console.info(line);
}

async function generate(db: Db) {
  return seedCatalogue(db, { products, seed, batchSize, mediaDir: env.MEDIA_DIR, onProgress: progress });
}

try {
  await database.migrate();
  console.info(`Seeding ${database.engine} (${target}), media in ${env.MEDIA_DIR}`);
  let summary: Awaited<ReturnType<typeof generate>> | undefined;
  if (!(await isSeeded(database.db))) {
    const result = await seedDemoData(database.db, {
      catalogue: {
        products,
        seed,
        mediaDir: env.MEDIA_DIR,
        projectMediaDir: env.PROJECT_MEDIA_DIR,
        helpdeskFilesDir: env.HELPDESK_FILES_DIR,
      },
      onCatalogueProgress: progress,
    });
    if (typeof result === 'object') summary = result;
  } else {
    const existing = await countProducts(database.db);
    if (existing > 0 && !values.replace) {
      console.info(
        `The database already has ${existing.toLocaleString('en')} products; nothing to do. ` +
          'Add --replace to generate the catalogue again.',
      );
      process.exitCode = values.products ? 1 : 0;
    } else {
      await database.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        if (existing > 0) {
          console.info(`Deleting the catalogue of ${existing.toLocaleString('en')} products…`);
          await clearCatalogue(db);
        }
        summary = await generate(db);
        // The blog's related products and the reviews come from the catalogue that was just replaced.
        await linkBlogProducts(db);
        await seedDemoReviews(db, { seed });
      });
    }
  }
  if (summary) {
    console.info(
      `Done in ${seconds()} s: ${summary.products.toLocaleString('en')} products, ` +
        `${summary.variants.toLocaleString('en')} variants, ${summary.pictures.toLocaleString('en')} picture files, ` +
        `${summary.documents} documents; listing index ${summary.indexed ? 'rebuilt' : 'NOT rebuilt'}.`,
    );
  }
} finally {
  await database.close();
}

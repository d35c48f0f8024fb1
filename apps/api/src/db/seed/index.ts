// Demo data for a fresh database, written once in one transaction: a half-seeded database
// never survives a failed start.
import { sql } from 'drizzle-orm';
import { writeUrlRewrites } from '../../modules/routing/url-rewrites.ts';
import type { Db } from '../client.ts';
import { website } from '../schema.ts';
import { seedCategories } from './categories.ts';
import { seedCmsBlocks } from './cms-blocks.ts';
import { seedCmsPages } from './cms-pages.ts';
import { seedDirectory } from './directory.ts';
import { seedStores } from './stores.ts';

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(website);
  return Number(row?.n ?? 0) > 0;
}

export async function seedDemoData(db: Db): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seedStores(t);
    await seedDirectory(t);
    await seedCategories(t);
    await seedCmsBlocks(t);
    await seedCmsPages(t);
    // Category rewrites come with the catalogue seed; pages get theirs here.
    await writeUrlRewrites(t, { categories: false, cmsPages: true });
  });
  return true;
}

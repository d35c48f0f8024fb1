// Row 1 of `catalog_version`: the catalogue version the listing and category caches are keyed by.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

export async function incrementCatalogVersion(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO catalog_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1`);
}

/** A primary-key read of the row; undefined before the first bump. */
export async function selectCatalogVersion(db: Db): Promise<number | string | undefined> {
  const result = (await db.execute(sql`SELECT version FROM catalog_version WHERE id = 1`)) as unknown as {
    rows: { version: number | string }[];
  };
  return result.rows[0]?.version;
}

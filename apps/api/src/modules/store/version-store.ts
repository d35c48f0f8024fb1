// The `catalog_version` rows: a counter per cached area, bumped by writes, read per request.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Increments the version row `id` (creating it at 1). */
export async function incrementVersion(db: Db, id: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO catalog_version (id, version) VALUES (${id}, 1)
    ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1`);
}

/** The store version row, and the catalogue's too when `withCatalog` (missing rows are absent). */
export async function selectVersions(
  db: Db,
  withCatalog: boolean,
): Promise<{ id: number; version: number | string }[]> {
  const query = withCatalog
    ? sql`SELECT id, version FROM catalog_version WHERE id IN (1, 2)`
    : sql`SELECT id, version FROM catalog_version WHERE id = 2`;
  const result = (await db.execute(query)) as unknown as { rows: { id: number; version: number | string }[] };
  return result.rows;
}

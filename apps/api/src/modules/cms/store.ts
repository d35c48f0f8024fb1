// The only place that reads CMS blocks.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsBlock } from './tables.ts';

export type CmsBlockRow = typeof cmsBlock.$inferSelect;

/** Active blocks with the identifiers, for the store view or all store views (store 0). */
export async function listActiveBlocks(
  db: Db,
  identifiers: string[],
  storeId: number,
): Promise<CmsBlockRow[]> {
  if (identifiers.length === 0) return [];
  return db
    .select()
    .from(cmsBlock)
    .where(
      and(
        inArray(cmsBlock.identifier, identifiers),
        inArray(cmsBlock.storeId, [0, storeId]),
        eq(cmsBlock.isActive, true),
      ),
    );
}

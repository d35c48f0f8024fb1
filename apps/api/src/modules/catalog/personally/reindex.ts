// Rebuilds the personalised listings' index from the products' `personally` blocks: after the
// catalogue seed, and whenever products' texts change in bulk.
import type { Db } from '../../../db/client.ts';
import { rebuildPersonallyIndex } from './store.ts';

export function reindexPersonally(db: Db): Promise<void> {
  return rebuildPersonallyIndex(db);
}

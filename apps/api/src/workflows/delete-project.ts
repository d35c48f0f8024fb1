// deleteProject (design/b2b.md §2, owner only): a project that has orders is archived instead, so
// that its orders keep it. Steps: the owner's access (projects), whether orders name the project
// (sales), then the deletion or the archiving (projects). An order placed for the project between
// the last two steps makes the deletion fail on sales_order's foreign key: nothing is deleted.

import { deleteOrArchive, ownerAccess } from '../modules/projects/index.ts';
import { projectHasOrders } from '../modules/sales/index.ts';
import type { RequestContext } from '../shared/context.ts';

export async function deleteProject(ctx: RequestContext, projectId: number) {
  const access = await ownerAccess(ctx, projectId);
  const hasOrders = await projectHasOrders(ctx.db, access.projectId);
  return deleteOrArchive(ctx, access, hasOrders);
}

// Who may do what on a project (design/b2b.md §2). Owner and members read and edit products and
// the design; the project's managers read and edit products and the design (and the delivery
// address, see docs/projects.md); only the owner renames, deletes and invites. Everyone else, and
// an unknown id, gets the same authorization error, so a project's existence is never confirmed.
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { NOT_AUTHORIZED } from '../customer/session.ts';
import { findProject, type ProjectRow, type Relation, relationOf } from './store.ts';

export type ProjectAction = 'read' | 'edit-products' | 'edit-design' | 'owner';

export interface ProjectAccess {
  projectId: number;
  customerId: number;
  role: 'owner' | 'member' | 'manager';
  isPrimaryManager: boolean;
}

export const projectNotAccessible = (projectId: number) =>
  `The project with ID "${projectId}" does not exist or you may not access it.`;
export const ONLY_OWNER = 'Only the owner of the project can do this.';
export const ARCHIVED_READ_ONLY = 'The project is archived: it can be read but no longer changed.';

/** The access a relation gives to a project row (null: none). */
export function accessFrom(row: ProjectRow, customerId: number, relation: Relation): ProjectAccess | null {
  // The owner keeps the owner's rights even when also a manager of the project (and its primary flag).
  if (row.ownerId === customerId) {
    return { projectId: row.id, customerId, role: 'owner', isPrimaryManager: relation.isPrimaryManager };
  }
  if (relation.isManager) {
    return { projectId: row.id, customerId, role: 'manager', isPrimaryManager: relation.isPrimaryManager };
  }
  if (relation.isMember) return { projectId: row.id, customerId, role: 'member', isPrimaryManager: false };
  return null;
}

/** The caller's access to a project row already read. */
export async function accessTo(ctx: RequestContext, row: ProjectRow | undefined, projectId: number) {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  if (!row) throw authorizationError(projectNotAccessible(projectId));
  const access = accessFrom(row, ctx.customer.id, await relationOf(ctx.db, row.id, ctx.customer.id));
  if (!access) throw authorizationError(projectNotAccessible(projectId));
  return access;
}

export function mayDo(access: ProjectAccess, action: ProjectAction): boolean {
  if (action === 'owner') return access.role === 'owner';
  return true;
}

/** Checks `action` for an access already established. */
export function ensureMay(access: ProjectAccess, action: ProjectAction): ProjectAccess {
  if (!mayDo(access, action)) throw authorizationError(ONLY_OWNER);
  return access;
}

/**
 * Throws graphql-authorization for guests, for an unknown project and for one the caller may not
 * do `action` on, and graphql-input for a change of an archived project; answers the caller's
 * relation to it.
 */
export async function projectAccess(
  ctx: RequestContext,
  projectId: number,
  action: ProjectAction,
): Promise<ProjectAccess> {
  const { row, access } = await readableProject(ctx, projectId);
  ensureMay(access, action);
  if (action !== 'read' && row.status === 'archived') throw inputError(ARCHIVED_READ_ONLY);
  return access;
}

/** The project row and the caller's access (read), in one go. */
export async function readableProject(
  ctx: RequestContext,
  projectId: number,
): Promise<{ row: ProjectRow; access: ProjectAccess }> {
  if (!ctx.customer) throw authorizationError(NOT_AUTHORIZED);
  const row =
    Number.isSafeInteger(projectId) && projectId > 0 && projectId <= 2_147_483_647
      ? await findProject(ctx.db, projectId)
      : undefined;
  const access = await accessTo(ctx, row, projectId);
  return { row: row as ProjectRow, access };
}

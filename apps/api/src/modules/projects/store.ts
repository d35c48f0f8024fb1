// The only place that reads and writes projects, their people, lines, comments and invites.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer } from '../customer/tables.ts';
import { department, departmentManager } from '../staff/tables.ts';
import {
  type ProjectProductOptions,
  project,
  projectInvite,
  projectManager,
  projectMember,
  projectProduct,
  projectProductComment,
} from './tables.ts';

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type ProjectRow = typeof project.$inferSelect;
export type ProjectInsert = typeof project.$inferInsert;
export type ProjectLineRow = typeof projectProduct.$inferSelect;
export type ProjectCommentRow = typeof projectProductComment.$inferSelect;
export type ProjectInviteRow = typeof projectInvite.$inferSelect;

export async function findProject(db: Db, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(project).where(eq(project.id, id)).limit(1);
  return row;
}

/** Locks the project for the transaction (line changes of one project run one after another). */
export async function lockProject(db: Db, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(project).where(eq(project.id, id)).for('update').limit(1);
  return row;
}

export interface Relation {
  isMember: boolean;
  isManager: boolean;
  isPrimaryManager: boolean;
}

/** How a customer is related to a project besides owning it (one statement). */
export async function relationOf(db: Db, projectId: number, customerId: number): Promise<Relation> {
  const result = await db.execute(sql`
    select
      exists (select 1 from ${projectMember} where ${projectMember.projectId} = ${projectId}
        and ${projectMember.customerId} = ${customerId}) as member,
      (select ${projectManager.isPrimary} from ${projectManager} where ${projectManager.projectId} = ${projectId}
        and ${projectManager.customerId} = ${customerId}) as manager`);
  const [row] = rowsOf<{ member: boolean; manager: boolean | null }>(result);
  return {
    isMember: Boolean(row?.member),
    isManager: row?.manager !== null && row?.manager !== undefined,
    isPrimaryManager: row?.manager === true,
  };
}

/** The relation of a customer to several projects (two statements for a page of projects). */
export async function relationsOf(
  db: Db,
  projectIds: number[],
  customerId: number,
): Promise<Map<number, Relation>> {
  const out = new Map<number, Relation>();
  if (projectIds.length === 0) return out;
  const [members, managers] = await Promise.all([
    db
      .select({ projectId: projectMember.projectId })
      .from(projectMember)
      .where(and(inArray(projectMember.projectId, projectIds), eq(projectMember.customerId, customerId))),
    db
      .select({ projectId: projectManager.projectId, isPrimary: projectManager.isPrimary })
      .from(projectManager)
      .where(and(inArray(projectManager.projectId, projectIds), eq(projectManager.customerId, customerId))),
  ]);
  for (const id of projectIds) {
    const manager = managers.find((m) => m.projectId === id);
    out.set(id, {
      isMember: members.some((m) => m.projectId === id),
      isManager: manager !== undefined,
      isPrimaryManager: manager?.isPrimary === true,
    });
  }
  return out;
}

export interface ProjectListFilter {
  customerId: number;
  /** Escaped ILIKE pattern of the name. */
  nameLike: string | null;
  projectId: number | null;
}

function visibleTo(filter: ProjectListFilter) {
  const mine = or(
    eq(project.ownerId, filter.customerId),
    sql`exists (select 1 from ${projectMember} where ${projectMember.projectId} = ${project.id} and ${projectMember.customerId} = ${filter.customerId})`,
    sql`exists (select 1 from ${projectManager} where ${projectManager.projectId} = ${project.id} and ${projectManager.customerId} = ${filter.customerId})`,
  );
  return and(
    mine,
    filter.nameLike === null ? undefined : ilike(project.name, filter.nameLike),
    filter.projectId === null ? undefined : eq(project.id, filter.projectId),
  );
}

export async function listProjects(
  db: Db,
  filter: ProjectListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ProjectRow[]; total: number }> {
  const where = visibleTo(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(project).where(where).orderBy(desc(project.id)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(project).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertProject(db: Db, values: ProjectInsert): Promise<ProjectRow> {
  const [row] = await db.insert(project).values(values).returning();
  if (!row) throw new Error('project insert returned no row');
  return row;
}

/**
 * The manager with the fewest active projects they are primary manager of, ties by id (b2b.md §2;
 * ADR 0030 and its follow-up: only managers of the sales department while it has any, else every
 * manager account, so a shop without departments still assigns someone).
 */
/** The customer is a manager of the sales department, or that department has no manager at all. */
function inSalesWhileItHasManagers() {
  const sales = sql`(select ${departmentManager.customerId} from ${departmentManager}
    join ${department} on ${department.id} = ${departmentManager.departmentId}
    join ${customer} sales_manager on sales_manager.id = ${departmentManager.customerId}
      and sales_manager.customer_type = 'manager'
    where ${department.code} = 'sales')`;
  return sql`(${customer.id} in ${sales} or not exists ${sales})`;
}

export async function leastBusyManager(db: Db): Promise<number | null> {
  const open = db
    .select({ customerId: projectManager.customerId, n: count().as('n') })
    .from(projectManager)
    .innerJoin(project, eq(project.id, projectManager.projectId))
    .where(and(eq(projectManager.isPrimary, true), eq(project.status, 'active')))
    .groupBy(projectManager.customerId)
    .as('open');
  const [row] = await db
    .select({ id: customer.id })
    .from(customer)
    .leftJoin(open, eq(open.customerId, customer.id))
    .where(and(eq(customer.customerType, 'manager'), inSalesWhileItHasManagers()))
    .orderBy(sql`coalesce(${open.n}, 0)`, asc(customer.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertManager(db: Db, projectId: number, customerId: number, isPrimary: boolean) {
  await db.insert(projectManager).values({ projectId, customerId, isPrimary }).onConflictDoNothing();
}

export async function updateProjectRow(
  db: Db,
  id: number,
  values: Partial<ProjectInsert>,
): Promise<ProjectRow> {
  const [row] = await db
    .update(project)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(project.id, id))
    .returning();
  if (!row) throw new Error(`project ${id} vanished`);
  return row;
}

export async function deleteProjectRow(db: Db, id: number): Promise<void> {
  await db.delete(project).where(eq(project.id, id));
}

export interface ParticipantRow {
  customerId: number;
  firstname: string;
  lastname: string;
  email: string;
  role: 'owner' | 'member' | 'manager';
  isPrimary: boolean;
}

/** The owner, members (by joining) and managers (primary first) of a project, in one statement. */
export async function listParticipants(
  db: Db,
  projectId: number,
  ownerId: number,
): Promise<ParticipantRow[]> {
  const result = await db.execute(sql`
    select c.id as customer_id, c.firstname, c.lastname, c.email, p.role, p.is_primary from (
      select ${ownerId}::int as customer_id, 'owner' as role, false as is_primary, 0 as ord, null::timestamptz as since, 0 as tie
      union all
      select ${projectMember.customerId}, 'member', false, 1, ${projectMember.joinedAt}, ${projectMember.customerId}
        from ${projectMember} where ${projectMember.projectId} = ${projectId}
      union all
      select ${projectManager.customerId}, 'manager', ${projectManager.isPrimary}, case when ${projectManager.isPrimary} then 2 else 3 end,
        ${projectManager.assignedAt}, ${projectManager.customerId}
        from ${projectManager} where ${projectManager.projectId} = ${projectId}
    ) p join ${customer} c on c.id = p.customer_id
    order by p.ord, p.since nulls first, p.tie`);
  const people = rowsOf<{
    customer_id: number;
    firstname: string;
    lastname: string;
    email: string;
    role: 'owner' | 'member' | 'manager';
    is_primary: boolean;
  }>(result);
  return people.map((r) => ({
    customerId: Number(r.customer_id),
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    role: r.role,
    isPrimary: Boolean(r.is_primary),
  }));
}

export async function isMember(db: Db, projectId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(projectMember)
    .where(and(eq(projectMember.projectId, projectId), eq(projectMember.customerId, customerId)));
  return Number(row?.n ?? 0) > 0;
}

export async function insertMember(db: Db, projectId: number, customerId: number): Promise<void> {
  await db.insert(projectMember).values({ projectId, customerId }).onConflictDoNothing();
}

// Lines

export async function countLines(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectProduct)
    .where(eq(projectProduct.projectId, projectId));
  return Number(row?.n ?? 0);
}

/** Lines of a project, oldest first; `page` limits them. */
export async function listLines(
  db: Db,
  projectId: number,
  page?: { offset: number; limit: number },
): Promise<ProjectLineRow[]> {
  const query = db
    .select()
    .from(projectProduct)
    .where(eq(projectProduct.projectId, projectId))
    .orderBy(asc(projectProduct.id));
  return page ? query.offset(page.offset).limit(page.limit) : query;
}

export async function insertLine(
  db: Db,
  values: {
    projectId: number;
    productId: number;
    childProductId: number | null;
    options: ProjectProductOptions;
    qty: string;
    note: string | null;
  },
): Promise<ProjectLineRow> {
  const [row] = await db.insert(projectProduct).values(values).returning();
  if (!row) throw new Error('project line insert returned no row');
  return row;
}

export async function updateLine(
  db: Db,
  id: number,
  values: { qty?: string; note?: string | null },
): Promise<void> {
  await db.update(projectProduct).set(values).where(eq(projectProduct.id, id));
}

export async function deleteLines(db: Db, projectId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(projectProduct)
    .where(and(eq(projectProduct.projectId, projectId), inArray(projectProduct.id, ids)))
    .returning({ id: projectProduct.id });
  return rows.length;
}

export async function touchProject(db: Db, id: number): Promise<void> {
  await db.update(project).set({ updatedAt: new Date() }).where(eq(project.id, id));
}

// Comments

/** The comments of lines, oldest first (one statement for a page of lines). */
export async function listComments(db: Db, lineIds: number[]): Promise<ProjectCommentRow[]> {
  if (lineIds.length === 0) return [];
  return db
    .select()
    .from(projectProductComment)
    .where(inArray(projectProductComment.projectProductId, lineIds))
    .orderBy(asc(projectProductComment.id));
}

export async function insertComment(
  db: Db,
  values: { projectProductId: number; authorId: number; authorName: string; comment: string },
): Promise<void> {
  await db.insert(projectProductComment).values(values);
}

// Invites

export async function insertInvite(
  db: Db,
  values: { projectId: number; tokenHash: string; email: string; invitedBy: number; expiresAt: Date },
): Promise<void> {
  await db.insert(projectInvite).values(values);
}

/** Invites of a project sent since `since`. */
export async function countInvitesSince(db: Db, projectId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectInvite)
    .where(and(eq(projectInvite.projectId, projectId), gte(projectInvite.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** The invite of a token hash, locked for the transaction. */
export async function lockInviteByHash(db: Db, tokenHash: string): Promise<ProjectInviteRow | undefined> {
  const [row] = await db
    .select()
    .from(projectInvite)
    .where(eq(projectInvite.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

/** Marks an unused invite used; answers false when it was used meanwhile. */
export async function markInviteUsed(db: Db, id: number, customerId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(projectInvite)
    .set({ usedAt: now, usedBy: customerId })
    .where(and(eq(projectInvite.id, id), isNull(projectInvite.usedAt)))
    .returning({ id: projectInvite.id });
  return rows.length > 0;
}

// The only place that reads and writes estimates, their items, members, history and invites. The
// people of an estimate of a project are the project's (owner, members, managers): those are read
// here in SQL over the projects' tables, one statement for a page of estimates.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer } from '../customer/tables.ts';
import { project, projectManager, projectMember } from '../projects/tables.ts';
import {
  type EstimateItemOptions,
  type EstimateStatusValue,
  estimate,
  estimateInvite,
  estimateItem,
  estimateMember,
  estimateStatusChange,
} from './tables.ts';

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type EstimateRow = typeof estimate.$inferSelect;
export type EstimateInsert = typeof estimate.$inferInsert;
export type EstimateItemRow = typeof estimateItem.$inferSelect;
export type EstimateStatusChangeRow = typeof estimateStatusChange.$inferSelect;
export type EstimateInviteRow = typeof estimateInvite.$inferSelect;

export async function findEstimate(db: Db, id: number): Promise<EstimateRow | undefined> {
  const [row] = await db.select().from(estimate).where(eq(estimate.id, id)).limit(1);
  return row;
}

/** Locks the estimate for the transaction: changes of one estimate run one after another. */
export async function lockEstimate(db: Db, id: number): Promise<EstimateRow | undefined> {
  const [row] = await db.select().from(estimate).where(eq(estimate.id, id)).for('update').limit(1);
  return row;
}

export async function insertEstimate(db: Db, values: EstimateInsert): Promise<EstimateRow> {
  const [row] = await db.insert(estimate).values(values).returning();
  if (!row) throw new Error('estimate insert returned no row');
  return row;
}

/** Changes an estimate (locked by the caller) and counts the change in its version. */
export async function updateEstimateRow(
  db: Db,
  id: number,
  values: Partial<EstimateInsert>,
): Promise<EstimateRow> {
  const [row] = await db
    .update(estimate)
    .set({ ...values, version: sql`${estimate.version} + 1`, updatedAt: new Date() })
    .where(eq(estimate.id, id))
    .returning();
  if (!row) throw new Error(`estimate ${id} vanished`);
  return row;
}

/**
 * Changes the estimate only if it is still at `version` (optimistic concurrency): answers the new
 * row, or undefined when someone changed it since it was read.
 */
export async function updateEstimateIfVersion(
  db: Db,
  id: number,
  version: number,
  values: Partial<EstimateInsert>,
): Promise<EstimateRow | undefined> {
  const [row] = await db
    .update(estimate)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(estimate.id, id), eq(estimate.version, version)))
    .returning();
  return row;
}

export async function deleteEstimateRow(db: Db, id: number): Promise<void> {
  await db.delete(estimate).where(eq(estimate.id, id));
}

// People

/** How the reader is related to an estimate, and who its partner is (b2b.md §2). */
export interface EstimatePeople {
  estimateId: number;
  /** The owner and the name of the estimate's project (null without a project). */
  projectOwnerId: number | null;
  projectName: string | null;
  /** The reader is a member of the estimate's project. */
  projectMember: boolean;
  /** The reader is a manager of the estimate's project, and its primary one. */
  projectManager: boolean;
  projectPrimaryManager: boolean;
  /** The reader is a member of the estimate itself (an estimate without a project). */
  estimateMember: boolean;
  /** The estimate's partner: the project's (its owner or first member of type partner), else the estimate's own. */
  partnerId: number | null;
}

/** The reader's relation to each estimate and each estimate's partner, in one statement. */
export async function peopleOf(
  db: Db,
  estimateIds: number[],
  readerId: number,
): Promise<Map<number, EstimatePeople>> {
  const out = new Map<number, EstimatePeople>();
  if (estimateIds.length === 0) return out;
  const ids = sql.join(
    estimateIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select e.id, p.owner_id as project_owner_id, p.name as project_name,
      exists (select 1 from ${projectMember} pm where pm.project_id = e.project_id and pm.customer_id = ${readerId}) as project_member,
      (select pg.is_primary from ${projectManager} pg where pg.project_id = e.project_id and pg.customer_id = ${readerId}) as project_manager,
      exists (select 1 from ${estimateMember} em where em.estimate_id = e.id and em.customer_id = ${readerId}) as estimate_member,
      case when e.project_id is not null then coalesce(
        (select c.id from ${customer} c where c.id = p.owner_id and c.customer_type = 'partner'),
        (select pm.customer_id from ${projectMember} pm join ${customer} c on c.id = pm.customer_id
          where pm.project_id = e.project_id and c.customer_type = 'partner'
          order by pm.joined_at, pm.customer_id limit 1))
      else coalesce(
        (select c.id from ${customer} c where c.id = e.owner_id and c.customer_type = 'partner'),
        (select em.customer_id from ${estimateMember} em join ${customer} c on c.id = em.customer_id
          where em.estimate_id = e.id and c.customer_type = 'partner'
          order by em.joined_at, em.customer_id limit 1))
      end as partner_id
    from ${estimate} e left join ${project} p on p.id = e.project_id
    where e.id in (${ids})`);
  for (const r of rowsOf<{
    id: number;
    project_owner_id: number | null;
    project_name: string | null;
    project_member: boolean;
    project_manager: boolean | null;
    estimate_member: boolean;
    partner_id: number | null;
  }>(result)) {
    out.set(Number(r.id), {
      estimateId: Number(r.id),
      projectOwnerId: r.project_owner_id === null ? null : Number(r.project_owner_id),
      projectName: r.project_name,
      projectMember: Boolean(r.project_member),
      projectManager: r.project_manager !== null && r.project_manager !== undefined,
      projectPrimaryManager: r.project_manager === true,
      estimateMember: Boolean(r.estimate_member),
      partnerId: r.partner_id === null ? null : Number(r.partner_id),
    });
  }
  return out;
}

export interface PersonRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  customerType: string;
  /** The store view the account was made in (for the language of its mail). */
  storeId: number | null;
}

const personColumns = {
  id: customer.id,
  firstname: customer.firstname,
  lastname: customer.lastname,
  email: customer.email,
  customerType: customer.customerType,
  storeId: customer.storeId,
};

export async function findPeople(db: Db, ids: number[]): Promise<PersonRow[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db.select(personColumns).from(customer).where(inArray(customer.id, wanted));
}

/** The managers of an estimate: its project's (primary first), or its own manager. */
export async function managersOf(db: Db, row: EstimateRow): Promise<PersonRow[]> {
  if (row.projectId === null) return row.managerId === null ? [] : findPeople(db, [row.managerId]);
  return db
    .select(personColumns)
    .from(projectManager)
    .innerJoin(customer, eq(customer.id, projectManager.customerId))
    .where(eq(projectManager.projectId, row.projectId))
    .orderBy(desc(projectManager.isPrimary), asc(projectManager.assignedAt), asc(customer.id));
}

/** Whether the customer is already the owner, a member or a manager of the estimate (or of its project). */
export async function isOnEstimate(db: Db, row: EstimateRow, customerId: number): Promise<boolean> {
  const people = (await peopleOf(db, [row.id], customerId)).get(row.id);
  if (!people) return false;
  return (
    row.ownerId === customerId ||
    row.managerId === customerId ||
    people.projectOwnerId === customerId ||
    people.projectMember ||
    people.projectManager ||
    people.estimateMember
  );
}

export async function insertEstimateMember(db: Db, estimateId: number, customerId: number): Promise<void> {
  await db.insert(estimateMember).values({ estimateId, customerId }).onConflictDoNothing();
}

// Listing

export interface EstimateListFilter {
  readerId: number;
  ids: number[] | null;
  projectIds: number[] | null;
  statuses: EstimateStatusValue[] | null;
  /** Escaped ILIKE pattern of the name. */
  nameLike: string | null;
}

function visibleTo(filter: EstimateListFilter): SQL | undefined {
  const r = filter.readerId;
  const mine = or(
    eq(estimate.ownerId, r),
    eq(estimate.managerId, r),
    sql`exists (select 1 from ${estimateMember} where ${estimateMember.estimateId} = ${estimate.id} and ${estimateMember.customerId} = ${r})`,
    sql`exists (select 1 from ${project} where ${project.id} = ${estimate.projectId} and ${project.ownerId} = ${r})`,
    sql`exists (select 1 from ${projectMember} where ${projectMember.projectId} = ${estimate.projectId} and ${projectMember.customerId} = ${r})`,
    sql`exists (select 1 from ${projectManager} where ${projectManager.projectId} = ${estimate.projectId} and ${projectManager.customerId} = ${r})`,
  );
  return and(
    mine,
    filter.ids === null ? undefined : inArray(estimate.id, filter.ids),
    filter.projectIds === null ? undefined : inArray(estimate.projectId, filter.projectIds),
    filter.statuses === null ? undefined : inArray(estimate.status, filter.statuses),
    filter.nameLike === null ? undefined : ilike(estimate.name, filter.nameLike),
  );
}

export async function listEstimates(
  db: Db,
  filter: EstimateListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: EstimateRow[]; total: number }> {
  const where = visibleTo(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(estimate).where(where).orderBy(desc(estimate.id)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(estimate).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

// Items

export async function listItems(db: Db, estimateId: number): Promise<EstimateItemRow[]> {
  return db
    .select()
    .from(estimateItem)
    .where(eq(estimateItem.estimateId, estimateId))
    .orderBy(asc(estimateItem.id));
}

export interface ItemValues {
  estimateId: number;
  productId: number;
  variantId: number | null;
  options: EstimateItemOptions;
  qty: string;
  description: string | null;
  managerCustomPrice?: string | null;
  partnerCustomPrice?: string | null;
}

export async function insertItem(db: Db, values: ItemValues): Promise<EstimateItemRow> {
  const [row] = await db.insert(estimateItem).values(values).returning();
  if (!row) throw new Error('estimate item insert returned no row');
  return row;
}

export async function updateItem(
  db: Db,
  id: number,
  values: {
    qty?: string;
    description?: string | null;
    managerCustomPrice?: string | null;
    partnerCustomPrice?: string | null;
  },
): Promise<void> {
  await db.update(estimateItem).set(values).where(eq(estimateItem.id, id));
}

/** How many items an estimate has and their quantities' sum. */
export async function itemTotals(db: Db, estimateId: number): Promise<{ count: number; qty: string }> {
  const [row] = await db
    .select({ n: count(), qty: sql<string>`coalesce(sum(${estimateItem.qty}), 0)` })
    .from(estimateItem)
    .where(eq(estimateItem.estimateId, estimateId));
  return { count: Number(row?.n ?? 0), qty: String(row?.qty ?? '0') };
}

export async function deleteItems(db: Db, estimateId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(estimateItem)
    .where(and(eq(estimateItem.estimateId, estimateId), inArray(estimateItem.id, ids)))
    .returning({ id: estimateItem.id });
  return rows.length;
}

// History

export async function listStatusChanges(db: Db, estimateId: number): Promise<EstimateStatusChangeRow[]> {
  return db
    .select()
    .from(estimateStatusChange)
    .where(eq(estimateStatusChange.estimateId, estimateId))
    .orderBy(asc(estimateStatusChange.id));
}

export async function insertStatusChange(
  db: Db,
  values: {
    estimateId: number;
    fromStatus: EstimateStatusValue | null;
    toStatus: EstimateStatusValue;
    customerId: number;
    customerName: string;
    note: string | null;
  },
): Promise<void> {
  await db.insert(estimateStatusChange).values(values);
}

// Invites

export async function insertInvite(
  db: Db,
  values: { estimateId: number; tokenHash: string; email: string; invitedBy: number; expiresAt: Date },
): Promise<void> {
  await db.insert(estimateInvite).values(values);
}

/** Invites of an estimate sent since `since`. */
export async function countInvitesSince(db: Db, estimateId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(estimateInvite)
    .where(and(eq(estimateInvite.estimateId, estimateId), gte(estimateInvite.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** The invite of a token hash, locked for the transaction. */
export async function lockInviteByHash(db: Db, tokenHash: string): Promise<EstimateInviteRow | undefined> {
  const [row] = await db
    .select()
    .from(estimateInvite)
    .where(eq(estimateInvite.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

/** Marks an unused invite used; answers false when it was used meanwhile. */
export async function markInviteUsed(db: Db, id: number, customerId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(estimateInvite)
    .set({ usedAt: now, usedBy: customerId })
    .where(and(eq(estimateInvite.id, id), isNull(estimateInvite.usedAt)))
    .returning({ id: estimateInvite.id });
  return rows.length > 0;
}

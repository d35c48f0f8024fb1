// The only SQL of tickets: finding and locking one, the reader's list with its unread counts,
// writing a ticket, the least busy manager of a department, and what a ticket may be about (the
// customer's order, a project's primary manager).
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer } from '../customer/tables.ts';
import { estimate } from '../estimates/tables.ts';
import { project, projectManager } from '../projects/tables.ts';
import { salesOrder } from '../sales/tables.ts';
import { departmentManager } from '../staff/tables.ts';
import { readsTicket, relationColumns, type TicketRelation, unreadIn } from './access-store.ts';
import { OPEN_STATUS_IDS } from './status-machine.ts';
import { helpdeskTicket as t } from './tables.ts';

export type TicketRow = typeof t.$inferSelect;
export type TicketInsert = typeof t.$inferInsert;

export async function findTicket(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(t).where(eq(t.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row as TicketRow | undefined;
}

export async function findTicketByUid(db: Db, uid: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.uid, uid)).limit(1);
  return row;
}

export interface TicketListFilter {
  statusIds: number[] | null;
  projectIds: number[] | null;
  estimateIds: number[] | null;
  unreadOnly: boolean;
}

function filterSql(readerId: number, filter: TicketListFilter): SQL | undefined {
  return and(
    readsTicket(readerId),
    filter.statusIds ? inArray(t.statusId, filter.statusIds) : undefined,
    filter.projectIds ? inArray(t.projectId, filter.projectIds) : undefined,
    filter.estimateIds ? inArray(t.estimateId, filter.estimateIds) : undefined,
    filter.unreadOnly ? sql`${unreadIn(readerId)} > 0` : undefined,
  );
}

export type ListedTicket = TicketRow & TicketRelation & { unread: number };

/**
 * One page of the tickets the reader may read, each with the reader's relation to it and its unread
 * count: unread first, then by the last message, newest first.
 */
export async function listTickets(
  db: Db,
  readerId: number,
  filter: TicketListFilter,
  page: { size: number; offset: number },
): Promise<{ rows: ListedTicket[]; total: number; unread: number }> {
  const where = filterSql(readerId, filter);
  const unread = unreadIn(readerId);
  const rows = await db
    .select({ ...getTableColumns(t), ...relationColumns(readerId) })
    .from(t)
    .where(where)
    .orderBy(sql`(${unread} > 0) desc`, desc(t.lastMessageAt), desc(t.id))
    .limit(page.size)
    .offset(page.offset);
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`coalesce(sum(${unread}), 0)::int` })
    .from(t)
    .where(where);
  return {
    rows: rows.map((r) => ({ ...r, unread: Number(r.unread) })),
    total: Number(totals?.total ?? 0),
    unread: Number(totals?.unread ?? 0),
  };
}

/** Unread messages per ticket for the reader. */
export async function unreadByTicket(db: Db, readerId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: t.id, n: unreadIn(readerId) })
    .from(t)
    .where(inArray(t.id, ids));
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Unread messages in every ticket the reader may read (the account menu's badge). */
export async function totalUnread(db: Db, readerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadIn(readerId)}), 0)::int` })
    .from(t)
    .where(readsTicket(readerId));
  return Number(row?.n ?? 0);
}

/** The newest ticket about a project or an estimate that the reader may read. */
export async function latestTicketAbout(
  db: Db,
  readerId: number,
  about: { projectId: number } | { estimateId: number },
): Promise<TicketRow | undefined> {
  const subject =
    'projectId' in about ? eq(t.projectId, about.projectId) : eq(t.estimateId, about.estimateId);
  const [row] = await db
    .select()
    .from(t)
    .where(and(subject, readsTicket(readerId)))
    .orderBy(desc(t.id))
    .limit(1);
  return row;
}

export async function insertTicket(db: Db, values: TicketInsert): Promise<TicketRow> {
  const [row] = await db.insert(t).values(values).returning();
  if (!row) throw new Error('ticket insert returned no row');
  return row;
}

export async function updateTicket(db: Db, id: number, values: Partial<TicketInsert>): Promise<void> {
  await db
    .update(t)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(t.id, id));
}

/** The department's manager with the fewest new, open or pending tickets, ties by smaller id. */
export async function leastBusyDepartmentManager(db: Db, departmentId: number): Promise<number | null> {
  const load = sql<number>`(select count(*) from ${t} busy where busy.manager_id = ${customer.id}
    and busy.status_id in (${sql.join(
      OPEN_STATUS_IDS.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
  const [row] = await db
    .select({ id: customer.id })
    .from(departmentManager)
    .innerJoin(customer, eq(customer.id, departmentManager.customerId))
    .where(and(eq(departmentManager.departmentId, departmentId), eq(customer.customerType, 'manager')))
    .orderBy(load, asc(customer.id))
    .limit(1);
  return row?.id ?? null;
}

export async function primaryManagerOf(db: Db, projectId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: projectManager.customerId })
    .from(projectManager)
    .where(and(eq(projectManager.projectId, projectId), eq(projectManager.isPrimary, true)))
    .limit(1);
  return row?.id ?? null;
}

/** The customer's own order by its number. */
export async function findOwnOrder(db: Db, customerId: number, number: string) {
  const [row] = await db
    .select({ id: salesOrder.id, number: salesOrder.incrementId })
    .from(salesOrder)
    .where(and(eq(salesOrder.incrementId, number), eq(salesOrder.customerId, customerId)))
    .limit(1);
  return row;
}

export async function orderNumbers(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: salesOrder.id, number: salesOrder.incrementId })
    .from(salesOrder)
    .where(inArray(salesOrder.id, ids));
  return new Map(rows.map((r) => [r.id, r.number]));
}

export async function projectNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: project.id, name: project.name })
    .from(project)
    .where(inArray(project.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function estimateNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: estimate.id, name: estimate.name })
    .from(estimate)
    .where(inArray(estimate.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

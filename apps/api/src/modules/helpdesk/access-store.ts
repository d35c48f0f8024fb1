// Who may read a ticket, as SQL over `helpdesk_ticket` for one reader (the header of
// helpdesk.graphql): its customer, the owner and members of its project or of its estimate (the
// customer side), its manager, the managers of its department, of its project and the manager of its
// estimate (the manager side; an estimate without a project has its own manager, ADR 0030). Used by the
// other stores and by access.ts through relationTo.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer } from '../customer/tables.ts';
import { estimate, estimateMember } from '../estimates/tables.ts';
import { project, projectManager, projectMember } from '../projects/tables.ts';
import { departmentManager } from '../staff/tables.ts';
import { helpdeskMessage, helpdeskReadMark, helpdeskTicket as t } from './tables.ts';

// Columns are named with their tables: Drizzle leaves the table out of a single-table select,
// which would make the correlated subqueries below compare a column with itself.
const col = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const ticket = (column: string) => col('helpdesk_ticket', column);
const message = (column: string) => col('helpdesk_message', column);

/** The reader manages the ticket: its manager, a manager of its department, of its project or of its estimate. */
export const managesTicket = (readerId: number): SQL => sql`(
  ${ticket('manager_id')} = ${readerId}
  or exists (select 1 from ${departmentManager} dm join ${customer} dm_account on dm_account.id = dm.customer_id
    where dm.department_id = ${ticket('department_id')} and dm.customer_id = ${readerId}
      and dm_account.customer_type = 'manager')
  or exists (select 1 from ${projectManager} pm
    where pm.project_id = ${ticket('project_id')} and pm.customer_id = ${readerId})
  or exists (select 1 from ${estimate} me
    where me.id = ${ticket('estimate_id')} and me.manager_id = ${readerId}))`;

/** The reader owns or belongs to the ticket's project, or to its estimate (one without a project has its own members). */
export const onCustomerSide = (readerId: number): SQL => sql`(
  exists (select 1 from ${project} p where p.id = ${ticket('project_id')} and p.owner_id = ${readerId})
  or exists (select 1 from ${projectMember} pmb
    where pmb.project_id = ${ticket('project_id')} and pmb.customer_id = ${readerId})
  or exists (select 1 from ${estimate} oe where oe.id = ${ticket('estimate_id')} and oe.owner_id = ${readerId})
  or exists (select 1 from ${estimateMember} emb
    where emb.estimate_id = ${ticket('estimate_id')} and emb.customer_id = ${readerId}))`;

export const readsTicket = (readerId: number): SQL =>
  sql`(${ticket('customer_id')} = ${readerId} or ${managesTicket(readerId)} or ${onCustomerSide(readerId)})`;

/** The side whose messages the reader waits for: the ticket's customer and members wait for managers. */
const otherSide = (readerId: number): SQL =>
  sql`(case when ${ticket('customer_id')} = ${readerId} then 'manager' when ${managesTicket(readerId)} then 'customer' else 'manager' end)`;

/** Messages of the other side in the ticket the reader has not marked read. */
export const unreadIn = (readerId: number): SQL<number> => sql<number>`(
  select count(*)::int from ${helpdeskMessage}
  where ${message('ticket_id')} = ${ticket('id')} and ${message('timeline_type')} = 'message'
    and ${message('side')} = ${otherSide(readerId)}
    and ${message('author_id')} is distinct from ${readerId}
    and not exists (select 1 from ${helpdeskReadMark} rm
      where rm.message_id = ${message('id')} and rm.customer_id = ${readerId}))`;

export interface TicketRelation {
  isCustomer: boolean;
  manages: boolean;
  inProject: boolean;
}

/** The reader's relation to each ticket of a select, as columns. */
export const relationColumns = (readerId: number) => ({
  isCustomer: sql<boolean>`${ticket('customer_id')} = ${readerId}`,
  manages: sql<boolean>`${managesTicket(readerId)}`,
  inProject: sql<boolean>`${onCustomerSide(readerId)}`,
  unread: unreadIn(readerId),
});

/** The reader's relation to one ticket (all false: they may not read it). */
export async function relationTo(db: Db, ticketId: number, readerId: number): Promise<TicketRelation> {
  const { unread: _, ...relation } = relationColumns(readerId);
  const [row] = await db.select(relation).from(t).where(eq(t.id, ticketId));
  return {
    isCustomer: Boolean(row?.isCustomer),
    manages: Boolean(row?.manages),
    inProject: Boolean(row?.inProject),
  };
}

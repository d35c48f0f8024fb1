// Who may read a ticket, as SQL over `helpdesk_ticket` for one reader (the header of
// helpdesk.graphql): its customer, the owner and members of its project (the customer side), its
// manager, the managers of its department and of its project (the manager side). Used by the
// other stores and by access.ts through relationTo.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer } from '../customer/tables.ts';
import { project, projectManager, projectMember } from '../projects/tables.ts';
import { departmentManager } from '../staff/tables.ts';
import { helpdeskMessage, helpdeskReadMark, helpdeskTicket as t } from './tables.ts';

/** The reader manages the ticket: its manager, a manager of its department or of its project. */
export const managesTicket = (readerId: number): SQL => sql`(
  ${t.managerId} = ${readerId}
  or exists (select 1 from ${departmentManager} join ${customer} dm_account on dm_account.id = ${departmentManager.customerId}
    where ${departmentManager.departmentId} = ${t.departmentId} and ${departmentManager.customerId} = ${readerId}
      and dm_account.customer_type = 'manager')
  or exists (select 1 from ${projectManager}
    where ${projectManager.projectId} = ${t.projectId} and ${projectManager.customerId} = ${readerId}))`;

/** The reader owns or belongs to the ticket's project. */
export const inTicketProject = (readerId: number): SQL => sql`(
  exists (select 1 from ${project} where ${project.id} = ${t.projectId} and ${project.ownerId} = ${readerId})
  or exists (select 1 from ${projectMember}
    where ${projectMember.projectId} = ${t.projectId} and ${projectMember.customerId} = ${readerId}))`;

export const readsTicket = (readerId: number): SQL =>
  sql`(${t.customerId} = ${readerId} or ${managesTicket(readerId)} or ${inTicketProject(readerId)})`;

/** The side whose messages the reader waits for: the ticket's customer and members wait for managers. */
const otherSide = (readerId: number): SQL =>
  sql`(case when ${t.customerId} = ${readerId} then 'manager' when ${managesTicket(readerId)} then 'customer' else 'manager' end)`;

/** Messages of the other side in the ticket the reader has not marked read. */
export const unreadIn = (readerId: number): SQL<number> => sql<number>`(
  select count(*)::int from ${helpdeskMessage}
  where ${helpdeskMessage.ticketId} = ${t.id} and ${helpdeskMessage.timelineType} = 'message'
    and ${helpdeskMessage.side} = ${otherSide(readerId)}
    and ${helpdeskMessage.authorId} is distinct from ${readerId}
    and not exists (select 1 from ${helpdeskReadMark}
      where ${helpdeskReadMark.messageId} = ${helpdeskMessage.id} and ${helpdeskReadMark.customerId} = ${readerId}))`;

export interface TicketRelation {
  isCustomer: boolean;
  manages: boolean;
  inProject: boolean;
}

/** The reader's relation to one ticket (all false: they may not read it). */
export async function relationTo(db: Db, ticketId: number, readerId: number): Promise<TicketRelation> {
  const [row] = await db
    .select({
      isCustomer: sql<boolean>`${t.customerId} = ${readerId}`,
      manages: sql<boolean>`${managesTicket(readerId)}`,
      inProject: sql<boolean>`${inTicketProject(readerId)}`,
    })
    .from(t)
    .where(eq(t.id, ticketId));
  return {
    isCustomer: Boolean(row?.isCustomer),
    manages: Boolean(row?.manages),
    inProject: Boolean(row?.inProject),
  };
}

// Demo helpdesk (issue 15 §3): the demo manager works in all three departments and a second demo
// manager in delivery (so a customer has a manager to choose there); the demo client and partner
// each have tickets in every status — about a project, an estimate, an order and nothing — with a
// floor plan PDF and a fabric swatch PNG attached, answered by the managers, some of them unread.
// Statuses are reached by walking the real rules (helpdesk/status-machine.ts), with the events the
// API would write; times count back from `now`. Without a files directory no file is attached.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  customer,
  department,
  departmentManager,
  estimate,
  helpdeskAttachment,
  helpdeskMessage,
  helpdeskReadMark,
  helpdeskTicket,
  salesOrder,
} from '../db/schema.ts';
import { writeFiles } from '../modules/helpdesk/files.ts';
import { DEMO_CUSTOMERS } from './customers.ts';
import { fabricSwatchPng, floorPlanPdf } from './helpdesk-files.ts';
import { DEMO_TICKETS, type DemoTicket } from './helpdesk-tickets.ts';
import { walkTicket } from './helpdesk-walk.ts';
import { findDemoProjects } from './projects.ts';

/** The second demo manager (delivery only), password DEMO_CUSTOMER_PASSWORD. */
export const DEMO_DELIVERY_MANAGER = 'delivery@atrium.example';

export interface DemoHelpdeskSummary {
  tickets: number;
  attachments: number;
}

async function putManagersInDepartments(db: Db): Promise<{ manager: number; delivery: number }> {
  const [manager] = await db.select().from(customer).where(eq(customer.email, DEMO_CUSTOMERS.manager));
  if (!manager) throw new Error('the demo manager is missing');
  const [second] = await db
    .insert(customer)
    .values({
      email: DEMO_DELIVERY_MANAGER,
      firstname: 'Ольга',
      lastname: 'Соколова',
      passwordHash: manager.passwordHash,
      customerType: 'manager',
      websiteId: 1,
      storeId: 1,
    })
    .returning();
  if (!second) throw new Error('the second demo manager was not written');
  const departments = await db.select().from(department).orderBy(asc(department.sort));
  await db
    .insert(departmentManager)
    .values([
      ...departments.map((d) => ({ departmentId: d.id, customerId: manager.id })),
      ...departments
        .filter((d) => d.code === 'delivery')
        .map((d) => ({ departmentId: d.id, customerId: second.id })),
    ]);
  return { manager: manager.id, delivery: second.id };
}

export async function seedHelpdesk(
  db: Db,
  options: { filesDir?: string; now?: Date } = {},
): Promise<DemoHelpdeskSummary> {
  const now = options.now ?? new Date();
  const managers = await putManagersInDepartments(db);
  const people = await db
    .select()
    .from(customer)
    .where(inArray(customer.email, [DEMO_CUSTOMERS.client, DEMO_CUSTOMERS.partner]));
  const projects = await findDemoProjects(db);
  const departments = new Map((await db.select().from(department)).map((d) => [d.code, d.id]));
  const files = {
    pdf: await floorPlanPdf('Гостиная — план с размерами'),
    png: await fabricSwatchPng('#5b7a8c'),
  };
  let attachments = 0;
  for (const [i, plan] of DEMO_TICKETS.entries()) {
    const owner = people.find((p) => p.email === DEMO_CUSTOMERS[plan.owner]);
    if (!owner) throw new Error(`the demo ${plan.owner} is missing`);
    const projectId = plan.project
      ? projects.find((p) => p.ownerEmail === owner.email && p.key === plan.project)?.id
      : undefined;
    const about = await aboutOf(db, plan, owner.id, projectId ?? null);
    const start = new Date(now.getTime() - (DEMO_TICKETS.length - i) * 26 * 3600_000);
    const walked = walkTicket(plan, start);
    const [ticket] = await db
      .insert(helpdeskTicket)
      .values({
        uid: randomBytes(16).toString('hex'),
        subject: plan.subject,
        statusId: walked.statusId,
        storeId: 1,
        customerId: owner.id,
        customerName: `${owner.firstname} ${owner.lastname}`,
        customerEmail: owner.email,
        departmentId: departments.get(plan.department) as number,
        managerId: plan.department === 'delivery' ? managers.delivery : managers.manager,
        ...about,
        customerRating: walked.rating,
        solvedAt: walked.solvedAt,
        createdAt: start,
        updatedAt: walked.lastAt,
        lastMessageAt: walked.lastMessageAt,
      })
      .returning();
    if (!ticket) throw new Error('a demo ticket was not written');
    const managerId = ticket.managerId as number;
    const managerName = plan.department === 'delivery' ? 'Ольга Соколова' : 'Maria Ivanova';
    for (const step of walked.steps) {
      const authorId = step.side === 'customer' ? owner.id : managerId;
      const [message] = await db
        .insert(helpdeskMessage)
        .values({
          ticketId: ticket.id,
          authorId,
          authorName: step.side === 'customer' ? ticket.customerName : managerName,
          side: step.event ? 'system' : step.side,
          type: step.event ? 'system' : `${step.side}-reply`,
          timelineType: step.event ? 'event' : 'message',
          content: step.text ?? '',
          event: step.event ?? null,
          createdAt: step.at,
        })
        .returning();
      if (!message) throw new Error('a demo message was not written');
      const attached =
        step.file && options.filesDir ? await writeFiles(options.filesDir, [files[step.file]]) : [];
      for (const f of attached) {
        await db.insert(helpdeskAttachment).values({ messageId: message.id, ...f });
        attachments++;
      }
      // The other side has read it, except the messages the plan leaves unread.
      if (!step.event && !step.unread) {
        await db.insert(helpdeskReadMark).values({
          messageId: message.id,
          customerId: step.side === 'customer' ? managerId : owner.id,
          readAt: step.at,
        });
      }
    }
  }
  return { tickets: DEMO_TICKETS.length, attachments };
}

async function aboutOf(db: Db, plan: DemoTicket, ownerId: number, projectId: number | null) {
  let estimateId: number | null = null;
  if (plan.estimate && projectId !== null) {
    const [row] = await db
      .select({ id: estimate.id })
      .from(estimate)
      .where(and(eq(estimate.projectId, projectId), eq(estimate.status, plan.estimate)))
      .limit(1);
    estimateId = row?.id ?? null;
  }
  let orderId: number | null = null;
  if (plan.order) {
    const [row] = await db
      .select({ id: salesOrder.id })
      .from(salesOrder)
      .where(eq(salesOrder.customerId, ownerId))
      .orderBy(asc(salesOrder.id))
      .limit(1);
    orderId = row?.id ?? null;
  }
  return { projectId, estimateId, orderId };
}

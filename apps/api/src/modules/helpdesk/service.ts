// Opening a ticket and replying to one. Every input is checked before anything is written; the
// files are checked (attachment-check.ts) and written before the transaction and removed again when
// it fails, so a refused or failed write leaves neither rows nor files behind.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { MutationAwHelpdesk2TicketCreateArgs } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { noSuchEntityError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { findDepartment, findDepartmentByCode, listManagers, SALES_DEPARTMENT } from '../staff/index.ts';
import { ticketSubject } from './about.ts';
import { caller, ensureAllowed, type TicketView, ticketByKey, viewOf, withLockedTicket } from './access.ts';
import { checkAttachments } from './attachment-check.ts';
import { removeFiles, type StoredFile, writeFiles } from './files.ts';
import { cleanContent, cleanCustomerEmail, cleanCustomerName, cleanSubject } from './input.ts';
import { peopleByIds } from './manager-store.ts';
import { notify } from './notify.ts';
import { helpdeskOf } from './settings.ts';
import { statusAfterReply, statusId, statusOf } from './status-machine.ts';
import {
  findTicket,
  insertTicket,
  leastBusyDepartmentManager,
  primaryManagerOf,
  updateTicket,
} from './store.ts';
import { addMessage, type Writer } from './thread.ts';

/** The account's name as the thread shows it. */
export async function nameOf(db: Db, id: number): Promise<string> {
  const person = (await peopleByIds(db, [id])).get(id);
  return person ? `${person.firstname} ${person.lastname}`.trim() : '';
}

/** Checks and writes the files; `work` runs with them and they are removed again if it fails. */
async function withFiles<T>(
  ctx: RequestContext,
  uploads: readonly File[] | null | undefined,
  work: (files: StoredFile[]) => Promise<T>,
): Promise<T> {
  const checked = await checkAttachments(uploads ?? []);
  const dir = helpdeskOf(ctx).filesDir;
  const files = await writeFiles(dir, checked);
  try {
    return await work(files);
  } catch (error) {
    await removeFiles(dir, files);
    throw error;
  }
}

async function departmentFor(ctx: RequestContext, id: number | null | undefined) {
  const department =
    id == null ? await findDepartmentByCode(ctx.db, SALES_DEPARTMENT) : await findDepartment(ctx.db, id);
  if (!department)
    throw noSuchEntityError(`The department with ID "${id ?? SALES_DEPARTMENT}" does not exist.`);
  return department;
}

/** The project's primary manager when they work in the department, else its least busy manager. */
async function assignManager(db: Db, departmentId: number, projectId: number | null): Promise<number | null> {
  const primary = projectId === null ? null : await primaryManagerOf(db, projectId);
  if (primary !== null) {
    const inDepartment = (await listManagers(db, [departmentId])).some((m) => m.id === primary);
    if (inDepartment) return primary;
  }
  return leastBusyDepartmentManager(db, departmentId);
}

export async function createTicket(
  ctx: RequestContext,
  args: MutationAwHelpdesk2TicketCreateArgs,
): Promise<TicketView> {
  const me = caller(ctx);
  const subject = cleanSubject(args.subject);
  const content = cleanContent(args.content);
  const customerName = cleanCustomerName(args.customer_name);
  const customerEmail = cleanCustomerEmail(args.customer_email);
  const department = await departmentFor(ctx, args.department_id);
  const about = await ticketSubject(ctx, me.id, args.order_id, args.options);
  const row = await withFiles(ctx, args.attachments, (files) =>
    inTransaction(ctx.db, async (tx) => {
      const managerId = await assignManager(tx, department.id, about.projectId);
      const ticket = await insertTicket(tx, {
        uid: randomBytes(16).toString('hex'),
        subject,
        statusId: statusId('new'),
        storeId: ctx.store.id,
        customerId: me.id,
        customerName,
        customerEmail,
        departmentId: department.id,
        managerId,
        ...about,
      });
      const writer: Writer = { id: me.id, name: customerName, side: 'customer' };
      await addMessage(tx, ticket.id, writer, content, files, ticket.createdAt);
      await notify(ctx, tx, ticket, 'new-ticket', writer, content);
      return ticket;
    }),
  );
  return { row, readerId: me.id, side: 'customer', isTicketCustomer: true };
}

export async function replyToTicket(
  ctx: RequestContext,
  key: string,
  rawContent: string,
  uploads: readonly File[] | null | undefined,
): Promise<TicketView> {
  const me = caller(ctx);
  // The reader first: a stranger learns nothing from the content's or the files' errors.
  const before = await ticketByKey(ctx, key);
  ensureAllowed(before, 'reply');
  const content = cleanContent(rawContent);
  const ticketId = await withFiles(ctx, uploads, (files) =>
    withLockedTicket(ctx, key, async (tx, view) => {
      ensureAllowed(view, 'reply');
      const writer: Writer = { id: me.id, name: await nameOf(tx, me.id), side: view.side };
      await addMessage(tx, view.row.id, writer, content, files);
      const to = statusAfterReply(statusOf(view.row.statusId), view.side);
      if (statusId(to) !== view.row.statusId) await updateTicket(tx, view.row.id, { statusId: statusId(to) });
      await notify(
        ctx,
        tx,
        view.row,
        view.side === 'customer' ? 'customer-reply' : 'manager-reply',
        writer,
        content,
      );
      return view.row.id;
    }),
  );
  const row = await findTicket(ctx.db, ticketId);
  const view = row && (await viewOf(ctx.db, row, me.id));
  if (!view) throw new Error(`ticket ${ticketId} vanished after a reply`);
  return view;
}

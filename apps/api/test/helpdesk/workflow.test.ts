// A ticket's life over HTTP: choosing the manager, solving, closing, reopening and rating with
// their events; read marks and unread counts (per ticket, per list, the account's badge); the list's
// filters, order and pages; tickets about a project, an estimate or an order and the fields of
// projects and estimates that show them.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateMember, estimate as estimateTable } from '../../src/modules/estimates/tables.ts';
import { salesOrder } from '../../src/modules/sales/tables.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { createEstimate, projectWith } from '../estimates/helpers.ts';
import { insertProjectOrder } from '../projects/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  BY_KEY,
  CLOSE,
  departmentManagerIn,
  errorOf,
  filesDir,
  helpdeskRows,
  LIST,
  MARK_READ,
  newShopper,
  ok,
  openTicket,
  RATE,
  REOPEN,
  readByKey,
  reply,
  run,
  SET_MANAGER,
  type Shopper,
  SOLVE,
  UNREAD_BADGE,
} from './helpers.ts';

const dir = filesDir();
const api = useTestApi({ ...FAST_HASHING, HELPDESK_FILES_DIR: dir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let client: Shopper;
let first: Shopper;
let second: Shopper;
let delivery: Shopper;

beforeAll(async () => {
  client = await newShopper(api);
  first = await departmentManagerIn(api, 'sales');
  second = await departmentManagerIn(api, 'sales');
  delivery = await departmentManagerIn(api, 'delivery');
});

const managerOf = (ticket: Any) => (ticket.manager.id === first.id ? first : second);

describe('choosing the manager', () => {
  it('lets the customer choose another manager of the department, with an event in the thread', async () => {
    const ticket = await openTicket(api, client);
    const other = managerOf(ticket) === first ? second : first;
    const res = ok(await run(api, client, SET_MANAGER, { key: ticket.uid, manager: other.id }));
    expect(res.astrioHelpdesk2TicketSetManager.manager.id).toBe(other.id);
    expect(res.astrioHelpdesk2TicketSetManager.department.code).toBe('sales');
    const event = res.astrioHelpdesk2TicketSetManager.messages.at(-1);
    expect(event).toMatchObject({ timeline_type: 'event', type: 'system', status: 'read' });
    expect(event.content).toMatch(/^Менеджер обращения: /);
  });

  it('refuses a manager of another department and changes nothing', async () => {
    const ticket = await openTicket(api, client);
    const before = await helpdeskRows(api);
    const res = await run(api, client, SET_MANAGER, { key: ticket.uid, manager: delivery.id });
    expect(errorOf(res).category).toBe('graphql-input');
    expect(errorOf(res).message).toContain(
      `The manager with ID "${delivery.id}" does not work in the ticket's department`,
    );
    expect(await helpdeskRows(api)).toEqual(before);
  });
});

describe('solving, closing, reopening and rating', () => {
  it('walks new → solved → rated → closed → reopened with events, refusing what the status forbids', async () => {
    const ticket = await openTicket(api, client);
    const manager = managerOf(ticket);
    expect(errorOf(await run(api, client, SOLVE, { key: ticket.uid }))).toEqual({
      message: 'Only a manager of the ticket can mark it solved.',
      category: 'graphql-authorization',
    });
    expect(errorOf(await run(api, client, RATE, { key: ticket.uid, rating: 5 })).message).toBe(
      'You can rate the answer once the ticket is solved.',
    );
    const solved = ok(await run(api, manager, SOLVE, { key: ticket.uid })).awHelpdesk2TicketSolve;
    expect(solved.status).toMatchObject({ id: 4, code: 'solved' });
    expect(solved.messages.at(-1).content).toBe('Статус изменён: Новое → Решено.');

    const client_view = await readByKey(api, client, ticket.uid);
    expect(client_view.permissions).toMatchObject({ rate: true, reopen: true, solve: false });
    expect(errorOf(await run(api, client, RATE, { key: ticket.uid, rating: 6 })).message).toBe(
      'Rate the answer with a whole number from 1 to 5.',
    );
    expect(errorOf(await run(api, manager, RATE, { key: ticket.uid, rating: 5 })).category).toBe(
      'graphql-authorization',
    );
    const rated = ok(await run(api, client, RATE, { key: ticket.uid, rating: 4 })).awHelpdesk2TicketRate;
    expect(rated.customer_rating).toBe(4);
    const closed = ok(await run(api, client, CLOSE, { key: ticket.uid })).awHelpdesk2TicketClose;
    expect(closed.status.code).toBe('closed');
    expect(closed.permissions).toMatchObject({ reply: false, rate: true, reopen: true, close: false });
    // Solved before, so the rating may still change once closed.
    expect(
      ok(await run(api, client, RATE, { key: ticket.uid, rating: 5 })).awHelpdesk2TicketRate.customer_rating,
    ).toBe(5);
    expect(errorOf(await run(api, client, CLOSE, { key: ticket.uid })).message).toBe(
      'The ticket is already closed.',
    );
    const reopened = ok(await run(api, client, REOPEN, { key: ticket.uid })).awHelpdesk2TicketReopen;
    expect(reopened.status.code).toBe('open');
    expect(errorOf(await run(api, client, REOPEN, { key: ticket.uid })).category).toBe('graphql-input');
    expect(reopened.messages.filter((m: Any) => m.timeline_type === 'event')).toHaveLength(5);
  });

  it('refuses a rating of a ticket closed without being solved', async () => {
    const ticket = await openTicket(api, client);
    ok(await run(api, client, CLOSE, { key: ticket.uid }));
    expect(errorOf(await run(api, client, RATE, { key: ticket.uid, rating: 3 })).category).toBe(
      'graphql-input',
    );
  });
});

describe('read marks and unread counts', () => {
  it('counts the other side’s messages until marked read, per ticket, in the list and in the badge', async () => {
    const reader = await newShopper(api);
    const badge = async (who: Shopper) =>
      ok(await run(api, who, UNREAD_BADGE, {})).customer.helpdesk_unread_count;
    const a = await openTicket(api, reader, { subject: 'A' });
    const b = await openTicket(api, reader, { subject: 'B' });
    expect(await badge(reader)).toBe(0);
    await reply(api, managerOf(a), a.uid, 'Answer one');
    await reply(api, managerOf(a), a.uid, 'Answer two');
    await reply(api, managerOf(b), b.uid, 'Answer three');
    expect(await badge(reader)).toBe(3);
    const list = ok(await run(api, reader, LIST, {})).awHelpdesk2TicketList;
    expect(list.unread_count).toBe(3);
    expect(list.items.map((t: Any) => [t.subject, t.unread_count])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
    const thread = await readByKey(api, reader, a.uid);
    const unread = thread.messages.filter((m: Any) => m.status === 'unread');
    expect(unread).toHaveLength(2);
    const marked = ok(await run(api, reader, MARK_READ, { id: unread[0].id })).changeMessageStatus;
    expect(marked).toEqual({ result: true, unread_count: 2, message: { id: unread[0].id, status: 'read' } });
    // Idempotent.
    expect(ok(await run(api, reader, MARK_READ, { id: unread[0].id })).changeMessageStatus.unread_count).toBe(
      2,
    );
    // Only unread tickets, then none once the reader replies in B (writing marks the thread read).
    const onlyUnread = ok(await run(api, reader, LIST, { filter: { unread: true } })).awHelpdesk2TicketList;
    expect(onlyUnread.items.map((t: Any) => t.subject)).toEqual(['B', 'A']);
    await reply(api, reader, b.uid, 'Thanks');
    expect(await badge(reader)).toBe(1);
  });

  it('refuses a message of a ticket the reader may not read, as if it did not exist', async () => {
    const ticket = await openTicket(api, client);
    const stranger = await newShopper(api);
    const res = await run(api, stranger, MARK_READ, { id: ticket.messages[0].id });
    expect(errorOf(res)).toEqual({
      message: `The message with ID "${ticket.messages[0].id}" does not exist or you may not read it.`,
      category: 'graphql-no-such-entity',
    });
  });
});

describe('the list', () => {
  it('filters by status and pages; a manager sees the tickets of their departments', async () => {
    const owner = await newShopper(api);
    const deliveryId = (
      await readByKey(api, owner, (await openTicket(api, owner, { subject: 'D', department: 2 })).uid)
    ).department.id;
    expect(deliveryId).toBe(2);
    const s = await openTicket(api, owner, { subject: 'S' });
    ok(await run(api, managerOf(s), SOLVE, { key: s.uid }));
    const solved = ok(
      await run(api, owner, LIST, { filter: { status: { eq: 'solved' } } }),
    ).awHelpdesk2TicketList;
    expect(solved.items.map((t: Any) => t.subject)).toEqual(['S']);
    const paged = ok(await run(api, owner, LIST, { pageSize: 1, currentPage: 2 })).awHelpdesk2TicketList;
    expect(paged.total_count).toBe(2);
    expect(paged.page_info).toEqual({ current_page: 2, page_size: 1, total_pages: 2 });
    expect(paged.items).toHaveLength(1);
    const seenByDelivery = ok(await run(api, delivery, LIST, { pageSize: 100 })).awHelpdesk2TicketList.items;
    expect(seenByDelivery.map((t: Any) => t.subject)).toContain('D');
    expect(seenByDelivery.map((t: Any) => t.subject)).not.toContain('S');
    expect(seenByDelivery.every((t: Any) => t.role === 'MANAGER')).toBe(true);
    expect(errorOf(await run(api, owner, LIST, { filter: { status: { eq: 'lost' } } })).message).toBe(
      '"lost" is not a ticket status: use new, open, pending, solved, closed.',
    );
    expect(errorOf(await run(api, null, LIST, {})).category).toBe('graphql-authorization');
  });
});

describe('what a ticket is about', () => {
  it('goes to the project’s primary manager when they work in the department; members read it', async () => {
    const owner = await newShopper(api);
    const member = await newShopper(api);
    const projectId = await projectWith(api, owner, { members: [member], managers: [second] });
    const ticket = await openTicket(api, owner, { options: { project_id: projectId } });
    expect(ticket.manager.id).toBe(second.id);
    expect(ticket.project).toEqual({ id: projectId, name: 'Estimate project' });
    expect(ticket.external_url).toBe(`http://localhost:3000/ru/customer/account/projects/${projectId}`);
    const asMember = await readByKey(api, member, ticket.uid);
    expect(asMember).toMatchObject({ role: 'CUSTOMER', permissions: { rate: false, reply: true } });
    const project = ok(
      await run(
        api,
        member,
        'query($id: String) { projects(filter: { project_id: { eq: $id } }) { items { helpdesk_ticket { uid } } } }',
        {
          id: String(projectId),
        },
      ),
    );
    expect(project.projects.items[0].helpdesk_ticket.uid).toBe(ticket.uid);
    const list = ok(await run(api, member, LIST, { filter: { project_id: { eq: String(projectId) } } }));
    expect(list.awHelpdesk2TicketList.items.map((t: Any) => t.uid)).toEqual([ticket.uid]);
  });

  it('falls back to the least busy manager when the project’s manager is not in the department', async () => {
    const owner = await newShopper(api);
    const projectId = await projectWith(api, owner, { managers: [delivery] });
    const ticket = await openTicket(api, owner, { options: { project_id: projectId } });
    expect([first.id, second.id]).toContain(ticket.manager.id);
    // …and the project's manager still reads it (the manager side).
    expect((await readByKey(api, delivery, ticket.uid)).role).toBe('MANAGER');
  });

  it('links an estimate (and its project) and shows it as the estimate’s ticket', async () => {
    const owner = await newShopper(api);
    const projectId = await projectWith(api, owner, { managers: [first] });
    const estimate = await createEstimate(api, owner, { name: 'Kitchen', project_id: projectId });
    const ticket = await openTicket(api, owner, { options: { estimate_id: estimate.id } });
    expect(ticket.estimate).toEqual({ id: estimate.id, name: 'Kitchen' });
    expect(ticket.project.id).toBe(projectId);
    expect(ticket.manager).toMatchObject({ id: first.id, estimates_count: expect.any(Number) });
    expect(ticket.manager.estimates_count).toBeGreaterThanOrEqual(1);
    expect(ticket.external_url).toBe(
      `http://localhost:3000/ru/customer/account/projects/${projectId}/estimates/${estimate.id}`,
    );
    const read = ok(
      await run(
        api,
        owner,
        'query($id: String) { estimates(filter: { id: { eq: $id } }) { items { ticket { uid } } } }',
        {
          id: String(estimate.id),
        },
      ),
    );
    expect(read.estimates.items[0].ticket.uid).toBe(ticket.uid);
    const other = await projectWith(api, owner);
    const res = await run(
      api,
      owner,
      'mutation($o: AwHelpdesk2TicketOptionsInput) { awHelpdesk2TicketCreate(subject: "s", content: "c", customer_name: "n", customer_email: "a@example.com", options: $o) { uid } }',
      {
        o: { project_id: other, estimate_id: estimate.id },
      },
    );
    expect(errorOf(res).message).toBe(
      `The estimate with ID "${estimate.id}" is not in the project with ID "${other}".`,
    );
  });

  it('lets the members and the manager of an estimate without a project read its ticket', async () => {
    const owner = await newShopper(api);
    const member = await newShopper(api);
    const stranger = await newShopper(api);
    const estimate = await createEstimate(api, owner, { name: 'Hallway' });
    const db = api.database.db;
    await db.insert(estimateMember).values({ estimateId: estimate.id, customerId: member.id });
    await db.update(estimateTable).set({ managerId: delivery.id }).where(eq(estimateTable.id, estimate.id));
    const ticket = await openTicket(api, owner, { options: { estimate_id: estimate.id } });
    expect(ticket.project).toBeNull();
    expect((await readByKey(api, member, ticket.uid)).role).toBe('CUSTOMER');
    expect((await readByKey(api, delivery, ticket.uid)).role).toBe('MANAGER');
    const asMember = ok(
      await run(
        api,
        member,
        'query($id: String) { estimates(filter: { id: { eq: $id } }) { items { ticket { uid } } } }',
        {
          id: String(estimate.id),
        },
      ),
    );
    expect(asMember.estimates.items[0].ticket.uid).toBe(ticket.uid);
    const refused = await run(api, stranger, BY_KEY, { key: ticket.uid });
    expect(errorOf(refused).category).toBe('graphql-no-such-entity');
  });

  it('links the customer’s own order by its number, and refuses someone else’s', async () => {
    const owner = await newShopper(api);
    const orderId = await insertProjectOrder(api.database.db, owner.id, null);
    const [order] = await api.database.db.select().from(salesOrder).where(eq(salesOrder.id, orderId));
    const ticket = await openTicket(api, owner, { order: order?.incrementId });
    expect(ticket.order).toEqual({ number: order?.incrementId });
    expect(ticket.external_url).toBe(
      `http://localhost:3000/ru/customer/account/orders/${order?.incrementId}`,
    );
    const stranger = await newShopper(api);
    const before = await helpdeskRows(api);
    const res = await run(
      api,
      stranger,
      'mutation($o: String) { awHelpdesk2TicketCreate(subject: "s", content: "c", customer_name: "n", customer_email: "a@example.com", order_id: $o) { uid } }',
      {
        o: order?.incrementId,
      },
    );
    expect(errorOf(res).category).toBe('graphql-no-such-entity');
    expect(await helpdeskRows(api)).toEqual(before);
  });
});

// Opening a ticket and its thread over HTTP: the required fields and their messages, the
// department and manager a ticket gets, replies moving the status, mails to the other side, and
// what the ticket answers (links, people, role, permissions).
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  CREATE,
  DEPARTMENTS,
  departmentId,
  departmentManagerIn,
  errorOf,
  filesDir,
  helpdeskRows,
  mailsTo,
  newShopper,
  ok,
  openTicket,
  readByKey,
  reply,
  run,
  type Shopper,
  ticketInput,
} from './helpers.ts';

const dir = filesDir();
const api = useTestApi({ ...FAST_HASHING, HELPDESK_FILES_DIR: dir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let client: Shopper;
let busy: Shopper;
let idle: Shopper;
let deliveryManager: Shopper;

beforeAll(async () => {
  client = await newShopper(api);
  // Two sales managers: `busy` (smaller id) gets a ticket first, so `idle` is then the least busy.
  busy = await departmentManagerIn(api, 'sales');
  idle = await departmentManagerIn(api, 'sales');
  deliveryManager = await departmentManagerIn(api, 'delivery');
});

describe('departments', () => {
  it('lists sales, delivery and service with labels in every store view and their managers', async () => {
    const { awHelpdesk2AvailableDepartmentsForCreateTicket: list } = ok(
      await run(api, client, DEPARTMENTS, {}),
    );
    expect(list.map((d: Any) => d.code)).toEqual(['sales', 'delivery', 'service']);
    expect(list[0].current_storefront_label).toBe('Отдел продаж');
    expect(list[0].storefront_labels.map((l: Any) => l.store_id)).toEqual([1, 2, 3]);
    expect(list[0].managers.map((m: Any) => m.id)).toEqual([busy.id, idle.id]);
    expect(list[2].managers).toEqual([]);
    const english = await api.gql<Any>(DEPARTMENTS, { headers: { Store: 'int' } });
    expect(ok(english).awHelpdesk2AvailableDepartmentsForCreateTicket[1].current_storefront_label).toBe(
      'Delivery and assembly',
    );
    // Guests see the departments but not the staff's names and e-mails.
    const guestList = ok(english).awHelpdesk2AvailableDepartmentsForCreateTicket;
    expect(guestList.every((d: Any) => d.managers.length === 0)).toBe(true);
  });
});

describe('opening a ticket', () => {
  it('opens it new (id 1) in sales with its first message, the least busy manager and a mail to them', async () => {
    const ticket = await openTicket(api, client);
    expect(ticket.status).toEqual({ id: 1, code: 'new', label: 'Новое' });
    expect(ticket.uid).toMatch(/^[0-9a-f]{32}$/);
    expect(ticket.department.code).toBe('sales');
    expect(ticket.manager).toMatchObject({
      id: busy.id,
      email: busy.email,
      estimates_count: 0,
      projects_count: 0,
    });
    expect(ticket.agent).toEqual({ id: busy.id, name: ticket.manager.name });
    expect(ticket.customer).toEqual({ id: client.id, name: 'Anna Schmidt', email: client.email });
    expect(ticket.external_link).toBe(
      `http://localhost:3000/ru/customer/account/messages/${ticket.entity_id}`,
    );
    expect(ticket.external_url).toBeNull();
    expect(ticket.role).toBe('CUSTOMER');
    expect(ticket.permissions).toEqual({
      reply: true,
      set_manager: true,
      solve: false,
      close: true,
      reopen: false,
      rate: false,
    });
    expect(ticket.messages).toHaveLength(1);
    expect(ticket.messages[0]).toMatchObject({
      content: 'When will the sofa arrive?\nWe are at home after 18:00.',
      author_name: 'Anna Schmidt',
      status: 'read',
      is_own: true,
      timeline_type: 'message',
      type: 'customer-reply',
    });
    const mails = await mailsTo(api, busy.email);
    expect(mails.map((m) => m.template)).toEqual(['helpdesk-new-ticket']);
    // In the language of the manager's account (made in the ru store view).
    expect(mails[0]?.subject).toBe(`Новое обращение №${ticket.entity_id}: Sofa delivery date`);
  });

  it('gives the next ticket to the manager with fewer open tickets', async () => {
    const ticket = await openTicket(api, client, { subject: 'Second question' });
    expect(ticket.manager.id).toBe(idle.id);
  });

  it('opens it in the department chosen; a department without managers leaves it to nobody and mails nobody', async () => {
    const delivery = await openTicket(api, client, { department: await departmentId(api, 'delivery') });
    expect(delivery.manager.id).toBe(deliveryManager.id);
    const before = await helpdeskRows(api);
    const service = await openTicket(api, client, { department: await departmentId(api, 'service') });
    expect(service.manager).toBeNull();
    expect((await helpdeskRows(api)).mails).toBe(before.mails);
  });

  it('keeps content as plain text: control characters go, line breaks and markup stay as written', async () => {
    const ticket = await openTicket(api, client, {
      content: '  <b>Hi</b>\r\nline\u0007two\u001b\n\n<script>x</script>  ',
    });
    expect(ticket.messages[0].content).toBe('<b>Hi</b>\nlinetwo\n\n<script>x</script>');
  });

  it.each([
    ['subject', "Enter the ticket's subject."],
    ['content', 'Enter your message.'],
    ['name', 'Enter your name.'],
    ['email', 'Enter your e-mail address.'],
  ])('refuses a blank %s with "%s" and creates nothing', async (field, message) => {
    const before = await helpdeskRows(api);
    const res = await run(api, client, CREATE, ticketInput(client, { [field]: '  \n ' }));
    expect(errorOf(res)).toEqual({ message, category: 'graphql-input' });
    expect(await helpdeskRows(api)).toEqual(before);
  });

  it.each([
    [{ email: 'anna@' }, '"anna@" is not a valid e-mail address, e.g. name@example.com.', 'graphql-input'],
    [{ subject: 'x'.repeat(256) }, "The ticket's subject may have at most 255 characters.", 'graphql-input'],
    [{ content: 'x'.repeat(20_001) }, 'A message may have at most 20000 characters.', 'graphql-input'],
    [{ department: 999_999 }, 'The department with ID "999999" does not exist.', 'graphql-no-such-entity'],
    [
      { order: '000000999' },
      'The order "000000999" does not exist or is not yours.',
      'graphql-no-such-entity',
    ],
    [
      { options: { project_id: 999_999 } },
      'The project with ID "999999" does not exist or is not yours.',
      'graphql-no-such-entity',
    ],
    [
      { options: { estimate_id: 999_999 } },
      'The estimate with ID "999999" does not exist or is not yours.',
      'graphql-no-such-entity',
    ],
  ])('refuses %j and creates nothing', async (extra, message, category) => {
    const before = await helpdeskRows(api);
    const res = await run(api, client, CREATE, ticketInput(client, extra));
    expect(errorOf(res)).toEqual({ message, category });
    expect(await helpdeskRows(api)).toEqual(before);
  });

  it('refuses guests', async () => {
    const res = await run(api, null, CREATE, ticketInput(client));
    expect(errorOf(res).category).toBe('graphql-authorization');
  });
});

describe('replies', () => {
  it('a manager reply makes it pending and mails the customer; a customer reply reopens it and mails the manager', async () => {
    const ticket = await openTicket(api, client, { subject: 'Colour of the fabric' });
    const manager = ticket.manager.id === busy.id ? busy : idle;
    const managerView = await readByKey(api, manager, ticket.uid);
    expect(managerView.role).toBe('MANAGER');
    expect(managerView.unread_count).toBe(1);
    expect(managerView.messages[0].status).toBe('unread');
    expect(managerView.permissions.solve).toBe(true);

    const answered = await reply(api, manager, ticket.uid, 'We have it in grey and blue.');
    expect(answered.status.code).toBe('pending');
    // Writing marks the thread read for the writer.
    expect(answered.unread_count).toBe(0);
    expect(answered.messages.map((m: Any) => m.type)).toEqual(['customer-reply', 'manager-reply']);
    const toClient = await mailsTo(api, client.email);
    expect(toClient.at(-1)?.template).toBe('helpdesk-manager-reply');

    const seen = await readByKey(api, client, ticket.uid);
    expect(seen.unread_count).toBe(1);
    expect(seen.messages[1]).toMatchObject({
      status: 'unread',
      is_own: false,
      content: 'We have it in grey and blue.',
    });

    const back = await reply(api, client, ticket.uid, 'Grey, please.');
    expect(back.status.code).toBe('open');
    expect(back.unread_count).toBe(0);
    expect((await mailsTo(api, manager.email)).at(-1)?.template).toBe('helpdesk-customer-reply');
  });

  it('refuses a blank reply and a reply to a closed ticket, changing nothing', async () => {
    const ticket = await openTicket(api, client);
    const before = await helpdeskRows(api);
    expect(
      errorOf(
        await run(
          api,
          client,
          `mutation($key: String!) { awHelpdesk2TicketReply(key: $key, content: " ") { uid } }`,
          { key: ticket.uid },
        ),
      ),
    ).toEqual({
      message: 'Enter your message.',
      category: 'graphql-input',
    });
    expect(await helpdeskRows(api)).toEqual(before);
    ok(
      await run(api, client, 'mutation($key: String!) { awHelpdesk2TicketClose(key: $key) { uid } }', {
        key: ticket.uid,
      }),
    );
    const closed = await helpdeskRows(api);
    const res = await run(
      api,
      client,
      'mutation($key: String!) { awHelpdesk2TicketReply(key: $key, content: "Hello?") { uid } }',
      { key: ticket.uid },
    );
    expect(errorOf(res)).toEqual({
      message: 'The ticket is closed: reopen it first.',
      category: 'graphql-input',
    });
    expect(await helpdeskRows(api)).toEqual(closed);
  });
});

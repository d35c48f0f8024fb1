// The authorization matrix of the helpdesk (issue 15 §4): the ticket's customer (owner), a member of
// its project, the ticket's manager, a manager of another department, another customer and a guest,
// against every operation and the attachment download. A refused write changes no row (tickets,
// messages, attachments, read marks, outbox). Strangers learn nothing: no-such-entity, as for an
// unknown key; guests get the authorization error; a reader whose side may not do something (a
// customer solving, a manager rating) gets the authorization error with the reason.
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING } from '../customer/helpers.ts';
import { projectWith } from '../estimates/helpers.ts';
import type { GraphQLResponse } from '../support/api-client.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  apiBase,
  BY_ID,
  BY_KEY,
  CLOSE,
  departmentManagerIn,
  filesDir,
  helpdeskRows,
  LIST,
  MARK_READ,
  multipart,
  newShopper,
  ok,
  RATE,
  REOPEN,
  REPLY,
  run,
  SET_MANAGER,
  type Shopper,
  SOLVE,
} from './helpers.ts';

const dir = filesDir();
const api = useTestApi({ ...FAST_HASHING, HELPDESK_FILES_DIR: dir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Role = 'owner' | 'member' | 'ticket manager' | 'other department manager' | 'another customer' | 'guest';
const ROLES: Role[] = [
  'owner',
  'member',
  'ticket manager',
  'other department manager',
  'another customer',
  'guest',
];
const READERS = new Set<Role>(['owner', 'member', 'ticket manager']);

let people: Record<Role, Shopper | null>;
let projectId: number;
let png: Uint8Array;

beforeAll(async () => {
  png = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  const owner = await newShopper(api);
  const member = await newShopper(api);
  const manager = await departmentManagerIn(api, 'sales');
  projectId = await projectWith(api, owner, { members: [member], managers: [manager] });
  people = {
    owner,
    member,
    'ticket manager': manager,
    'other department manager': await departmentManagerIn(api, 'delivery'),
    'another customer': await newShopper(api),
    guest: null,
  };
});

/** A fresh ticket of the owner about the project, in the status the operation needs. */
async function ticketIn(status: 'new' | 'solved'): Promise<Any> {
  const owner = people.owner as Shopper;
  const res = await multipart(
    api,
    `mutation($attachments: [Upload!], $p: Int) { awHelpdesk2TicketCreate(subject: "Matrix", content: "Question",
      customer_name: "Owner", customer_email: "owner@example.com", attachments: $attachments, options: { project_id: $p }) {
      uid entity_id manager { id } messages { id attachments { id } } } }`,
    { p: projectId },
    [{ bytes: png, name: 'plan.png', type: 'image/png' }],
    owner.headers,
  );
  const ticket = ok(res).awHelpdesk2TicketCreate;
  if (status === 'solved') ok(await run(api, people['ticket manager'], SOLVE, { key: ticket.uid }));
  return ticket;
}

type Expect = 'ok' | 'role' | 'hidden';
interface Operation {
  name: string;
  status: 'new' | 'solved';
  call: (who: Shopper | null, ticket: Any) => Promise<GraphQLResponse<Any>>;
  /** What each reader gets (strangers are always hidden, guests always refused). */
  readers: Record<'owner' | 'member' | 'ticket manager', Expect>;
  write: boolean;
}

const all = (e: Expect) => ({ owner: e, member: e, 'ticket manager': e });
const OPERATIONS: Operation[] = [
  {
    name: 'ticket by key',
    status: 'new',
    write: false,
    readers: all('ok'),
    call: (w, t) => run(api, w, BY_KEY, { key: t.uid }),
  },
  {
    name: 'ticket by id',
    status: 'new',
    write: false,
    readers: all('ok'),
    call: (w, t) => run(api, w, BY_ID, { id: t.entity_id }),
  },
  {
    name: 'reply',
    status: 'new',
    write: true,
    readers: all('ok'),
    call: (w, t) => run(api, w, REPLY, { key: t.uid, content: 'Hi' }),
  },
  {
    name: 'set manager',
    status: 'new',
    write: true,
    readers: all('ok'),
    call: (w, t) => run(api, w, SET_MANAGER, { key: t.uid, manager: t.manager.id }),
  },
  {
    name: 'mark a message read',
    status: 'new',
    write: true,
    readers: all('ok'),
    call: (w, t) => run(api, w, MARK_READ, { id: t.messages[0].id }),
  },
  {
    name: 'solve',
    status: 'new',
    write: true,
    readers: { owner: 'role', member: 'role', 'ticket manager': 'ok' },
    call: (w, t) => run(api, w, SOLVE, { key: t.uid }),
  },
  {
    name: 'close',
    status: 'new',
    write: true,
    readers: all('ok'),
    call: (w, t) => run(api, w, CLOSE, { key: t.uid }),
  },
  {
    name: 'reopen',
    status: 'solved',
    write: true,
    readers: all('ok'),
    call: (w, t) => run(api, w, REOPEN, { key: t.uid }),
  },
  {
    name: 'rate',
    status: 'solved',
    write: true,
    readers: { owner: 'ok', member: 'role', 'ticket manager': 'role' },
    call: (w, t) => run(api, w, RATE, { key: t.uid, rating: 5 }),
  },
];

describe('helpdesk authorization matrix', () => {
  for (const operation of OPERATIONS) {
    for (const role of ROLES) {
      const expected: Expect | 'guest' =
        role === 'guest' ? 'guest' : READERS.has(role) ? operation.readers[role as 'owner'] : 'hidden';
      it(`${operation.name} by ${role}: ${expected}`, async () => {
        const ticket = await ticketIn(operation.status);
        const before = await helpdeskRows(api);
        const res = await operation.call(people[role], ticket);
        if (expected === 'ok') {
          expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
          return;
        }
        const category = {
          guest: 'graphql-authorization',
          role: 'graphql-authorization',
          hidden: 'graphql-no-such-entity',
        }[expected];
        expect(res.errors?.[0]?.extensions?.category).toBe(category);
        if (expected === 'hidden')
          expect(res.errors?.[0]?.message).toMatch(/does not exist or you may not read it\.$/);
        if (operation.write) expect(await helpdeskRows(api)).toEqual(before);
      });
    }
  }

  it.each(ROLES)('the list shows the ticket to %s only when a reader', async (role) => {
    const ticket = await ticketIn('new');
    const res = await run(api, people[role], LIST, { pageSize: 100 });
    if (role === 'guest') {
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
      return;
    }
    const uids = ok(res).awHelpdesk2TicketList.items.map((t: Any) => t.uid);
    expect(uids.includes(ticket.uid)).toBe(READERS.has(role));
  });

  it.each(ROLES)('the attachment download answers %s', async (role) => {
    const ticket = await ticketIn('new');
    const id = ticket.messages[0].attachments[0].id;
    const res = await fetch(`${apiBase(api)}helpdesk-attachments/${id}`, {
      headers: people[role]?.headers ?? {},
    });
    expect(res.status).toBe(role === 'guest' ? 401 : READERS.has(role) ? 200 : 404);
  });

  it('opening a ticket about the project: the owner and members may, others are told it does not exist', async () => {
    for (const role of ROLES) {
      const before = await helpdeskRows(api);
      const res = await run(
        api,
        people[role],
        'mutation($p: Int) { awHelpdesk2TicketCreate(subject: "s", content: "c", customer_name: "n", customer_email: "n@example.com", options: { project_id: $p }) { uid } }',
        { p: projectId },
      );
      if (role === 'owner' || role === 'member') {
        expect(res.errors, `${role}: ${res.errors?.[0]?.message}`).toBeUndefined();
        continue;
      }
      const category = role === 'guest' ? 'graphql-authorization' : 'graphql-no-such-entity';
      expect(res.errors?.[0]?.extensions?.category, role).toBe(category);
      expect(await helpdeskRows(api)).toEqual(before);
    }
  });
});

// The ticket list costs the same SQL statements for 2 tickets as for 12: the reader's relation to
// each ticket and its unread count come with the page's rows, never a query per ticket.
// Statements are counted by a recording database handle (test/support/recording-db.ts), never timed.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING } from '../customer/helpers.ts';
import { recordingDb } from '../support/recording-db.ts';
import { type RunningApi, startApi } from '../support/start-api.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { type Any, filesDir, newShopper, ok, openTicket, type Shopper } from './helpers.ts';

const dir = filesDir();
let database: TestDatabase;
let api: RunningApi;
let recorder: ReturnType<typeof recordingDb>;

beforeAll(async () => {
  database = await createTestDatabase();
  recorder = recordingDb(database);
  api = await startApi(
    database,
    { ...FAST_HASHING, MAIL_OUTBOX_WORKER: 'false', HELPDESK_FILES_DIR: dir },
    { db: recorder.db },
  );
}, 120_000);

afterAll(async () => {
  await api.close();
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const LIST = `{ awHelpdesk2TicketList(pageSize: 50) { total_count unread_count
  items { entity_id uid subject status { id code label } last_message_at unread_count role
    permissions { reply solve rate } } } }`;

async function listStatements(who: Shopper, tickets: number): Promise<number> {
  const read = () => api.gql<Any>(LIST, { headers: who.headers });
  ok(await read());
  let answer: Any;
  const statements = await recorder.record(async () => {
    answer = ok(await read());
  });
  expect(answer.awHelpdesk2TicketList.items).toHaveLength(tickets);
  return statements.length;
}

describe('the ticket list', () => {
  it('sends as many SQL statements for 12 tickets as for 2', async () => {
    const few = await newShopper(api);
    const many = await newShopper(api);
    for (let i = 0; i < 2; i++) await openTicket(api, few, { subject: `Few ${i}` });
    for (let i = 0; i < 12; i++) await openTicket(api, many, { subject: `Many ${i}` });
    const small = await listStatements(few, 2);
    const large = await listStatements(many, 12);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });
});

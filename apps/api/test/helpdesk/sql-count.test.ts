// The ticket list costs the same SQL statements for 2 tickets as for 12: the reader's relation to
// each ticket and its unread count come with the page's rows, departments (labels, managers) once per
// request, each manager's load once per manager — never a query per ticket.
// Statements are counted by a recording database handle (test/support/recording-db.ts), never timed.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesOrder } from '../../src/modules/sales/tables.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { projectWith } from '../estimates/helpers.ts';
import { insertProjectOrder } from '../projects/helpers.ts';
import { recordingDb } from '../support/recording-db.ts';
import { type RunningApi, startApi } from '../support/start-api.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import {
  type Any,
  departmentManagerIn,
  filesDir,
  newShopper,
  ok,
  openTicket,
  type Shopper,
} from './helpers.ts';

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
    permissions { reply solve rate } project { id name } estimate { id name } order { number }
    manager { id name estimates_count projects_count } agent { name } external_url
    department { id current_storefront_label storefront_labels { store_id content }
      managers { id name estimates_count } } } } }`;

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
  it('sends as many SQL statements for 12 tickets as for 2, with what they are about, their departments and managers', async () => {
    const few = await newShopper(api);
    const many = await newShopper(api);
    // Each list has tickets about a project, an order and nothing, with and without a manager.
    const manager = await departmentManagerIn(api, 'sales');
    for (const who of [few, many]) {
      const project = await projectWith(api, who, { managers: [manager] });
      await openTicket(api, who, { subject: 'About the project', options: { project_id: project } });
      const orderId = await insertProjectOrder(database.db, who.id, null);
      const [order] = await database.db.select().from(salesOrder).where(eq(salesOrder.id, orderId));
      await openTicket(api, who, { subject: 'About an order', order: order?.incrementId, department: 3 });
    }
    for (let i = 0; i < 10; i++) await openTicket(api, many, { subject: `Many ${i}` });
    const small = await listStatements(few, 2);
    expect(small).toBeGreaterThan(0);
    const large = await listStatements(many, 12);
    expect(large).toBe(small);
  });
});

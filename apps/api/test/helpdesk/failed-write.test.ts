// A write that fails inside its transaction, after the files were written, leaves nothing behind:
// the rows roll back and the files are removed again. The failure is made by a trigger that
// refuses attachment rows, as a lost connection or a constraint would, after the checks passed.
import { readdirSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { pdfBytes } from './attachment-files.ts';
import {
  CREATE,
  departmentManagerIn,
  filesDir,
  helpdeskRows,
  multipart,
  newShopper,
  openTicket,
  REPLY,
  type Shopper,
  ticketInput,
} from './helpers.ts';

const dir = filesDir();
const api = useTestApi({ ...FAST_HASHING, HELPDESK_FILES_DIR: dir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const storedFiles = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
let client: Shopper;

beforeAll(async () => {
  client = await newShopper(api);
  await departmentManagerIn(api, 'sales');
  await api.database.db.execute(sql`
    create function refuse_attachment() returns trigger language plpgsql as $$
    begin raise exception 'attachments are refused in this test'; end $$`);
  await api.database.db.execute(sql`
    create trigger refuse_attachment before insert on helpdesk_attachment
    for each row execute function refuse_attachment()`);
});

it('removes the files of a ticket or a reply whose transaction fails, and keeps no row', async () => {
  const ticket = await openTicket(api, client);
  const before = await helpdeskRows(api);
  const plan = { bytes: await pdfBytes(), name: 'plan.pdf', type: 'application/pdf' };
  const created = await multipart(api, CREATE, ticketInput(client), [plan], client.headers);
  expect(created.errors?.[0]?.message).toBe('Internal server error');
  const replied = await multipart(
    api,
    REPLY,
    { key: ticket.uid, content: 'The plan' },
    [plan, plan],
    client.headers,
  );
  expect(replied.errors?.[0]?.message).toBe('Internal server error');
  expect(await helpdeskRows(api)).toEqual(before);
  expect(storedFiles()).toBe(0);
});

// The demo helpdesk (issue 15 §3) on a small demo catalogue, read as the demo accounts read it over
// HTTP: tickets of the client and the partner in every status, about a project, an estimate and an
// order, answered by the managers, some unread, with a PDF and a PNG that download.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { seedCatalogue } from '../../src/seed/catalogue/index.ts';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS } from '../../src/seed/customers.ts';
import { seedEstimates } from '../../src/seed/estimates.ts';
import { DEMO_DELIVERY_MANAGER, seedHelpdesk } from '../../src/seed/helpdesk.ts';
import { seedProjects } from '../../src/seed/projects.ts';
import { bearer, signIn } from '../customer/helpers.ts';
import { type Any, ok } from '../projects/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'atrium-media-'));
const filesDir = mkdtempSync(join(tmpdir(), 'atrium-helpdesk-files-'));
const api = useTestApi({ MEDIA_DIR: mediaDir, HELPDESK_FILES_DIR: filesDir });
afterAll(() => {
  rmSync(mediaDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
});
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  await api.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await seedCatalogue(db, { products: 60, mediaDir, today: new Date('2026-03-15T00:00:00Z'), seed: 3 });
    await seedProjects(db);
    await seedEstimates(db);
    await seedHelpdesk(db, { filesDir });
  });
  const accounts: [string, string][] = [
    ...Object.entries(DEMO_CUSTOMERS),
    ['delivery', DEMO_DELIVERY_MANAGER],
  ];
  for (const [who, email] of accounts) {
    headers[who] = { Store: 'ru', ...bearer(await signIn(api, email, DEMO_CUSTOMER_PASSWORD)) };
  }
}, 180_000);

const LIST = `{ customer { helpdesk_unread_count } awHelpdesk2TicketList(pageSize: 50) { total_count unread_count items {
  subject status { code } role unread_count project { id } estimate { id } order { number } manager { email }
  messages { type timeline_type attachments { file_path extension file_name } } } } }`;

async function listOf(who: string): Promise<Any> {
  return ok(await api.gql<Any>(LIST, { headers: headers[who] }));
}

describe('demo helpdesk', () => {
  it('gives the client tickets in every status, about a project, an estimate and an order, some unread', async () => {
    const { customer, awHelpdesk2TicketList: list } = await listOf('client');
    expect(list.total_count).toBe(5);
    expect(new Set(list.items.map((t: Any) => t.status.code))).toEqual(
      new Set(['new', 'open', 'pending', 'solved', 'closed']),
    );
    expect(list.items.some((t: Any) => t.project && !t.estimate)).toBe(true);
    expect(list.items.some((t: Any) => t.estimate)).toBe(true);
    expect(list.items.some((t: Any) => t.order)).toBe(true);
    expect(customer.helpdesk_unread_count).toBe(1);
    expect(list.items[0].unread_count).toBe(1);
    expect(list.items.every((t: Any) => t.role === 'CUSTOMER')).toBe(true);
  });

  it('lets the partner and the managers see theirs, answered by the demo managers', async () => {
    // Their own three, and the two about the client's flat, where the partner is a member.
    const partner = (await listOf('partner')).awHelpdesk2TicketList;
    expect(partner.total_count).toBe(5);
    const manager = await listOf('manager');
    expect(manager.awHelpdesk2TicketList.total_count).toBe(8);
    // Read marks are per reader: the demo manager also works in delivery, where Olga read the
    // customers' first messages, so those count for Maria too (2 + 2 there, 1 in sales).
    expect(manager.customer.helpdesk_unread_count).toBe(5);
    const delivery = (await listOf('delivery')).awHelpdesk2TicketList;
    expect(delivery.items.map((t: Any) => t.manager.email)).toEqual([
      DEMO_DELIVERY_MANAGER,
      DEMO_DELIVERY_MANAGER,
    ]);
  });

  it('attaches a PDF and a PNG that readers download', async () => {
    const items = (await listOf('client')).awHelpdesk2TicketList.items;
    const files = items.flatMap((t: Any) => t.messages.flatMap((m: Any) => m.attachments));
    expect(files.map((f: Any) => f.extension).sort()).toEqual(['pdf', 'png']);
    for (const file of files) {
      const res = await fetch(api.url.replace(/graphql$/, file.file_path), { headers: headers.client });
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(100);
      expect(Buffer.from(bytes.slice(0, 4)).toString('latin1')).toBe(
        file.extension === 'pdf' ? '%PDF' : '\x89PNG',
      );
    }
  });
});

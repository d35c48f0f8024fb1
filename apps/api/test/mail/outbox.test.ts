// The outbox worker: retries with back-off, gives up after the last attempt, takes over claims of a
// process that died, and shares the work of several processes on one database without sending a
// mail twice. Each test starts its own server(s) on the file's database.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../../src/db/client.ts';
import { enqueueRendered } from '../../src/modules/mail/outbox.ts';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { inTransaction } from '../../src/shared/transaction.ts';
import { uniqueEmail } from '../customer/helpers.ts';
import { readMails, waitForMail } from '../support/mail.ts';
import { startApi } from '../support/start-api.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { type SmtpStub, startSmtpStub } from './smtp-stub.ts';

let database: TestDatabase;
let smtp: SmtpStub;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpStub();
});
afterAll(async () => {
  await smtp.close();
  await database.dispose();
});

/** Writes mails to the outbox in one transaction, as an operation that owes them would. */
async function owe(db: Db, recipients: string[]): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    const ids: number[] = [];
    for (const to of recipients) {
      ids.push(
        await enqueueRendered({ requestId: 'test' }, tx, 'test-note', to, {
          subject: `A note for ${to}`,
          text: 'Hello',
          html: '<p>Hello</p>',
        }),
      );
    }
    return ids;
  });
}

async function rowsOf(ids: number[]) {
  return database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);
}

const poll = { timeout: 15_000, interval: 50 };

describe('a mail the mail server refuses', () => {
  it('stays pending with the error and a back-off, and goes out on a later attempt', async () => {
    const api = await startApi(database, {
      SMTP_URL: smtp.url,
      MAIL_RETRY_SECONDS: '600',
      MAIL_OUTBOX_POLL_SECONDS: '0.2',
    });
    try {
      const to = uniqueEmail('flaky');
      smtp.refuse(to, 1);
      const [id] = (await owe(database.db, [to])) as [number];
      await expect.poll(async () => (await rowsOf([id]))[0]?.lastError, poll).toMatch(/451/);
      const [waiting] = await rowsOf([id]);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentAt: null, textBody: 'Hello' });
      const minutes = ((waiting?.availableAt.getTime() ?? 0) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(9);
      expect(smtp.delivered.filter((d) => d.to.includes(to))).toEqual([]);

      // The back-off is over: the next poll tries again and the server takes it.
      await database.db.update(mailOutbox).set({ availableAt: sql`now()` }).where(eq(mailOutbox.id, id));
      await expect.poll(async () => (await rowsOf([id]))[0]?.status, poll).toBe('sent');
      expect(await rowsOf([id])).toMatchObject([
        { attempts: 2, lastError: null, textBody: null, htmlBody: null, claimToken: null },
      ]);
      expect(smtp.delivered.filter((d) => d.to.includes(to))).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it('is given up after the last attempt, logged at error level', async () => {
    const logs: Record<string, unknown>[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => logs.push(JSON.parse(line)) });
    const api = await startApi(
      database,
      { SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_SECONDS: '0.05' },
      { log },
    );
    try {
      const to = uniqueEmail('doomed');
      smtp.refuse(to, Number.POSITIVE_INFINITY);
      const [id] = (await owe(database.db, [to])) as [number];
      await expect.poll(async () => (await rowsOf([id]))[0]?.status, poll).toBe('failed');
      expect(await rowsOf([id])).toMatchObject([{ attempts: 3, lastError: expect.stringMatching(/451/) }]);
      expect(smtp.refusals.get(to)).toBe(3);
      const about = logs.filter((entry) => entry.outboxId === id);
      expect(about.map((entry) => [entry.level, entry.msg])).toEqual([
        [40, 'mail not sent yet'],
        [40, 'mail not sent yet'],
        [50, 'mail given up after its last attempt'],
      ]);
    } finally {
      await api.close();
    }
  });
});

describe('claims', () => {
  it('are taken over once the lease of a process that died mid-send has run out', async () => {
    const expired = uniqueEmail('orphan');
    const held = uniqueEmail('held');
    const [orphanId, heldId] = (await owe(database.db, [expired, held])) as [number, number];
    // Both were claimed by a process that died: one lease is over, the other runs for an hour.
    await database.db
      .update(mailOutbox)
      .set({ claimToken: 'dead-process', attempts: 1, availableAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, orphanId));
    await database.db
      .update(mailOutbox)
      .set({ claimToken: 'dead-process', attempts: 1, availableAt: sql`now() + interval '1 hour'` })
      .where(eq(mailOutbox.id, heldId));
    const api = await startApi(database);
    try {
      await waitForMail(api.mailDir, expired);
      await expect.poll(async () => (await rowsOf([orphanId]))[0]?.status, poll).toBe('sent');
      expect(await rowsOf([orphanId])).toMatchObject([{ attempts: 2 }]);
      expect(await rowsOf([heldId])).toMatchObject([{ status: 'pending', claimToken: 'dead-process' }]);
      expect(readMails(api.mailDir).filter((m) => m.to.includes(held))).toEqual([]);
    } finally {
      await api.close();
      await database.db.delete(mailOutbox).where(eq(mailOutbox.id, heldId));
    }
  });
});

describe('two API processes on one database', () => {
  it('send each mail exactly once', async () => {
    // On PostgreSQL the second process has a pool of its own: real concurrent claims.
    const url = (database.db as unknown as { $client: { options?: { connectionString?: string } } }).$client
      .options?.connectionString;
    const secondPool = database.engine === 'postgres' && url ? openPostgres(url) : undefined;
    const first = await startApi(database);
    const second = await startApi(database, { MAIL_DIR: first.mailDir }, { db: secondPool?.db });
    try {
      const recipients = Array.from({ length: 30 }, (_, i) => uniqueEmail(`pair-${i}`));
      const ids = await owe(database.db, recipients);
      await expect
        .poll(async () => (await rowsOf(ids)).filter((row) => row.status === 'sent').length, poll)
        .toBe(30);
      const mails = readMails(first.mailDir);
      for (const to of recipients)
        expect(
          mails.filter((m) => m.to.includes(to)),
          to,
        ).toHaveLength(1);
      // No mail was claimed twice either.
      expect((await rowsOf(ids)).map((row) => row.attempts)).toEqual(ids.map(() => 1));
    } finally {
      await first.close();
      await second.close();
      await secondPool?.close();
    }
  });
});

describe('the outbox table', () => {
  it('holds no body of a sent mail', async () => {
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'sent'), like(mailOutbox.recipient, '%@example.com')));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.textBody === null && row.htmlBody === null)).toBe(true);
  });
});

// requestPasswordResetEmail must not tell who has an account: a known and an unknown e-mail get the
// same answer from the same database work (statements compared, never timing), and requests are
// limited per client address and per target e-mail with a message that says nothing about accounts.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPasswordReset, passwordResetRequest } from '../../src/modules/customer/tables.ts';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { recordingDb } from '../support/recording-db.ts';
import { type RunningApi, startApi } from '../support/start-api.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createAccount, errorOf, FAST_HASHING, uniqueEmail } from './helpers.ts';

const REQUEST = 'mutation($email: String!) { requestPasswordResetEmail(email: $email) }';
const TOO_MANY = {
  message: 'We received too many requests for password resets. Please wait and try again later.',
  category: 'graphql-input',
};

let database: TestDatabase;
let api: RunningApi;
let recorder: ReturnType<typeof recordingDb>;

beforeAll(async () => {
  database = await createTestDatabase();
  recorder = recordingDb(database);
  // No worker: what the request itself does is all the database sees.
  api = await startApi(database, { ...FAST_HASHING, MAIL_OUTBOX_WORKER: 'false' }, { db: recorder.db });
});
afterAll(async () => {
  await api.close();
  await database.dispose();
});

let addressCounter = 0;
/** A client address of its own (TEST-NET-3), sent as the storefront would. */
function newAddress(): Record<string, string> {
  addressCounter += 1;
  return { 'X-Forwarded-For': `203.0.113.${addressCounter}` };
}

/** Rows of the tables a reset request could write: requests, links, mails. */
async function rowCounts() {
  const db = database.db;
  const [requests] = await db.select({ n: count() }).from(passwordResetRequest);
  const [links] = await db.select({ n: count() }).from(customerPasswordReset);
  const [mails] = await db.select({ n: count() }).from(mailOutbox);
  return { requests: requests?.n, links: links?.n, mails: mails?.n };
}

const request = (email: string, headers: Record<string, string>) =>
  api.gql<{ requestPasswordResetEmail: boolean }>(REQUEST, { variables: { email }, headers });

describe('requestPasswordResetEmail for known and unknown e-mails', () => {
  it('answers alike after the same statements, writing one request row and nothing else', async () => {
    const known = await createAccount(api);
    const here = newAddress();
    // Warm the per-process store caches so both requests below start alike.
    await request(uniqueEmail('warm-up'), here);

    let knownAnswer: unknown;
    let ghostAnswer: unknown;
    const before = await rowCounts();
    const forKnown = await recorder.record(async () => {
      knownAnswer = await request(known.email, here);
    });
    const afterKnown = await rowCounts();
    const forGhost = await recorder.record(async () => {
      ghostAnswer = await request(uniqueEmail('ghost'), here);
    });
    const afterGhost = await rowCounts();
    const written = (from: typeof before, to: typeof before) => ({
      requests: Number(to.requests) - Number(from.requests),
      links: Number(to.links) - Number(from.links),
      mails: Number(to.mails) - Number(from.mails),
    });
    expect(written(before, afterKnown)).toEqual({ requests: 1, links: 0, mails: 0 });
    expect(written(afterKnown, afterGhost)).toEqual({ requests: 1, links: 0, mails: 0 });
    const strip = (res: unknown) => {
      const { headers, ...rest } = res as Record<string, unknown>;
      return rest;
    };
    expect(strip(knownAnswer)).toEqual({ status: 200, data: { requestPasswordResetEmail: true } });
    expect(strip(ghostAnswer)).toEqual(strip(knownAnswer));
    expect(forGhost.map((s) => s.sql)).toEqual(forKnown.map((s) => s.sql));
    expect(forKnown.length).toBeGreaterThan(0);
  });
});

describe('password reset request limits', () => {
  it('refuses a sixth request for one e-mail within the hour, from any address, known or not', async () => {
    const known = await createAccount(api);
    const ghost = uniqueEmail('ghost');
    for (const email of [known.email, ghost]) {
      for (let i = 0; i < 5; i++) expect((await request(email, newAddress())).errors).toBeUndefined();
      expect(errorOf(await request(email, newAddress()))).toEqual(TOO_MANY);
      // The e-mail's case and spaces do not make it another e-mail.
      expect(errorOf(await request(` ${email.toUpperCase()}`, newAddress()))).toEqual(TOO_MANY);
    }
  });

  it('refuses a twenty-first request from one client address within the hour', async () => {
    const here = newAddress();
    for (let i = 0; i < 20; i++) expect((await request(uniqueEmail('many'), here)).errors).toBeUndefined();
    expect(errorOf(await request(uniqueEmail('many'), here))).toEqual(TOO_MANY);
    expect((await request(uniqueEmail('many'), newAddress())).errors).toBeUndefined();
  });
});

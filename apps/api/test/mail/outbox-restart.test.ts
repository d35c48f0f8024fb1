// The mail an operation owes is written with it and survives the process: a server that wrote an
// order and a sign-up but never sent their mails (it died, or its mail server was down) leaves
// them to the next server started on the same database, which sends them.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { placeOrder, RU, readyCart, stockedProduct } from '../checkout/support.ts';
import { CREATE_V2, FAST_HASHING, uniqueEmail } from '../customer/helpers.ts';
import { readMails, waitForMail } from '../support/mail.ts';
import { startApi } from '../support/start-api.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe('mail owed by a process that stopped before sending it', () => {
  it('is sent by the next server on the same database', async () => {
    // The first process: its worker never runs, and its mail server is unreachable anyway.
    const first = await startApi(database, {
      ...FAST_HASHING,
      MAIL_OUTBOX_WORKER: 'false',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    await stockedProduct(database.db, 'OUTBOX-LAMP', { stock: '5' });
    const buyer = uniqueEmail('crash-buyer');
    const cartId = await readyCart(first, {
      headers: RU,
      items: [{ sku: 'OUTBOX-LAMP', quantity: 1 }],
      email: buyer,
    });
    const placed = await placeOrder(first, cartId, RU);
    expect(placed.errors).toEqual([]);
    const member = uniqueEmail('crash-member');
    const signUp = await first.gql(CREATE_V2, {
      variables: { input: { email: member, password: 'Strong-Pass-1', firstname: 'Ina', lastname: 'Crash' } },
      headers: { Store: 'int' },
    });
    expect(signUp.errors).toBeUndefined();
    await first.close();
    // What the first process left: both mails written with their changes, neither tried.
    const left = await database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, [buyer, member]))
      .orderBy(mailOutbox.id);
    expect(left.map((row) => [row.template, row.status, row.attempts])).toEqual([
      ['order-confirmation', 'pending', 0],
      ['welcome', 'pending', 0],
    ]);
    expect(readMails(first.mailDir)).toEqual([]);

    const second = await startApi(database, FAST_HASHING);
    try {
      const confirmation = await waitForMail(second.mailDir, buyer);
      expect(confirmation.subject).toContain(placed.order?.order_number);
      expect((await waitForMail(second.mailDir, member)).subject).toMatch(/^Welcome to /);
      expect(readMails(second.mailDir).filter((m) => m.to.includes(buyer))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

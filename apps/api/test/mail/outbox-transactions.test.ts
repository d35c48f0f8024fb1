// A mail is written in the transaction of the change that owes it: when that transaction fails —
// here at its very commit, through a deferred trigger, after the mail row was written — the mail
// is gone with it. Nothing is sent for a change that did not happen.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerPasswordReset } from '../../src/modules/customer/tables.ts';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { salesOrder } from '../../src/modules/sales/tables.ts';
import { PLACE, RU, readyCart, stockedProduct } from '../checkout/support.ts';
import { createAccount, FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { readMails, waitForMail } from '../support/mail.ts';

const api = useTestApi({ ...FAST_HASHING, MAIL_OUTBOX_POLL_SECONDS: '0.2' });

interface FailingCommits {
  /** How many commits failed so far (a sequence: not undone by the rollback it causes). */
  failures(): Promise<number>;
  /** Lets commits through again. */
  allow(): Promise<void>;
}

/** Makes every commit that inserted a row of `table` matching `condition` fail. */
async function failCommitsOf(table: string, condition: string): Promise<FailingCommits> {
  const name = `fail_commit_${table}`;
  const db = api.database.db;
  await db.execute(sql.raw(`create sequence ${name}_count`));
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if ${condition} then perform nextval('${name}_count'); raise exception 'the commit failed'; end if;
        return null;
      end $$`),
  );
  await db.execute(
    sql.raw(`create constraint trigger ${name} after insert on ${table}
      deferrable initially deferred for each row execute function ${name}()`),
  );
  return {
    async failures() {
      const result = await db.execute(
        sql.raw(`select case when is_called then last_value else 0 end as n from ${name}_count`),
      );
      return Number((result as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
    },
    async allow() {
      await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
      await db.execute(sql.raw(`drop function ${name}()`));
    },
  };
}

const outboxTo = (email: string) =>
  api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

describe('a change that does not commit', () => {
  it('leaves no order confirmation behind', async () => {
    const commits = await failCommitsOf('sales_order', `new.customer_email like 'rollback-%'`);
    await stockedProduct(api.database.db, 'ROLLBACK-LAMP', { stock: '5' });
    const email = 'rollback-buyer@example.com';
    const cartId = await readyCart(api, {
      headers: RU,
      items: [{ sku: 'ROLLBACK-LAMP', quantity: 1 }],
      email,
    });
    const res = await api.gql(PLACE, { variables: { id: cartId }, headers: RU });
    expect(res.errors?.[0]?.message).toBe('Internal server error');
    expect(
      await api.database.db.select().from(salesOrder).where(eq(salesOrder.customerEmail, email)),
    ).toEqual([]);
    expect(await commits.failures()).toBe(1);
    expect(await outboxTo(email)).toEqual([]);
    await commits.allow();
  });

  it('leaves no password reset mail behind, and the request is resolved once commits work again', async () => {
    const account = await createAccount(api, { email: `rollback-${Date.now()}@example.com` });
    const commits = await failCommitsOf(
      'customer_password_reset',
      `exists (select 1 from customer where id = new.customer_id and email like 'rollback-%')`,
    );
    const res = await api.gql('mutation($e: String!) { requestPasswordResetEmail(email: $e) }', {
      variables: { e: account.email },
    });
    expect(res.data).toEqual({ requestPasswordResetEmail: true });
    // The worker tried (and its transaction failed) at least once: no link, no mail.
    await expect.poll(() => commits.failures(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await outboxTo(account.email)).map((row) => row.template)).toEqual(['welcome']);
    expect(
      await api.database.db
        .select()
        .from(customerPasswordReset)
        .where(eq(customerPasswordReset.customerId, account.id)),
    ).toEqual([]);

    await commits.allow();
    const mail = await waitForMail(api.mailDir, account.email, (m) => m.text.includes('createpassword'));
    expect(mail.text).toContain('/ru/customer/createpassword?token=');
    expect(
      readMails(api.mailDir).filter((m) => m.text.includes('createpassword') && m.to.includes(account.email)),
    ).toHaveLength(1);
  });
});

import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { onCustomerSaved } from '../../src/modules/customer/hooks.ts';
import { customer } from '../../src/modules/customer/tables.ts';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { newsletterSubscriber } from '../../src/modules/newsletter/tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import { bearer, CREATE_V2, errorOf, FAST_HASHING, signIn, uniqueEmail } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { readMails, waitForMail } from '../support/mail.ts';

const api = useTestApi(FAST_HASHING);

const SUBSCRIBE = 'mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
const UNSUBSCRIBE = 'mutation { unsubscribeEmailFromNewsletter { status } }';
const IS_SUBSCRIBED = '{ customer { email is_subscribed } }';
const UPDATE =
  'mutation($s: Boolean) { updateCustomerV2(input: { is_subscribed: $s }) { customer { is_subscribed } } }';
const INT = { Store: 'int' };
// Store view int_ru (id 3) lets no guest subscribe; a fresh database has no other override.
const NO_GUESTS = { Store: 'int_ru' };

beforeAll(async () => {
  await api.database.db.insert(configValue).values({
    scope: 'stores',
    scopeId: 3,
    path: 'newsletter/subscription/allow_guest_subscribe',
    value: '0',
  });
  await bumpStoreVersion(api.database.db);
});

async function subscribe(email: string, headers: Record<string, string> = {}) {
  return api.gql<{ subscribeEmailToNewsletter: { status: string } }>(SUBSCRIBE, {
    variables: { email },
    headers,
  });
}

async function isSubscribed(shopper: Shopper): Promise<boolean> {
  const res = await api.gql<{ customer: { is_subscribed: boolean } }>(IS_SUBSCRIBED, {
    headers: shopper.headers,
  });
  expect(res.errors).toBeUndefined();
  return res.data?.customer.is_subscribed as boolean;
}

async function rowOfEmail(email: string) {
  return api.database.db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email));
}

/**
 * The newsletter mails owed to an address, oldest first, as the outbox has them: written in the
 * change's transaction, so they are there as soon as the answer is (sending follows).
 */
async function owedTo(email: string): Promise<string[]> {
  const rows = await api.database.db
    .select({ template: mailOutbox.template })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => row.template).filter((template) => template.startsWith('newsletter'));
}

/** A guest's subscription, confirmed with the mailed link (double opt-in). */
async function subscribeConfirmed(email: string, headers: Record<string, string> = {}) {
  expect((await subscribe(email, headers)).data?.subscribeEmailToNewsletter.status).toBe('NOT_ACTIVE');
  const mail = await waitForMail(api.mailDir, email, (m) =>
    m.text.includes('/newsletter/subscriber/confirm'),
  );
  const link = new URL(/https?:\/\/\S+\/newsletter\/subscriber\/confirm\?\S+/.exec(mail.text)?.[0] ?? '');
  const res = await api.gql(
    'mutation($id: ID!, $code: String!) { confirmNewsletterSubscription(id: $id, code: $code) { status } }',
    { variables: { id: link.searchParams.get('id'), code: link.searchParams.get('code') }, headers },
  );
  expect(res.errors).toBeUndefined();
}

describe('subscribeEmailToNewsletter', () => {
  it("subscribes the signed-in customer's own address and mails a welcome in the store view language", async () => {
    const me = await newShopper(api);
    const res = await subscribe(` ${me.email.toUpperCase()} `, { ...me.headers, ...INT });
    expect(res.errors).toBeUndefined();
    expect(res.data?.subscribeEmailToNewsletter).toEqual({ status: 'SUBSCRIBED' });
    expect(await rowOfEmail(me.email)).toMatchObject([
      { status: 'SUBSCRIBED', customerId: me.id, storeId: 2 },
    ]);
    expect(await owedTo(me.email)).toEqual(['newsletter-subscribed']);
    const mail = await waitForMail(api.mailDir, me.email, (m) => /newsletter/.test(m.subject));
    expect(mail.subject).toMatch(/newsletter subscription is confirmed$/);
    expect(mail.text).toContain(`${me.email} is now subscribed`);
    expect(mail.text).toContain('http://localhost:3000/int/customer/account/subscriptions');

    const russian = await newShopper(api);
    await subscribe(russian.email, { ...russian.headers, Store: 'ru' });
    expect((await waitForMail(api.mailDir, russian.email, (m) => /рассылк/.test(m.subject))).subject).toMatch(
      /^Подписка на рассылку/,
    );
  });

  it('refuses an own address that is already subscribed, without a second mail', async () => {
    const me = await newShopper(api);
    await subscribe(me.email, me.headers);
    const again = await subscribe(me.email, me.headers);
    expect(errorOf(again)).toEqual({
      message: 'This email address is already subscribed.',
      category: 'graphql-already-exists',
    });
    expect(await owedTo(me.email)).toEqual(['newsletter-subscribed']);
  });

  it('checks the address', async () => {
    expect(errorOf(await subscribe('  '))).toEqual({
      message: 'You must specify an email address to subscribe to a newsletter.',
      category: 'graphql-input',
    });
    expect(errorOf(await subscribe('not-an-address'))).toEqual({
      message: 'Enter a valid email address.',
      category: 'graphql-input',
    });
  });

  it('lets guests subscribe only where the store allows it; customers may there', async () => {
    const email = uniqueEmail();
    expect(errorOf(await subscribe(email, NO_GUESTS))).toEqual({
      message: 'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
      category: 'graphql-input',
    });
    expect(await rowOfEmail(email)).toEqual([]);
    const me = await newShopper(api);
    const res = await subscribe(me.email, { ...me.headers, ...NO_GUESTS });
    expect(res.data?.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
  });

  it("subscribes the signed-in customer's own address to the account", async () => {
    const me = await newShopper(api);
    expect(await isSubscribed(me)).toBe(false);
    await subscribe(me.email.toUpperCase(), me.headers);
    expect(await isSubscribed(me)).toBe(true);
    expect(await rowOfEmail(me.email)).toMatchObject([{ customerId: me.id, status: 'SUBSCRIBED' }]);
    expect(errorOf(await subscribe(me.email, me.headers)).message).toBe(
      'This email address is already subscribed.',
    );
  });
});

describe('unsubscribeEmailFromNewsletter', () => {
  it("unsubscribes the caller's own address only and says goodbye once", async () => {
    const me = await newShopper(api, INT);
    const other = await newShopper(api);
    await subscribe(me.email, me.headers);
    await subscribe(other.email, other.headers);
    const res = await api.gql<{ unsubscribeEmailFromNewsletter: { status: string } }>(UNSUBSCRIBE, {
      headers: me.headers,
    });
    expect(res.data?.unsubscribeEmailFromNewsletter).toEqual({ status: 'UNSUBSCRIBED' });
    expect(await isSubscribed(me)).toBe(false);
    expect(await isSubscribed(other)).toBe(true);
    expect(await owedTo(me.email)).toEqual(['newsletter-subscribed', 'newsletter-unsubscribed']);
    await waitForMail(api.mailDir, me.email, (m) => /^You have unsubscribed/.test(m.subject));
    // Again: still UNSUBSCRIBED, nothing more to say. Never subscribed: the same.
    await api.gql(UNSUBSCRIBE, { headers: me.headers });
    expect(await owedTo(me.email)).toHaveLength(2);
    const never = await newShopper(api);
    const none = await api.gql<{ unsubscribeEmailFromNewsletter: { status: string } }>(UNSUBSCRIBE, {
      headers: never.headers,
    });
    expect(none.data?.unsubscribeEmailFromNewsletter.status).toBe('UNSUBSCRIBED');
    expect(await rowOfEmail(never.email)).toEqual([]);
    // Subscribing again works and confirms again.
    expect((await subscribe(me.email, me.headers)).data?.subscribeEmailToNewsletter.status).toBe(
      'SUBSCRIBED',
    );
    expect(await owedTo(me.email)).toHaveLength(3);
  });

  it('is refused to guests', async () => {
    expect(errorOf(await api.gql(UNSUBSCRIBE))).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
  });
});

describe('is_subscribed on createCustomer and updateCustomer', () => {
  it('subscribes a new account that asks for it and mails the confirmation after the welcome', async () => {
    const email = uniqueEmail('joiner');
    const res = await api.gql<{ createCustomerV2: { customer: { id: number } } }>(CREATE_V2, {
      variables: {
        input: { email, password: 'Good-Pass-123', firstname: 'Jo', lastname: 'Iner', is_subscribed: true },
      },
      headers: INT,
    });
    expect(res.errors).toBeUndefined();
    const token = await signIn(api, email, 'Good-Pass-123');
    const check = await api.gql<{ customer: { is_subscribed: boolean } }>(IS_SUBSCRIBED, {
      headers: bearer(token),
    });
    expect(check.data?.customer.is_subscribed).toBe(true);
    const mail = await waitForMail(api.mailDir, email, (m) => /newsletter/.test(m.subject));
    expect(mail.text).toContain(`${email} is now subscribed`);
    await waitForMail(api.mailDir, email, (m) => /^Welcome/.test(m.subject));
    // Both went through the outbox, the welcome first.
    const owed = await api.database.db
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(asc(mailOutbox.id));
    expect(owed.map((row) => row.template)).toEqual(['welcome', 'newsletter-subscribed']);
  });

  it('sends no mail and keeps no subscription when the account is not saved after all', async () => {
    const email = uniqueEmail('rollback');
    // A later listener fails the save: the transaction, subscription included, rolls back.
    onCustomerSaved(async (_ctx, _tx, event) => {
      if (event.customer.email === email) throw new Error('a later step of the save failed');
    });
    const res = await api.gql(CREATE_V2, {
      variables: {
        input: { email, password: 'Good-Pass-123', firstname: 'A', lastname: 'B', is_subscribed: true },
      },
      headers: INT,
    });
    expect(errorOf(res).message).toBe('Internal server error');
    expect(await rowOfEmail(email)).toEqual([]);
    // Neither the welcome nor the newsletter mail was written: they went with the transaction.
    expect(await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toEqual(
      [],
    );
    expect(readMails(api.mailDir).filter((m) => m.to.includes(email))).toEqual([]);
  });

  it('lets a new account claim the guest subscription of its address, or drop it', async () => {
    const kept = uniqueEmail('kept');
    const dropped = uniqueEmail('dropped');
    await subscribeConfirmed(kept);
    await subscribeConfirmed(dropped);
    const create = (email: string, extra: Record<string, unknown>) =>
      api.gql<{ createCustomerV2: { customer: { id: number } } }>(CREATE_V2, {
        variables: { input: { email, password: 'Good-Pass-123', firstname: 'A', lastname: 'B', ...extra } },
      });
    const keptId = (await create(kept, {})).data?.createCustomerV2.customer.id;
    const droppedId = (await create(dropped, { is_subscribed: false })).data?.createCustomerV2.customer.id;
    expect(await rowOfEmail(kept)).toMatchObject([{ customerId: keptId, status: 'SUBSCRIBED' }]);
    expect(await rowOfEmail(dropped)).toMatchObject([{ customerId: droppedId, status: 'UNSUBSCRIBED' }]);
  });

  it('subscribes and unsubscribes with updateCustomerV2', async () => {
    const me = await newShopper(api, INT);
    const update = (s: boolean | null) =>
      api.gql<{ updateCustomerV2: { customer: { is_subscribed: boolean } } }>(UPDATE, {
        variables: { s },
        headers: me.headers,
      });
    expect((await update(true)).data?.updateCustomerV2.customer.is_subscribed).toBe(true);
    await waitForMail(api.mailDir, me.email, (m) => /subscription is confirmed/.test(m.subject));
    // Not given: unchanged.
    expect((await update(null)).data?.updateCustomerV2.customer.is_subscribed).toBe(true);
    expect((await update(false)).data?.updateCustomerV2.customer.is_subscribed).toBe(false);
    await waitForMail(api.mailDir, me.email, (m) => /^You have unsubscribed/.test(m.subject));
  });

  it('follows the account to its new e-mail address', async () => {
    const me = await newShopper(api, INT);
    await subscribe(me.email, me.headers);
    const next = uniqueEmail('moved');
    await api.gql(
      'mutation($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }',
      {
        variables: { e: next, p: me.password },
        headers: me.headers,
      },
    );
    expect(await isSubscribed(me)).toBe(true);
    await api.gql(UNSUBSCRIBE, { headers: me.headers });
    await waitForMail(api.mailDir, next, (m) => /^You have unsubscribed/.test(m.subject));
  });

  it('removes the subscription with the account', async () => {
    const me = await newShopper(api);
    await subscribe(me.email, me.headers);
    await api.database.db.delete(customer).where(eq(customer.id, me.id));
    expect(await rowOfEmail(me.email)).toEqual([]);
  });
});

describe('with the newsletter switched off', () => {
  it('refuses subscriptions, ignores is_subscribed and says so in storeConfig', async () => {
    await api.database.db
      .insert(configValue)
      .values({ scope: 'stores', scopeId: 2, path: 'newsletter/general/active', value: '0' });
    await bumpStoreVersion(api.database.db);
    const email = uniqueEmail('off');
    expect(errorOf(await subscribe(email, INT))).toEqual({
      message: 'The newsletter is not available in this store.',
      category: 'graphql-input',
    });
    const created = await api.gql(CREATE_V2, {
      variables: {
        input: { email, password: 'Good-Pass-123', firstname: 'A', lastname: 'B', is_subscribed: true },
      },
      headers: INT,
    });
    expect(created.errors).toBeUndefined();
    expect(await rowOfEmail(email)).toEqual([]);
    const config = await api.gql<{ storeConfig: { newsletter_enabled: boolean } }>(
      '{ storeConfig { newsletter_enabled } }',
      { headers: INT },
    );
    expect(config.data?.storeConfig.newsletter_enabled).toBe(false);
    // A customer subscribed elsewhere reads as not subscribed here, and may still unsubscribe.
    const me = await newShopper(api);
    await subscribe(me.email, me.headers);
    const here = { ...me, headers: { ...me.headers, ...INT } };
    expect(await isSubscribed(here)).toBe(false);
    const res = await api.gql<{ unsubscribeEmailFromNewsletter: { status: string } }>(UNSUBSCRIBE, {
      headers: here.headers,
    });
    expect(res.data?.unsubscribeEmailFromNewsletter.status).toBe('UNSUBSCRIBED');
    expect(await isSubscribed(me)).toBe(false);
  });
});

// Subscribing an address that is not the caller's own account's is double opt-in: the answer is
// NOT_ACTIVE whoever the address belongs to, nothing changes, and a mailed link confirms it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/modules/customer/tokens.ts';
import { newsletterConfirmation, newsletterSubscriber } from '../../src/modules/newsletter/tables.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import { errorOf, FAST_HASHING, uniqueEmail } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { type ReadMail, readMails, waitForMail } from '../support/mail.ts';

const api = useTestApi(FAST_HASHING);

const SUBSCRIBE = 'mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
const CONFIRM =
  'mutation($id: ID!, $code: String!) { confirmNewsletterSubscription(id: $id, code: $code) { status } }';
const INVALID = { message: 'This is an invalid subscription confirmation code.', category: 'graphql-input' };
const INT = { Store: 'int' };

const subscribe = (email: string, headers: Record<string, string> = INT) =>
  api.gql<{ subscribeEmailToNewsletter: { status: string } }>(SUBSCRIBE, { variables: { email }, headers });

const confirm = (id: string, code: string, headers: Record<string, string> = INT) =>
  api.gql<{ confirmNewsletterSubscription: { status: string } }>(CONFIRM, {
    variables: { id, code },
    headers,
  });

async function isSubscribed(shopper: Shopper): Promise<boolean> {
  const res = await api.gql<{ customer: { is_subscribed: boolean } }>('{ customer { is_subscribed } }', {
    headers: shopper.headers,
  });
  return Boolean(res.data?.customer.is_subscribed);
}

const subscribers = () =>
  api.database.db.select().from(newsletterSubscriber).orderBy(newsletterSubscriber.id);

const isConfirmationMail = (m: ReadMail) => m.text.includes('/newsletter/subscriber/confirm?');

/** The id and code of the confirmation link mailed to the address. */
async function linkFor(email: string): Promise<{ url: URL; id: string; code: string }> {
  const mail = await waitForMail(api.mailDir, email, isConfirmationMail);
  const link = /https?:\/\/\S+\/newsletter\/subscriber\/confirm\?[^\s"'<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${mail.text}`);
  const url = new URL(link);
  return { url, id: url.searchParams.get('id') ?? '', code: url.searchParams.get('code') ?? '' };
}

const confirmedMails = (email: string) =>
  readMails(api.mailDir).filter((m) => m.to.includes(email) && /subscription is confirmed$/.test(m.subject));

describe('subscribing an address that is not the caller’s own account’s', () => {
  it('answers a guest NOT_ACTIVE for any address and changes nothing before the link is opened', async () => {
    const owner = await newShopper(api);
    const subscribedGuest = uniqueEmail('already');
    await subscribe(subscribedGuest);
    const link = await linkFor(subscribedGuest);
    await confirm(link.id, link.code);
    const before = await subscribers();

    for (const email of [uniqueEmail('stranger'), owner.email, subscribedGuest]) {
      const res = await subscribe(email);
      expect(res.errors, email).toBeUndefined();
      expect(res.data?.subscribeEmailToNewsletter, email).toEqual({ status: 'NOT_ACTIVE' });
    }
    expect(await subscribers()).toEqual(before);
    expect(await isSubscribed(owner)).toBe(false);
    const mail = await waitForMail(api.mailDir, owner.email, isConfirmationMail);
    expect(mail.subject).toBe('Confirm your subscription to the Atrium newsletter');
    expect(confirmedMails(owner.email)).toEqual([]);
  });

  it('answers a signed-in customer alike for another account’s address and an unknown one', async () => {
    const me = await newShopper(api);
    const other = await newShopper(api);
    const before = await subscribers();
    const theirs = await subscribe(other.email, { ...INT, ...me.headers });
    const nobodys = await subscribe(uniqueEmail('nobody'), { ...INT, ...me.headers });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data).toEqual({ subscribeEmailToNewsletter: { status: 'NOT_ACTIVE' } });
    expect(nobodys.data).toEqual(theirs.data);
    expect(await subscribers()).toEqual(before);
    expect(await isSubscribed(other)).toBe(false);
    expect(await isSubscribed(me)).toBe(false);
  });

  it('subscribes the account the address belongs to once its link is opened, and mails the welcome', async () => {
    const owner = await newShopper(api);
    await subscribe(owner.email);
    const { url, id, code } = await linkFor(owner.email);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/int/newsletter/subscriber/confirm');
    const res = await confirm(id, code);
    expect(res.errors).toBeUndefined();
    expect(res.data?.confirmNewsletterSubscription).toEqual({ status: 'SUBSCRIBED' });
    expect(await isSubscribed(owner)).toBe(true);
    const [row] = await api.database.db
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.customerId, owner.id));
    expect(row).toMatchObject({ status: 'SUBSCRIBED', storeId: 2 });
    await waitForMail(api.mailDir, owner.email, (m) => /subscription is confirmed$/.test(m.subject));
  });

  it('subscribes an address without an account as a guest', async () => {
    const email = uniqueEmail('guest-reader');
    await subscribe(email, { Store: 'ru' });
    const mail = await waitForMail(api.mailDir, email, isConfirmationMail);
    expect(mail.subject).toMatch(/^Подтвердите подписку/);
    const { id, code } = await linkFor(email);
    expect((await confirm(id, code)).data?.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');
    expect(
      await api.database.db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email)),
    ).toMatchObject([{ customerId: null, status: 'SUBSCRIBED', storeId: 1 }]);
  });

  it('refuses a wrong, used or expired code and an unknown id alike, changing nothing', async () => {
    const email = uniqueEmail('codes');
    await subscribe(email);
    const { id, code } = await linkFor(email);
    const before = await subscribers();
    for (const [tryId, tryCode] of [
      [id, 'x'.repeat(43)],
      [id, `${code}x`],
      [id, ''],
      ['999999', code],
      ['not-a-number', code],
    ] as const) {
      expect(errorOf(await confirm(tryId, tryCode)), `${tryId} ${tryCode}`).toEqual(INVALID);
    }
    expect(await subscribers()).toEqual(before);

    expect((await confirm(id, code)).data?.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');
    expect(errorOf(await confirm(id, code))).toEqual(INVALID);

    const late = uniqueEmail('late');
    await subscribe(late);
    const lateLink = await linkFor(late);
    await api.database.db
      .update(newsletterConfirmation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterConfirmation.email, late));
    expect(errorOf(await confirm(lateLink.id, lateLink.code))).toEqual(INVALID);
    expect(
      await api.database.db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, late)),
    ).toEqual([]);
  });

  it('stores only the hash of the code', async () => {
    const email = uniqueEmail('hashed');
    await subscribe(email);
    const { code } = await linkFor(email);
    const rows = await api.database.db
      .select()
      .from(newsletterConfirmation)
      .where(eq(newsletterConfirmation.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toBe(hashToken(code));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('mails one link per address within ten minutes, answering the same', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 3; i++) {
      expect((await subscribe(email)).data?.subscribeEmailToNewsletter.status).toBe('NOT_ACTIVE');
    }
    await waitForMail(api.mailDir, email, isConfirmationMail);
    const rows = await api.database.db
      .select()
      .from(newsletterConfirmation)
      .where(eq(newsletterConfirmation.email, email));
    expect(rows).toHaveLength(1);
  });
});

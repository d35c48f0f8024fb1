import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customer, signinThrottle } from '../../src/modules/customer/tables.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';
import { createAccount, errorOf, FAST_HASHING, SIGN_IN, uniqueEmail } from './helpers.ts';

// The defaults: 6 failures from one client address lock the account for that address for 30
// minutes, 30 failures from anywhere lock it everywhere; 20 failures from one address in 15 minutes
// make that address wait for the window's end, whatever accounts it tries.
const api = useTestApi(FAST_HASHING);

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

let addressCounter = 0;
/** A client address of its own per test (TEST-NET-3), sent as the storefront would. */
function newAddress(): Record<string, string> {
  addressCounter += 1;
  return { 'X-Forwarded-For': `203.0.113.${addressCounter}` };
}

async function attempt(email: string, password: string, headers: Record<string, string>) {
  return api.gql<{ generateCustomerToken: { token: string } }>(SIGN_IN, {
    variables: { email, password },
    headers,
  });
}

async function expectRefused(email: string, password: string, headers: Record<string, string>) {
  expect(errorOf(await attempt(email, password, headers))).toEqual({
    message: SIGN_IN_FAILED,
    category: 'graphql-authentication',
  });
}

async function expectAccepted(email: string, password: string, headers: Record<string, string>) {
  const res = await attempt(email, password, headers);
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  expect(res.data?.generateCustomerToken.token).toMatch(/^[\w-]{43}$/);
}

const pairKey = (id: number, address: Record<string, string>) =>
  `account:${id}:${address['X-Forwarded-For']}`;

/** The throttle row of one account tried from one client address. */
async function pairOf(id: number, address: Record<string, string>) {
  const [row] = await api.database.db
    .select()
    .from(signinThrottle)
    .where(eq(signinThrottle.key, pairKey(id, address)));
  return row;
}

async function rowOf(id: number) {
  const [row] = await api.database.db.select().from(customer).where(eq(customer.id, id));
  return row;
}

describe('sign-in throttling per account', () => {
  it('locks the account for one client address after 6 wrong passwords from it, even for the right one', async () => {
    const { email, password, id } = await createAccount(api);
    const here = newAddress();
    for (let i = 0; i < 5; i++) await expectRefused(email, `Wrong-${i}-Pass`, here);
    expect(await pairOf(id, here)).toMatchObject({ failures: 5, lockedUntil: null });
    await expectRefused(email, 'Wrong-6-Pass', here);

    const locked = await pairOf(id, here);
    expect(locked?.failures).toBe(6);
    const minutes = ((locked?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    await expectRefused(email, password, here);
    // Attempts during the lock do not extend it.
    expect((await pairOf(id, here))?.lockedUntil?.getTime()).toBe(locked?.lockedUntil?.getTime());
    // The account itself is not locked: its owner elsewhere signs in (which ends no other lock).
    expect((await rowOf(id))?.lockExpiresAt).toBeNull();
    await expectAccepted(email, password, newAddress());
    await expectRefused(email, password, here);

    // Once the lock has run out, the right password signs in there too and the count starts again.
    await api.database.db
      .update(signinThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signinThrottle.key, pairKey(id, here)));
    await expectAccepted(email, password, here);
    expect(await pairOf(id, here)).toBeUndefined();
  });

  it('locks the account everywhere after 30 failures from many addresses', async () => {
    const { email, password, id } = await createAccount(api);
    // 29 failures, no more than 5 from any address: no lock of any kind yet.
    for (let n = 0; n < 29; n += 5) {
      const there = newAddress();
      for (let i = n; i < Math.min(n + 5, 29); i++) await expectRefused(email, `Wrong-${i}-Pass`, there);
    }
    expect(await rowOf(id)).toMatchObject({ failuresNum: 29, lockExpiresAt: null });
    await expectRefused(email, 'Wrong-30-Pass', newAddress());
    const minutes = (((await rowOf(id))?.lockExpiresAt?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    await expectRefused(email, password, newAddress());

    await api.database.db
      .update(customer)
      .set({ lockExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(customer.id, id));
    await expectAccepted(email, password, newAddress());
    expect(await rowOf(id)).toMatchObject({ failuresNum: 0, lockExpiresAt: null, firstFailureAt: null });
  });

  it('ends both kinds of lock with a password reset', async () => {
    const { email, id } = await createAccount(api);
    const here = newAddress();
    for (let i = 0; i < 6; i++) await expectRefused(email, `Wrong-${i}-Pass`, here);
    await api.database.db
      .update(customer)
      .set({ failuresNum: 30, lockExpiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(customer.id, id));
    await api.gql('mutation($e: String!) { requestPasswordResetEmail(email: $e) }', {
      variables: { e: email },
      headers: newAddress(),
    });
    const mail = await waitForMail(api.mailDir, email, (m) => m.text.includes('createpassword'));
    const token = /createpassword\?token=([\w-]+)/.exec(mail.text)?.[1];
    const reset = await api.gql(
      'mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }',
      { variables: { e: email, t: token, p: 'Reset-Pass-77' } },
    );
    expect(reset.errors).toBeUndefined();
    expect(await pairOf(id, here)).toBeUndefined();
    expect(await rowOf(id)).toMatchObject({ failuresNum: 0, lockExpiresAt: null });
    await expectAccepted(email, 'Reset-Pass-77', here);
  });

  it('starts counting again after a successful sign-in', async () => {
    const { email, password, id } = await createAccount(api);
    const here = newAddress();
    for (let i = 0; i < 5; i++) await expectRefused(email, `Wrong-${i}-Pass`, here);
    await expectAccepted(email, password, here);
    for (let i = 0; i < 5; i++) await expectRefused(email, `Wrong-${i}-Pass`, here);
    await expectAccepted(email, password, here);
    expect((await rowOf(id))?.failuresNum).toBe(0);
  });

  it('forgets failures older than the lock window', async () => {
    const { email, password, id } = await createAccount(api);
    const here = newAddress();
    for (let i = 0; i < 5; i++) await expectRefused(email, `Wrong-${i}-Pass`, here);
    await api.database.db
      .update(customer)
      .set({ firstFailureAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(customer.id, id));
    await api.database.db
      .update(signinThrottle)
      .set({ windowStartedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(signinThrottle.key, pairKey(id, here)));
    await expectRefused(email, 'Wrong-6-Pass', here);
    expect(await rowOf(id)).toMatchObject({ failuresNum: 1, lockExpiresAt: null });
    expect(await pairOf(id, here)).toMatchObject({ failures: 1, lockedUntil: null });
    await expectAccepted(email, password, here);
  });

  it('counts concurrent failures without losing any', async () => {
    const { email, id } = await createAccount(api);
    const here = newAddress();
    await Promise.all(Array.from({ length: 4 }, (_, i) => expectRefused(email, `Wrong-${i}-Pass`, here)));
    expect((await rowOf(id))?.failuresNum).toBe(4);
    expect((await pairOf(id, here))?.failures).toBe(4);
  });
});

describe('sign-in throttling per client address', () => {
  it('makes an address wait for the end of its window after 20 failures, whatever the accounts', async () => {
    const { email, password } = await createAccount(api);
    const here = newAddress();
    // Unknown e-mails: no account is locked by these, only the address counts them.
    for (let i = 0; i < 20; i++) await expectRefused(uniqueEmail('probe'), 'Any-Pass-1', here);

    await expectRefused(email, password, here);
    await expectAccepted(email, password, newAddress());

    const [row] = await api.database.db
      .select()
      .from(signinThrottle)
      .where(eq(signinThrottle.key, `address:${here['X-Forwarded-For']}`));
    expect(row?.failures).toBe(20);
    const waitMinutes = ((row?.lockedUntil?.getTime() ?? 0) - (row?.windowStartedAt.getTime() ?? 0)) / 60_000;
    expect(waitMinutes).toBe(15);

    // When the window is over the address may try again.
    await api.database.db
      .update(signinThrottle)
      .set({
        windowStartedAt: new Date(Date.now() - 16 * 60_000),
        lockedUntil: new Date(Date.now() - 60_000),
      })
      .where(eq(signinThrottle.key, `address:${here['X-Forwarded-For']}`));
    await expectAccepted(email, password, here);
    await expectRefused(uniqueEmail('probe'), 'Any-Pass-1', here);
    const [fresh] = await api.database.db
      .select()
      .from(signinThrottle)
      .where(eq(signinThrottle.key, `address:${here['X-Forwarded-For']}`));
    expect(fresh).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('takes the client from the last X-Forwarded-For hop the trusted proxy added', async () => {
    const { email, password } = await createAccount(api);
    const proxyChain = { 'X-Forwarded-For': `198.51.100.77, ${newAddress()['X-Forwarded-For']}` };
    for (let i = 0; i < 20; i++) await expectRefused(uniqueEmail('probe'), 'Any-Pass-1', proxyChain);
    await expectRefused(email, password, proxyChain);
    // The spoofable first entry is not the client: another request claiming it is not blocked.
    await expectAccepted(email, password, { 'X-Forwarded-For': '198.51.100.77' });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customer, signinThrottle } from '../../src/modules/customer/tables.ts';
import { useTestApi } from '../support/api-client.ts';
import { createAccount, errorOf, FAST_HASHING, SIGN_IN, uniqueEmail } from './helpers.ts';

// The defaults: 6 failures lock an account for 30 minutes; 20 failures from one address in 15
// minutes make it wait for the window's end.
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

async function rowOf(id: number) {
  const [row] = await api.database.db.select().from(customer).where(eq(customer.id, id));
  return row;
}

describe('sign-in throttling per account', () => {
  it('locks the account for 30 minutes after 6 wrong passwords, even for the right one and from elsewhere', async () => {
    const { email, password, id } = await createAccount(api);
    const here = newAddress();
    for (let i = 0; i < 5; i++) await expectRefused(email, `Wrong-${i}-Pass`, here);
    expect((await rowOf(id))?.lockExpiresAt).toBeNull();
    await expectRefused(email, 'Wrong-6-Pass', here);

    const locked = await rowOf(id);
    expect(locked?.failuresNum).toBe(6);
    const minutes = ((locked?.lockExpiresAt?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    await expectRefused(email, password, here);
    await expectRefused(email, password, newAddress());
    // Attempts during the lock do not extend it.
    expect((await rowOf(id))?.lockExpiresAt?.getTime()).toBe(locked?.lockExpiresAt?.getTime());

    // Once the lock has run out, the right password signs in and the count starts again.
    await api.database.db
      .update(customer)
      .set({ lockExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(customer.id, id));
    await expectAccepted(email, password, newAddress());
    expect(await rowOf(id)).toMatchObject({ failuresNum: 0, lockExpiresAt: null, firstFailureAt: null });
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
    await expectRefused(email, 'Wrong-6-Pass', here);
    expect(await rowOf(id)).toMatchObject({ failuresNum: 1, lockExpiresAt: null });
    await expectAccepted(email, password, here);
  });

  it('counts concurrent failures without losing any', async () => {
    const { email, id } = await createAccount(api);
    const here = newAddress();
    await Promise.all(Array.from({ length: 4 }, (_, i) => expectRefused(email, `Wrong-${i}-Pass`, here)));
    expect((await rowOf(id))?.failuresNum).toBe(4);
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

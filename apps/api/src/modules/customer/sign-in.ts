// Signing in and out. Sign-in is throttled three ways (decision 0008, numbers from the environment):
// per account and client address (Magento's lock: 6 failures within 30 minutes lock the account for
// 30 minutes, but only for that address, so nobody can lock someone else out), per account from
// anywhere (30 failures lock it everywhere: distributed guessing), and per client address (20
// failures in a 15-minute window make the address wait for the window's end). Whatever went wrong —
// unknown e-mail, wrong password, a lock — the answer is the same generic message, and an unknown
// e-mail costs the same scrypt work as a real check.
import type { RequestContext } from '../../shared/context.ts';
import { authenticationError, inputError } from '../../shared/errors.ts';
import { spendHashTime, verifyPassword } from './password.ts';
import { requireCustomer } from './session.ts';
import {
  type CustomerRow,
  deleteDeadTokens,
  findCustomerByEmail,
  insertToken,
  revokeTokens,
} from './store.ts';
import {
  accountAddressKey,
  clearAccountAddressFailures,
  clearAccountFailures,
  countAccountAddressFailure,
  countAccountFailure,
  countThrottleFailure,
  findThrottle,
} from './throttle-store.ts';
import { expiresAfterHours, newToken } from './tokens.ts';
import { normalizeEmail } from './validation.ts';

export const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

const minutes = (n: number) => n * 60_000;

function addressKey(ctx: RequestContext): string {
  return `address:${ctx.clientIp || 'unknown'}`;
}

function isLocked(until: Date | null | undefined, now: Date): boolean {
  return until != null && until.getTime() > now.getTime();
}

/** Whether the account is locked everywhere or for the caller's address, and whether this address has failures to clear. */
async function accountLock(ctx: RequestContext, account: CustomerRow, now: Date) {
  const pair = await findThrottle(ctx.db, accountAddressKey(account.id, ctx.clientIp));
  return {
    locked: isLocked(account.lockExpiresAt, now) || isLocked(pair?.lockedUntil, now),
    addressFailures: pair !== undefined,
  };
}

/** A correct password ends the counts: this address's for the account, and the account's own. */
async function clearFailures(ctx: RequestContext, account: CustomerRow, addressFailures: boolean) {
  if (addressFailures) await clearAccountAddressFailures(ctx.db, accountAddressKey(account.id, ctx.clientIp));
  if (account.failuresNum > 0 || account.lockExpiresAt) await clearAccountFailures(ctx.db, account.id);
}

async function countAddressFailure(ctx: RequestContext, now: Date): Promise<void> {
  const { addressWindowMinutes, addressMaxFailures } = ctx.accounts;
  await countThrottleFailure(ctx.db, addressKey(ctx), now, minutes(addressWindowMinutes), addressMaxFailures);
}

/** A wrong password for the account: counted for the account from this address and everywhere. */
async function countPasswordFailure(ctx: RequestContext, account: CustomerRow, now: Date): Promise<void> {
  const { accountLockMinutes, accountMaxFailures, accountAddressMaxFailures } = ctx.accounts;
  const lockMs = minutes(accountLockMinutes);
  const key = accountAddressKey(account.id, ctx.clientIp);
  await countAccountAddressFailure(ctx.db, account.id, key, now, lockMs, accountAddressMaxFailures);
  await countAccountFailure(ctx.db, account.id, now, lockMs, accountMaxFailures);
}

/** generateCustomerToken(email, password): a new bearer token, or the generic failure. */
export async function generateCustomerToken(
  ctx: RequestContext,
  rawEmail: string,
  password: string,
): Promise<string> {
  if (!rawEmail.trim()) throw inputError('Specify the "email" value.');
  if (!password) throw inputError('Specify the "password" value.');
  const now = new Date();
  const cost = ctx.accounts.scryptCost;

  const address = await findThrottle(ctx.db, addressKey(ctx));
  if (isLocked(address?.lockedUntil, now)) {
    await spendHashTime(password, cost);
    throw authenticationError(SIGN_IN_FAILED);
  }

  const account = await findCustomerByEmail(ctx.db, normalizeEmail(rawEmail));
  const lock = account ? await accountLock(ctx, account, now) : undefined;
  if (!account || !lock || lock.locked) {
    await spendHashTime(password, cost);
    // A locked account's attempts count for the address only: the lock is not extended by them.
    await countAddressFailure(ctx, now);
    throw authenticationError(SIGN_IN_FAILED);
  }
  if (!(await verifyPassword(password, account.passwordHash, cost))) {
    await countPasswordFailure(ctx, account, now);
    await countAddressFailure(ctx, now);
    throw authenticationError(SIGN_IN_FAILED);
  }

  await clearFailures(ctx, account, lock.addressFailures);
  const { token, hash } = newToken();
  await insertToken(ctx.db, {
    customerId: account.id,
    tokenHash: hash,
    expiresAt: expiresAfterHours(ctx.accounts.tokenLifetimeHours, now),
  });
  await deleteDeadTokens(ctx.db, account.id, now);
  ctx.log.info({ customerId: account.id }, 'customer signed in');
  return token;
}

/**
 * The signed-in customer proves the password again (e-mail or password change). Failures count
 * towards the account's locks like sign-in failures; a locked account is refused.
 */
export async function confirmOwnPassword(
  ctx: RequestContext,
  account: CustomerRow,
  password: string,
): Promise<void> {
  const now = new Date();
  const lock = await accountLock(ctx, account, now);
  if (lock.locked) throw authenticationError('The account is locked.');
  if (!(await verifyPassword(password, account.passwordHash, ctx.accounts.scryptCost))) {
    await countPasswordFailure(ctx, account, now);
    throw authenticationError('Invalid login or password.');
  }
  await clearFailures(ctx, account, lock.addressFailures);
}

/** revokeCustomerToken: signs the customer out everywhere (Magento revokes all their tokens). */
export async function revokeCustomerToken(ctx: RequestContext): Promise<boolean> {
  const session = requireCustomer(ctx);
  await revokeTokens(ctx.db, session.id, new Date());
  return true;
}

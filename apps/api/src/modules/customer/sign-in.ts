// Signing in and out. Sign-in is throttled twice: per account (Magento's lock: 6 failures in a row
// within 30 minutes lock it for 30 minutes) and per client address (20 failures in a 15-minute
// window make the address wait for the window's end), numbers from the environment. Whatever went
// wrong — unknown e-mail, wrong password, a locked account or address — the answer is the same
// generic message, and an unknown e-mail costs the same scrypt work as a real check.
import type { RequestContext } from '../../shared/context.ts';
import { authenticationError, inputError } from '../../shared/errors.ts';
import { spendHashTime, verifyPassword } from './password.ts';
import { requireCustomer } from './session.ts';
import {
  type CustomerRow,
  clearAccountFailures,
  countAccountFailure,
  countThrottleFailure,
  deleteDeadTokens,
  findCustomerByEmail,
  findThrottle,
  insertToken,
  revokeTokens,
} from './store.ts';
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

async function countAddressFailure(ctx: RequestContext, now: Date): Promise<void> {
  const { addressWindowMinutes, addressMaxFailures } = ctx.accounts;
  await countThrottleFailure(ctx.db, addressKey(ctx), now, minutes(addressWindowMinutes), addressMaxFailures);
}

async function countFailure(ctx: RequestContext, account: CustomerRow | undefined, now: Date): Promise<void> {
  const { accountLockMinutes, accountMaxFailures } = ctx.accounts;
  if (account)
    await countAccountFailure(ctx.db, account.id, now, minutes(accountLockMinutes), accountMaxFailures);
  await countAddressFailure(ctx, now);
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
  if (!account || isLocked(account.lockExpiresAt, now)) {
    await spendHashTime(password, cost);
    // A locked account's attempts count for the address only: the lock is not extended by them.
    await countFailure(ctx, undefined, now);
    throw authenticationError(SIGN_IN_FAILED);
  }
  if (!(await verifyPassword(password, account.passwordHash, cost))) {
    await countFailure(ctx, account, now);
    throw authenticationError(SIGN_IN_FAILED);
  }

  if (account.failuresNum > 0 || account.lockExpiresAt) await clearAccountFailures(ctx.db, account.id);
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
 * towards the account lock like sign-in failures; a locked account is refused.
 */
export async function confirmOwnPassword(
  ctx: RequestContext,
  account: CustomerRow,
  password: string,
): Promise<void> {
  const now = new Date();
  if (isLocked(account.lockExpiresAt, now)) throw authenticationError('The account is locked.');
  if (!(await verifyPassword(password, account.passwordHash, ctx.accounts.scryptCost))) {
    const { accountLockMinutes, accountMaxFailures } = ctx.accounts;
    await countAccountFailure(ctx.db, account.id, now, minutes(accountLockMinutes), accountMaxFailures);
    throw authenticationError('Invalid login or password.');
  }
  if (account.failuresNum > 0) await clearAccountFailures(ctx.db, account.id);
}

/** revokeCustomerToken: signs the customer out everywhere (Magento revokes all their tokens). */
export async function revokeCustomerToken(ctx: RequestContext): Promise<boolean> {
  const session = requireCustomer(ctx);
  await revokeTokens(ctx.db, session.id, new Date());
  return true;
}

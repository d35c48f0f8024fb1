// Changing a password (signed in), asking for a reset link and resetting a forgotten password with
// the token of that link.
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { wakeOutboxAfterCommit } from '../mail/outbox.ts';
import { type CustomerParent, toCustomer } from './customer-view.ts';
import { hashPassword } from './password.ts';
import { countResetRequests, insertResetRequest, lockResetLimits } from './reset-request-store.ts';
import { NOT_AUTHORIZED, requireCustomer } from './session.ts';
import { confirmOwnPassword } from './sign-in.ts';
import {
  findCustomerByEmail,
  findCustomerById,
  findPasswordReset,
  lockCustomer,
  revokeTokens,
  updateCustomerRow,
  usePasswordResets,
} from './store.ts';
import { clearAllAccountLocks } from './throttle-store.ts';
import { hashToken, looksLikeToken } from './tokens.ts';
import { checkPasswordStrength, isValidEmail, normalizeEmail, passwordPolicy } from './validation.ts';

export const TOKEN_MISMATCH = 'The password token is mismatched. Reset and try again';

/** changeCustomerPassword: the current password, the policy; every other token is revoked. */
export async function changeCustomerPassword(
  ctx: RequestContext,
  currentPassword: string,
  newPassword: string,
): Promise<CustomerParent> {
  const session = requireCustomer(ctx);
  if (!currentPassword) throw inputError('Specify the "currentPassword" value.');
  if (!newPassword) throw inputError('Specify the "newPassword" value.');
  const current = await findCustomerById(ctx.db, session.id);
  if (!current) throw authorizationError(NOT_AUTHORIZED);
  await confirmOwnPassword(ctx, current, currentPassword);
  checkPasswordStrength(newPassword, passwordPolicy(ctx.config), current.email);
  const passwordHash = await hashPassword(newPassword, ctx.accounts.scryptCost);
  const row = await inTransaction(ctx.db, async (tx) => {
    const locked = await lockCustomer(tx, current.id);
    if (!locked) throw authorizationError(NOT_AUTHORIZED);
    const saved = await updateCustomerRow(tx, locked.id, { passwordHash });
    // Other devices sign in again; the one that changed the password stays signed in.
    await revokeTokens(tx, locked.id, new Date(), ctx.tokenId ?? undefined);
    await usePasswordResets(tx, locked.id, new Date());
    return saved;
  });
  return toCustomer(row);
}

export const TOO_MANY_RESETS =
  'We received too many requests for password resets. Please wait and try again later.';

/**
 * requestPasswordResetEmail: answers true for every well-formed e-mail (decision 0008). The request
 * does the same work whatever the e-mail: it checks the limits per e-mail and per client address
 * and records the request; the outbox worker resolves the account, issues the link and mails it
 * (reset-issuer.ts). Magento's "Cannot reset the customer's password" for unknown e-mails, or a
 * lookup whose time depends on the account, would tell anyone which e-mails have accounts.
 */
export async function requestPasswordResetEmail(ctx: RequestContext, raw: string): Promise<boolean> {
  if (!raw.trim()) throw inputError('You must specify an email address.');
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw inputError('The email address has an invalid format.');
  const clientAddress = ctx.clientIp || 'unknown';
  const { resetMaxPerEmail, resetMaxPerAddress, resetWindowMinutes } = ctx.accounts;
  const since = new Date(Date.now() - resetWindowMinutes * 60_000);
  await inTransaction(ctx.db, async (tx) => {
    await lockResetLimits(tx, email, clientAddress);
    const counts = await countResetRequests(tx, email, clientAddress, since);
    if (counts.forEmail >= resetMaxPerEmail || counts.fromAddress >= resetMaxPerAddress) {
      throw inputError(TOO_MANY_RESETS);
    }
    await insertResetRequest(tx, { email, clientAddress, storeId: ctx.store.id });
    await wakeOutboxAfterCommit(tx);
  });
  return true;
}

/**
 * resetPassword: the token must be the e-mail's latest unused, unexpired link. A success sets the
 * password, uses the link, signs the customer out everywhere and ends an account lock.
 */
export async function resetPassword(
  ctx: RequestContext,
  rawEmail: string,
  resetToken: string,
  newPassword: string,
): Promise<boolean> {
  if (!rawEmail.trim()) throw inputError('You must specify an email address.');
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) throw inputError('The email address has an invalid format.');
  if (!resetToken.trim()) throw inputError('resetPasswordToken must be specified');
  if (!newPassword) throw inputError('newPassword must be specified');

  const token = resetToken.trim();
  const now = new Date();
  const account = await findCustomerByEmail(ctx.db, email);
  const validate = async (tx: RequestContext['db']) => {
    if (!account || !looksLikeToken(token)) return undefined;
    const reset = await findPasswordReset(tx, hashToken(token));
    if (
      !reset ||
      reset.customerId !== account.id ||
      reset.usedAt ||
      reset.expiresAt.getTime() <= now.getTime()
    ) {
      return undefined;
    }
    return reset;
  };
  if (!(await validate(ctx.db))) throw inputError(TOKEN_MISMATCH);
  checkPasswordStrength(newPassword, passwordPolicy(ctx.config), email);
  const passwordHash = await hashPassword(newPassword, ctx.accounts.scryptCost);

  await inTransaction(ctx.db, async (tx) => {
    // Checked again under the row lock: two requests with one link cannot both use it.
    if (!account || !(await validate(tx))) throw inputError(TOKEN_MISMATCH);
    await lockCustomer(tx, account.id);
    await updateCustomerRow(tx, account.id, { passwordHash });
    // Both kinds of sign-in lock end: the account's own and those of every client address.
    await clearAllAccountLocks(tx, account.id);
    await usePasswordResets(tx, account.id, now);
    await revokeTokens(tx, account.id, now);
  });
  ctx.log.info({ customerId: account?.id }, 'customer password reset');
  return true;
}

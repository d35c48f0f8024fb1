// Changing a password (signed in) and resetting a forgotten one (with the token of a mailed link).
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { sendMail } from '../mail/send-mail.ts';
import { passwordResetTemplate } from '../mail/templates/password-reset.ts';
import { type CustomerParent, toCustomer } from './customer-view.ts';
import { hashPassword } from './password.ts';
import { NOT_AUTHORIZED, requireCustomer } from './session.ts';
import { confirmOwnPassword } from './sign-in.ts';
import {
  findCustomerByEmail,
  findCustomerById,
  findPasswordReset,
  insertPasswordReset,
  latestPasswordReset,
  lockCustomer,
  revokeTokens,
  updateCustomerRow,
  usePasswordResets,
} from './store.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';
import { inTransaction } from './transaction.ts';
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

/** Links issued less than this long ago are not issued again (a flood of mails to one inbox). */
const RESEND_AFTER_MS = 60_000;

/**
 * requestPasswordResetEmail: mails a single-use link when the e-mail has an account. It answers
 * true for unknown e-mails too and sends nothing (decision 0008): Magento's "Cannot reset the
 * customer's password" would tell anyone which e-mails have accounts.
 */
export async function requestPasswordResetEmail(ctx: RequestContext, raw: string): Promise<boolean> {
  if (!raw.trim()) throw inputError('You must specify an email address.');
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw inputError('The email address has an invalid format.');
  const account = await findCustomerByEmail(ctx.db, email);
  if (!account) return true;

  const now = new Date();
  const { token, hash } = newToken();
  const hours = ctx.accounts.passwordResetHours;
  const issued = await inTransaction(ctx.db, async (tx) => {
    const locked = await lockCustomer(tx, account.id);
    if (!locked) return false;
    if (await recentlyIssued(tx, locked.id, now)) return false;
    // A new link ends the older ones: only the latest mail works.
    await usePasswordResets(tx, locked.id, now);
    await insertPasswordReset(tx, {
      customerId: locked.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + hours * 3_600_000),
    });
    return true;
  });
  if (!issued) return true;
  const resetUrl = `${ctx.storefrontUrl}${ctx.website.code}/customer/createpassword?token=${encodeURIComponent(token)}`;
  // Not awaited: the answer must not take longer for registered e-mails than for unknown ones.
  void sendMail(ctx, {
    to: account.email,
    template: passwordResetTemplate,
    data: { firstname: account.firstname, resetUrl, validHours: hours },
  });
  return true;
}

async function recentlyIssued(tx: RequestContext['db'], customerId: number, now: Date): Promise<boolean> {
  const latest = await latestPasswordReset(tx, customerId);
  return !!latest && latest.usedAt === null && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_MS;
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
    await updateCustomerRow(tx, account.id, {
      passwordHash,
      failuresNum: 0,
      firstFailureAt: null,
      lockExpiresAt: null,
    });
    await usePasswordResets(tx, account.id, now);
    await revokeTokens(tx, account.id, now);
  });
  ctx.log.info({ customerId: account?.id }, 'customer password reset');
  return true;
}

// Double opt-in (decision 0012, amended): a subscription asked for by anyone but the signed-in owner
// of the address changes nothing; the address gets a link that confirms it. The request does the
// same work whoever the address belongs to — it never looks the address up — so neither its answer
// nor its time tells who has an account or a subscription. Opening the link (a random code kept
// as its sha256, valid three days) subscribes the address: its account's row if one has it then.
import { timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { findCustomerByEmail } from '../customer/index.ts';
import { hashToken, looksLikeToken, newToken } from '../customer/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  insertConfirmation,
  latestConfirmation,
  lockConfirmation,
  useConfirmations,
} from './confirmation-store.ts';
import { confirmationTemplate } from './confirmation-template.ts';
import { NEWSLETTER_DISABLED, newsletterEnabled } from './newsletter-config.ts';
import { findGuestByEmail } from './store.ts';
import { moveTo, rowOfCustomer } from './subscription-change.ts';
import type { SubscriptionStatus } from './tables.ts';

export const INVALID_CONFIRMATION = 'This is an invalid subscription confirmation code.';
const VALID_DAYS = 3;
/** One link per address in this time: asking again does not flood an inbox. */
const RESEND_AFTER_MS = 10 * 60_000;

/** Mails the address a confirmation link, unless one went out in the last ten minutes. */
export async function requestConfirmation(ctx: RequestContext, email: string): Promise<void> {
  const now = new Date();
  await inTransaction(ctx.db, async (tx) => {
    const latest = await latestConfirmation(tx, email);
    if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_MS) return;
    const { token, hash } = newToken();
    const id = await insertConfirmation(tx, {
      email,
      codeHash: hash,
      storeId: ctx.store.id,
      expiresAt: new Date(now.getTime() + VALID_DAYS * 86_400_000),
    });
    const confirmUrl = new URL(`${ctx.storefrontUrl}${ctx.website.code}/newsletter/subscriber/confirm`);
    confirmUrl.searchParams.set('id', String(id));
    confirmUrl.searchParams.set('code', token);
    await enqueueMail(ctx, tx, {
      to: email,
      template: confirmationTemplate,
      data: { email, confirmUrl: confirmUrl.toString(), validDays: VALID_DAYS },
    });
  });
}

function sameHash(stored: string, code: string): boolean {
  const given = Buffer.from(hashToken(code), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/**
 * confirmNewsletterSubscription(id, code): subscribes the link's address (SUBSCRIBED, with the
 * welcome mail) and uses up its links. Any wrong, used or expired code or unknown id is refused
 * with one message and changes nothing. Anyone holding the link may open it, signed in or not.
 */
export async function confirmSubscription(
  ctx: RequestContext,
  rawId: string,
  rawCode: string,
): Promise<SubscriptionStatus> {
  const code = rawCode.trim();
  if (!/^\d{1,9}$/.test(rawId.trim()) || !looksLikeToken(code)) throw inputError(INVALID_CONFIRMATION);
  if (!newsletterEnabled(ctx)) throw inputError(NEWSLETTER_DISABLED);
  const now = new Date();
  await inTransaction(ctx.db, async (tx) => {
    const link = await lockConfirmation(tx, Number(rawId));
    if (!link || link.confirmedAt || link.expiresAt <= now || !sameHash(link.codeHash, code)) {
      throw inputError(INVALID_CONFIRMATION);
    }
    const account = await findCustomerByEmail(tx, link.email);
    const owner = account ? { id: account.id, email: account.email } : null;
    const row = owner ? await rowOfCustomer(tx, owner) : await findGuestByEmail(tx, link.email);
    await moveTo(ctx, tx, row, { email: link.email, owner, status: 'SUBSCRIBED', storeId: link.storeId });
    await useConfirmations(tx, link.email, now);
  });
  return 'SUBSCRIBED';
}

// contactUs (Magento 2.4.7 ContactGraphQl): the contact form's message goes to the store's contact
// address (config `contact/email/recipient_email`, per store view) through the mail outbox, with
// Reply-To set to the visitor. Guests and signed-in customers alike may write; each e-mail address
// and each client address may send a few messages per window (decision 0050). The limit's count
// and the mail are written in one transaction: a refused or failed request leaves nothing.
import type { ContactUsInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { isValidEmail, normalizeEmail } from '../customer/validation.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { type ContactMailData, contactTemplate } from './mail-template.ts';
import {
  countContactRequests,
  insertContactRequest,
  lockContactLimits,
  purgeContactRequests,
} from './store.ts';

export const CONTACT_UNAVAILABLE = 'The contact form is unavailable.';
export const NAME_REQUIRED = 'Name field is required.';
export const COMMENT_REQUIRED = 'Comment field is required.';
export const INVALID_EMAIL = 'The email address is invalid. Verify the email address and try again.';
export const TOO_MANY_MESSAGES = 'We received too many messages from you. Please wait and try again later.';

/** Longest accepted values (characters). */
export const CONTACT_MAX_LENGTH = { name: 255, email: 254, telephone: 64, comment: 10_000 } as const;

/** The limits' defaults: messages per e-mail and per client address in a window of minutes. */
export const CONTACT_LIMIT_DEFAULTS = { perEmail: 5, perAddress: 5, windowMinutes: 10 } as const;

/** Config `contact/contact/active` ('1' in the seed; unset means off, as storeConfig.contact_enabled says). */
export function contactEnabled(ctx: RequestContext): boolean {
  const value = ctx.config.get('contact/contact/active');
  return value === '1' || value === 'true';
}

function positiveConfig(ctx: RequestContext, path: string, fallback: number): number {
  const value = Number(ctx.config.get(path));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The limits of the store view: config `contact/limit/{per_email,per_address,window_minutes}`. */
export function contactLimits(ctx: RequestContext) {
  return {
    perEmail: positiveConfig(ctx, 'contact/limit/per_email', CONTACT_LIMIT_DEFAULTS.perEmail),
    perAddress: positiveConfig(ctx, 'contact/limit/per_address', CONTACT_LIMIT_DEFAULTS.perAddress),
    windowMinutes: positiveConfig(ctx, 'contact/limit/window_minutes', CONTACT_LIMIT_DEFAULTS.windowMinutes),
  };
}

function tooLong(label: string, max: number) {
  return inputError(`${label} cannot be longer than ${max} characters.`);
}

/** The input trimmed and checked, in Magento's order and with its messages; lengths are Atrium's. */
export function validContactInput(input: ContactUsInput): ContactMailData {
  const name = input.name.trim().replace(/\s+/g, ' ');
  const email = normalizeEmail(input.email);
  const telephone = input.telephone?.trim() || null;
  const comment = input.comment.replace(/\r\n?/g, '\n').trim();
  if (!isValidEmail(email)) throw inputError(INVALID_EMAIL);
  if (name === '') throw inputError(NAME_REQUIRED);
  if (comment === '') throw inputError(COMMENT_REQUIRED);
  if (name.length > CONTACT_MAX_LENGTH.name) throw tooLong('Name', CONTACT_MAX_LENGTH.name);
  if (telephone && telephone.length > CONTACT_MAX_LENGTH.telephone) {
    throw tooLong('Phone Number', CONTACT_MAX_LENGTH.telephone);
  }
  if (comment.length > CONTACT_MAX_LENGTH.comment) throw tooLong('Comment', CONTACT_MAX_LENGTH.comment);
  return { name, email, telephone, comment };
}

/** contactUs(input): validates, counts the message against the limits and writes the mail. */
export async function sendContactMessage(ctx: RequestContext, input: ContactUsInput): Promise<boolean> {
  const recipient = ctx.config.get('contact/email/recipient_email')?.trim();
  if (!contactEnabled(ctx) || !recipient) throw inputError(CONTACT_UNAVAILABLE);
  const data = validContactInput(input);
  const clientAddress = ctx.clientIp || 'unknown';
  const limits = contactLimits(ctx);
  const now = Date.now();
  const since = new Date(now - limits.windowMinutes * 60_000);
  await inTransaction(ctx.db, async (tx) => {
    await lockContactLimits(tx, data.email, clientAddress);
    const counts = await countContactRequests(tx, data.email, clientAddress, since);
    if (counts.forEmail >= limits.perEmail || counts.fromAddress >= limits.perAddress) {
      throw inputError(TOO_MANY_MESSAGES);
    }
    await insertContactRequest(tx, { email: data.email, clientAddress });
    // Older than a day: beyond any sensible window, of no more use.
    await purgeContactRequests(tx, new Date(now - Math.max(limits.windowMinutes, 1_440) * 60_000));
    await enqueueMail(ctx, tx, { to: recipient, template: contactTemplate, data, replyTo: data.email });
  });
  return true;
}

// The footer's newsletter form: one e-mail address, required and well-formed. The API answers the
// rest (already subscribed, guests not allowed, another customer's address) in its own words.
import type { FieldError } from '~/lib/form-messages';
import { formText, isEmail, REQUIRED } from '~/lib/forms/form-errors';

export type NewsletterFormResult = { ok: true; email: string } | { ok: false; error: FieldError };

export function validateNewsletterEmail(form: FormData): NewsletterFormResult {
  const email = formText(form, 'email');
  if (!email) return { ok: false, error: REQUIRED };
  if (!isEmail(email)) return { ok: false, error: { key: 'customer.validation.email' } };
  return { ok: true, email };
}

// The guest's e-mail (spec §5: a string; validation.required when empty; the same e-mail shape the
// customer forms accept, with their message).

import type { FieldError } from '~/lib/form-messages';
import { formText, isEmail, REQUIRED } from '~/lib/forms/form-errors';

export const INVALID_EMAIL: FieldError = { key: 'customer.validation.email' };

export type GuestEmailResult = { ok: true; email: string } | { ok: false; error: FieldError; email: string };

export function validateGuestEmail(form: FormData): GuestEmailResult {
  const email = formText(form, 'email');
  if (!email) return { ok: false, error: REQUIRED, email };
  if (!isEmail(email)) return { ok: false, error: INVALID_EMAIL, email };
  return { ok: true, email };
}

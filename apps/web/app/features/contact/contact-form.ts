// What the contact form posts and how its action reads it: the same rules the API applies (a name,
// a valid e-mail, a comment; the lengths), checked first so that a plain post gets its field errors
// without a round trip. The API checks everything again and its message is shown as it is.
import type { FieldError, FieldErrors } from '~/lib/form-messages';
import { formText, isEmail, REQUIRED } from '~/lib/forms/form-errors';

export const CONTACT_FIELDS = ['name', 'email', 'telephone', 'comment'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The API's limits (apps/api contact/service.ts). */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 255,
  email: 254,
  telephone: 64,
  comment: 10_000,
};

const tooLong = (field: ContactField): FieldError => ({
  key: 'customer.validation.too_long',
  values: { count: CONTACT_MAX_LENGTH[field] },
});

export type ContactRead =
  | { ok: true; values: ContactValues }
  | { ok: false; values: ContactValues; errors: FieldErrors<ContactField> };

export function readContactForm(form: FormData): ContactRead {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, formText(form, field)]),
  ) as ContactValues;
  const errors: FieldErrors<ContactField> = {};
  for (const field of CONTACT_FIELDS) {
    if (values[field].length > CONTACT_MAX_LENGTH[field]) errors[field] = tooLong(field);
  }
  if (!values.name) errors.name = REQUIRED;
  if (!values.comment) errors.comment = REQUIRED;
  if (!values.email) errors.email = REQUIRED;
  else if (!errors.email && !isEmail(values.email)) errors.email = { key: 'customer.validation.email' };
  return Object.keys(errors).length ? { ok: false, values, errors } : { ok: true, values };
}

// The rules of the customer forms (sign in, sign up, forgotten password, new password), shared by
// the browser (checked before submitting) and the route actions (checked again on the server).
// Errors are language-file keys with values, so both sides show the same translated text. The API
// checks everything again and its messages are shown as they come (spec §8).
// First: Zod must be told about the CSP before this module builds its schemas.
import '~/lib/zod-jitless';
import { z } from 'zod';
import type { FieldErrors } from '~/lib/form-messages';
import { type PasswordPolicy, passwordProblem } from '~/lib/password-policy';

export type FormResult<Values, Field extends string> =
  | { ok: true; values: Values }
  | { ok: false; errors: FieldErrors<Field> };

const REQUIRED = 'validation.required';
const NAME_MAX = 255;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters, marks, digits, spaces and , - _ . ' ’ ` (the API's rule for person names). */
const NAME = /^[\p{L}\p{M}\p{N},\-_.'’`\s]+$/u;
/** A taxpayer number (INN): 10 digits for an organisation, 12 for a sole trader. */
const TIN = /^(?:\d{10}|\d{12})$/;

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string());
const requiredText = (max: number) =>
  text.pipe(z.string().min(1, REQUIRED).max(max, 'customer.validation.too_long'));
const optionalText = (max: number) => text.pipe(z.string().max(max, 'customer.validation.too_long'));
const email = requiredText(EMAIL_MAX).pipe(z.string().regex(EMAIL, 'customer.validation.email'));
const personName = requiredText(NAME_MAX).pipe(z.string().regex(NAME, 'customer.validation.name_characters'));
/** Passwords are taken as typed: no trimming. */
const rawText = z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string());
const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

function password(policy: PasswordPolicy) {
  return rawText.superRefine((value, ctx) => {
    const problem = passwordProblem(value, policy);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.values });
  });
}

/** The password may not be the account's e-mail (checked once both fields are otherwise fine). */
function passwordNotEmail(values: { email: string; password: string }, ctx: z.RefinementCtx) {
  if (values.password && values.password.toLowerCase() === values.email.toLowerCase()) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'customer.validation.password_is_email' });
  }
}

function run<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  input: Partial<Record<Field, unknown>>,
): FormResult<z.output<Schema>, Field> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: FieldErrors<Field> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (errors[field]) continue;
    // Length limits carry their maximum; custom checks (the password policy) their own values.
    const params =
      issue.code === 'too_big'
        ? { count: Number(issue.maximum) }
        : 'params' in issue
          ? (issue.params as Record<string, number> | undefined)
          : undefined;
    errors[field] = params ? { key: issue.message, values: params } : { key: issue.message };
  }
  return { ok: false, errors };
}

/** Reads a form's named fields as plain values (checkbox absent = not ticked). */
export function formValues<Field extends string>(
  form: FormData,
  fields: readonly Field[],
): Partial<Record<Field, unknown>> {
  return Object.fromEntries(fields.map((field) => [field, form.get(field) ?? undefined])) as Partial<
    Record<Field, unknown>
  >;
}

export const SIGN_IN_FIELDS = ['email', 'password'] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];
const signInSchema = z.object({ email, password: rawText.pipe(z.string().min(1, REQUIRED)) });
export function validateSignIn(input: Partial<Record<SignInField, unknown>>) {
  return run<typeof signInSchema, SignInField>(signInSchema, input);
}

export const SIGN_UP_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'password',
  'is_subscribed',
  'is_organization',
  'organization_name',
  'organization_tin',
  'organization_vat',
  'organization_address',
] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

function signUpSchema(policy: PasswordPolicy) {
  return z
    .object({
      firstname: personName,
      lastname: personName,
      email,
      password: password(policy),
      is_subscribed: checkbox,
      is_organization: checkbox,
      organization_name: optionalText(NAME_MAX),
      organization_tin: optionalText(32).pipe(
        z.string().refine((value) => value === '' || TIN.test(value), 'customer.validation.tin'),
      ),
      organization_vat: optionalText(64),
      organization_address: optionalText(1000),
    })
    .superRefine((values, ctx) => {
      passwordNotEmail(values, ctx);
      // An organisation needs at least its name; the other details may follow in the account.
      if (values.is_organization && !values.organization_name) {
        ctx.addIssue({ code: 'custom', path: ['organization_name'], message: REQUIRED });
      }
    });
}
export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;
export function validateSignUp(input: Partial<Record<SignUpField, unknown>>, policy: PasswordPolicy) {
  return run<ReturnType<typeof signUpSchema>, SignUpField>(signUpSchema(policy), input);
}

export const FORGOT_PASSWORD_FIELDS = ['email'] as const;
export type ForgotPasswordField = (typeof FORGOT_PASSWORD_FIELDS)[number];
const forgotPasswordSchema = z.object({ email });
export function validateForgotPassword(input: Partial<Record<ForgotPasswordField, unknown>>) {
  return run<typeof forgotPasswordSchema, ForgotPasswordField>(forgotPasswordSchema, input);
}

export const CREATE_PASSWORD_FIELDS = ['email', 'password', 'password_confirmation'] as const;
export type CreatePasswordField = (typeof CREATE_PASSWORD_FIELDS)[number];
function createPasswordSchema(policy: PasswordPolicy) {
  return z
    .object({ email, password: password(policy), password_confirmation: rawText })
    .superRefine((values, ctx) => {
      passwordNotEmail(values, ctx);
      if (!values.password_confirmation) {
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: REQUIRED });
      } else if (values.password_confirmation !== values.password) {
        ctx.addIssue({
          code: 'custom',
          path: ['password_confirmation'],
          message: 'customer.validation.password_mismatch',
        });
      }
    });
}
export function validateCreatePassword(
  input: Partial<Record<CreatePasswordField, unknown>>,
  policy: PasswordPolicy,
) {
  return run<ReturnType<typeof createPasswordSchema>, CreatePasswordField>(
    createPasswordSchema(policy),
    input,
  );
}

// What the customer forms' actions answer when they do not redirect: field errors (language-file
// keys, from the same rules the browser checks), a form-level error (the API's own message, spec §8,
// or a language-file key when the API could not be reached) and what succeeded.
import type { FieldErrors, FormMessage } from '~/lib/form-messages';
import type { CreatePasswordField, ForgotPasswordField, SignInField, SignUpField } from './form-rules';

export interface CustomerFormData<Field extends string> {
  errors?: FieldErrors<Field>;
  formError?: FormMessage;
  /**
   * What the shopper typed, passwords left out, so a form posted without JavaScript comes back
   * filled in (with JavaScript the fields keep their values anyway).
   */
  values?: Partial<Record<Field, string>>;
}

/** The form's non-secret fields as typed, for CustomerFormData.values. */
export function typedValues<Field extends string>(
  form: FormData,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    if (field.includes('password')) continue;
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

export interface SignInActionData extends CustomerFormData<SignInField> {
  signedIn?: true;
}

export interface SignUpActionData extends CustomerFormData<SignUpField> {
  /** The account exists and the shopper is signed in. */
  signedUp?: { firstname: string };
  /** The account exists but signing in failed (e.g. throttled): the shopper signs in by hand. */
  createdOnly?: true;
}

export interface ForgotPasswordActionData extends CustomerFormData<ForgotPasswordField> {
  /** The e-mail the reset link went to — if an account has it; the answer never says. */
  sentTo?: string;
}

export type CreatePasswordActionData = CustomerFormData<CreatePasswordField>;

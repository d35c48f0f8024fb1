// What the customer forms' actions answer when they do not redirect: field errors (language-file
// keys, from the same rules the browser checks), a form-level error (the API's own message, spec §8,
// or a language-file key when the API could not be reached) and what succeeded.
import type {
  CreatePasswordField,
  FieldErrors,
  ForgotPasswordField,
  SignInField,
  SignUpField,
} from './form-rules';

export type FormMessage = { text: string } | { key: string };

export interface CustomerFormData<Field extends string> {
  errors?: FieldErrors<Field>;
  formError?: FormMessage;
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

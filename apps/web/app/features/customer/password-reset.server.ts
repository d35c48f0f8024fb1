// Password reset by mail (spec §7): request the e-mail, then set the new password with its token.
// The request never tells whether an account has the address: an answer saying there is none (the
// 2.4.7 "Cannot reset the customer's password", or a no-such-entity error) is reported to the
// shopper exactly like a sent link. Other failures (a malformed address, too many requests, the API
// unreachable) are shown.

import type { FormMessage } from '~/lib/form-messages';
import type { GraphQLClientError, ScopeHeaders } from '~/lib/graphql.server';
import { apiFormError } from './api-form-error.server';
import { requestPasswordResetEmail, resetPassword } from './customer-session.server';

type Outcome = { ok: true } | { ok: false; formError: FormMessage };

const UNKNOWN_ACCOUNT_MESSAGE = "Cannot reset the customer's password";

function saysNoSuchAccount(error: GraphQLClientError): boolean {
  return (
    error.kind === 'graphql' &&
    (error.category === 'graphql-no-such-entity' || error.message.startsWith(UNKNOWN_ACCOUNT_MESSAGE))
  );
}

export async function requestPasswordReset(scope: ScopeHeaders, email: string): Promise<Outcome> {
  const result = await requestPasswordResetEmail(scope, email);
  if (result.ok || saysNoSuchAccount(result.error)) return { ok: true };
  return { ok: false, formError: apiFormError('requestPasswordResetEmail', result.error) };
}

export async function setNewPassword(
  scope: ScopeHeaders,
  input: { email: string; token: string; password: string },
): Promise<Outcome> {
  const result = await resetPassword(scope, input.email, input.token, input.password);
  if (!result.ok) return { ok: false, formError: apiFormError('resetPassword', result.error) };
  if (result.data.resetPassword !== true) return { ok: false, formError: { key: 'error.default' } };
  return { ok: true };
}

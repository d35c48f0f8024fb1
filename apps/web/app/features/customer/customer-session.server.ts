// The customer's session calls: sign in (a token), sign up, sign out (revoke the token), and the
// password reset by mail. The token never reaches the browser's JavaScript: the actions put it in
// the HttpOnly auth_token cookie (auth-cookie.server.ts).

import { backendHas } from '~/lib/backend.server';
import {
  CreateCustomerDocument,
  GenerateCustomerTokenDocument,
  RequestPasswordResetEmailDocument,
  ResetPasswordDocument,
  RevokeCustomerTokenDocument,
} from '~/lib/graphql/generated';
import { type GraphQLResult, requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import type { SignUpValues } from './form-rules';

/** Calls that must not run as the previous customer (sign in, sign up, reset) send no token. */
function withoutToken(scope: ScopeHeaders): ScopeHeaders {
  const { authToken: _ignored, ...rest } = scope;
  return rest;
}

/** A token for the e-mail and password; an answer without one is not a sign-in. */
export async function generateCustomerToken(
  scope: ScopeHeaders,
  email: string,
  password: string,
): Promise<GraphQLResult<{ token: string }>> {
  const result = await requestGraphQL(GenerateCustomerTokenDocument, {
    variables: { email, password },
    scope: withoutToken(scope),
  });
  if (!result.ok) return result;
  const token = result.data.generateCustomerToken?.token;
  if (!token) return { ok: false, error: { kind: 'invalid-response', message: 'The API issued no token' } };
  return { ok: true, data: { token } };
}

export function revokeCustomerToken(scope: ScopeHeaders) {
  return requestGraphQL(RevokeCustomerTokenDocument, { scope });
}

/**
 * createCustomerV2 input: organisation details only for a shopper who represents one. Both they and
 * the guest order's token are Atrium's: a Magento backend gets neither.
 */
export function customerCreateInput(values: SignUpValues, orderToken?: string) {
  const withOrder = orderToken && backendHas('guestOrderToAccount');
  return {
    ...(withOrder ? { order_token: orderToken } : {}),
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    password: values.password,
    is_subscribed: values.is_subscribed,
    ...(values.is_organization && backendHas('organizations')
      ? {
          organization_info: {
            is_organization: true,
            name: values.organization_name,
            tin: values.organization_tin || null,
            vat: values.organization_vat || null,
            address: values.organization_address || null,
          },
        }
      : {}),
  };
}

/** `orderToken`: the guest order the account is made from (its orders become the account's). */
export function createCustomer(scope: ScopeHeaders, values: SignUpValues, orderToken?: string) {
  return requestGraphQL(CreateCustomerDocument, {
    variables: { input: customerCreateInput(values, orderToken) },
    scope: withoutToken(scope),
  });
}

export function requestPasswordResetEmail(scope: ScopeHeaders, email: string) {
  return requestGraphQL(RequestPasswordResetEmailDocument, {
    variables: { email },
    scope: withoutToken(scope),
  });
}

export function resetPassword(
  scope: ScopeHeaders,
  email: string,
  resetPasswordToken: string,
  newPassword: string,
) {
  return requestGraphQL(ResetPasswordDocument, {
    variables: { email, resetPasswordToken, newPassword },
    scope: withoutToken(scope),
  });
}

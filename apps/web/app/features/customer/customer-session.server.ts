// The customer's session calls: sign in (a token), sign up, sign out (revoke the token), and the
// password reset by mail. The token never reaches the browser's JavaScript: the actions put it in
// the HttpOnly auth_token cookie (auth-cookie.server.ts).
import { z } from 'zod';
import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import createCustomerMutation from './create-customer.graphql?raw';
import type { SignUpValues } from './form-rules';
import generateTokenMutation from './generate-customer-token.graphql?raw';
import requestResetMutation from './request-password-reset.graphql?raw';
import resetPasswordMutation from './reset-password.graphql?raw';
import revokeTokenMutation from './revoke-customer-token.graphql?raw';

/** Calls that must not run as the previous customer (sign in, sign up, reset) send no token. */
function withoutToken(scope: ScopeHeaders): ScopeHeaders {
  const { authToken: _ignored, ...rest } = scope;
  return rest;
}

export function generateCustomerToken(scope: ScopeHeaders, email: string, password: string) {
  return requestGraphQL({
    query: generateTokenMutation,
    variables: { email, password },
    scope: withoutToken(scope),
    schema: z.object({ generateCustomerToken: z.object({ token: z.string().min(1) }) }),
  });
}

export function revokeCustomerToken(scope: ScopeHeaders) {
  return requestGraphQL({
    query: revokeTokenMutation,
    scope,
    schema: z.object({ revokeCustomerToken: z.object({ result: z.boolean() }) }),
  });
}

/** createCustomerV2 input: organisation details only for a shopper who represents one. */
export function customerCreateInput(values: SignUpValues) {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    password: values.password,
    is_subscribed: values.is_subscribed,
    ...(values.is_organization
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

export function createCustomer(scope: ScopeHeaders, values: SignUpValues) {
  return requestGraphQL({
    query: createCustomerMutation,
    variables: { input: customerCreateInput(values) },
    scope: withoutToken(scope),
    schema: z.object({
      createCustomerV2: z.object({
        customer: z.object({ email: z.string().nullable(), firstname: z.string().nullable() }),
      }),
    }),
  });
}

export function requestPasswordResetEmail(scope: ScopeHeaders, email: string) {
  return requestGraphQL({
    query: requestResetMutation,
    variables: { email },
    scope: withoutToken(scope),
    schema: z.object({ requestPasswordResetEmail: z.boolean().nullable() }),
  });
}

export function resetPassword(
  scope: ScopeHeaders,
  email: string,
  resetPasswordToken: string,
  newPassword: string,
) {
  return requestGraphQL({
    query: resetPasswordMutation,
    variables: { email, resetPasswordToken, newPassword },
    scope: withoutToken(scope),
    schema: z.object({ resetPassword: z.boolean().nullable() }),
  });
}

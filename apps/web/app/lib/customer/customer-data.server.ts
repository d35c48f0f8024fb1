// Reading the signed-in customer from the API. Every call sends the shopper's token (scope headers);
// an invalid, expired or revoked token makes the API answer with the authorization category.

import { backendHas } from '~/lib/backend.server';
import {
  CustomerAccountDocument,
  CustomerAddressIdsDocument,
  HealthCheckDocument,
  SessionCheckDocument,
  ShellCustomerDocument,
} from '~/lib/graphql/generated';
import { mapGraphQLResult, requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import { withCustomerType } from './customer-types';

/** The customer the header and the account drawer show. */
export async function getShellCustomer(scope: ScopeHeaders) {
  const result = await requestGraphQL(ShellCustomerDocument, { scope });
  return mapGraphQLResult(result, (data) => ({
    customer: data.customer && withCustomerType(data.customer),
  }));
}

/**
 * Spec §7 healthCheck: the token's customer e-mail, or an authorization error. A Magento backend
 * has no healthCheck: there the token's customer (`customer`) answers the same.
 */
export async function checkSessionHealth(scope: ScopeHeaders) {
  if (backendHas('healthCheck')) return requestGraphQL(HealthCheckDocument, { scope });
  const result = await requestGraphQL(SessionCheckDocument, { scope });
  return mapGraphQLResult(result, (data) => ({ healthCheck: data.customer }));
}

/**
 * The health check and the account area's customer data, in one request. On a Magento backend
 * (no healthCheck) the customer answered for the token is the health check.
 */
export async function getCustomerAccount(scope: ScopeHeaders) {
  const result = await requestGraphQL(CustomerAccountDocument, { scope });
  return mapGraphQLResult(result, (data) => ({
    healthCheck: backendHas('healthCheck')
      ? data.healthCheck
      : data.customer && { email: data.customer.email },
    customer: data.customer && withCustomerType(data.customer),
  }));
}

export function getCustomerAddressIds(scope: ScopeHeaders) {
  return requestGraphQL(CustomerAddressIdsDocument, { scope });
}

// Reading the signed-in customer from the API. Every call sends the shopper's token (scope headers);
// an invalid, expired or revoked token makes the API answer with the authorization category.

import {
  CustomerAccountDocument,
  CustomerAddressIdsDocument,
  HealthCheckDocument,
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

/** Spec §7 healthCheck: the token's customer e-mail, or an authorization error. */
export function checkSessionHealth(scope: ScopeHeaders) {
  return requestGraphQL(HealthCheckDocument, { scope });
}

/** The health check and the account area's customer data, in one request. */
export async function getCustomerAccount(scope: ScopeHeaders) {
  const result = await requestGraphQL(CustomerAccountDocument, { scope });
  return mapGraphQLResult(result, (data) => ({
    healthCheck: data.healthCheck,
    customer: data.customer && withCustomerType(data.customer),
  }));
}

export function getCustomerAddressIds(scope: ScopeHeaders) {
  return requestGraphQL(CustomerAddressIdsDocument, { scope });
}

// Reading the signed-in customer from the API. Every call sends the shopper's token (scope headers);
// an invalid, expired or revoked token makes the API answer with the authorization category.
import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import customerAccountQuery from './customer-account.graphql?raw';
import addressIdsQuery from './customer-address-ids.graphql?raw';
import {
  addressIdsDataSchema,
  customerAccountDataSchema,
  healthCheckDataSchema,
  shellCustomerDataSchema,
} from './customer-schema';
import healthCheckQuery from './health-check.graphql?raw';
import shellCustomerQuery from './shell-customer.graphql?raw';

/** The customer the header and the account drawer show. */
export function getShellCustomer(scope: ScopeHeaders) {
  return requestGraphQL({ query: shellCustomerQuery, scope, schema: shellCustomerDataSchema });
}

/** Spec §7 healthCheck: the token's customer e-mail, or an authorization error. */
export function checkSessionHealth(scope: ScopeHeaders) {
  return requestGraphQL({ query: healthCheckQuery, scope, schema: healthCheckDataSchema });
}

/** The health check and the account area's customer data, in one request. */
export function getCustomerAccount(scope: ScopeHeaders) {
  return requestGraphQL({ query: customerAccountQuery, scope, schema: customerAccountDataSchema });
}

export function getCustomerAddressIds(scope: ScopeHeaders) {
  return requestGraphQL({ query: addressIdsQuery, scope, schema: addressIdsDataSchema });
}

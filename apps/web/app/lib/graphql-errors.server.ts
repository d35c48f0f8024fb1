// What the storefront does with a failed API call (spec §8): an authorization error ends the
// session (logout with sessionExpired=1); anything else becomes a global error message showing the
// API's first message, or the generic error.default text when there is none.
import { redirect } from 'react-router';
import type { GlobalMessageInput } from './global-message';
import { ATRIUM_ONLY_CATEGORY } from './graphql/backend-extensions';
import type { GraphQLClientError } from './graphql.server';

export const AUTHORIZATION_CATEGORY = 'graphql-authorization';
/** The category of "no such entity": a page, block or route the API does not know. */
export const NO_SUCH_ENTITY_CATEGORY = 'graphql-no-such-entity';

export function isAuthorizationError(error: GraphQLClientError): boolean {
  return (
    error.kind === 'graphql' &&
    error.errors.some((item) => item.extensions?.category === AUTHORIZATION_CATEGORY)
  );
}

export function sessionExpiredPath(website: string): string {
  return `/${website}/customer/logout?sessionExpired=1`;
}

/** Throws the logout redirect for an authorization error; returns for every other error. */
export function throwIfSessionExpired(error: GraphQLClientError, website: string): void {
  if (isAuthorizationError(error)) throw redirect(sessionExpiredPath(website));
}

/**
 * The global message for an error. Network and HTTP details stay in the server log, and so does
 * the reason an Atrium-only operation was not sent to a Magento backend.
 */
export function toGlobalError(error: GraphQLClientError): GlobalMessageInput {
  if (error.kind === 'graphql' && error.message && error.category !== ATRIUM_ONLY_CATEGORY)
    return { type: 'error', text: error.message };
  return { type: 'error', key: 'error.default' };
}

/** Logs an API failure once, with enough detail to find it, and returns its global message. */
export function reportApiError(
  operation: string,
  error: GraphQLClientError,
  website: string,
): GlobalMessageInput {
  throwIfSessionExpired(error, website);
  console.error(`API call ${operation} failed (${error.kind}): ${error.message}`);
  return toGlobalError(error);
}

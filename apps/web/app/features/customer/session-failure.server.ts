// What a failed session check does (spec §2, §8). An authorization error (invalid, expired or
// revoked token) ends the session: logout with sessionExpired=1. Any other failure — the API cannot
// be reached, answers 5xx, or does not know the query — is not the shopper's session: signing them
// out for an outage would lose their session for nothing, so the page fails with 503 instead.
import { data, redirect } from 'react-router';
import type { GraphQLClientError } from '~/lib/graphql.server';
import { sessionExpiredPath, throwIfSessionExpired } from '~/lib/graphql-errors.server';

export function failSessionCheck(operation: string, error: GraphQLClientError, website: string): never {
  throwIfSessionExpired(error, website);
  console.error(`Session check ${operation} failed (${error.kind}): ${error.message}`);
  throw data({ messageKey: 'error.default' }, { status: 503 });
}

/** The API answered without error but without a customer: the session is not valid either. */
export function sessionExpired(website: string): never {
  throw redirect(sessionExpiredPath(website));
}

// The answer to a request that meets a database outage: HTTP 503 with Atrium's category
// `graphql-service-unavailable` (Magento has none for this; the name follows its `graphql-*`
// categories) and a Retry-After, instead of 200 "Internal server error". Clients may retry.
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { describeDatabaseError } from '../db/unavailable.ts';

export const SERVICE_UNAVAILABLE_CATEGORY = 'graphql-service-unavailable';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable: its database cannot be reached. Please try again shortly.';
/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** Logs the outage once for the request (a warning: nothing to fix in the code) and answers it. */
export function databaseUnavailableError(error: unknown, log: Logger, requestId?: string): GraphQLError {
  log.warn({ requestId, reason: describeDatabaseError(error) }, 'database unavailable: answered 503');
  return new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    extensions: {
      category: SERVICE_UNAVAILABLE_CATEGORY,
      http: { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    },
  });
}

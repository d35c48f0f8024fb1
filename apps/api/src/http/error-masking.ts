// Which errors a client sees as they are, and which are masked as "Internal server error" and
// logged with the request id — here, once, at error (Yoga's own log of a masked error goes to
// debug, see server.ts).
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/unavailable.ts';
import { RequestValidationError } from '../shared/errors.ts';
import {
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_CATEGORY,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '../shared/service-unavailable.ts';
import { INTERNAL_CATEGORY } from './error-categories.ts';
import { currentRequest } from './server-context.ts';

/** Logs the outage once for the request (a warning: nothing to fix in the code) and answers it. */
function databaseUnavailableError(error: unknown, log: Logger, requestId?: string): GraphQLError {
  log.warn({ requestId, reason: describeDatabaseError(error) }, 'database unavailable: answered 503');
  return new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    extensions: {
      category: SERVICE_UNAVAILABLE_CATEGORY,
      http: { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    },
  });
}

export function maskErrors(log: Logger) {
  return (error: unknown): Error => {
    const requestId = currentRequest.getStore()?.requestId;
    // Issue 11 §8: a database outage answers 503 "service unavailable" (db/unavailable.ts).
    if (isDatabaseUnavailable(error)) return databaseUnavailableError(error, log, requestId);
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof RequestValidationError) {
      return new GraphQLError(original.message, { extensions: { category: original.category } });
    }
    // Magento answers an unparsable document with 400, whatever the Accept header says.
    if (error instanceof GraphQLError && error.extensions?.code === 'GRAPHQL_PARSE_FAILED') {
      return new GraphQLError(error.message, {
        source: error.source,
        positions: error.positions,
        extensions: { http: { status: 400 } },
      });
    }
    // Client-safe errors keep their message, category and path.
    if (
      error instanceof GraphQLError &&
      (!error.originalError || error.originalError instanceof GraphQLError)
    ) {
      return error;
    }
    log.error({ err: original ?? error, requestId }, 'unexpected error while answering GraphQL');
    return new GraphQLError('Internal server error', {
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { category: INTERNAL_CATEGORY },
    });
  };
}

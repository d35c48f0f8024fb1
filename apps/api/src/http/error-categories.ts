// Every error a client gets carries `extensions.category`, as Magento's do (issue 11 §7): errors
// that come without one — graphql-js parse, validation and variable errors, Yoga's transport errors
// ("Batching is not supported.", an unsupported method…) — are the client's: `graphql-input`. A
// masked failure is `internal` (error-masking.ts). Client errors are logged here, once per request
// at info with the request id; unexpected ones are logged at error where they are masked.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { SERVICE_UNAVAILABLE_CATEGORY } from '../shared/service-unavailable.ts';
import { currentRequest } from './server-context.ts';

/** Magento's category of "Internal server error". */
export const INTERNAL_CATEGORY = 'internal';

interface ErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

interface ResultLike {
  errors?: readonly ErrorLike[];
}

function withCategory(error: ErrorLike): ErrorLike {
  if (typeof error.extensions?.category === 'string') return error;
  const extensions = { ...error.extensions, category: 'graphql-input' };
  if (!(error instanceof GraphQLError)) return { ...error, extensions };
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}

/** Logs a request's client errors once, at info; internal and outage errors are logged where they arise. */
export function logClientErrors(log: Logger, errors: readonly ErrorLike[], status?: number) {
  const client = errors.filter(
    (error) =>
      error.extensions?.category !== INTERNAL_CATEGORY &&
      error.extensions?.category !== SERVICE_UNAVAILABLE_CATEGORY,
  );
  if (client.length === 0) return;
  log.info(
    {
      requestId: currentRequest.getStore()?.requestId,
      status,
      errors: client.map((error) => ({ message: error.message, category: error.extensions?.category })),
    },
    'answered with client errors',
  );
}

export function categoriseErrors(log: Logger): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (result === null || typeof result !== 'object' || Symbol.asyncIterator in result) return;
      const results = (Array.isArray(result) ? result : [result]) as ResultLike[];
      const categorised = results.map((one) =>
        one.errors?.length ? { ...one, errors: one.errors.map(withCategory) } : one,
      );
      logClientErrors(
        log,
        categorised.flatMap((one) => one.errors ?? []),
      );
      setResult((Array.isArray(result) ? categorised : categorised[0]) as typeof result);
    },
  };
}

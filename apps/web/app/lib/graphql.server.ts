// The one GraphQL client of the storefront. Every call answers with data or a typed error, keeping
// apart the failures a caller treats differently: the API could not be reached (network), it
// answered with an HTTP failure (http), it reported GraphQL errors (graphql, possibly with partial
// data), or its answer did not have the expected shape (invalid-response).
import type { z } from 'zod';
import { getEnv } from '../env.server';

const REQUEST_TIMEOUT_MS = 10_000;

/** The store scope and caller sent with every call (Magento's request headers). */
export interface ScopeHeaders {
  store?: string;
  currency?: string;
  region?: string;
  authToken?: string;
  /**
   * The shopper's address, sent as X-Forwarded-For: the API throttles sign-in per client address
   * and believes the header only from its TRUSTED_PROXIES (loopback by default).
   */
  clientIp?: string;
}

export interface GraphQLErrorItem {
  message: string;
  path?: (string | number)[];
  extensions?: { category?: string; [key: string]: unknown };
}

export type GraphQLClientError =
  | { kind: 'network'; message: string }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'graphql'; message: string; errors: GraphQLErrorItem[]; category?: string; partialData?: unknown }
  | { kind: 'invalid-response'; message: string };

export type GraphQLResult<TData> = { ok: true; data: TData } | { ok: false; error: GraphQLClientError };

export interface GraphQLRequest<TSchema extends z.ZodType> {
  query: string;
  variables?: Record<string, unknown>;
  scope?: ScopeHeaders;
  /** Validates the shape of `data`; its output type is the type callers get. */
  schema: TSchema;
}

export function scopeToHeaders(scope: ScopeHeaders = {}): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (scope.store) headers.Store = scope.store;
  if (scope.currency) headers['Content-Currency'] = scope.currency;
  if (scope.region) headers.Region = scope.region;
  if (scope.authToken) headers.Authorization = `Bearer ${scope.authToken}`;
  if (scope.clientIp) headers['X-Forwarded-For'] = scope.clientIp;
  return headers;
}

interface GraphQLBody {
  data?: unknown;
  errors?: GraphQLErrorItem[];
}

function isGraphQLBody(value: unknown): value is GraphQLBody {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

export async function requestGraphQL<TSchema extends z.ZodType>(
  request: GraphQLRequest<TSchema>,
): Promise<GraphQLResult<z.output<TSchema>>> {
  let response: Response;
  try {
    response = await fetch(getEnv().API_URL, {
      method: 'POST',
      headers: scopeToHeaders(request.scope),
      body: JSON.stringify({ query: request.query, variables: request.variables ?? {} }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (cause) {
    const reason =
      cause instanceof Error
        ? cause.cause instanceof Error
          ? cause.cause.message
          : cause.message
        : 'unknown';
    return { ok: false, error: { kind: 'network', message: `The API could not be reached: ${reason}` } };
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  // GraphQL servers answer some errors with a 4xx status and a normal GraphQL error body.
  if (!isGraphQLBody(body)) {
    if (!response.ok) {
      return {
        ok: false,
        error: { kind: 'http', status: response.status, message: `The API answered ${response.status}` },
      };
    }
    return {
      ok: false,
      error: { kind: 'invalid-response', message: 'The API answer is not a GraphQL response' },
    };
  }

  const parsed = body.data == null ? undefined : request.schema.safeParse(body.data);
  const errors = body.errors ?? [];
  if (errors.length > 0) {
    const first = errors[0];
    return {
      ok: false,
      error: {
        kind: 'graphql',
        message: first?.message ?? '',
        errors,
        category: errors.find((item) => item.extensions?.category)?.extensions?.category,
        partialData: parsed?.success ? parsed.data : undefined,
      },
    };
  }
  if (!parsed?.success) {
    return {
      ok: false,
      error: { kind: 'invalid-response', message: 'The API answer does not have the expected shape' },
    };
  }
  return { ok: true, data: parsed.data };
}

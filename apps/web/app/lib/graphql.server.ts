// The one GraphQL client of the storefront. Every call answers with data or a typed error, keeping
// apart the failures a caller treats differently: the API could not be reached (network), it
// answered with an HTTP failure (http), it reported GraphQL errors (graphql, possibly with partial
// data), or its answer is not a GraphQL answer with data (invalid-response).
//
// Calls take a typed document from `~/lib/graphql/generated` (written by `npm run codegen` from the
// storefront's .graphql files, ADR 0027): the document types the variables and the data, so a loader
// that reads a field its operation does not select, or sends a wrong variable, fails the typecheck.
// The shape of `data` is the API's schema's promise and is not checked again at run time.
import { getEnv } from '../env.server';
import { apiBackend } from './backend.server';
import { ATRIUM_ONLY_CATEGORY, backendDocument } from './graphql/backend-extensions';
import type { TypedDocumentString } from './graphql/generated';

const REQUEST_TIMEOUT_MS = 10_000;

/** The store scope and caller sent with every call (Magento's request headers). */
export interface ScopeHeaders {
  store?: string;
  currency?: string;
  region?: string;
  authToken?: string;
  /** The shopper's address, forwarded so the API can throttle sign-in attempts per address. */
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

/** An operation without required variables (none, or only optional ones) may leave them out. */
type VariablesOption<TVariables> =
  Record<string, never> extends TVariables ? { variables?: TVariables } : { variables: TVariables };

/** The variables and scope of one call. */
export type GraphQLRequestOptions<TVariables> = { scope?: ScopeHeaders } & VariablesOption<TVariables>;

type OptionsArgument<TVariables> =
  Record<string, never> extends TVariables
    ? [options?: GraphQLRequestOptions<TVariables>]
    : [options: GraphQLRequestOptions<TVariables>];

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

/**
 * The document as the backend takes it: on a Magento backend without Atrium's extensions. An
 * operation that is Atrium's own as a whole has no text for Magento (this throws; the requests
 * below never send one).
 */
export function queryText(document: { toString(): string }, backend = apiBackend()): string {
  const prepared = backendDocument(document.toString(), backend);
  if (!prepared.send) throw new Error(`${prepared.operation} is Atrium's own: it is never sent to Magento`);
  return prepared.text;
}

/**
 * What an Atrium-only operation answers on a Magento backend, without a request
 * (graphql/backend-extensions.ts): a GraphQL error of the category `atrium-only`, no data.
 */
export function atriumOnlyResult(operation: string): { ok: false; error: GraphQLClientError } {
  const message = `${operation} is an operation of Atrium's API; this shop's backend (Magento) does not have it.`;
  return {
    ok: false,
    error: {
      kind: 'graphql',
      message,
      errors: [{ message, extensions: { category: ATRIUM_ONLY_CATEGORY } }],
      category: ATRIUM_ONLY_CATEGORY,
    },
  };
}

/** Whether a failure is the answer above: the backend does not have the operation at all. */
export function isAtriumOnlyError(error: GraphQLClientError): boolean {
  return error.kind === 'graphql' && error.category === ATRIUM_ONLY_CATEGORY;
}

export async function requestGraphQL<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[options]: OptionsArgument<NoInfer<TVariables>>
): Promise<GraphQLResult<TResult>> {
  const prepared = backendDocument(document.toString(), apiBackend());
  if (!prepared.send) return atriumOnlyResult(prepared.operation);
  const body = JSON.stringify({ query: prepared.text, variables: options?.variables ?? {} });
  const result = await postGraphQL(scopeToHeaders(options?.scope), body, REQUEST_TIMEOUT_MS);
  // The document's result type: the API's schema guarantees the shape of what the operation selects.
  return result as GraphQLResult<TResult>;
}

/** A file sent with an operation, and where it goes in the variables (`input.image`). */
export interface GraphQLUpload {
  /** Dot path into the variables; a number steps into a list (`files.0`). */
  path: string;
  file: Blob;
  fileName: string;
}

/** Uploads take longer than queries: the file travels twice and the API re-encodes pictures. */
const UPLOAD_TIMEOUT_MS = 60_000;

function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) throw new Error(`No variable at ${path}`);
    node = next as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
}

/**
 * The body of a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations` (the query, its variables with null where each file goes), `map` (file field →
 * variable paths), then the files in that order.
 */
export function buildMultipartBody(
  query: string,
  variables: Record<string, unknown>,
  uploads: readonly GraphQLUpload[],
): FormData {
  const withNulls = structuredClone(variables);
  const map: Record<string, string[]> = {};
  uploads.forEach((upload, index) => {
    setAtPath(withNulls, upload.path, null);
    map[String(index)] = [`variables.${upload.path}`];
  });
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables: withNulls }));
  body.append('map', JSON.stringify(map));
  uploads.forEach((upload, index) => {
    body.append(String(index), upload.file, upload.fileName);
  });
  return body;
}

/**
 * The multipart variant of requestGraphQL, for operations that take files. The API accepts
 * multipart requests only with `GraphQL-Preflight: 1` (a form of another site cannot send it), and
 * fetch writes the multipart Content-Type with its boundary itself.
 */
export async function requestGraphQLMultipart<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  options: { scope?: ScopeHeaders; variables: TVariables; uploads: readonly GraphQLUpload[] },
): Promise<GraphQLResult<TResult>> {
  const prepared = backendDocument(document.toString(), apiBackend());
  if (!prepared.send) return atriumOnlyResult(prepared.operation);
  const { 'Content-Type': _json, ...headers } = scopeToHeaders(options.scope);
  const body = buildMultipartBody(
    prepared.text,
    options.variables as Record<string, unknown>,
    options.uploads,
  );
  const result = await postGraphQL({ ...headers, 'GraphQL-Preflight': '1' }, body, UPLOAD_TIMEOUT_MS);
  return result as GraphQLResult<TResult>;
}

async function postGraphQL(
  headers: Record<string, string>,
  requestBody: string | FormData,
  timeoutMs: number,
): Promise<GraphQLResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(getEnv().API_URL, {
      method: 'POST',
      headers,
      body: requestBody,
      signal: AbortSignal.timeout(timeoutMs),
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

  const data = typeof body.data === 'object' && body.data !== null ? body.data : undefined;
  const errors = Array.isArray(body.errors) ? body.errors : [];
  if (errors.length > 0) {
    const first = errors[0];
    return {
      ok: false,
      error: {
        kind: 'graphql',
        message: first?.message ?? '',
        errors,
        category: errors.find((item) => item.extensions?.category)?.extensions?.category,
        partialData: data,
      },
    };
  }
  if (!data) {
    return { ok: false, error: { kind: 'invalid-response', message: 'The API answered without data' } };
  }
  return { ok: true, data };
}

/** A successful result's data turned into what the caller works with; errors pass through. */
export function mapGraphQLResult<TData, TView>(
  result: GraphQLResult<TData>,
  map: (data: TData) => TView,
): GraphQLResult<TView> {
  return result.ok ? { ok: true, data: map(result.data) } : result;
}

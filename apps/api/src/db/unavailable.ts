// Which errors mean "the database cannot be reached right now" (a refused or dropped connection,
// a server shutting down or starting up, no connection free in time, an embedded database that is
// not running), as opposed to a query that is wrong. Those answer 503 "service unavailable"
// instead of "Internal server error", and are what the API waits out at start (db/connect.ts).
//
// Socket error codes such as ECONNREFUSED are not the database's alone (SMTP, payment providers),
// so they count only on errors that came out of the database driver: the cause of a Drizzle query
// error, or an error of the pool marked by `markDatabaseErrors` (connections for transactions).
import { DrizzleQueryError } from 'drizzle-orm';
import type pg from 'pg';

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  // The database's host name does not resolve (yet): a container that is not up, DNS trouble.
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE: class 08 connection_exception, and the server shutting down or starting up. */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;

/** node-postgres' own messages for a lost or unobtainable connection, and PGlite's when stopped. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly / due to connection timeout
  /^timeout exceeded when trying to connect$/, // no pooled connection free in time
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

const fromDriver = new WeakSet<object>();

/** Marks the errors of `pool.connect()` (Drizzle transactions) as the driver's. */
export function markDatabaseErrors(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // The callback form is the pool's own (pool.query); its errors reach Drizzle, which wraps them.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      throw markDatabaseError(error);
    });
  }) as typeof pool.connect;
}

export function markDatabaseError<T>(error: T): T {
  if (error && typeof error === 'object') fromDriver.add(error);
  return error;
}

interface Link {
  error: { code?: unknown; message?: unknown; severity?: unknown };
  driver: boolean;
}

/** The error, its causes (`cause`, GraphQL's `originalError`, AggregateError's `errors`). */
function* links(error: unknown, driver = false, seen = new Set<unknown>()): Generator<Link> {
  if (!error || typeof error !== 'object' || seen.has(error)) return;
  seen.add(error);
  const isDriver = driver || fromDriver.has(error);
  yield { error: error as Link['error'], driver: isDriver };
  const { cause, originalError, errors } = error as {
    cause?: unknown;
    originalError?: unknown;
    errors?: unknown;
  };
  yield* links(cause, isDriver || error instanceof DrizzleQueryError, seen);
  yield* links(originalError, isDriver, seen);
  if (Array.isArray(errors)) for (const inner of errors) yield* links(inner, isDriver, seen);
}

function unavailableLink(error: unknown): Link['error'] | undefined {
  for (const { error: e, driver } of links(error)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    const message = typeof e.message === 'string' ? e.message : '';
    // A PostgreSQL error response carries a severity beside its SQLSTATE.
    if (code && e.severity !== undefined && UNAVAILABLE_STATES.test(code)) return e;
    if (code && driver && SOCKET_CODES.has(code)) return e;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return e;
    // The embedded database's WebAssembly aborted: it answers nothing until the process restarts.
    if (e instanceof WebAssembly.RuntimeError && message.startsWith('Aborted(')) return e;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableLink(error) !== undefined;
}

/**
 * A short reason for logs and start-up messages: `ECONNREFUSED`, `57P03 the database system is
 * starting up`, `Connection terminated unexpectedly`. Never the connection URL or a password.
 */
export function describeDatabaseError(error: unknown): string {
  const link = unavailableLink(error) ?? [...links(error)].at(-1)?.error;
  if (!link) return String(error);
  const code = typeof link.code === 'string' ? link.code : undefined;
  const message = typeof link.message === 'string' ? link.message : '';
  if (code && SOCKET_CODES.has(code)) return code;
  if (link instanceof WebAssembly.RuntimeError)
    return `the embedded database crashed (${message.split('.')[0]})`;
  if (code && link.severity !== undefined) return `${code} ${message}`;
  return message || code || 'unknown error';
}

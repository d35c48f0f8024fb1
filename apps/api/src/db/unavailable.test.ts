import { DrizzleQueryError, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/tcp-proxy.ts';
import { closedPglite } from '../../test/support/test-database.ts';
import { openPostgres } from './client.ts';
import { describeDatabaseError, isDatabaseUnavailable, markDatabaseError } from './unavailable.ts';

/** An error response of the PostgreSQL server, as node-postgres builds it. */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  error.severity = 'FATAL';
  return error;
}

const socketError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });

describe('a database that cannot be reached', () => {
  const closedPort = freePort();
  const opened: { close(): Promise<void> }[] = [];
  afterAll(() => Promise.all(opened.map((database) => database.close())));

  it('is recognised in a query to a PostgreSQL port nobody listens on', async () => {
    const database = openPostgres(`postgres://atrium:pw@127.0.0.1:${await closedPort}/atrium`);
    opened.push(database);
    const error = await database.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeDatabaseError(error)).toBe('ECONNREFUSED');
  });

  it('is recognised when a transaction cannot get a connection', async () => {
    const database = openPostgres(`postgres://atrium:pw@127.0.0.1:${await closedPort}/atrium`);
    opened.push(database);
    const error = await database.db.transaction(async () => undefined).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is recognised in the error of a stopped PGlite', { timeout: 180_000 }, async () => {
    const stopped = await closedPglite();
    const error = await stopped.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeDatabaseError(error)).toBe('PGlite is closed');
  });

  it.each([
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
  ])('is recognised in the server error %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
    expect(describeDatabaseError(new DrizzleQueryError('select 1', [], serverError(code, message)))).toBe(
      `${code} ${message}`,
    );
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Query read timeout',
    'Client has encountered a connection error and is not queryable',
  ])('is recognised in the driver error "%s"', (message) => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new Error(message)))).toBe(true);
  });

  it('is recognised through GraphQL’s originalError and an AggregateError of both address families', () => {
    const both = Object.assign(
      new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]),
      {
        code: 'ECONNREFUSED',
      },
    );
    const error = new GraphQLError('x', { originalError: new DrizzleQueryError('select 1', [], both) });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(markDatabaseError(socketError('ECONNRESET')))).toBe(true);
  });
});

describe('errors that are not a database outage', () => {
  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['42P01', 'relation "x" does not exist'],
    ['57014', 'canceling statement due to statement timeout'],
    ['28P01', 'password authentication failed for user "atrium"'],
    ['3D000', 'database "atrium" does not exist'],
  ])('the server error %s (%s) is not one', (code, message) => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], serverError(code, message)))).toBe(
      false,
    );
  });

  it('a refused connection to another service (SMTP, a payment provider) is not one', () => {
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('fetch failed', { cause: socketError('ETIMEDOUT') }))).toBe(false);
  });

  it('an SQLSTATE-looking code without a server severity is not one', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(false);
  });

  it('plain programming errors and non-errors are not one', () => {
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });

  it('describes a failure that is not an outage by its deepest cause', () => {
    const error = new DrizzleQueryError(
      'select 1',
      [],
      serverError('28P01', 'password authentication failed'),
    );
    expect(describeDatabaseError(error)).toBe('28P01 password authentication failed');
  });
});

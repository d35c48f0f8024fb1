// Listens on the outbox channel so a worker wakes when a transaction that wrote mail commits
// (pg_notify is delivered at commit, to every API process on the database). PGlite has LISTEN
// built in; on PostgreSQL a dedicated connection listens, and reconnects with back-off when the
// server drops it. Polling (MAIL_OUTBOX_POLL_SECONDS) covers any notification missed meanwhile.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { OUTBOX_CHANNEL } from './outbox-store.ts';

export type StopListening = () => Promise<void>;

function isPglite(client: unknown): client is PGlite {
  return typeof (client as PGlite).listen === 'function' && !(client instanceof pg.Pool);
}

export async function listenForOutbox(db: Db, onNotify: () => void, log: Logger): Promise<StopListening> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (isPglite(client)) {
    const unlisten = await client.listen(OUTBOX_CHANNEL, onNotify);
    return () => unlisten();
  }
  if (client instanceof pg.Pool) return listenOnPostgres(client, onNotify, log);
  log.warn('mail outbox: no LISTEN support on this database handle; polling only');
  return async () => {};
}

function listenOnPostgres(pool: pg.Pool, onNotify: () => void, log: Logger): StopListening {
  let stopped = false;
  let connection: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  const reconnectLater = () => {
    if (stopped) return;
    const delay = Math.min(30_000, 500 * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(connect, delay);
    retryTimer.unref();
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const client = new pg.Client(pool.options);
    connection = client;
    const lost = (error?: Error) => {
      if (stopped || connection !== client) return;
      log.warn({ err: error }, 'mail outbox: the listening connection was lost; reconnecting');
      connection = null;
      client.end().catch(() => undefined);
      reconnectLater();
    };
    client.on('notification', () => onNotify());
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      failures = 0;
      // Mail committed while nobody listened is due now.
      onNotify();
    } catch (error) {
      if (stopped || connection !== client) return;
      log.warn({ err: error }, 'mail outbox: cannot listen for new mail yet; retrying');
      connection = null;
      client.end().catch(() => undefined);
      reconnectLater();
    }
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const client = connection;
    connection = null;
    await client?.end().catch(() => undefined);
  };
}

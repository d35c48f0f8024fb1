// GET /health (and HEAD): whether the API can serve, for load balancers, orchestrators and
// `npm start`. 200 while the database answers a `select 1` in time, 503 while it does not; the
// probe is bounded (db/probe.ts), so a hung database never hangs the health check. No store,
// headers or GraphQL involved: it answers even when no request context can be built.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { probeDatabase } from '../../db/probe.ts';
import { describeDatabaseError } from '../../db/unavailable.ts';
import { RETRY_AFTER_SECONDS } from '../../shared/service-unavailable.ts';

export function isHealthRequest(url: string | undefined): boolean {
  return url?.split('?')[0] === '/health';
}

export async function answerHealth(req: IncomingMessage, res: ServerResponse, db: Db, log: Logger) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const { engine, reachable, error } = await probeDatabase(db);
  if (!reachable) log.warn({ reason: describeDatabaseError(error) }, 'health check: database unreachable');
  const body = JSON.stringify({ status: reachable ? 'ok' : 'unavailable', database: { engine, reachable } });
  res.writeHead(reachable ? 200 : 503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(reachable ? {} : { 'Retry-After': String(RETRY_AFTER_SECONDS) }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

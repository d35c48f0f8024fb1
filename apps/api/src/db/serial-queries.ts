// node-postgres queues queries sent to a connection that is still busy, but deprecates relying on
// it (a warning now, an error in pg 9). Pooled queries never share a connection; a transaction's
// do, whenever code runs reads side by side on its handle (Promise.all, DataLoader batches). Each
// connection therefore sends its queries one after the other here: the queue pg asks callers to
// keep. It costs a pooled query nothing (its connection is idle) and changes no order: queries
// start in the order they were issued, as pg's own queue did.
import type pg from 'pg';

type Callback = (error: Error | null, result?: unknown) => void;

export function serializeQueries(client: pg.PoolClient | pg.Client): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]): unknown => {
    const first = args[0] as { submit?: unknown } | undefined;
    // Cursors and streams are handed back to the caller as they are; pg queues them itself.
    if (first && typeof first.submit === 'function') return send(...args);
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : null;
    const result = previous.then(() => send(...args) as Promise<unknown>);
    previous = result.then(
      () => undefined,
      () => undefined,
    );
    if (!callback) return result;
    result.then(
      (value) => callback(null, value),
      (error: Error) => callback(error),
    );
    return undefined;
  };
  client.query = query as typeof client.query;
}

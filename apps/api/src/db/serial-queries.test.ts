import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serializeQueries } from './serial-queries.ts';

/** A stand-in connection that records how many queries it runs at once and in which order. */
function fakeConnection() {
  const log = { busy: 0, mostAtOnce: 0, started: [] as string[] };
  const client = {
    query(text: string, ...rest: unknown[]) {
      log.busy += 1;
      log.mostAtOnce = Math.max(log.mostAtOnce, log.busy);
      log.started.push(text);
      const done = new Promise((resolve, reject) =>
        setTimeout(() => {
          log.busy -= 1;
          if (text === 'fail') reject(new Error('refused'));
          else resolve({ rows: [text] });
        }, 5),
      );
      const callback = rest.find((arg) => typeof arg === 'function') as
        | ((e: unknown, r?: unknown) => void)
        | undefined;
      if (!callback) return done;
      done.then((r) => callback(null, r), callback);
      return undefined;
    },
  };
  serializeQueries(client as unknown as pg.Client);
  return { client: client as unknown as { query: (...args: unknown[]) => unknown }, log };
}

describe('a connection whose queries are serialized', () => {
  it('sends queries issued side by side one after the other, in the order issued', async () => {
    const { client, log } = fakeConnection();
    const results = await Promise.all(['a', 'b', 'c'].map((q) => client.query(q)));
    expect(results).toEqual([{ rows: ['a'] }, { rows: ['b'] }, { rows: ['c'] }]);
    expect(log.mostAtOnce).toBe(1);
    expect(log.started).toEqual(['a', 'b', 'c']);
  });

  it('answers callback-style queries (the pool’s own) and goes on after a failed query', async () => {
    const { client, log } = fakeConnection();
    const viaCallback = new Promise((resolve) =>
      client.query('x', [], (error: unknown, result: unknown) => resolve({ error, result })),
    );
    const failed = (client.query('fail') as Promise<unknown>).catch((e: Error) => e.message);
    const after = client.query('y');
    expect(await viaCallback).toEqual({ error: null, result: { rows: ['x'] } });
    expect(await failed).toBe('refused');
    expect(await after).toEqual({ rows: ['y'] });
    expect(log.mostAtOnce).toBe(1);
  });
});

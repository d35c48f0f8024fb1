import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './outbox-worker.ts';

const settings = { pollSeconds: 10, maxAttempts: 10, retrySeconds: 30, leaseSeconds: 300 };

describe('the outbox back-off', () => {
  it('waits the first delay after one attempt and doubles it after each further one', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelaySeconds(settings, attempts))).toEqual([
      30, 60, 120, 240, 480,
    ]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelaySeconds(settings, 8)).toBe(3600);
    expect(retryDelaySeconds(settings, 40)).toBe(3600);
  });
});

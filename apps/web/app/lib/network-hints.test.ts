import { describe, expect, it } from 'vitest';
import { canPrefetch } from './network-hints';

describe('link prefetching', () => {
  it('prefetches on a normal connection', () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(canPrefetch({ onLine: true })).toBe(true);
  });

  it('does not prefetch offline, on 2g or slow-2g, or with data saver on', () => {
    expect(canPrefetch({ onLine: false })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });
});

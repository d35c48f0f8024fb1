import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('reloading after a failed chunk load', () => {
  it('recognises failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/home-x1.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const env = { storage, reload, now: () => now };
    expect(reloadForChunkError(env)).toBe(true);
    now += 30_000;
    expect(reloadForChunkError(env)).toBe(false);
    now += 31_000;
    expect(reloadForChunkError(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

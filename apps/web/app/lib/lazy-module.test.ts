import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module';

describe('a lazily loaded module', () => {
  it('is imported once however often it is asked for, and is there synchronously afterwards', async () => {
    let imports = 0;
    const lazy = lazyModule(async () => {
      imports += 1;
      return { name: 'drawer' };
    });
    expect(lazy.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(lazy.loaded()).toBe(first);
    await lazy.load();
    expect(imports).toBe(1);
  });

  it('tries the import again after a failure', async () => {
    let attempts = 0;
    const lazy = lazyModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { name: 'drawer' };
    });
    await expect(lazy.load()).rejects.toThrow('Failed to fetch');
    expect(lazy.loaded()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ name: 'drawer' });
    expect(attempts).toBe(2);
  });
});

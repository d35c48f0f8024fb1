import { describe, expect, it, vi } from 'vitest';
import { hydrationPlan, hydrationScript } from './hydration-scripts';

const manifest = {
  url: '/assets/manifest-1.js',
  entry: { module: '/assets/entry.client-1.js', imports: ['/assets/react-1.js'] },
  routes: {
    root: { module: '/assets/root-1.js', imports: ['/assets/react-1.js', '/assets/i18n-1.js'] },
    website: { module: '/assets/website-layout-1.js', imports: ['/assets/ui-1.js'] },
    'routes/catch-all': { module: '/assets/catch-all-1.js' },
  },
};

describe('the hydration plan', () => {
  it('names every module of the matched routes once, with the manifest, the entry and the extras', () => {
    const plan = hydrationPlan(manifest, ['root', 'website', 'routes/catch-all'], ['/assets/category-1.js']);
    expect(plan.preloads).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-1.js',
      '/assets/react-1.js',
      '/assets/root-1.js',
      '/assets/i18n-1.js',
      '/assets/website-layout-1.js',
      '/assets/ui-1.js',
      '/assets/catch-all-1.js',
      '/assets/category-1.js',
    ]);
    expect(plan.routes).toEqual([
      ['root', '/assets/root-1.js'],
      ['website', '/assets/website-layout-1.js'],
      ['routes/catch-all', '/assets/catch-all-1.js'],
    ]);
    expect(plan.entry).toBe('/assets/entry.client-1.js');
  });

  it('refuses a route the manifest does not know', () => {
    expect(() => hydrationPlan(manifest, ['root', 'routes/nowhere'])).toThrow(/routes\/nowhere/);
  });
});

/** Runs the script against a fake document and window; import() resolves to a module per URL. */
function run(script: string, visibilityState: 'visible' | 'hidden') {
  const events: string[] = [];
  const appended: Array<{ rel: string; href: string }> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const window: {
    __reactRouterRouteModules?: Record<string, unknown>;
    __atriumMessages?: Record<string, unknown>;
  } = {};
  const document = {
    visibilityState,
    createElement: () => ({ rel: '', href: '' }),
    head: {
      append: (link: { rel: string; href: string }) => {
        events.push(`preload ${link.href}`);
        appended.push(link);
      },
    },
  };
  const load = (url: string) => {
    // What the entry finds in place when it runs.
    if (url.includes('entry.client'))
      events.push(`routes ${Object.keys(window.__reactRouterRouteModules ?? {})}`);
    events.push(`import ${url}`);
    return Promise.resolve({ url });
  };
  const fetch = (url: string) => {
    events.push(`fetch ${url}`);
    if (url.includes('missing')) return Promise.resolve({ ok: false, status: 404 });
    return Promise.resolve({ ok: true, json: () => Promise.resolve({ greeting: 'Hello' }) });
  };
  const console = { error: (...args: unknown[]) => events.push(`error ${args.join(' ')}`) };
  const body = script.replaceAll('import(', 'load(');
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', 'load', 'fetch', 'console', body)(
    window,
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    load,
    fetch,
    console,
  );
  return { events, appended, frames, timers, window };
}

describe('the hydration script', () => {
  const plan = hydrationPlan(manifest, ['root', 'website']);
  const script = hydrationScript(plan);

  it('waits for the first paint: nothing is fetched before the frame after the next one', async () => {
    const page = run(script, 'visible');
    expect(page.events).toEqual([]);
    for (const frame of page.frames.splice(0)) frame();
    expect(page.events).toEqual([]);
    for (const timer of page.timers.splice(0)) timer();
    // The first task only names the modules; the next one imports them.
    expect(page.events.every((event) => event.startsWith('preload'))).toBe(true);
    expect(page.events).toHaveLength(plan.preloads.length);
    for (const timer of page.timers.splice(0)) timer();
    await vi.waitFor(() => expect(page.events.at(-1)).toBe('import /assets/entry.client-1.js'));
    expect(page.appended.every((link) => link.rel === 'modulepreload')).toBe(true);
    expect(page.appended.map((link) => link.href)).toEqual(plan.preloads);
    // Every preload is asked for before any module, and the route modules are in place before the entry runs.
    expect(page.events.slice(0, plan.preloads.length).every((event) => event.startsWith('preload'))).toBe(
      true,
    );
    expect(page.events).toContain('routes root,website');
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-1.js' },
      website: { url: '/assets/website-layout-1.js' },
    });
  });

  it('starts at once in a page that is not shown, which paints nothing', async () => {
    const page = run(script, 'hidden');
    expect(page.frames).toEqual([]);
    expect(page.events).toHaveLength(plan.preloads.length);
    for (const timer of page.timers.splice(0)) timer();
    await vi.waitFor(() => expect(page.events.at(-1)).toBe('import /assets/entry.client-1.js'));
  });

  it('fetches the messages with the modules and keeps them before the entry runs', async () => {
    const messages = { locale: 'en-GB', url: '/i18n/en-GB.0123456789.json' };
    const page = run(hydrationScript(hydrationPlan(manifest, ['root'], [], messages)), 'hidden');
    for (const timer of page.timers.splice(0)) timer();
    await vi.waitFor(() => expect(page.events.at(-1)).toBe('import /assets/entry.client-1.js'));
    expect(page.events).toContain('fetch /i18n/en-GB.0123456789.json');
    expect(page.window.__atriumMessages).toEqual({ 'en-GB': { greeting: 'Hello' } });
  });

  it('does not hydrate when the messages cannot be loaded: the server’s page stays as it is', async () => {
    const messages = { locale: 'en-GB', url: '/i18n/missing.json' };
    const page = run(hydrationScript(hydrationPlan(manifest, ['root'], [], messages)), 'hidden');
    for (const timer of page.timers.splice(0)) timer();
    await vi.waitFor(() =>
      expect(page.events.at(-1)).toBe('error The page stays without JavaScript: Error: messages: HTTP 404'),
    );
    expect(page.events).not.toContain('import /assets/entry.client-1.js');
    expect(page.window.__atriumMessages).toBeUndefined();
  });

  it('imports the development hot reload runtime before anything else', () => {
    const script = hydrationScript(
      hydrationPlan({ ...manifest, hmr: { runtime: '/@id/hmr-runtime' } }, ['root']),
    );
    expect(script.startsWith('import "/@id/hmr-runtime";\n')).toBe(true);
  });

  it('cannot be closed early by a module URL', () => {
    const hostile = hydrationScript({ ...plan, preloads: ['/assets/</script><script>alert(1)</script>.js'] });
    expect(hostile).not.toContain('</script>');
  });
});

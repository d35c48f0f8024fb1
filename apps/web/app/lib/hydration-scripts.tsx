// The page's scripts, fetched after its first paint (decision 0046). React Router's <Scripts>
// names every module of the page with a modulepreload link in <head> and imports them at once,
// so on a slow link some 170 KB of JavaScript competes with the HTML, the fonts and the page's
// largest picture for the first second, although the page needs none of it to show: it is
// server-rendered and works without JavaScript. Here the same modules are named in one inline
// module script that starts fetching them (with modulepreload links, so nothing waits on a chain
// of imports) after the first frame is painted, with the interface's messages file
// (i18n/browser-messages.ts), then hydrates exactly as <Scripts> does: the route modules in
// `window.__reactRouterRouteModules`, then the client entry. If a module or the messages cannot be
// loaded the page is not hydrated and stays the server's, which works without JavaScript.
import { useContext, useState } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';

/** What a page's script needs to know: the modules to fetch, the route modules and the entry. */
export interface HydrationPlan {
  /** Every module the page runs before it hydrates, fetched in parallel. */
  preloads: string[];
  /** Route id → its module, for `window.__reactRouterRouteModules`. */
  routes: Array<[id: string, module: string]>;
  /** React Router's route manifest module, loaded before the entry. */
  manifest: string;
  /** The client entry, which hydrates the document. */
  entry: string;
  /** Vite's hot reload runtime (development), imported before anything else. */
  hmrRuntime?: string;
  /** The interface's messages file, fetched into `window.__atriumMessages[locale]` before hydrating. */
  messages?: { locale: string; url: string };
}

/**
 * The inline script: after the first paint (a task after the next animation frame), or at once
 * when the page is not visible and paints nothing, it preloads every module, then in the next task
 * imports them and hydrates.
 */
export function hydrationScript(plan: HydrationPlan): string {
  // JSON with `<` escaped: no URL can end the <script> element early.
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const routeImports = plan.routes.map(([, module]) => `import(${json(module)})`).join(',');
  const routeIds = plan.routes.map(([id]) => id);
  const messages = plan.messages
    ? `fetch(${json(plan.messages.url)}).then((r) => { if (!r.ok) throw new Error('messages: HTTP ' + r.status); return r.json(); }).then((m) => { window.__atriumMessages = { [${json(plan.messages.locale)}]: m }; })`
    : 'null';
  return [
    ...(plan.hmrRuntime ? [`import ${json(plan.hmrRuntime)};`] : []),
    'const hydrate = () => {',
    `  Promise.all([${messages},import(${json(plan.manifest)}),${routeImports}]).then(([, , ...routes]) => {`,
    `    window.__reactRouterRouteModules = Object.fromEntries(${json(routeIds)}.map((id, i) => [id, routes[i]]));`,
    `    return import(${json(plan.entry)});`,
    "  }).catch((error) => console.error('The page stays without JavaScript:', error));",
    '};',
    // Two tasks, not one: on a slow phone the links and the imports together block the main thread
    // long enough to count as a long task (docs/performance.md, Part 3).
    'const start = () => {',
    `  for (const href of ${json(plan.preloads)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    '  setTimeout(hydrate);',
    '};',
    "if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));",
    'else start();',
  ].join('\n');
}

const unique = (items: string[]) => [...new Set(items)];

/**
 * The page's modules from React Router's manifest and the matched routes, plus `extraPreloads`.
 * Route modules are not split (`v8_splitRouteModules` is off), so each route is one module.
 */
export function hydrationPlan(
  manifest: {
    url: string;
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[] } | undefined>;
    hmr?: { runtime: string };
  },
  routeIds: string[],
  extraPreloads: string[] = [],
  messages?: HydrationPlan['messages'],
): HydrationPlan {
  const routes = routeIds.map((id): [string, string] => {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the manifest`);
    return [id, route.module];
  });
  const routeFiles = routeIds.flatMap((id) => {
    const route = manifest.routes[id];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
  return {
    preloads: unique([
      manifest.url,
      manifest.entry.module,
      ...manifest.entry.imports,
      ...routeFiles,
      ...extraPreloads,
    ]),
    routes,
    manifest: manifest.url,
    entry: manifest.entry.module,
    ...(manifest.hmr?.runtime ? { hmrRuntime: manifest.hmr.runtime } : {}),
    ...(messages ? { messages } : {}),
  };
}

/** Modules a route's loader names for its page (the catch-all's page kind: `preload`). */
function loaderPreloads(loaderData: Record<string, unknown> | undefined, routeIds: string[]) {
  return routeIds.flatMap((id) => {
    const data = loaderData?.[id] as { preload?: unknown } | null | undefined;
    return Array.isArray(data?.preload) ? data.preload.filter((href) => typeof href === 'string') : [];
  });
}

export function HydrationScripts({
  nonce,
  messages,
}: {
  nonce?: string;
  messages?: HydrationPlan['messages'];
}) {
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  // React Router streams the loaders' data after the page only when its scripts were rendered.
  if (framework?.renderMeta) framework.renderMeta.didRenderScripts = true;
  // Written once, on the server; in the browser the elements are hydrated as they are (their text
  // is not compared) and never change afterwards, as with React Router's own <Scripts>.
  const [scripts] = useState(() => {
    if (!framework || !dataRouter?.static || !dataRouter.staticContext || !state) {
      return { context: ' ', hydrate: ' ' };
    }
    const routeIds = state.matches.map((match) => match.route.id);
    const plan = hydrationPlan(
      framework.manifest,
      routeIds,
      loaderPreloads(state.loaderData, routeIds),
      messages,
    );
    const stream =
      'window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
    return {
      context: `window.__reactRouterContext = ${framework.serverHandoffString};${stream}`,
      hydrate: hydrationScript(plan),
    };
  });
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React Router's own hand-off, as <Scripts> writes it
        dangerouslySetInnerHTML={{ __html: scripts.context }}
      />
      <script
        type="module"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: module URLs from the build's manifest, JSON-escaped
        dangerouslySetInnerHTML={{ __html: scripts.hydrate }}
      />
    </>
  );
}

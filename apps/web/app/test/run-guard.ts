// Runs one named guard the way React Router runs route middleware: with the request, the route
// params, a router context holding the shop context (as the website layout provides it), and a
// next() that renders the page.
import { RouterContextProvider } from 'react-router';
import { vi } from 'vitest';
import { provideShopContext } from '~/lib/shop/shop-context.server';
import { guards } from '~/middleware/index';
import { shopContextFixture } from './shop-context-fixture';

export interface GuardRun {
  /** The page's response, or the refusal the guard threw. */
  response: Response;
  /** Whether the page itself was rendered (the guard let the request through). */
  passed: boolean;
  context: RouterContextProvider;
}

export async function runGuard(
  name: string,
  url: string,
  options: {
    cookie?: string;
    headers?: Record<string, string>;
    params?: Record<string, string>;
    context?: RouterContextProvider;
  } = {},
): Promise<GuardRun> {
  const request = new Request(url, {
    headers: { ...options.headers, ...(options.cookie ? { Cookie: options.cookie } : {}) },
  });
  const context = options.context ?? new RouterContextProvider();
  provideShopContext(context, shopContextFixture(request));
  const next = vi.fn(async () => new Response('page'));
  const [middleware] = guards(name);
  const args = { request, params: { website: 'int', ...options.params }, context, unstable_pattern: '' };
  try {
    const response = (await middleware!(args as never, next)) as Response;
    return { response, passed: next.mock.calls.length > 0, context };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, passed: false, context };
    // data() throws a DataWithResponseInit; expose its status like a response.
    if (thrown && typeof thrown === 'object' && 'init' in thrown && 'data' in thrown) {
      const init = (thrown as { init: ResponseInit | null; data: unknown }).init;
      const body = JSON.stringify((thrown as { data: unknown }).data);
      return { response: new Response(body, { status: init?.status ?? 200 }), passed: false, context };
    }
    throw thrown;
  }
}

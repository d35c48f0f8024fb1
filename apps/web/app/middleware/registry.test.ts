import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { guards, registeredGuardNames } from './index';

function run(name: string, url: string, cookie?: string) {
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  const next = vi.fn(async () => new Response('page'));
  const [middleware] = guards(name);
  const args = {
    request,
    params: { website: 'int' },
    context: new RouterContextProvider(),
    unstable_pattern: '',
  };
  return { result: middleware!(args as never, next), next };
}

async function rejection(promise: unknown): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected the guard to refuse the request');
}

describe('the guard registry', () => {
  it('registers the guards that can be enforced today by their spec names', () => {
    expect(registeredGuardNames()).toEqual([
      'address-exist',
      'auth',
      'auth-health-check',
      'auth-with-update-data',
      'check-hash',
      'empty-cart',
      'empty-search-string',
      'empty-success-order',
      'empty-token',
      'success-order',
      'update-cart',
    ]);
  });

  it('fails an unknown guard name with 500 "Unknown middleware <name>"', async () => {
    const response = await rejection(run('no-such-guard', 'http://shop.test/int/').result);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Unknown middleware no-such-guard');
  });

  it('sends a search without q home', async () => {
    const response = await rejection(
      run('empty-search-string', 'http://shop.test/int/catalogsearch/result?q=%20').result,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/int/');
  });

  it('lets a search with q through to the page', async () => {
    const { result, next } = run('empty-search-string', 'http://shop.test/int/catalogsearch/result?q=sofa');
    await result;
    expect(next).toHaveBeenCalledOnce();
  });

  it('requires a token, an order number and, for customer pages, an auth token', async () => {
    expect(
      (await rejection(run('empty-token', 'http://shop.test/int/customer/createpassword').result)).status,
    ).toBe(302);
    expect(
      (await rejection(run('empty-success-order', 'http://shop.test/int/checkout/success').result)).status,
    ).toBe(302);
    expect((await rejection(run('auth', 'http://shop.test/int/customer/account').result)).status).toBe(302);
    const signedIn = run('auth', 'http://shop.test/int/customer/account', 'auth_token=abc');
    await signedIn.result;
    expect(signedIn.next).toHaveBeenCalledOnce();
  });
});

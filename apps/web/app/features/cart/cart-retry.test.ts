import { describe, expect, it, vi } from 'vitest';
import { type CartFetch, loadCartWithRetry, MAX_CART_FAILURES } from './cart-retry';

function source(answers: CartFetch<string>[], newIds: (string | null)[] = ['new-1', 'new-2', 'new-3']) {
  const fetch = vi.fn(async (_id: string) => answers.shift() ?? { ok: false as const, unusable: false });
  const refresh = vi.fn(async () => newIds.shift() ?? null);
  return { fetch, refresh };
}

describe('loading the cart with retries', () => {
  it('loads the cart of the cookie without requesting a new one', async () => {
    const calls = source([{ ok: true, cart: 'cart' }]);
    const load = await loadCartWithRetry(calls, 'cookie-id', false);
    expect(load).toEqual({ status: 'loaded', cart: 'cart', cartId: 'cookie-id', failures: 0 });
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('creates nothing for a guest who has no cart yet', async () => {
    const calls = source([]);
    expect(await loadCartWithRetry(calls, null, false)).toEqual({
      status: 'none',
      failures: 0,
      dropped: false,
    });
    expect(calls.fetch).not.toHaveBeenCalled();
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('requests the cart first when a customer has no cart id', async () => {
    const calls = source([{ ok: true, cart: 'cart' }], ['customer-cart']);
    const load = await loadCartWithRetry(calls, null, true);
    expect(load).toMatchObject({ status: 'loaded', cartId: 'customer-cart' });
    expect(calls.fetch).toHaveBeenCalledWith('customer-cart');
  });

  it('requests a customer’s cart again when the cookie’s cart is refused, and loads that', async () => {
    const calls = source([
      { ok: false, unusable: true },
      { ok: true, cart: 'fresh' },
    ]);
    const load = await loadCartWithRetry(calls, 'broken-id', true);
    expect(load).toEqual({ status: 'loaded', cart: 'fresh', cartId: 'new-1', failures: 0 });
    expect(calls.fetch.mock.calls.map(([id]) => id)).toEqual(['broken-id', 'new-1']);
  });

  it('drops a guest’s broken cart without creating one (the next add to cart does)', async () => {
    const calls = source([{ ok: false, unusable: true }]);
    const load = await loadCartWithRetry(calls, 'broken-id', false);
    expect(load).toEqual({ status: 'none', failures: 0, dropped: true });
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('tries the same cart again after a failure that was not the cart’s fault', async () => {
    const calls = source([
      { ok: false, unusable: false },
      { ok: false, unusable: false },
      { ok: true, cart: 'c' },
    ]);
    const load = await loadCartWithRetry(calls, 'id', false);
    expect(load).toMatchObject({ status: 'loaded', cartId: 'id', failures: 0 });
    expect(calls.fetch).toHaveBeenCalledTimes(3);
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('gives up after three failures', async () => {
    const calls = source([
      { ok: false, unusable: false },
      { ok: false, unusable: false },
      { ok: false, unusable: false },
      { ok: true, cart: 'too late' },
    ]);
    const load = await loadCartWithRetry(calls, 'id', false);
    expect(load).toEqual({ status: 'failed', failures: MAX_CART_FAILURES, cartId: 'id' });
    expect(calls.fetch).toHaveBeenCalledTimes(MAX_CART_FAILURES);
  });

  it('counts a new cart that could not be created as a failure', async () => {
    const calls = source([{ ok: false, unusable: true }], [null, null, null]);
    const load = await loadCartWithRetry(calls, 'broken', true);
    expect(load).toEqual({ status: 'failed', failures: 3, cartId: null });
    expect(calls.refresh).toHaveBeenCalledTimes(2);
  });

  it('starts counting from zero again on every load after a success', async () => {
    const calls = source([
      { ok: false, unusable: false },
      { ok: false, unusable: false },
      { ok: true, cart: 'first' },
      { ok: false, unusable: false },
      { ok: false, unusable: false },
      { ok: true, cart: 'second' },
    ]);
    expect(await loadCartWithRetry(calls, 'id', false)).toMatchObject({ status: 'loaded', cart: 'first' });
    expect(await loadCartWithRetry(calls, 'id', false)).toMatchObject({ status: 'loaded', cart: 'second' });
  });
});

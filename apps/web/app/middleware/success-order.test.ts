import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizationError, stubGraphQL } from '~/test/graphql-stub';
import { runGuard } from '~/test/run-guard';

const RETURN_URL = 'http://shop.test/int/checkout/payment/return?order_number=000000012';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the success-order guard', () => {
  it('clears the checkout state of a guest coming back from a payment page and lets the page load', async () => {
    const sent = stubGraphQL({});
    const run = await runGuard('success-order', RETURN_URL, { cookie: 'checkout_state=%7B%7D' });
    expect(run.passed).toBe(true);
    expect(run.response.headers.get('Set-Cookie')).toMatch(/^checkout_state=; .*Max-Age=0/);
    expect(sent).toEqual([]);
  });

  it('reloads the cart and runs the health check of a signed-in shopper, signing an expired session out', async () => {
    const sent = stubGraphQL({ CustomerCartId: authorizationError, HealthCheck: authorizationError });
    const run = await runGuard('success-order', RETURN_URL, { cookie: 'auth_token=old' });
    expect(run.passed).toBe(false);
    expect(run.response.headers.get('Location')).toBe('/int/customer/logout?sessionExpired=1');
    expect(sent[0]?.operation).toBe('CustomerCartId');
  });

  it('follows a redirectUrl on this site, and ignores one to another site', async () => {
    // (the cart cannot be loaded here: the page then shows the cart feature's message)
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGraphQL({
      CustomerCartId: { errors: [{ message: 'Internal server error' }] },
      HealthCheck: { data: { healthCheck: { email: 'ada@atrium.example' } } },
    });
    const local = await runGuard(
      'success-order',
      `${RETURN_URL}&redirectUrl=%2Fint%2Fcustomer%2Faccount%2Forders`,
      {
        cookie: 'auth_token=token',
      },
    );
    expect(local.passed).toBe(false);
    expect(local.response.headers.get('Location')).toBe('/int/customer/account/orders');
    const foreign = await runGuard(
      'success-order',
      `${RETURN_URL}&redirectUrl=https%3A%2F%2Fevil.example%2F`,
    );
    expect(foreign.passed).toBe(true);
  });
});

describe('the empty-success-order guard', () => {
  it('sends the confirmation page without an order number home', async () => {
    const run = await runGuard('empty-success-order', 'http://shop.test/int/checkout/success');
    expect(run.response.headers.get('Location')).toBe('/int/');
    const ok = await runGuard('empty-success-order', 'http://shop.test/int/checkout/success?order_number=12');
    expect(ok.passed).toBe(true);
  });
});

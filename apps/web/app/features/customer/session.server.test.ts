import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeGuestCart } from '~/features/cart/merge-guest-cart.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { authorizationError, stubGraphQL } from '~/test/graphql-stub';
import { shopContextFixture } from '~/test/shop-context-fixture';
import { requestPasswordReset, setNewPassword } from './password-reset.server';
import { loadShellCustomer } from './shell-customer.server';
import { signIn as signInWith } from './sign-in.server';
import { forgetSession, signOut } from './sign-out.server';

/** Signing in as the sign-in and sign-up routes do: with the cart feature's guest-cart merge. */
const signIn = (request: Request, shop: ShopContext, email: string, password: string) =>
  signInWith(request, shop, email, password, (token) => mergeGuestCart(request, shop, token));

const signedIn = () => new Request('http://shop.test/int/', { headers: { Cookie: 'auth_token=token-9' } });
const guest = () => new Request('http://shop.test/int/');
const shellCustomer = {
  id: 5,
  firstname: 'Ирина',
  lastname: 'Смирнова',
  email: 'client@atrium.example',
  astrio_customer_type: 'client',
};

function thrown(run: () => unknown): Promise<unknown> {
  return Promise.resolve()
    .then(run)
    .then(
      () => undefined,
      (error: unknown) => error,
    );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the shell customer', () => {
  it('is null for a guest, without asking the API', async () => {
    const sent = stubGraphQL({});
    expect(await loadShellCustomer(shopContextFixture(guest()), null)).toEqual({ customer: null });
    expect(sent).toEqual([]);
  });

  it('is loaded with the token when the cookie exists', async () => {
    const sent = stubGraphQL({ ShellCustomer: { data: { customer: shellCustomer } } });
    const result = await loadShellCustomer(shopContextFixture(signedIn()), null);
    expect(result.customer?.firstname).toBe('Ирина');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-9');
  });

  it('reuses the customer a guard already reloaded', async () => {
    const sent = stubGraphQL({});
    const reloaded = { ...shellCustomer, astrio_customer_type: 'manager' as const, addresses: [] };
    const result = await loadShellCustomer(shopContextFixture(signedIn()), reloaded);
    expect(result.customer).toEqual({ ...shellCustomer, astrio_customer_type: 'manager' });
    expect(sent).toEqual([]);
  });

  it('ends an invalid session with the logout redirect', async () => {
    stubGraphQL({ ShellCustomer: { data: { customer: null }, ...authorizationError } });
    const error = await thrown(() => loadShellCustomer(shopContextFixture(signedIn()), null));
    expect((error as Response).headers.get('Location')).toBe('/int/customer/logout?sessionExpired=1');
  });

  it('keeps the session when the API cannot be reached, with a global error', async () => {
    stubGraphQL({ ShellCustomer: new TypeError('fetch failed') });
    expect(await loadShellCustomer(shopContextFixture(signedIn()), null)).toEqual({
      customer: null,
      message: { type: 'error', key: 'error.default' },
    });
  });
});

describe('signing in', () => {
  it('puts the token in an HttpOnly cookie for one day', async () => {
    const sent = stubGraphQL({
      GenerateCustomerToken: { data: { generateCustomerToken: { token: 'new-token' } } },
      CustomerCartId: { data: { customerCart: { id: 'customer-cart' } } },
    });
    const outcome = await signIn(guest(), shopContextFixture(guest()), 'ada@example.com', 'secret');
    expect(outcome).toEqual({
      ok: true,
      setCookie: [
        'auth_token=new-token; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax',
        'cart_id=customer-cart; Max-Age=86400; Path=/int; HttpOnly; SameSite=Lax',
      ],
    });
    expect(sent[0]?.variables).toEqual({ email: 'ada@example.com', password: 'secret' });
    expect(sent[0]?.headers.get('X-Forwarded-For')).toBe('203.0.113.7');
  });

  it('is Secure on https and never sends an old token along', async () => {
    const request = new Request('https://shop.test/int/', { headers: { Cookie: 'auth_token=old' } });
    const sent = stubGraphQL({
      GenerateCustomerToken: { data: { generateCustomerToken: { token: 't' } } },
      CustomerCartId: { data: { customerCart: { id: 'customer-cart' } } },
    });
    const outcome = await signIn(request, shopContextFixture(request), 'ada@example.com', 'secret');
    expect(outcome.ok && outcome.setCookie[0]).toContain('; Secure');
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
  });

  it('returns the API’s message for a failed sign-in', async () => {
    const message =
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
    stubGraphQL({
      GenerateCustomerToken: {
        data: { generateCustomerToken: null },
        errors: [{ message, extensions: { category: 'graphql-authentication' } }],
      },
    });
    expect(await signIn(guest(), shopContextFixture(guest()), 'ada@example.com', 'wrong')).toEqual({
      ok: false,
      formError: { text: message },
    });
  });
});

describe('signing out', () => {
  it('revokes the token, clears the cookie and says so on the way home', async () => {
    const sent = stubGraphQL({ RevokeCustomerToken: { data: { revokeCustomerToken: { result: true } } } });
    const shop = shopContextFixture(signedIn());
    const response = await signOut(signedIn(), shop.headers, '/int/', false);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/int/');
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer token-9']);
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^auth_token=; Max-Age=0;.*HttpOnly/);
    expect(decodeURIComponent(cookies[1] ?? '')).toContain('"key":"customer.signed_out"');
  });

  it('still signs out when the token cannot be revoked, saying the session expired', async () => {
    stubGraphQL({ RevokeCustomerToken: { data: null, ...authorizationError } });
    const shop = shopContextFixture(signedIn());
    const response = await signOut(signedIn(), shop.headers, '/int/', true);
    expect(response.headers.get('Location')).toBe('/int/');
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^auth_token=; Max-Age=0/);
    expect(decodeURIComponent(cookies[1] ?? '')).toContain('"key":"customer.session_expired"');
  });

  it('asks nothing of the API without a token', async () => {
    const sent = stubGraphQL({});
    await signOut(guest(), shopContextFixture(guest()).headers, '/int/', false);
    expect(sent).toEqual([]);
  });

  it('forgets an expired session in this browser only, revoking nothing', async () => {
    const sent = stubGraphQL({});
    const response = forgetSession(signedIn(), '/int/', true);
    expect(sent).toEqual([]);
    expect(response.headers.get('Location')).toBe('/int/');
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^auth_token=; Max-Age=0;.*HttpOnly/);
    expect(decodeURIComponent(cookies[1] ?? '')).toContain('"key":"customer.session_expired"');
    expect(cookies[2]).toMatch(/^cart_id=; Max-Age=0; Path=\/int/);
  });
});

describe('the password reset', () => {
  const scope = () => shopContextFixture(guest()).headers;

  it('reports a sent link whether or not an account has the address', async () => {
    stubGraphQL({ RequestPasswordResetEmail: { data: { requestPasswordResetEmail: true } } });
    expect(await requestPasswordReset(scope(), 'ada@example.com')).toEqual({ ok: true });
    stubGraphQL({
      RequestPasswordResetEmail: {
        data: { requestPasswordResetEmail: null },
        errors: [
          { message: "Cannot reset the customer's password", extensions: { category: 'graphql-input' } },
        ],
      },
    });
    expect(await requestPasswordReset(scope(), 'nobody@example.com')).toEqual({ ok: true });
  });

  it('shows other answers of the API, and error.default when it cannot be reached', async () => {
    stubGraphQL({
      RequestPasswordResetEmail: {
        data: null,
        errors: [
          { message: 'The email address has an invalid format.', extensions: { category: 'graphql-input' } },
        ],
      },
    });
    expect(await requestPasswordReset(scope(), 'x@y')).toEqual({
      ok: false,
      formError: { text: 'The email address has an invalid format.' },
    });
    stubGraphQL({ RequestPasswordResetEmail: { status: 502, body: 'Bad gateway' } });
    expect(await requestPasswordReset(scope(), 'ada@example.com')).toEqual({
      ok: false,
      formError: { key: 'error.default' },
    });
  });

  it('sets the new password with the token of the link', async () => {
    const sent = stubGraphQL({ ResetPassword: { data: { resetPassword: true } } });
    const outcome = await setNewPassword(scope(), {
      email: 'ada@example.com',
      token: 'tok',
      password: 'New-Pass-1',
    });
    expect(outcome).toEqual({ ok: true });
    expect(sent[0]?.variables).toEqual({
      email: 'ada@example.com',
      resetPasswordToken: 'tok',
      newPassword: 'New-Pass-1',
    });
  });
});

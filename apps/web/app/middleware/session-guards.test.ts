import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizationError, stubGraphQL } from '~/test/graphql-stub';
import { runGuard } from '~/test/run-guard';
import { getGuardedCustomer } from './guarded-customer.server';

const ACCOUNT_URL = 'http://shop.test/int/customer/account';
const SIGNED_IN = 'auth_token=token-123';

const customer = {
  id: 7,
  email: 'client@atrium.example',
  firstname: 'Ada',
  middlename: null,
  lastname: 'Client',
  prefix: null,
  suffix: null,
  gender: null,
  date_of_birth: null,
  taxvat: null,
  created_at: '2026-01-01 10:00:00',
  is_subscribed: false,
  astrio_customer_type: 'partner',
  organization_info: null,
  default_billing: '3',
  default_shipping: '3',
  addresses: [{ id: 3, firstname: 'Ada', lastname: 'Client', default_billing: true, default_shipping: true }],
};

function fullAddress(partial: Record<string, unknown>) {
  return {
    middlename: null,
    prefix: null,
    suffix: null,
    company: null,
    street: ['1 Main St'],
    city: 'Austin',
    postcode: '73301',
    country_code: 'US',
    region: null,
    telephone: '+1 555 0100',
    fax: null,
    vat_id: null,
    ...partial,
  };
}

const accountAnswer = {
  data: {
    healthCheck: { email: customer.email },
    customer: { ...customer, addresses: customer.addresses.map(fullAddress) },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(['auth-health-check', 'auth-with-update-data'])('the %s guard', (name) => {
  const operation = name === 'auth-health-check' ? 'HealthCheck' : 'CustomerAccount';

  it('sends a guest without a token home without asking the API', async () => {
    const sent = stubGraphQL({});
    const run = await runGuard(name, ACCOUNT_URL);
    expect(run.passed).toBe(false);
    expect(run.response.headers.get('Location')).toBe('/int/');
    expect(sent).toEqual([]);
  });

  it('lets a valid session through, asking the API with the token and the shopper address', async () => {
    const sent = stubGraphQL({ [operation]: accountAnswer });
    const run = await runGuard(name, ACCOUNT_URL, { cookie: SIGNED_IN });
    expect(run.passed).toBe(true);
    expect(sent.map((request) => request.operation)).toEqual([operation]);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(sent[0]?.headers.get('X-Forwarded-For')).toBe('203.0.113.7');
    expect(sent[0]?.headers.get('Store')).toBe('int');
  });

  it('signs an invalid, expired or revoked token out with sessionExpired=1', async () => {
    stubGraphQL({ [operation]: { data: null, ...authorizationError } });
    const run = await runGuard(name, ACCOUNT_URL, { cookie: SIGNED_IN });
    expect(run.passed).toBe(false);
    expect(run.response.status).toBe(302);
    expect(run.response.headers.get('Location')).toBe('/int/customer/logout?sessionExpired=1');
  });

  it('does not sign the shopper out when the API cannot be reached: the page fails with 503', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGraphQL({ [operation]: new TypeError('fetch failed') });
    const run = await runGuard(name, ACCOUNT_URL, { cookie: SIGNED_IN });
    expect(run.passed).toBe(false);
    expect(run.response.status).toBe(503);
    expect(run.response.headers.get('Location')).toBeNull();
  });
});

describe('the health check guards and the customer data', () => {
  it('auth-health-check leaves the stored customer data alone', async () => {
    stubGraphQL({ HealthCheck: { data: { healthCheck: { email: customer.email } } } });
    const run = await runGuard('auth-health-check', ACCOUNT_URL, { cookie: SIGNED_IN });
    expect(run.passed).toBe(true);
    expect(() => getGuardedCustomer(run.context)).toThrow(/auth-with-update-data/);
  });

  it('auth-with-update-data hands the reloaded customer to the page loaders', async () => {
    stubGraphQL({ CustomerAccount: accountAnswer });
    const run = await runGuard('auth-with-update-data', ACCOUNT_URL, { cookie: SIGNED_IN });
    const loaded = getGuardedCustomer(run.context);
    expect(loaded.email).toBe('client@atrium.example');
    expect(loaded.astrio_customer_type).toBe('partner');
    expect(loaded.addresses?.map((address) => address?.id)).toEqual([3]);
  });

  it('treats an answer without a customer as an expired session', async () => {
    stubGraphQL({ CustomerAccount: { data: { healthCheck: null, customer: null } } });
    const run = await runGuard('auth-with-update-data', ACCOUNT_URL, { cookie: SIGNED_IN });
    expect(run.response.headers.get('Location')).toBe('/int/customer/logout?sessionExpired=1');
  });
});

// A storefront on a Magento backend (API_BACKEND=magento, issue 18 §3): the standard pages' server
// code sends only what Magento has, does without Atrium's features, and Atrium's own pages are 404.
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAccount } from '~/features/account/account-edit.server';
import { unsubscribe } from '~/features/account/newsletter.server';
import { loadLatestPosts } from '~/features/blog/blog-list.server';
import { blogSitemapPaths } from '~/features/blog/blog-sitemap.server';
import { customerCreateInput } from '~/features/customer/customer-session.server';
import { loadWaitingEstimates } from '~/features/estimates/estimates.server';
import { loadHomeRails } from '~/features/home/get-home-rails.server';
import { personallySitemapPaths } from '~/features/personally/personally.server';
import { getMostViewed } from '~/features/product/get-most-viewed.server';
import { recordProductView } from '~/features/product/record-product-view.server';
import { loadProjectChoices } from '~/features/projects/projects.server';
import { checkSessionHealth, getCustomerAccount } from '~/lib/customer/customer-data.server';
import { isAuthorizationError } from '~/lib/graphql-errors.server';
import { authorizationError, stubGraphQL } from '~/test/graphql-stub';
import { runGuard } from '~/test/run-guard';
import { shopContextFixture } from '~/test/shop-context-fixture';
import { backendHas, isAtriumBackend, requireBackendFeature, setTestBackend } from './backend.server';

afterEach(() => {
  setTestBackend(undefined);
  vi.unstubAllGlobals();
});

const shop = () =>
  shopContextFixture(new Request('http://shop.test/int/', { headers: { Cookie: 'auth_token=token-1' } }));

async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('the backend', () => {
  it("is Atrium's API unless configured, which has every feature", () => {
    expect(isAtriumBackend()).toBe(true);
    expect(backendHas('projects')).toBe(true);
    setTestBackend('magento');
    expect(isAtriumBackend()).toBe(false);
    expect(backendHas('projects')).toBe(false);
    expect(backendHas('blog')).toBe(false);
  });

  it("makes an Atrium-only page a 404 on Magento, and lets it through on Atrium's API", async () => {
    const middleware = requireBackendFeature('projects');
    const args = {
      request: new Request('http://shop.test/int/customer/account/projects'),
      params: {},
      context: new RouterContextProvider(),
      unstable_pattern: '',
    };
    const next = vi.fn(async () => new Response('page'));
    expect(await middleware(args as never, next)).toBeInstanceOf(Response);
    expect(next).toHaveBeenCalledOnce();

    setTestBackend('magento');
    const error = await thrownBy(() => middleware(args as never, next));
    expect(error).toMatchObject({ data: { messageKey: 'error.page_not_found' }, init: { status: 404 } });
    expect(next).toHaveBeenCalledOnce();
  });
});

describe('the server on a Magento backend', () => {
  it('checks the session with the token’s customer, not healthCheck', async () => {
    setTestBackend('magento');
    const sent = stubGraphQL({ SessionCheck: { data: { customer: { email: 'ada@example.com' } } } });
    expect(await checkSessionHealth(shop().headers)).toEqual({
      ok: true,
      data: { healthCheck: { email: 'ada@example.com' } },
    });
    expect(sent.map((request) => request.operation)).toEqual(['SessionCheck']);

    stubGraphQL({ SessionCheck: authorizationError });
    const expired = await checkSessionHealth(shop().headers);
    expect(!expired.ok && isAuthorizationError(expired.error)).toBe(true);
  });

  it('reads the account without Atrium’s fields; the customer is the health check', async () => {
    setTestBackend('magento');
    const customer = {
      id: 1,
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      addresses: [],
    };
    stubGraphQL({ CustomerAccount: { data: { customer } } });
    const fetchMock = vi.mocked(fetch);
    const result = await getCustomerAccount(shop().headers);
    expect(result.ok && result.data.healthCheck).toEqual({ email: 'ada@example.com' });
    const { query } = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { query: string };
    expect(query).not.toMatch(/healthCheck|helpdesk_unread_count|organization_info|astrio_customer_type/);

    stubGraphQL({ CustomerAccount: authorizationError });
    const expired = await getCustomerAccount(shop().headers);
    expect(!expired.ok && isAuthorizationError(expired.error)).toBe(true);
  });

  it('leaves out the rails, the journal, the most-viewed block and the view count, asking nothing', async () => {
    setTestBackend('magento');
    const sent = stubGraphQL({});
    const context = shop();
    expect(await loadHomeRails(context)).toEqual([]);
    expect(await loadLatestPosts(context)).toEqual([]);
    expect(await getMostViewed(context.headers, 7, 'int')).toBeNull();
    await recordProductView(context.headers, 'Nw==', 'int');
    expect(await loadProjectChoices(context)).toBeNull();
    expect(await loadWaitingEstimates(context, 'estimate')).toBeNull();
    expect(await blogSitemapPaths(context.headers)).toEqual({ ok: true, paths: [] });
    expect(await personallySitemapPaths(context.headers)).toEqual({ ok: true, paths: [] });
    expect(sent).toEqual([]);
  });

  it('ignores project and estimate invite links', async () => {
    setTestBackend('magento');
    const sent = stubGraphQL({});
    const run = await runGuard('check-hash', 'http://shop.test/int/?projectHash=abc123', {
      cookie: 'auth_token=token-1',
    });
    expect(run.passed).toBe(true);
    expect(sent).toEqual([]);
  });

  it('unsubscribes the customer with updateCustomerV2', async () => {
    setTestBackend('magento');
    const sent = stubGraphQL({
      UnsubscribeCustomerFromNewsletter: {
        data: { updateCustomerV2: { customer: { is_subscribed: false } } },
      },
    });
    expect(await unsubscribe(shop())).toEqual({ ok: true, status: 'UNSUBSCRIBED' });
    expect(sent.map((request) => request.operation)).toEqual(['UnsubscribeCustomerFromNewsletter']);
  });

  it('saves and creates accounts without an organisation or a guest order', async () => {
    setTestBackend('magento');
    const sent = stubGraphQL({
      UpdateAccount: { data: { updateCustomerV2: { customer: { email: 'a@b.co' } } } },
    });
    const organization_info = {
      is_organization: true,
      name: 'Acme',
      tin: '',
      vat: '',
      address: '',
      logo_url: '',
    };
    await saveAccount(shop(), {
      profile: { firstname: 'Ada', middlename: '', lastname: 'Lovelace', organization_info },
      currentPassword: '',
    });
    expect(sent[0]?.variables).toEqual({ input: { firstname: 'Ada', middlename: '', lastname: 'Lovelace' } });

    const values = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      password: 'Secret-123',
      is_subscribed: false,
      is_organization: true,
      organization_name: 'Acme',
      organization_tin: '',
      organization_vat: '',
      organization_address: '',
    };
    const input = customerCreateInput(values as Parameters<typeof customerCreateInput>[0], 'order-token');
    expect(input).not.toHaveProperty('organization_info');
    expect(input).not.toHaveProperty('order_token');
    setTestBackend('atrium');
    expect(
      customerCreateInput(values as Parameters<typeof customerCreateInput>[0], 'order-token'),
    ).toMatchObject({
      order_token: 'order-token',
      organization_info: { name: 'Acme' },
    });
  });
});

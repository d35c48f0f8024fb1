// The estimate pages' server side against a stubbed API: what is asked, what a refusal does, and
// that bad input never reaches the API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizationError, stubGraphQL } from '~/test/graphql-stub';
import { shopContextFixture } from '~/test/shop-context-fixture';
import { estimateAction } from './estimate-actions.server';
import { cardFixture, estimateFixture } from './estimate-fixtures';
import { loadEstimate, loadEstimatesList } from './estimates.server';
import { loadSuccessEstimate } from './success-estimate.server';

const signedIn = (url = 'http://shop.test/int/customer/account/estimates/12', body?: FormData) =>
  new Request(url, {
    method: body ? 'POST' : 'GET',
    headers: { Cookie: 'auth_token=token-123' },
    ...(body ? { body } : {}),
  });

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

async function thrown(
  run: () => Promise<unknown>,
): Promise<{ status: number; location: string | null; body: unknown }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, location: error.headers.get('Location'), body: null };
    }
    const { init, data } = error as { init: ResponseInit | null; data: unknown };
    return { status: init?.status ?? 200, location: null, body: data };
  }
  throw new Error('nothing was thrown');
}

function flashOf(response: Response): unknown {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('flash='));
  return cookie ? JSON.parse(decodeURIComponent(cookie.split(';')[0]!.slice('flash='.length))) : null;
}

const account = { website: 'int', projectId: null };

describe('the estimate pages’ loaders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ask for one page of a list by its kind and project, fresh each time', async () => {
    const sent = stubGraphQL({
      EstimatesList: {
        data: {
          estimates: {
            total_count: 11,
            page_info: { current_page: 2, page_size: 10, total_pages: 2 },
            items: [cardFixture()],
          },
        },
      },
    });
    const list = await loadEstimatesList(shopContextFixture(signedIn()), 'proposals', 7, 2);
    expect(sent[0]?.variables).toEqual({
      currentPage: 2,
      pageSize: 10,
      filter: { project_id: { eq: '7' }, status: { in: ['proposal', 'on_cart'] } },
    });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(list).toMatchObject({ page: 2, totalPages: 2, totalCount: 11, kind: 'proposals', projectId: 7 });
    expect(list.estimates[0]?.href).toBe('/int/customer/account/projects/7/proposals/12');
  });

  it('answer 404 for an estimate the customer may not read, and for one of another project', async () => {
    stubGraphQL({ EstimateDetail: { data: { estimates: { items: [] } } } });
    const shop = shopContextFixture(signedIn());
    expect((await thrown(() => loadEstimate(shop, 12, account))).status).toBe(404);
    stubGraphQL({ EstimateDetail: { data: { estimates: { items: [estimateFixture('client')] } } } });
    expect((await thrown(() => loadEstimate(shop, 12, { website: 'int', projectId: 8 }))).status).toBe(404);
    expect((await loadEstimate(shop, 12, { website: 'int', projectId: 7 })).name).toBe('Living room');
  });
});

describe('the success-estimate guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a guest, a visit without an estimate and a malformed id home without asking the API', async () => {
    const sent = stubGraphQL({});
    const guest = shopContextFixture(
      new Request('http://shop.test/int/checkout/success-estimate?estimate=4'),
    );
    for (const [request, shop] of [
      [new Request('http://shop.test/int/checkout/success-estimate?estimate=4'), guest],
      [signedIn('http://shop.test/int/checkout/success-estimate'), shopContextFixture(signedIn())],
      [signedIn('http://shop.test/int/checkout/success-estimate?estimate=x'), shopContextFixture(signedIn())],
    ] as const) {
      expect(await thrown(() => loadSuccessEstimate(request, shop))).toMatchObject({
        status: 302,
        location: '/int/',
      });
    }
    expect(sent).toEqual([]);
  });

  it('sends home when the estimate has no name the customer may read', async () => {
    stubGraphQL({ EstimateName: { data: { estimates: { items: [] } } } });
    const request = signedIn('http://shop.test/int/checkout/success-estimate?estimate=4');
    expect(await thrown(() => loadSuccessEstimate(request, shopContextFixture(request)))).toMatchObject({
      location: '/int/',
    });
  });

  it('names the new estimate and links to it inside its project', async () => {
    const sent = stubGraphQL({
      EstimateName: { data: { estimates: { items: [{ id: 4, name: 'Kitchen', project_id: 7 }] } } },
    });
    const request = signedIn('http://shop.test/int/checkout/success-estimate?estimate=4');
    expect(await loadSuccessEstimate(request, shopContextFixture(request))).toEqual({
      website: 'int',
      name: 'Kitchen',
      estimateHref: '/int/customer/account/projects/7/estimates/4',
      listHref: '/int/customer/account/projects/7/estimates',
    });
    expect(sent[0]?.variables).toEqual({ estimateId: '4' });
  });
});

describe('the estimate page’s action', () => {
  afterEach(() => vi.unstubAllGlobals());

  const act = (
    entries: [string, string][],
    scope: { website: string; projectId: number | null } = account,
  ) => {
    const body = form(entries);
    const request = signedIn(undefined, body);
    return estimateAction({ request, shop: shopContextFixture(request), id: 12, scope }, body);
  };

  it('refuses bad input with the form’s errors and asks the API nothing', async () => {
    const sent = stubGraphQL({});
    const prices = await act([
      ['intent', 'prices'],
      ['side', 'manager'],
      ['price[31]', 'abc'],
    ]);
    expect(prices).toMatchObject({
      init: { status: 400 },
      data: { intent: 'prices', itemErrors: { 31: { key: 'estimate.validation.price' } } },
    });
    const status = await act([
      ['intent', 'status'],
      ['status', 'proposal'],
      ['note_required', 'proposal'],
    ]);
    expect(status).toMatchObject({
      data: { intent: 'status', error: { key: 'estimate.status.note_required' } },
    });
    const invite = await act([
      ['intent', 'invite'],
      ['email', 'nobody'],
    ]);
    expect(invite).toMatchObject({ data: { intent: 'invite', error: { key: 'customer.validation.email' } } });
    expect(sent).toEqual([]);
  });

  it('changes the status with the note and comes back to the estimate with the new status named', async () => {
    const sent = stubGraphQL({
      ChangeEstimateStatus: {
        data: {
          changeEstimateStatus: { id: 12, status: 'discount_partner', status_label: 'With the partner' },
        },
      },
    });
    const response = (await act(
      [
        ['intent', 'status'],
        ['status', 'discount_partner'],
        ['note', 'Over to you'],
      ],
      { website: 'int', projectId: 7 },
    )) as Response;
    expect(sent.map((request) => [request.operation, request.variables])).toEqual([
      ['ChangeEstimateStatus', { id: 12, status: 'discount_partner', note: 'Over to you' }],
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/int/customer/account/projects/7/estimates/12');
    expect(flashOf(response)).toEqual({
      type: 'success',
      key: 'estimate.message.status_changed',
      values: { status: 'discount_partner' },
    });
  });

  it('sends one item’s price to its side’s mutation, and all prices to the bulk one', async () => {
    const sent = stubGraphQL({
      SetCustomPricePartner: { data: { setCustomPricePartnerToEstimateProduct: { id: 12 } } },
      UpdateEstimatePriceProducts: { data: { updateEstimatePriceProducts: { id: 12 } } },
    });
    const prices: [string, string][] = [
      ['intent', 'prices'],
      ['side', 'partner'],
      ['price[31]', '80'],
      ['price[32]', ''],
    ];
    await act([...prices, ['price_item', '31']]);
    await act(prices);
    expect(sent.map((request) => [request.operation, request.variables])).toEqual([
      ['SetCustomPricePartner', { estimateId: 12, itemId: 31, price: 80 }],
      [
        'UpdateEstimatePriceProducts',
        {
          estimateId: 12,
          products: [
            { estimate_product_id: 31, custom_price: 80 },
            { estimate_product_id: 32, custom_price: null },
          ],
        },
      ],
    ]);
  });

  it('shows the API’s refusal next to its form, and ends the session on an authorization error', async () => {
    stubGraphQL({
      UpdateEstimate: {
        errors: [
          {
            message: 'The estimate changed meanwhile: reload it.',
            extensions: { category: 'graphql-input' },
          },
        ],
      },
    });
    expect(
      await act([
        ['intent', 'rename'],
        ['name', 'Hall'],
      ]),
    ).toMatchObject({
      init: { status: 400 },
      data: {
        intent: 'rename',
        name: 'Hall',
        message: { text: 'The estimate changed meanwhile: reload it.' },
      },
    });
    stubGraphQL({ UpdateEstimateProducts: authorizationError });
    const refused = await thrown(() =>
      act([
        ['intent', 'update-items'],
        ['qty[31]', '3'],
      ]),
    );
    expect(refused.location).toBe('/int/customer/logout?sessionExpired=1');
  });

  it('deletes a draft and opens the list with the API’s message, or keeps the page when refused', async () => {
    stubGraphQL({
      DeleteEstimate: { data: { deleteEstimate: { status: true, message: 'The estimate was deleted.' } } },
    });
    const deleted = (await act([['intent', 'delete']])) as Response;
    expect(deleted.headers.get('Location')).toBe('/int/customer/account/estimates');
    expect(flashOf(deleted)).toEqual({ type: 'success', text: 'The estimate was deleted.' });
    stubGraphQL({
      DeleteEstimate: {
        data: { deleteEstimate: { status: false, message: 'Only a draft can be deleted.' } },
      },
    });
    expect(await act([['intent', 'delete']])).toMatchObject({
      data: { intent: 'delete', message: { text: 'Only a draft can be deleted.' } },
    });
  });

  it('saves the delivery information with a cost in the base currency, or clears the cost', async () => {
    const sent = stubGraphQL({ UpdateEstimate: { data: { updateEstimate: { id: 12 } } } });
    await act([
      ['intent', 'delivery'],
      ['delivery_description', 'Lift'],
      ['delivery_cost', '45,50'],
    ]);
    await act([
      ['intent', 'delivery'],
      ['delivery_description', ''],
      ['delivery_cost', ''],
    ]);
    expect(sent.map((request) => request.variables.deliveryInfo)).toEqual([
      { description: 'Lift', delivery_cost: 45.5 },
      { description: '', delivery_cost: null },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { cardFixture, estimateFixture, itemFixture, TRANSITIONS_IN_ESTIMATE } from './estimate-fixtures';
import {
  checkEstimateAddress,
  parseAmount,
  readAddressValues,
  readDeliveryInfo,
  readEstimateName,
  readInvite,
  readItemsRequest,
  readPricesRequest,
  readSaveAsEstimate,
  readStatusChange,
} from './estimate-form';
import { toEstimateLine } from './estimate-line-view';
import { toMoneyRange } from './estimate-money';
import { appendPage, hasMore, nextPageHref, startList } from './estimate-paging';
import { estimateIdOf, estimatePaths, listPageOf } from './estimate-paths';
import { actionLabelKey, statusActions } from './estimate-status';
import { toEstimateCard, toEstimateView } from './estimate-view';
import { listFilter } from './estimates.server';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const account = { website: 'int', projectId: null };
const inProject = { website: 'int', projectId: 7 };

describe('the estimate paths', () => {
  it('lead to the account’s lists and pages, or to the same inside the project', () => {
    expect(estimatePaths.list(account, 'estimates')).toBe('/int/customer/account/estimates');
    expect(estimatePaths.list(inProject, 'proposals', 3)).toBe(
      '/int/customer/account/projects/7/proposals?page=3',
    );
    expect(estimatePaths.detail(account, 'estimates', 12)).toBe('/int/customer/account/estimates/12');
    expect(estimatePaths.detail(inProject, 'proposals', 12)).toBe(
      '/int/customer/account/projects/7/proposals/12',
    );
    expect(estimatePaths.successEstimate('ru', 4)).toBe('/ru/checkout/success-estimate?estimate=4');
  });

  it('take only positive ids and page numbers', () => {
    expect(estimateIdOf('12')).toBe(12);
    expect(estimateIdOf('0')).toBeNull();
    expect(estimateIdOf('1e3')).toBeNull();
    expect(estimateIdOf(null)).toBeNull();
    expect(listPageOf(new URL('http://shop.test/int/x?page=3'))).toBe(3);
    expect(listPageOf(new URL('http://shop.test/int/x?page=0'))).toBe(1);
    expect(listPageOf(new URL('http://shop.test/int/x?page=two'))).toBe(1);
  });

  it('filter a project’s list by the project, and proposals by the proposal statuses', () => {
    expect(listFilter('estimates', null)).toBeNull();
    expect(listFilter('estimates', 7)).toEqual({ project_id: { eq: '7' } });
    expect(listFilter('proposals', null)).toEqual({ status: { in: ['proposal', 'on_cart'] } });
  });
});

describe('the estimate views', () => {
  it('show a money range as one amount when both ends agree, else from … to …', () => {
    const usd = (value: number) => ({ currency: 'USD' as const, value });
    expect(toMoneyRange({ minimal_price: usd(5), maximal_price: usd(5) })).toEqual({
      kind: 'single',
      amount: usd(5),
    });
    expect(toMoneyRange({ minimal_price: usd(5), maximal_price: usd(8) })).toEqual({
      kind: 'range',
      from: usd(5),
      to: usd(8),
    });
    expect(
      toMoneyRange({ minimal_price: { currency: null, value: null }, maximal_price: usd(8) }),
    ).toBeNull();
  });

  it('make a list card with its status, project, item count, total range and the page of its list', () => {
    expect(toEstimateCard(cardFixture({ is_correction: true }), account, 'proposals')).toEqual({
      id: 12,
      name: 'Living room',
      status: 'estimate',
      statusLabel: 'Being priced',
      isCorrection: true,
      project: { name: 'Loft', href: '/int/customer/account/projects/7' },
      itemCount: 3,
      total: {
        kind: 'range',
        from: { currency: 'USD', value: 200 },
        to: { currency: 'USD', value: 260 },
      },
      createdAt: '2026-03-02 09:15:00',
      href: '/int/customer/account/proposals/12',
    });
    expect(
      toEstimateCard(cardFixture({ project_id: null, project_name: null }), inProject, 'estimates').project,
    ).toBeNull();
  });

  it('show an item’s variant picture or the product’s, its options and a link to the product', () => {
    const line = toEstimateLine(itemFixture('client'), 'int', '.html');
    expect(line).toMatchObject({
      id: 31,
      name: 'Oslo chair',
      sku: 'CHAIR-RED',
      href: '/int/oslo-chair.html',
      image: { url: 'https://api.test/media/chair.jpg', label: 'Oslo chair' },
      options: [
        { label: 'Colour', value: 'Red' },
        { label: 'Engraving', value: 'A.L.' },
      ],
      quantity: 2,
      description: 'By the window',
      isCustomPrice: true,
      customPrice: { currency: 'USD', value: 90 },
    });
  });

  it('give a client neither partner nor cost figures, a partner only theirs, a manager both', () => {
    const client = toEstimateView(estimateFixture('client'), account, '.html');
    expect(client.lines[0]?.partner).toBeNull();
    expect(client.lines[0]?.cost).toBeNull();
    expect(client.columns).toEqual({ cost: false, partner: false });
    expect(client.partner).toEqual({ name: 'Pat Partner', email: null });

    const partner = toEstimateView(estimateFixture('partner'), account, '.html');
    expect(partner.lines[0]?.cost).toBeNull();
    expect(partner.lines[0]?.partner).toEqual({
      price: { kind: 'single', amount: { currency: 'USD', value: 81 } },
      customPrice: null,
      reward: { currency: 'USD', value: 9 },
      rewardPercent: 10,
      rewardRowTotal: { currency: 'USD', value: 18 },
    });
    expect(partner.columns).toEqual({ cost: false, partner: true });

    const manager = toEstimateView(estimateFixture('manager'), account, '.html');
    expect(manager.lines[0]?.cost).toMatchObject({
      cost: { currency: 'USD', value: 60.48 },
      costMargin: 32.8,
    });
    expect(manager.columns).toEqual({ cost: true, partner: true });
  });

  it('show no partner figures on an estimate without a partner, even to a manager', () => {
    const view = toEstimateView(estimateFixture('manager', { partner_info: null }), account, '.html');
    expect(view.lines[0]?.partner).not.toBeNull();
    expect(view.columns).toEqual({ cost: true, partner: false });
  });

  it('show a manager the cost columns while pricing even when no supplier figure is known', () => {
    const bare = itemFixture('manager', {
      factoryPrice: null,
      factoryPriceDiscount: null,
      costFactor: null,
      cost: null,
      priceFactor: null,
      margin: null,
      costMargin: null,
    });
    const view = toEstimateView(estimateFixture('manager', {}, [bare]), account, '.html');
    expect(view.lines[0]?.cost).toBeNull();
    expect(view.columns.cost).toBe(true);
  });

  it('read the estimate’s people, address, delivery, totals, history and permissions', () => {
    const view = toEstimateView(estimateFixture('manager'), inProject, '.html');
    expect(view.project).toEqual({ id: 7, name: 'Loft', href: '/int/customer/account/projects/7' });
    expect(view.owner).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(view.address).toMatchObject({
      city: 'London',
      countryCode: 'GB',
      company: '',
      street: ['12 Baker Street'],
    });
    expect(view.delivery).toEqual({
      description: 'Lift to the 3rd floor',
      cost: { currency: 'USD', value: 45 },
    });
    expect(view.totals.grandTotal).toEqual({ kind: 'single', amount: { currency: 'USD', value: 225 } });
    expect(view.history.map((entry) => [entry.from, entry.to, entry.note])).toEqual([
      [null, 'draft', ''],
      ['draft', 'estimate', 'Please price by Friday'],
    ]);
    expect(view.permissions).toMatchObject({ editItems: true, editDelivery: true, loadIntoCart: false });
  });

  it('offer "Load into cart" and the delivery form exactly when the API says the reader may', () => {
    const view = (permissions: { load_into_cart: boolean; edit_delivery: boolean }) => {
      const fixture = estimateFixture('client', { status: 'proposal' });
      return toEstimateView(
        { ...fixture, permissions: { ...fixture.permissions, ...permissions } },
        account,
        '',
      ).permissions;
    };
    expect(view({ load_into_cart: true, edit_delivery: false })).toMatchObject({
      loadIntoCart: true,
      editDelivery: false,
    });
    expect(view({ load_into_cart: false, edit_delivery: true })).toMatchObject({
      loadIntoCart: false,
      editDelivery: true,
    });
  });
});

describe('the status actions', () => {
  it('give a client only the way back to draft while the estimate is priced', () => {
    expect(statusActions('estimate', TRANSITIONS_IN_ESTIMATE.client)).toEqual([
      {
        status: 'draft',
        labelKey: 'estimate.actions.to_draft',
        allowed: true,
        needsNote: false,
        reason: null,
      },
    ]);
  });

  it('give a partner nothing to do before the estimate is handed to them', () => {
    expect(statusActions('estimate', TRANSITIONS_IN_ESTIMATE.partner)).toEqual([]);
  });

  it('give a manager draft and the partner’s step, and the proposal only with a note', () => {
    const actions = statusActions('estimate', TRANSITIONS_IN_ESTIMATE.manager);
    expect(actions.map((action) => [action.status, action.allowed, action.needsNote])).toEqual([
      ['draft', true, false],
      ['discount_partner', true, false],
      ['proposal', true, true],
    ]);
    expect(actions[2]?.reason).toEqual({
      key: 'estimate.reason.needs_note',
      text: 'Skipping the partner’s step needs a note saying why.',
    });
  });

  it('show why a reachable target is refused, by its code or else the API’s words', () => {
    const actions = statusActions('draft', [
      { status: 'draft', allowed: false, reason_code: 'same_status', reason: 'Already.' },
      { status: 'estimate', allowed: false, reason_code: 'empty', reason: 'Add products first.' },
      { status: 'proposal', allowed: false, reason_code: 'budget', reason: 'Over the budget.' },
      {
        status: 'on_cart',
        allowed: false,
        reason_code: 'proposal_to_cart_only',
        reason: 'Use proposalToCart.',
      },
    ]);
    expect(actions).toEqual([
      {
        status: 'estimate',
        labelKey: 'estimate.actions.submit',
        allowed: false,
        needsNote: false,
        reason: { key: 'estimate.reason.empty', text: 'Add products first.' },
      },
      {
        status: 'proposal',
        labelKey: 'estimate.actions.to_proposal',
        allowed: false,
        needsNote: false,
        reason: { key: null, text: 'Over the budget.' },
      },
    ]);
  });

  it('name a move by where it comes from: submitting a draft, sending back from the partner (a manager takes it back)', () => {
    expect(actionLabelKey('draft', 'estimate')).toBe('estimate.actions.submit');
    expect(actionLabelKey('discount_partner', 'estimate')).toBe('estimate.actions.send_back');
    expect(actionLabelKey('discount_partner', 'estimate', 'PARTNER')).toBe('estimate.actions.send_back');
    expect(actionLabelKey('discount_partner', 'estimate', 'MANAGER')).toBe('estimate.actions.take_back');
    expect(actionLabelKey('estimate', 'discount_partner')).toBe('estimate.actions.to_partner');
    expect(actionLabelKey('proposal', 'draft')).toBe('estimate.actions.to_draft');
  });
});

describe('the lazy paging of the lists', () => {
  const page = (n: number, ids: number[], totalPages = 3) => ({
    page: n,
    totalPages,
    estimates: ids.map((id) => ({ id })),
  });

  it('appends the next page and rises by one page', () => {
    const list = appendPage(startList(page(1, [1, 2])), page(2, [3, 4]));
    expect(list).toEqual({ items: [1, 2, 3, 4].map((id) => ({ id })), page: 2, totalPages: 3 });
    expect(hasMore(list)).toBe(true);
    expect(nextPageHref('/int/customer/account/estimates', list)).toBe(
      '/int/customer/account/estimates?page=3',
    );
  });

  it('shows an estimate only once when the list moved between pages, and ignores a late or repeated page', () => {
    const list = appendPage(startList(page(1, [5, 4])), page(2, [4, 3]));
    expect(list.items.map((item) => item.id)).toEqual([5, 4, 3]);
    expect(appendPage(list, page(2, [9]))).toBe(list);
    expect(appendPage(list, page(4, [9]))).toBe(list);
  });

  it('has no more to show on the last page', () => {
    expect(hasMore(startList(page(3, [7])))).toBe(false);
    expect(hasMore(startList(page(1, [], 0)))).toBe(false);
  });
});

describe('the estimate forms', () => {
  it('save the cart as an estimate only with a name, and a project only by its id', () => {
    expect(readSaveAsEstimate(form([['estimate_name', ' Kitchen ']]))).toEqual({
      ok: true,
      name: 'Kitchen',
      projectId: null,
    });
    expect(
      readSaveAsEstimate(
        form([
          ['estimate_name', 'Kitchen'],
          ['project_id', '7'],
        ]),
      ),
    ).toEqual({ ok: true, name: 'Kitchen', projectId: 7 });
    expect(
      readSaveAsEstimate(
        form([
          ['estimate_name', ''],
          ['project_id', 'x'],
        ]),
      ),
    ).toEqual({
      ok: false,
      values: { name: '', projectId: 'x' },
      errors: { name: { key: 'validation.required' }, project: { key: 'validation.invalid_option' } },
    });
  });

  it('read every item’s quantity and description and the note, or one item’s removal', () => {
    expect(
      readItemsRequest(
        form([
          ['intent', 'update-items'],
          ['qty[31]', '2,5'],
          ['description[31]', ' oak '],
          ['qty[32]', '1'],
          ['items_note', 'In May'],
        ]),
      ),
    ).toEqual({
      intent: 'update-items',
      items: [
        { estimate_product_id: 31, qty: 2.5, description: 'oak' },
        { estimate_product_id: 32, qty: 1 },
      ],
      note: 'In May',
    });
    expect(
      readItemsRequest(
        form([
          ['intent', 'remove-item'],
          ['item_id', '31'],
        ]),
      ),
    ).toEqual({ intent: 'remove-item', itemId: 31 });
  });

  it('refuse a zero or unreadable quantity, a too long description and an unknown intent', () => {
    expect(
      readItemsRequest(
        form([
          ['intent', 'update-items'],
          ['qty[31]', '0'],
        ]),
      ),
    ).toEqual({
      errorKey: 'product.qty.not_a_number',
    });
    expect(
      readItemsRequest(
        form([
          ['intent', 'update-items'],
          ['qty[31]', 'two'],
        ]),
      ),
    ).toEqual({
      errorKey: 'product.qty.not_a_number',
    });
    expect(
      readItemsRequest(
        form([
          ['intent', 'update-items'],
          ['description[31]', 'x'.repeat(2001)],
        ]),
      ),
    ).toEqual({
      errorKey: 'customer.validation.too_long',
      values: { count: 2000 },
    });
    expect(
      readItemsRequest(
        form([
          ['intent', 'remove-item'],
          ['item_id', 'x'],
        ]),
      ),
    ).toEqual({ errorKey: 'error.default' });
    expect(readItemsRequest(form([['intent', 'sing']]))).toEqual({ errorKey: 'error.default' });
  });

  it('read all custom prices, an empty one clearing it, or one item’s own price', () => {
    const prices = [
      ['intent', 'prices'],
      ['side', 'manager'],
      ['price[31]', '99,90'],
      ['price[32]', ''],
    ] as [string, string][];
    expect(readPricesRequest(form(prices))).toEqual({
      intent: 'prices',
      side: 'manager',
      single: false,
      prices: [
        { estimate_product_id: 31, custom_price: 99.9 },
        { estimate_product_id: 32, custom_price: null },
      ],
    });
    expect(readPricesRequest(form([...prices, ['price_item', '32']]))).toEqual({
      intent: 'prices',
      side: 'manager',
      single: true,
      itemId: 32,
      price: null,
    });
  });

  it('refuse a price that is not above zero, naming the item, and a form without its side', () => {
    const wrong = readPricesRequest(
      form([
        ['intent', 'prices'],
        ['side', 'partner'],
        ['price[31]', '0'],
        ['price[32]', '-5'],
        ['price[33]', '10'],
      ]),
    );
    expect(wrong).toEqual({
      errorKey: 'estimate.validation.price',
      itemErrors: { 31: { key: 'estimate.validation.price' }, 32: { key: 'estimate.validation.price' } },
    });
    expect(
      readPricesRequest(
        form([
          ['intent', 'prices'],
          ['price[31]', '10'],
        ]),
      ),
    ).toEqual({
      errorKey: 'error.default',
      itemErrors: {},
    });
    expect(parseAmount('12.34567')).toBeNaN();
    expect(parseAmount('1 000')).toBeNaN();
    expect(parseAmount('1000.5')).toBe(1000.5);
  });

  it('change the status to a known target, with the note a target needs', () => {
    expect(
      readStatusChange(
        form([
          ['status', 'estimate'],
          ['note', ' ready '],
        ]),
      ),
    ).toEqual({
      ok: true,
      status: 'estimate',
      note: 'ready',
    });
    expect(readStatusChange(form([['status', 'draft']]))).toEqual({ ok: true, status: 'draft', note: null });
    expect(
      readStatusChange(
        form([
          ['status', 'proposal'],
          ['note_required', 'proposal'],
          ['note', ''],
        ]),
      ),
    ).toEqual({ ok: false, note: '', error: { key: 'estimate.status.note_required' } });
    expect(readStatusChange(form([['status', 'on_cart']]))).toMatchObject({
      ok: false,
      error: { key: 'error.default' },
    });
    expect(readStatusChange(form([['status', 'archived']]))).toMatchObject({ ok: false });
  });

  it('require a name, an e-mail to invite, and a delivery cost of zero or more', () => {
    expect(readEstimateName(form([['name', ' ']]))).toEqual({
      ok: false,
      name: '',
      error: { key: 'validation.required' },
    });
    expect(readEstimateName(form([['name', 'Hall']]))).toEqual({ ok: true, name: 'Hall' });
    expect(readInvite(form([['email', 'pat']]))).toEqual({
      ok: false,
      email: 'pat',
      error: { key: 'customer.validation.email' },
    });
    expect(readInvite(form([['email', 'pat@example.com']]))).toEqual({ ok: true, email: 'pat@example.com' });
    expect(
      readDeliveryInfo(
        form([
          ['delivery_description', 'Lift'],
          ['delivery_cost', '0'],
        ]),
      ),
    ).toEqual({
      ok: true,
      description: 'Lift',
      cost: 0,
    });
    expect(
      readDeliveryInfo(
        form([
          ['delivery_description', ''],
          ['delivery_cost', ''],
        ]),
      ),
    ).toEqual({
      ok: true,
      description: '',
      cost: null,
    });
    expect(readDeliveryInfo(form([['delivery_cost', '-1']]))).toEqual({
      ok: false,
      values: { description: '', cost: '-1' },
      errors: { cost: { key: 'estimate.validation.delivery_cost' } },
    });
  });

  it('check the delivery address with the address book rules, without a region', () => {
    const countries = [{ id: 'GB', name: 'United Kingdom', regions: [] }];
    const values = readAddressValues(
      form([
        ['firstname', 'Ada'],
        ['lastname', 'Lovelace'],
        ['street', '12 Baker Street'],
        ['street', ''],
        ['city', 'London'],
        ['country_code', 'gb'],
        ['telephone', '+44 20'],
      ]),
    );
    expect(checkEstimateAddress(values, countries)).toEqual({
      ok: true,
      input: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        street: ['12 Baker Street'],
        city: 'London',
        country_code: 'GB',
        telephone: '+44 20',
      },
    });
    const missing = checkEstimateAddress({ ...values, telephone: '', countryCode: 'XX' }, countries);
    expect(missing.ok ? null : missing.errors).toEqual({
      telephone: { key: 'validation.required' },
      countryCode: { key: 'validation.invalid_option' },
    });
  });
});

// The estimate and proposal pages rendered on the server, as each reader's first HTML: which
// figures, inputs and status actions a client, a partner and a manager get.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/i18n/config';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import { EstimatePage, type EstimatePageData } from './EstimatePage';
import { EstimatesListPage } from './EstimatesListPage';
import { cardFixture, estimateFixture, itemFixture, type Reader } from './estimate-fixtures';
import { type EstimateDetail, toEstimateCard, toEstimateView } from './estimate-view';
import type { EstimatesListData } from './estimates.server';
import { ProposalPage } from './ProposalPage';
import { SaveAsEstimateForm } from './SaveAsEstimateForm';
import { SuccessEstimatePage } from './SuccessEstimatePage';
import { WaitingEstimates } from './WaitingEstimates';

let rendered: () => ReactNode = () => null;
function RoutedPage() {
  return rendered();
}
const Stub = createRoutesStub([{ path: '/int/*', Component: RoutedPage }]);

function render(
  element: () => ReactNode,
  path = '/int/customer/account/estimates/12',
  locale: Locale = 'en-US',
): string {
  rendered = element;
  return renderToString(
    <I18nProvider i18n={createTranslator(locale, loadMessages(locale).messages)}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');
}

const account = { website: 'int', projectId: null };

function pageData(reader: Reader, estimate: EstimateDetail = estimateFixture(reader)): EstimatePageData {
  return {
    scope: account,
    estimate: toEstimateView(estimate, account, '.html'),
    countries: [{ id: 'GB', name: 'United Kingdom', regions: [] }],
    baseCurrency: 'USD',
    confirmingDelete: false,
  };
}

const count = (html: string, text: string) => html.split(text).length - 1;
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the estimate page (server render)', () => {
  it('shows a client the items, totals, delivery and history, but no cost or partner figure and no price input', () => {
    const html = render(() => <EstimatePage data={pageData('client')} />);
    expect(html).toContain('Living room');
    expect(html).toContain('href="/int/oslo-chair.html"');
    expect(html).toContain('Colour:');
    expect(html).toContain('Engraving:');
    expect(html).toContain('$225.00');
    expect(html).toContain('Lift to the 3rd floor');
    expect(html).toContain('12 Baker Street');
    expect(html).toContain('Please price by Friday');
    expect(html).toContain('“Draft” → “Being priced”');
    expect(html).not.toContain('data-testid="estimate-cost-figures"');
    expect(html).not.toContain('data-testid="estimate-partner-figures"');
    expect(html).not.toContain('Factory price');
    expect(html).not.toContain('Partner price');
    expect(html).not.toContain('name="price[');
    expect(html).not.toContain('name="qty[');
    expect(html).not.toContain('pat@example.com');
  });

  it('adds the grand total including tax when there is tax on the items, and only then', () => {
    const taxed = render(() => <EstimatePage data={pageData('client')} />);
    expect(taxed).toContain('Grand total incl. tax');
    expect(taxed).toContain('$261.00');
    const fixture = estimateFixture('client');
    const untaxed = {
      ...fixture,
      products: {
        ...fixture.products,
        total_prices: {
          ...fixture.products.total_prices,
          grand_total_including_tax: fixture.products.total_prices.grand_total,
        },
      },
    };
    const html = render(() => <EstimatePage data={pageData('client', untaxed)} />);
    expect(html).not.toContain('Grand total incl. tax');
  });

  it('gives a client in pricing only the way back to draft, and an invite form when they may invite', () => {
    const html = render(() => <EstimatePage data={pageData('client')} />);
    expect(count(html, 'data-testid="estimate-status-button"')).toBe(1);
    expect(html).toContain('data-target="draft"');
    expect(html).toContain('Return to draft');
    expect(html).not.toContain('Hand to the partner');
    expect(html).not.toContain('Make the proposal');
    expect(html).toContain('data-testid="estimate-invite-form"');
    expect(html).not.toContain('data-testid="estimate-delete"');
    expect(html).not.toContain('data-testid="estimate-address-form"');
  });

  it('shows a manager the cost columns and the partner’s figures, with inline custom prices and the bulk save', () => {
    const html = render(() => <EstimatePage data={pageData('manager')} />);
    expect(html).toContain('data-testid="estimate-cost-figures"');
    expect(html).toContain('Factory price');
    expect(html).toContain('$60.48');
    expect(html).toContain('32.8%');
    expect(html).toContain('data-testid="estimate-partner-figures"');
    expect(html).toContain('pat@example.com');
    expect(html).toMatch(/name="price\[31\]"[^>]*value="90"|value="90"[^>]*name="price\[31\]"/);
    expect(html).toContain('form="estimate-prices-form"');
    expect(html).toMatch(
      /<button type="submit"[^>]*form="estimate-prices-form" value="31"[^>]*name="price_item"/,
    );
    expect(html).toContain('<input type="hidden" name="side" value="manager"/>');
    expect(html).toContain('Save prices');
    expect(html).toContain('Custom price (USD)');
    // While it is priced the manager's price is theirs, not yet agreed.
    expect(textOf(html)).toContain('$90.00manager&#x27;s price');
    expect(html).not.toContain('>agreed<');
    expect(html).toContain('name="qty[31]"');
    expect(html).toContain('data-testid="estimate-address-form"');
    expect(html).toContain('data-testid="estimate-delivery-form"');
    expect(html).toContain('Delivery cost (USD)');
  });

  it('gives a manager draft, the partner’s step and the proposal that needs a note', () => {
    const html = render(() => <EstimatePage data={pageData('manager')} />);
    expect(count(html, 'data-testid="estimate-status-button"')).toBe(3);
    expect(html).toContain('Hand to the partner');
    expect(html).toContain('Make the proposal');
    expect(html).toContain('<input type="hidden" name="note_required" value="proposal"/>');
    expect(html).toContain('Without the partner&#x27;s step: write a note saying why.');
  });

  it('shows a partner their price and reward, the partner price input in their step, and no cost figure', () => {
    const estimate = estimateFixture('partner', {
      status: 'discount_partner',
      status_label: 'With the partner',
      permissions: {
        edit_items: false,
        edit_manager_prices: false,
        edit_partner_prices: true,
        edit_details: false,
        edit_delivery: false,
        invite: false,
        delete: false,
        load_into_cart: false,
      },
      transitions: [
        { status: 'draft', allowed: false, reason_code: 'role', reason: 'No.' },
        { status: 'estimate', allowed: true, reason_code: null, reason: null },
        { status: 'discount_partner', allowed: false, reason_code: 'same_status', reason: 'Already.' },
        { status: 'proposal', allowed: true, reason_code: null, reason: null },
        { status: 'on_cart', allowed: false, reason_code: 'proposal_to_cart_only', reason: 'No.' },
      ],
    });
    const html = render(() => <EstimatePage data={pageData('partner', estimate)} />);
    expect(html).toContain('data-testid="estimate-partner-figures"');
    expect(html).toContain('$81.00');
    expect(html).toContain('$18.00');
    expect(html).toContain('Partner price (USD)');
    expect(html).toContain('<input type="hidden" name="side" value="partner"/>');
    expect(html).not.toContain('data-testid="estimate-cost-figures"');
    expect(html).not.toContain('Factory price');
    expect(html).toContain('Send back to the manager');
    expect(html).toContain('Make the proposal');
    expect(html).not.toContain('name="qty[');
  });

  it('shows why a target is refused: translated by its code, in the API’s words for an unknown code', () => {
    const estimate = estimateFixture('client', {
      status: 'draft',
      status_label: 'Draft',
      transitions: [
        { status: 'draft', allowed: false, reason_code: 'same_status', reason: 'Already.' },
        { status: 'estimate', allowed: false, reason_code: 'empty', reason: 'The estimate has no items.' },
        {
          status: 'proposal',
          allowed: false,
          reason_code: 'budget_exceeded',
          reason: 'Over the project budget.',
        },
      ],
    });
    const html = render(() => <EstimatePage data={pageData('client', estimate)} />);
    expect(html).not.toContain('data-testid="estimate-status-form"');
    expect(count(html, 'data-testid="estimate-status-refused"')).toBe(2);
    expect(html).toContain('Add products to the estimate first.');
    expect(html).toContain('Over the project budget.');
    const russian = render(() => <EstimatePage data={pageData('client', estimate)} />, undefined, 'ru-RU');
    expect(russian).toContain('Сначала добавьте товары в смету.');
  });

  it('asks before deleting a draft, and shows the action’s refusal next to its form', () => {
    const estimate = estimateFixture('client', {
      status: 'draft',
      permissions: {
        edit_items: true,
        edit_manager_prices: false,
        edit_partner_prices: false,
        edit_details: true,
        edit_delivery: false,
        invite: true,
        delete: true,
        load_into_cart: false,
      },
    });
    const data = { ...pageData('client', estimate), confirmingDelete: true };
    const html = render(() => (
      <EstimatePage data={data} answer={{ intent: 'prices', message: { text: 'Refused' }, itemErrors: {} }} />
    ));
    expect(html).toContain('data-testid="estimate-delete-confirm"');
    expect(html).toContain('Delete the estimate “Living room” with its items?');
    expect(html).toContain('name="qty[31]"');
    expect(html).toContain('data-testid="estimate-rename-form"');
    const refused = render(() => (
      <EstimatePage
        data={pageData('manager')}
        answer={{
          intent: 'prices',
          message: { key: 'estimate.validation.price' },
          itemErrors: { 31: { key: 'estimate.validation.price' } },
        }}
      />
    ));
    expect(count(refused, 'Enter a price above zero, e.g. 120.50.')).toBe(2);
  });
});

describe('the proposal page (server render)', () => {
  const proposal = (
    reader: Reader,
    role: EstimateDetail['role'],
    status: 'proposal' | 'on_cart' = 'proposal',
  ) =>
    estimateFixture(reader, {
      status,
      status_label: status === 'proposal' ? 'Proposal' : 'In the cart',
      role,
      // As the API answers it (status-machine mayLoadIntoCart).
      permissions: {
        ...estimateFixture(reader).permissions,
        load_into_cart: status === 'proposal' && (role === 'OWNER' || role === 'MEMBER'),
      },
      transitions: [
        { status: 'draft', allowed: true, reason_code: null, reason: null },
        { status: 'estimate', allowed: false, reason_code: 'from_status', reason: 'Only from draft.' },
        { status: 'discount_partner', allowed: false, reason_code: 'role', reason: 'No.' },
        { status: 'proposal', allowed: false, reason_code: 'same_status', reason: 'Already.' },
        { status: 'on_cart', allowed: false, reason_code: 'proposal_to_cart_only', reason: 'No.' },
      ],
    });

  it('gives the owner the agreed items read-only with "Load into cart" and "Ask for changes"', () => {
    const data = { ...pageData('client', proposal('client', 'OWNER')), cartHref: '/int/checkout/cart' };
    const html = render(() => <ProposalPage data={data} />, '/int/customer/account/proposals/12');
    expect(html).toContain('data-testid="proposal-load-into-cart"');
    expect(html).toContain('<input type="hidden" name="intent" value="load-into-cart"/>');
    expect(html).toContain('Ask for changes');
    expect(html).toContain('What should change?');
    expect(html).toContain('href="/int/customer/account/estimates/12"');
    expect(html).not.toContain('name="qty[');
    expect(html).not.toContain('name="price[');
    expect(html).not.toContain('Factory price');
  });

  it('shows a manager the figures but nothing to change, and no "Load into cart"', () => {
    const item = itemFixture('manager', {
      partner_custom_price: { currency: 'USD', value: 85 },
      price_for_partner_range: {
        minimal_price: { currency: 'USD', value: 85 },
        maximal_price: { currency: 'USD', value: 85 },
      },
    });
    const data = {
      ...pageData('manager', {
        ...proposal('manager', 'MANAGER'),
        products: { ...proposal('manager', 'MANAGER').products, items: [item] },
      }),
      cartHref: '/int/checkout/cart',
    };
    const html = render(() => <ProposalPage data={data} />, '/int/customer/account/proposals/12');
    expect(html).toContain('Factory price');
    expect(html).not.toContain('name="price[');
    expect(html).not.toContain('data-testid="estimate-delivery-form"');
    expect(html).toContain('>agreed<');
    // The partner's own price is the partner price, shown once and marked as theirs.
    expect(count(textOf(html), 'Partner price')).toBe(1);
    expect(textOf(html)).toContain('Partner price$85.00set by the partner');
    expect(html).not.toContain('data-testid="proposal-load-into-cart"');
  });

  it('says a proposal already in the cart is there and leads to the cart', () => {
    const data = {
      ...pageData('client', proposal('client', 'OWNER', 'on_cart')),
      cartHref: '/int/checkout/cart',
    };
    const html = render(() => <ProposalPage data={data} />, '/int/customer/account/proposals/12');
    expect(html).toContain('data-testid="proposal-on-cart"');
    expect(html).toContain('href="/int/checkout/cart"');
    expect(html).not.toContain('data-testid="proposal-load-into-cart"');
  });
});

describe('the lists (server render)', () => {
  const list = (overrides: Partial<EstimatesListData> = {}): EstimatesListData => ({
    website: 'int',
    kind: 'estimates',
    projectId: null,
    page: 1,
    totalPages: 2,
    totalCount: 12,
    estimates: [toEstimateCard(cardFixture(), account, 'estimates')],
    ...overrides,
  });

  it('show each estimate with status, project, items, total range and date, and "Show more" as a link to the next page', () => {
    const html = render(() => <EstimatesListPage data={list()} />, '/int/customer/account/estimates');
    expect(html).toContain('12 estimates');
    expect(html).toContain('href="/int/customer/account/estimates/12"');
    expect(html).toContain('Being priced');
    expect(html).toContain('href="/int/customer/account/projects/7"');
    expect(textOf(html)).toContain('from $200.00 to $260.00');
    expect(html).toContain('Mar 2, 2026');
    expect(html).toMatch(
      /data-testid="estimates-show-more" href="\/int\/customer\/account\/estimates\?page=2"/,
    );
    expect(html).not.toContain('Back to the first page');
  });

  it('show the page `?page=N` asked for, with a way back to the first, and no "Show more" on the last', () => {
    const html = render(
      () => <EstimatesListPage data={list({ page: 2 })} />,
      '/int/customer/account/estimates',
    );
    expect(html).not.toContain('data-testid="estimates-show-more"');
    expect(html).toContain('Back to the first page');
  });

  it('say when there are no proposals yet, with a heading inside a project', () => {
    const html = render(
      () => (
        <EstimatesListPage
          data={list({ kind: 'proposals', projectId: 7, estimates: [], totalCount: 0, totalPages: 0 })}
        />
      ),
      '/int/customer/account/projects/7/proposals',
    );
    expect(html).toContain('You have no proposals yet.');
    expect(html).toContain('<h2');
    expect(html).not.toContain('data-testid="estimates-show-more"');
  });

  it('list what waits for a manager and for a partner on the dashboard', () => {
    const estimates = [toEstimateCard(cardFixture(), account, 'estimates')];
    const manager = render(() => (
      <WaitingEstimates website="int" waiting={{ status: 'estimate', totalCount: 1, estimates }} />
    ));
    expect(manager).toContain('Waiting for you');
    expect(manager).toContain('1 estimate waits for your prices.');
    expect(manager).toContain('href="/int/customer/account/estimates/12"');
    const partner = render(
      () => (
        <WaitingEstimates
          website="int"
          waiting={{ status: 'discount_partner', totalCount: 5, estimates: [] }}
        />
      ),
      undefined,
      'ru-RU',
    );
    expect(partner).toContain('Ждут вашей скидки');
    expect(partner).toContain('5 смет ждут вашей скидки.');
  });
});

describe('saving the cart as an estimate (server render)', () => {
  it('asks for a name and offers the customer’s projects, keeping what was typed when refused', () => {
    const html = render(
      () => (
        <SaveAsEstimateForm
          action="/int/checkout/cart"
          projects={[{ id: 7, name: 'Loft' }]}
          answer={{
            intent: 'save-as-estimate',
            values: { name: '', projectId: '7' },
            errors: { name: { key: 'validation.required' } },
          }}
        />
      ),
      '/int/checkout/cart',
    );
    expect(html).toContain('action="/int/checkout/cart"');
    expect(html).toContain('name="estimate_name"');
    expect(html).toContain('This is a required field.');
    expect(html).toContain('<option value="7" selected="">Loft</option>');
    expect(html).toContain('No project');
  });

  it('offers no form while the cart holds a bundle, and names the bundles to remove', () => {
    const html = render(
      () => <SaveAsEstimateForm action="/int/checkout/cart" projects={[]} bundles={['Oslo dining set']} />,
      '/int/checkout/cart',
    );
    expect(html).not.toContain('name="estimate_name"');
    expect(html).toContain(
      'Estimates cannot hold bundle products yet. Remove “Oslo dining set” from the cart to save the rest as an estimate.',
    );
  });

  it('leaves out the project choice when there is none, and confirms a saved estimate with its name and link', () => {
    const form = render(
      () => <SaveAsEstimateForm action="/int/checkout/cart" projects={null} />,
      '/int/checkout/cart',
    );
    expect(form).not.toContain('name="project_id"');
    const success = render(
      () => (
        <SuccessEstimatePage
          data={{
            website: 'int',
            name: 'Kitchen',
            estimateHref: '/int/customer/account/projects/7/estimates/4',
            listHref: '/int/customer/account/projects/7/estimates',
          }}
        />
      ),
      '/int/checkout/success-estimate?estimate=4',
    );
    expect(success).toContain('Kitchen');
    expect(success).toContain('href="/int/customer/account/projects/7/estimates/4"');
  });
});

describe('an item priced on request', () => {
  it('says so instead of a price', () => {
    const item = itemFixture('client', {
      is_price_on_request: true,
      is_custom_price: false,
      custom_price: null,
    });
    const html = render(() => (
      <EstimatePage data={pageData('client', estimateFixture('client', {}, [item]))} />
    ));
    expect(html).toContain('Price on request');
  });
});

describe('an item whose options are open', () => {
  it('shows its price as a range and the single amounts of its maximal price as “up to”', () => {
    const item = itemFixture('manager', {
      is_custom_price: false,
      custom_price: null,
      configured_variant: null,
      configurable_options: [],
      price_range: {
        minimal_price: { currency: 'USD', value: 90 },
        maximal_price: { currency: 'USD', value: 120 },
      },
      managerPriceVat: { currency: 'USD', value: 144 },
    });
    const html = textOf(
      render(() => <EstimatePage data={pageData('manager', estimateFixture('manager', {}, [item]))} />),
    );
    expect(html).toContain('from $90.00 to $120.00');
    expect(html).toContain('Price incl. VATup to $144.00');
    expect(html).toContain('Row total incl. VATup to $216.00');
    expect(html).toContain('Reward per unitup to $9.00');
  });

  it('shows a chosen variant’s single amounts as they are', () => {
    const html = textOf(render(() => <EstimatePage data={pageData('manager')} />));
    expect(html).toContain('Price incl. VAT$108.00');
    expect(html).not.toContain('up to');
  });
});

describe('the words of statuses', () => {
  it('name the status in the interface language, not the store view’s, on the badge and in the message', () => {
    const estimate = estimateFixture('manager', {
      status: 'discount_partner',
      status_label: 'With the partner',
      role: 'MANAGER',
      transitions: [
        { status: 'draft', allowed: true, reason_code: null, reason: null },
        { status: 'estimate', allowed: true, reason_code: null, reason: null },
        { status: 'discount_partner', allowed: false, reason_code: 'same_status', reason: 'Already.' },
        { status: 'proposal', allowed: false, reason_code: 'role', reason: 'No.' },
        { status: 'on_cart', allowed: false, reason_code: 'proposal_to_cart_only', reason: 'No.' },
      ],
    });
    const html = render(
      () => <EstimatePage data={pageData('manager', estimate)} />,
      '/int/customer/account/estimates/12',
      'ru-RU',
    );
    expect(html).toMatch(/data-testid="estimate-status" data-status="discount_partner">У партнёра</);
    expect(html).not.toContain('With the partner');
    // Back from the partner, the manager takes it back (the partner sends it back).
    expect(html).toContain('Забрать у партнёра');
    expect(html).not.toContain('Вернуть менеджеру');
    const messages = createTranslator('ru-RU', loadMessages('ru-RU').messages);
    expect(messages.t('estimate.message.status_changed', { status: 'proposal' })).toBe(
      'Смета теперь в статусе «Коммерческое предложение».',
    );
  });
});

describe('inside a project', () => {
  it('leaves out the project on the list’s rows and the estimate’s head', () => {
    const scope = { website: 'int', projectId: 7 };
    const list = render(
      () => (
        <EstimatesListPage
          data={{
            website: 'int',
            kind: 'estimates',
            projectId: 7,
            page: 1,
            totalPages: 1,
            totalCount: 1,
            estimates: [toEstimateCard(cardFixture(), scope, 'estimates')],
          }}
        />
      ),
      '/int/customer/account/projects/7/estimates',
    );
    expect(list).toContain('Living room');
    expect(list).not.toContain('Project:');
    const page = render(
      () => (
        <EstimatePage
          data={{
            ...pageData('client'),
            scope,
            estimate: toEstimateView(estimateFixture('client'), scope, '.html'),
          }}
        />
      ),
      '/int/customer/account/projects/7/estimates/12',
    );
    expect(page).not.toContain('Project:');
    expect(render(() => <EstimatePage data={pageData('client')} />)).toContain('Project:');
  });
});

import { describe, expect, it } from 'vitest';
import {
  addToProjectQuery,
  checkProjectAddress,
  projectProductInput,
  readAddToProject,
  readAddToProjectProduct,
  readInvite,
  readProductsRequest,
  readProjectAddressValues,
  readProjectDetails,
} from './project-form';
import { projectIdOf, projectPaths } from './project-paths';
import { activeProjectTab, projectTabs } from './project-tabs';
import { toMoneyRange, toProjectCard, toProjectLine } from './project-view';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const money = (min: number, max: number) => ({
  minimal_price: { currency: 'USD' as const, value: min },
  maximal_price: { currency: 'USD' as const, value: max },
});

describe('the project forms', () => {
  it('require a project name and keep what was typed when it is missing or too long', () => {
    expect(
      readProjectDetails(
        form([
          ['name', '  Kitchen  '],
          ['description', ' Oak '],
        ]),
      ),
    ).toEqual({
      ok: true,
      values: { name: 'Kitchen', description: 'Oak' },
    });
    expect(
      readProjectDetails(
        form([
          ['name', ' '],
          ['description', 'x'],
        ]),
      ),
    ).toEqual({
      ok: false,
      values: { name: '', description: 'x' },
      errors: { name: { key: 'validation.required' } },
    });
    const long = readProjectDetails(form([['name', 'n'.repeat(256)]]));
    expect(long.ok ? null : long.errors.name).toEqual({
      key: 'customer.validation.too_long',
      values: { count: 255 },
    });
  });

  it('check the delivery address with the address book rules, without a region, and build its input', () => {
    const countries = [
      { id: 'US', name: 'United States', regions: [{ id: 1, code: 'AL', name: 'Alabama' }] },
    ];
    const values = readProjectAddressValues(
      form([
        ['firstname', 'Ada'],
        ['lastname', 'Lovelace'],
        ['street', '1 Main St'],
        ['street', ''],
        ['city', 'Springfield'],
        ['country_code', 'us'],
        ['telephone', '555'],
      ]),
    );
    expect(checkProjectAddress(values, countries)).toEqual({
      ok: true,
      input: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        street: ['1 Main St'],
        city: 'Springfield',
        country_code: 'US',
        telephone: '555',
      },
    });
    const missing = checkProjectAddress({ ...values, city: '', countryCode: 'XX' }, countries);
    expect(missing.ok ? null : missing.errors).toEqual({
      city: { key: 'validation.required' },
      countryCode: { key: 'validation.invalid_option' },
    });
  });

  it('accept an invite only to an e-mail address', () => {
    expect(readInvite(form([['email', ' friend@example.com ']]))).toEqual({
      ok: true,
      email: 'friend@example.com',
    });
    expect(readInvite(form([['email', '']]))).toEqual({
      ok: false,
      email: '',
      error: { key: 'validation.required' },
    });
    expect(readInvite(form([['email', 'friend']]))).toEqual({
      ok: false,
      email: 'friend',
      error: { key: 'customer.validation.email' },
    });
  });
});

describe('the products tab forms', () => {
  it('read every line quantity and note and the project note from the save button', () => {
    expect(
      readProductsRequest(
        form([
          ['intent', 'update'],
          ['qty[4]', '2,5'],
          ['note[4]', ' by the window '],
          ['qty[9]', '1'],
          ['products_note', 'Deliver in May'],
        ]),
      ),
    ).toEqual({
      intent: 'update',
      lines: [
        { project_product_id: 4, qty: 2.5, note: 'by the window' },
        { project_product_id: 9, qty: 1 },
      ],
      note: 'Deliver in May',
    });
  });

  it('read a − or + step as that one line only', () => {
    expect(
      readProductsRequest(
        form([
          ['intent', 'update'],
          ['qty[4]', '7'],
          ['qty_step', '4:3'],
        ]),
      ),
    ).toEqual({
      intent: 'update',
      lines: [{ project_product_id: 4, qty: 3 }],
      note: null,
    });
  });

  it('refuse a zero or unreadable quantity, an empty comment and an unknown intent', () => {
    expect(
      readProductsRequest(
        form([
          ['intent', 'update'],
          ['qty[4]', '0'],
        ]),
      ),
    ).toEqual({
      errorKey: 'product.qty.not_a_number',
    });
    expect(
      readProductsRequest(
        form([
          ['intent', 'comment'],
          ['line_id', '4'],
          ['comment', ' '],
        ]),
      ),
    ).toEqual({
      errorKey: 'validation.required',
    });
    expect(
      readProductsRequest(
        form([
          ['intent', 'remove'],
          ['line_id', 'x'],
        ]),
      ),
    ).toEqual({ errorKey: 'error.default' });
    expect(readProductsRequest(form([['intent', 'drop']]))).toEqual({ errorKey: 'error.default' });
    expect(
      readProductsRequest(
        form([
          ['intent', 'comment'],
          ['line_id', '4'],
          ['comment', 'Nice'],
        ]),
      ),
    ).toEqual({
      intent: 'comment',
      lineId: 4,
      comment: 'Nice',
    });
  });
});

describe('adding a product to a project', () => {
  const productPage = form([
    ['sku', 'SOFA'],
    ['selected_option[Y29sb3I=]', 'Y29uZmlndXJhYmxlLzEvMg=='],
    ['quantity', '2'],
    ['product_name', 'Sofa'],
    ['project_id', '12'],
  ]);

  it('reads the product page form: a configurable with its chosen value goes as parent_sku and options', () => {
    const read = readAddToProject(productPage);
    expect(read).toEqual({
      ok: true,
      product: {
        sku: 'SOFA',
        parentSku: null,
        selectedOptions: ['Y29uZmlndXJhYmxlLzEvMg=='],
        name: 'Sofa',
        quantity: 2,
      },
      target: { projectId: 12 },
    });
    expect(read.ok && projectProductInput(read.product)).toEqual({
      configurable: true,
      input: { sku: 'SOFA', parent_sku: 'SOFA', selected_options: ['Y29uZmlndXJhYmxlLzEvMg=='], quantity: 2 },
    });
  });

  it('adds a simple product by its SKU, a card’s configurable with open options, and a wishlist variant with its parent', () => {
    const simple = readAddToProjectProduct(new URLSearchParams('sku=LAMP&quantity=1'));
    expect(simple && projectProductInput(simple)).toEqual({
      configurable: false,
      input: { sku: 'LAMP', quantity: 1 },
    });
    const card = readAddToProjectProduct(new URLSearchParams('sku=SOFA&product_type=configurable'));
    expect(card && projectProductInput(card)).toEqual({
      configurable: true,
      input: { sku: 'SOFA', quantity: 1 },
    });
    const variant = readAddToProjectProduct(new URLSearchParams('sku=SOFA-RED&parent_sku=SOFA'));
    expect(variant && projectProductInput(variant).input).toEqual({
      sku: 'SOFA-RED',
      parent_sku: 'SOFA',
      quantity: 1,
    });
  });

  it('creates a new project by name, and asks for a project, a name or a quantity when one is missing', () => {
    const fresh = readAddToProject(
      form([
        ['sku', 'LAMP'],
        ['project_id', 'new'],
        ['new_project_name', 'Loft'],
      ]),
    );
    expect(fresh.ok && fresh.target).toEqual({ newProjectName: 'Loft' });
    const nothing = readAddToProject(
      form([
        ['sku', 'LAMP'],
        ['quantity', '-1'],
      ]),
    );
    expect(nothing.ok ? null : nothing.errors).toEqual({
      project: { key: 'project.add.choose_project' },
      quantity: { key: 'product.qty.not_a_number' },
    });
    const unnamed = readAddToProject(
      form([
        ['sku', 'LAMP'],
        ['project_id', 'new'],
      ]),
    );
    expect(unnamed.ok ? null : unnamed.errors).toEqual({ new_project_name: { key: 'validation.required' } });
    const noProduct = readAddToProject(form([['project_id', '3']]));
    expect(noProduct.ok ? null : noProduct.errors).toEqual({
      product: { key: 'error.something_went_wrong_try_again_later' },
    });
  });

  it('carries the product in a link for the page version of the drawer', () => {
    const product = readAddToProjectProduct(productPage);
    expect(product && addToProjectQuery(product).toString()).toBe(
      'sku=SOFA&selected_options=Y29uZmlndXJhYmxlLzEvMg%3D%3D&quantity=2&product_name=Sofa',
    );
  });
});

describe('the project views', () => {
  it('show one amount when a range has equal ends, else from … to …', () => {
    expect(toMoneyRange(money(10, 10))).toEqual({ kind: 'single', amount: { currency: 'USD', value: 10 } });
    expect(toMoneyRange(money(10, 30))).toEqual({
      kind: 'range',
      from: { currency: 'USD', value: 10 },
      to: { currency: 'USD', value: 30 },
    });
    expect(toMoneyRange(null)).toBeNull();
  });

  it('name the primary manager on a card', () => {
    const card = toProjectCard({
      project_id: 3,
      created_at: '2026-11-24 10:00:00',
      status: 'ACTIVE',
      status_label: 'Active',
      name: 'Loft',
      role: 'OWNER',
      managers: [
        { customer_id: 1, firstname: 'Bo', lastname: 'Backup', email: null, is_primary_manager: false },
        { customer_id: 2, firstname: 'Mia', lastname: 'Main', email: null, is_primary_manager: true },
      ],
      products: { total_count: 4, total_prices: { grand_total: money(5, 9) } },
    });
    expect(card).toMatchObject({ id: 3, productsCount: 4, managerName: 'Mia Main', statusLabel: 'Active' });
    expect(card.total?.kind).toBe('range');
  });

  it('show a configurable line with its variant picture and options, and add it to the cart by its values', () => {
    const line = toProjectLine(
      {
        id: 8,
        qty: 2,
        note: null,
        added_at: '2026-11-24 10:00:00',
        comments: [{ id: 1, comment: 'Too wide?', author_name: 'Ada L.', created_at: '2026-11-24 11:00:00' }],
        product: {
          uid: 'MQ==',
          __typename: 'ConfigurableProduct',
          name: 'Sofa',
          sku: 'SOFA',
          url_key: 'sofa',
          url_suffix: '.html',
          small_image: { url: '/media/sofa.png', label: '' },
        },
        configured_variant: {
          sku: 'SOFA-RED',
          name: 'Sofa red',
          small_image: { url: '/media/red.png', label: 'Red' },
        },
        configurable_options: [
          { configurable_product_option_value_uid: 'dmFs', option_label: 'Colour', value_label: 'Red' },
        ],
        price_range: money(100, 100),
        row_total_range: money(200, 200),
      },
      'int',
      '.html',
    );
    expect(line).toMatchObject({
      name: 'Sofa',
      sku: 'SOFA-RED',
      href: '/int/sofa.html',
      image: { url: '/media/red.png', label: 'Red' },
      options: [{ label: 'Colour', value: 'Red' }],
      cartItem: { sku: 'SOFA', selectedOptions: ['dmFs'] },
    });
    expect(line.comments[0]).toEqual({
      id: 1,
      text: 'Too wide?',
      author: 'Ada L.',
      createdAt: '2026-11-24 11:00:00',
    });
  });
});

describe('the project paths and tabs', () => {
  it('build the spec routes and read only digit ids', () => {
    expect(projectPaths.list('ru', { name: 'loft', page: 2 })).toBe(
      '/ru/customer/account/projects?name=loft&page=2',
    );
    expect(projectPaths.order('int', 3, '000000012')).toBe(
      '/int/customer/account/projects/3/orders/000000012',
    );
    expect(projectIdOf('12')).toBe(12);
    expect(projectIdOf('0')).toBeNull();
    expect(projectIdOf('12abc')).toBeNull();
  });

  it('list overview, products, design, estimates, proposals, orders and messages and mark the tab of nested pages', () => {
    expect(projectTabs.map((tab) => tab.id)).toEqual([
      'overview',
      'products',
      'design',
      'estimates',
      'proposals',
      'orders',
      'messages',
    ]);
    expect(activeProjectTab('/ru/customer/account/projects/3/messages/41')).toBe('messages');
    expect(activeProjectTab('/ru/customer/account/projects/3')).toBe('overview');
    expect(activeProjectTab('/ru/customer/account/projects/3/products')).toBe('products');
    expect(activeProjectTab('/ru/customer/account/projects/3/orders/000000012')).toBe('orders');
    expect(activeProjectTab('/ru/customer/account/projects/3/design')).toBe('design');
    expect(activeProjectTab('/ru/customer/account/projects/3/estimates/12')).toBe('estimates');
    expect(activeProjectTab('/ru/customer/account/projects/3/proposals')).toBe('proposals');
  });
});

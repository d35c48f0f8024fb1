// Estimates and their items over GraphQL: creating one (in a project or alone, with its primary
// manager), the list with its filters and pages, adding simple and configurable products, changing
// quantities, descriptions and the note, removing items, the name, delivery address and delivery
// information, custom prices and the figures they give, deleting drafts, and every bad input
// refused with nothing changed.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { estimate } from '../../src/modules/estimates/tables.ts';
import { leastBusyManager } from '../../src/modules/projects/store.ts';
import { project } from '../../src/modules/projects/tables.ts';
import { germanAddress, type Shopper } from '../address/helpers.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { insertProjectCatalogue, type ProjectCatalogue } from '../projects/fixtures.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  ADD_CONFIGURABLE,
  type Any,
  addSimple,
  createEstimate,
  ESTIMATE_WITH_ITEMS,
  errorOf,
  forceStatus,
  newCustomer,
  ok,
  projectWith,
  readEstimate,
  SET_MANAGER_PRICE,
  SET_PARTNER_PRICE,
  snapshot,
} from './helpers.ts';

const api = useTestApi(FAST_HASHING);

let cat: ProjectCatalogue;
let owner: Shopper;
let member: Shopper;
let partner: Shopper;
let manager: Shopper;
let stranger: Shopper;
let projectId: number;
let unpriced: number;

beforeAll(async () => {
  cat = await insertProjectCatalogue(api.database.db, 'EST');
  unpriced = await insertProduct(api.database.db, {
    sku: 'EST-BESPOKE',
    texts: { 0: { name: 'Bespoke wardrobe' } },
    // Priced on request: in the catalogue at 0.
    prices: { 1: { price: '0' }, 2: { price: '0' } },
  });
  await reindexProducts(api.database.db, [unpriced]);
  owner = await newCustomer(api);
  member = await newCustomer(api);
  partner = await newCustomer(api, 'partner');
  manager = await newCustomer(api, 'manager');
  stranger = await newCustomer(api);
  projectId = await projectWith(api, owner, { members: [member, partner], managers: [manager] });
});

const gql = (who: Shopper, query: string, variables: Record<string, unknown> = {}) =>
  api.gql<Any>(query, { variables, headers: who.headers });

const UPDATE = `mutation($id: Int!, $name: String, $a: EstimateAddressInput, $d: EstimateDeliveryInfoInput) {
  updateEstimate(estimate_id: $id, name: $name, delivery_address: $a, delivery_info: $d) { ${ESTIMATE_WITH_ITEMS} } }`;
const UPDATE_ITEMS = `mutation($id: Int!, $products: [EstimateProductUpdateInput!]!, $note: String) {
  updateEstimateProducts(estimate_id: $id, products: $products, note: $note) { ${ESTIMATE_WITH_ITEMS} } }`;
const REMOVE = `mutation($id: Int!, $item: Int!) {
  removeProductFromEstimate(estimate_id: $id, estimate_product_id: $item) { ${ESTIMATE_WITH_ITEMS} } }`;
const PRICES = `mutation($id: Int!, $products: [EstimatePriceProductInput!]!) {
  updateEstimatePriceProducts(estimate_id: $id, products: $products) { ${ESTIMATE_WITH_ITEMS} } }`;
const LIST = `query($filter: EstimateFilterInput, $currentPage: Int, $pageSize: Int) {
  estimates(filter: $filter, currentPage: $currentPage, pageSize: $pageSize) {
    total_count page_info { current_page page_size total_pages } items { id name status project_id } } }`;
const ADD_SIMPLE_FULL = `mutation($id: Int!, $products: [EstimateProductInput!]!) {
  addSimpleProductsToEstimate(estimate_id: $id, products: $products) { id total_count total_qty } }`;

const chair = () => `${cat.prefix}-CHAIR`;
const money = (value: number, currency = 'RUB') => ({ value, currency });
const both = (value: number, currency = 'RUB') => ({
  minimal_price: money(value, currency),
  maximal_price: money(value, currency),
});

describe('createEstimateEmpty', () => {
  it('creates an empty draft owned by the caller in their project, its name trimmed', async () => {
    const created = await createEstimate(api, member, { name: '  Kitchen  ', project_id: projectId });
    expect(created).toMatchObject({
      name: 'Kitchen',
      project_id: projectId,
      project_name: 'Estimate project',
      status: 'draft',
      status_label: expect.any(String),
      is_correction: false,
      role: 'OWNER',
      note: null,
      owner: { customer_id: member.id, email: member.email },
      delivery_info: null,
      address_delivery: null,
      history: [],
      permissions: {
        edit_items: true,
        edit_manager_prices: false,
        edit_delivery: false,
        delete: true,
        invite: true,
        load_into_cart: false,
      },
    });
    // The project's managers handle it: the estimate keeps no manager of its own.
    const [row] = await api.database.db.select().from(estimate).where(eq(estimate.id, created.id));
    expect(row?.managerId).toBeNull();
    expect(row?.storeViewId).toBe(1);
  });

  it('lets the managers alone change the delivery information, in draft and estimate', async () => {
    const created = await createEstimate(api, owner, { project_id: projectId });
    await forceStatus(api, created.id, 'estimate');
    const mayChangeDelivery = async (who: Shopper) =>
      (await readEstimate(api, who, created.id)).permissions.edit_delivery;
    expect([await mayChangeDelivery(owner), await mayChangeDelivery(manager)]).toEqual([false, true]);
    await forceStatus(api, created.id, 'proposal');
    expect(await mayChangeDelivery(manager)).toBe(false);
  });

  it('gives an estimate without a project the least busy manager as its primary manager', async () => {
    const expected = await leastBusyManager(api.database.db);
    const created = await createEstimate(api, stranger, { name: 'Alone' });
    expect(created.project_id).toBeNull();
    const [row] = await api.database.db.select().from(estimate).where(eq(estimate.id, created.id));
    expect(expected).not.toBeNull();
    expect(row?.managerId).toBe(expected);
    // That manager reads it as its primary manager.
    await api.database.db.update(estimate).set({ managerId: manager.id }).where(eq(estimate.id, created.id));
    expect(await readEstimate(api, manager, created.id)).toMatchObject({
      role: 'MANAGER',
      is_primary_manager: true,
    });
  });

  it('refuses a blank or too long name, another customer’s project and an archived project', async () => {
    const create = (who: Shopper, name: string, project_id: number | null = null) =>
      api.gql(
        'mutation($name: String!, $p: Int) { createEstimateEmpty(input: { name: $name, project_id: $p }) { id } }',
        {
          variables: { name, p: project_id },
          headers: who.headers,
        },
      );
    expect(errorOf(await create(owner, '   '))).toEqual({
      message: 'Enter the name of the estimate.',
      category: 'graphql-input',
    });
    expect(errorOf(await create(owner, 'x'.repeat(256)))).toEqual({
      message: 'The name of an estimate may have at most 255 characters.',
      category: 'graphql-input',
    });
    expect(errorOf(await create(stranger, 'Mine', projectId)).category).toBe('graphql-authorization');
    const archived = await projectWith(api, owner);
    await api.database.db.update(project).set({ status: 'archived' }).where(eq(project.id, archived));
    expect(errorOf(await create(owner, 'Late', archived))).toEqual({
      message: 'The project is archived: it can be read but no longer changed.',
      category: 'graphql-input',
    });
    expect(await api.database.db.select().from(estimate).where(eq(estimate.projectId, archived))).toEqual([]);
  });
});

describe('estimates', () => {
  it('lists what the reader may read, newest first, filtered by id, project, status and name, in pages', async () => {
    const lister = await newCustomer(api);
    const mine = await projectWith(api, lister);
    const a = await createEstimate(api, lister, { name: 'Hall 100% oak', project_id: mine });
    const b = await createEstimate(api, lister, { name: 'Hall_pine', project_id: mine });
    const c = await createEstimate(api, lister, { name: 'Bedroom' });
    await forceStatus(api, b.id, 'proposal');
    const list = async (variables: Record<string, unknown>) =>
      ok(await gql(lister, LIST, variables)).estimates as Any;
    const all = await list({});
    expect(all.items.map((e: Any) => e.id)).toEqual([c.id, b.id, a.id]);
    expect(all.total_count).toBe(3);
    expect((await list({ filter: { project_id: { eq: String(mine) } } })).total_count).toBe(2);
    expect((await list({ filter: { id: { in: [String(a.id), String(c.id)] } } })).items).toHaveLength(2);
    expect((await list({ filter: { status: { eq: 'proposal' } } })).items.map((e: Any) => e.id)).toEqual([
      b.id,
    ]);
    expect((await list({ filter: { status: { in: ['draft', 'on_cart'] } } })).total_count).toBe(2);
    // `%` and `_` are literal; the match ignores case.
    expect((await list({ filter: { name: { like: '100%' } } })).items.map((e: Any) => e.id)).toEqual([a.id]);
    expect((await list({ filter: { name: { like: 'hall_' } } })).items.map((e: Any) => e.id)).toEqual([b.id]);
    expect((await list({ filter: { id: { eq: 'not a number' } } })).total_count).toBe(0);
    const page = await list({ currentPage: 2, pageSize: 2 });
    expect(page).toMatchObject({
      total_count: 3,
      page_info: { current_page: 2, page_size: 2, total_pages: 2 },
      items: [{ id: a.id }],
    });
    expect(errorOf(await gql(lister, LIST, { filter: { status: { eq: 'lost' } } }))).toEqual({
      message: '"lost" is not an estimate status: use draft, estimate, discount_partner, proposal, on_cart.',
      category: 'graphql-input',
    });
    expect(errorOf(await gql(lister, LIST, { currentPage: 0 })).category).toBe('graphql-input');
  });

  it('is never served from a cache: answers say no-store, also over GET, and a change shows at once', async () => {
    const { id } = await createEstimate(api, owner, { name: 'Fresh', project_id: projectId });
    const query = 'query($id: String) { estimates(filter: { id: { eq: $id } }) { items { name } } }';
    const variables = { id: String(id) };
    const first = await api.gql<Any>(query, { variables, headers: owner.headers, method: 'GET' });
    expect(first.headers.get('cache-control')).toContain('no-store');
    expect(ok(first).estimates.items).toEqual([{ name: 'Fresh' }]);
    await gql(owner, 'mutation($id: Int!) { updateEstimate(estimate_id: $id, name: "Fresher") { id } }', {
      id,
    });
    const second = await api.gql<Any>(query, { variables, headers: owner.headers, method: 'GET' });
    expect(ok(second).estimates.items).toEqual([{ name: 'Fresher' }]);
  });

  it('shows a manager the estimates of their projects and those they manage alone, not others', async () => {
    const boss = await newCustomer(api, 'manager');
    const client = await newCustomer(api);
    const theirs = await projectWith(api, client, { managers: [boss] });
    const inProject = await createEstimate(api, client, { project_id: theirs });
    const alone = await createEstimate(api, client, { name: 'Alone' });
    await api.database.db.update(estimate).set({ managerId: boss.id }).where(eq(estimate.id, alone.id));
    const other = await createEstimate(api, client, { name: 'Not theirs' });
    await api.database.db.update(estimate).set({ managerId: manager.id }).where(eq(estimate.id, other.id));
    const ids = (ok(await gql(boss, LIST)).estimates.items as Any[]).map((e) => e.id);
    expect(ids).toEqual([alone.id, inProject.id]);
  });
});

describe('items', () => {
  it('adds simple products, answering the summary; the same product again sums its quantity', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    const first = ok(await gql(owner, ADD_SIMPLE_FULL, { id, products: [{ sku: chair(), quantity: 2 }] }));
    expect(first.addSimpleProductsToEstimate).toEqual({ id, total_count: 1, total_qty: 2 });
    const again = ok(
      await gql(owner, ADD_SIMPLE_FULL, {
        id,
        products: [
          { sku: chair(), quantity: 1, description: 'Oak' },
          { sku: `${cat.prefix}-TILES`, quantity: 4 },
        ],
      }),
    );
    expect(again.addSimpleProductsToEstimate).toEqual({ id, total_count: 2, total_qty: 7 });
    const read = await readEstimate(api, owner, id);
    expect(read.products.items.map((i: Any) => [i.product.sku, i.qty, i.description])).toEqual([
      [chair(), 3, 'Oak'],
      [`${cat.prefix}-TILES`, 4, null],
    ]);
    // The ru website's prices include 22 % VAT: 10 000 on the shelf is 8 196.72 before tax.
    expect(read.products.items[0]).toMatchObject({
      is_price_on_request: false,
      is_custom_price: false,
      price_range: both(8196.72),
      row_total_range: both(24590.16),
      managerPriceVat: money(10000),
      rowTotalWithVat: money(30000),
    });
  });

  it('adds configurables with their options chosen or open (a price range), and refuses the wrong kind', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    const res = ok(
      await gql(owner, ADD_CONFIGURABLE, {
        id,
        products: [
          {
            sku: `${cat.prefix}-SOFA`,
            parent_sku: `${cat.prefix}-SOFA`,
            selected_options: [cat.red, cat.small],
            quantity: 1,
          },
          { sku: `${cat.prefix}-SOFA`, quantity: 1 },
        ],
      }),
    ).addConfigurableProductsToEstimate;
    const [chosen, open] = res.products.items;
    expect(chosen.configured_variant).toEqual({ sku: `${cat.prefix}-SOFA-RED-S` });
    expect(chosen.configurable_options.map((o: Any) => o.value_label)).toEqual(['Red', 'Small']);
    expect(chosen.price_range.minimal_price).toEqual(chosen.price_range.maximal_price);
    expect(open.configured_variant).toBeNull();
    expect(open.price_range.minimal_price.value).toBeLessThan(open.price_range.maximal_price.value);
    expect(res.products.total_prices.sub_total.minimal_price.value).toBeLessThan(
      res.products.total_prices.sub_total.maximal_price.value,
    );
    expect(
      errorOf(
        await gql(owner, ADD_SIMPLE_FULL, { id, products: [{ sku: `${cat.prefix}-SOFA`, quantity: 1 }] }),
      ),
    ).toEqual({
      message: `Could not add "${cat.prefix}-SOFA" to the estimate: it is a configurable product; add it with addConfigurableProductsToEstimate.`,
      category: 'graphql-input',
    });
    expect(
      errorOf(await gql(owner, ADD_CONFIGURABLE, { id, products: [{ sku: chair(), quantity: 1 }] })).message,
    ).toBe(
      `Could not add "${chair()}" to the estimate: it is not a configurable product; add it with addSimpleProductsToEstimate.`,
    );
  });

  it('refuses bad products and quantities, one bad item adding nothing', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    const before = await snapshot(api, id);
    const add = (products: Record<string, unknown>[]) => gql(owner, ADD_SIMPLE_FULL, { id, products });
    const cases: [Record<string, unknown>[], string][] = [
      [[], 'Something went wrong. Please try again later.'],
      [[{ sku: 'NOPE', quantity: 1 }], 'Could not find a product with SKU "NOPE"'],
      [
        [{ sku: chair(), quantity: 0 }],
        `Could not add "${chair()}" to the estimate: The product quantity should be greater than 0`,
      ],
      [
        [{ sku: chair(), quantity: -2 }],
        `Could not add "${chair()}" to the estimate: The product quantity should be greater than 0`,
      ],
      [
        [{ sku: `${cat.prefix}-TILES`, quantity: 1 }],
        `Could not add "${cat.prefix}-TILES" to the estimate: The fewest you may purchase is 2.`,
      ],
      [
        [{ sku: `${cat.prefix}-TILES`, quantity: 3 }],
        `Could not add "${cat.prefix}-TILES" to the estimate: You can buy this product only in quantities of 2 at a time.`,
      ],
      [
        [{ sku: `${cat.prefix}-OFF`, quantity: 1 }],
        `Could not add "${cat.prefix}-OFF" to the estimate: The product is disabled`,
      ],
      [
        [
          { sku: chair(), quantity: 1 },
          { sku: chair(), quantity: 1, description: 'x'.repeat(2001) },
        ],
        'The description of an item may have at most 2000 characters.',
      ],
      [
        Array.from({ length: 101 }, () => ({ sku: chair(), quantity: 1 })),
        'No more than 100 products can be added to an estimate at once.',
      ],
    ];
    for (const [products, message] of cases) {
      expect(errorOf(await add(products))).toEqual({ message, category: 'graphql-input' });
    }
    expect(await snapshot(api, id)).toEqual(before);
  });

  it('changes quantities, descriptions and the note; quantity 0 removes an item; a foreign item changes nothing', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    await addSimple(api, owner, id, [
      { sku: chair(), quantity: 1 },
      { sku: `${cat.prefix}-TILES`, quantity: 2 },
    ]);
    const [a, b] = (await readEstimate(api, owner, id)).products.items;
    const changed = ok(
      await gql(owner, UPDATE_ITEMS, {
        id,
        products: [
          { estimate_product_id: a.id, qty: 5, description: ' By the window ' },
          { estimate_product_id: b.id, qty: 0 },
        ],
        note: 'Deliver after the 10th',
      }),
    ).updateEstimateProducts;
    expect(changed.products.note).toBe('Deliver after the 10th');
    expect(changed.note).toBe('Deliver after the 10th');
    expect(changed.products.items.map((i: Any) => [i.id, i.qty, i.description])).toEqual([
      [a.id, 5, 'By the window'],
    ]);
    const before = await snapshot(api, id);
    const foreign = await gql(owner, UPDATE_ITEMS, {
      id,
      products: [
        { estimate_product_id: a.id, qty: 7 },
        { estimate_product_id: 999999, qty: 1 },
      ],
    });
    expect(errorOf(foreign)).toEqual({
      message: 'The estimate has no item with ID "999999".',
      category: 'graphql-input',
    });
    const tiles = await addSimple(api, owner, id, [{ sku: `${cat.prefix}-TILES`, quantity: 2 }]);
    expect(tiles.total_count).toBe(2);
    const tilesItem = (await readEstimate(api, owner, id)).products.items[1];
    const odd = await gql(owner, UPDATE_ITEMS, {
      id,
      products: [{ estimate_product_id: tilesItem.id, qty: 3 }],
    });
    expect(errorOf(odd).message).toBe(
      `Could not change item ${tilesItem.id}: You can buy this product only in quantities of 2 at a time.`,
    );
    expect((await snapshot(api, id)).items.find((i) => i.id === a.id)?.qty).toBe(before.items[0]?.qty);
    expect(errorOf(await gql(owner, UPDATE_ITEMS, { id, products: [] })).message).toBe(
      'Something went wrong. Please try again later.',
    );
  });

  it('removes an item of the estimate and refuses an item of another', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    const other = await createEstimate(api, owner, { project_id: projectId });
    await addSimple(api, owner, id, [{ sku: chair(), quantity: 1 }]);
    await addSimple(api, owner, other.id, [{ sku: chair(), quantity: 1 }]);
    const [mine] = (await readEstimate(api, owner, id)).products.items;
    const [theirs] = (await readEstimate(api, owner, other.id)).products.items;
    expect(errorOf(await gql(owner, REMOVE, { id, item: theirs.id })).message).toBe(
      `The estimate has no item with ID "${theirs.id}".`,
    );
    const removed = ok(await gql(owner, REMOVE, { id, item: mine.id })).removeProductFromEstimate;
    expect(removed.products).toMatchObject({ total_count: 0, items: [] });
    expect(removed.products.total_prices.grand_total).toEqual(both(0));
    expect((await readEstimate(api, owner, other.id)).products.total_count).toBe(1);
  });

  it('lets the owner and members edit items only in draft, managers in draft and estimate', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    await addSimple(api, owner, id, [{ sku: chair(), quantity: 1 }]);
    await forceStatus(api, id, 'estimate');
    const refused = await gql(member, ADD_SIMPLE_FULL, { id, products: [{ sku: chair(), quantity: 1 }] });
    expect(errorOf(refused)).toEqual({
      message:
        'The estimate is in the status “estimate”: you can change its products only while it is “draft”.',
      category: 'graphql-input',
    });
    expect(
      ok(await gql(manager, ADD_SIMPLE_FULL, { id, products: [{ sku: chair(), quantity: 1 }] })),
    ).toBeTruthy();
    await forceStatus(api, id, 'proposal');
    expect(
      errorOf(await gql(manager, ADD_SIMPLE_FULL, { id, products: [{ sku: chair(), quantity: 1 }] }))
        .category,
    ).toBe('graphql-input');
    expect((await readEstimate(api, owner, id)).products.items[0].qty).toBe(2);
  });
});

describe('updateEstimate', () => {
  it('renames, sets the delivery address and, for a manager, the delivery information', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    await addSimple(api, owner, id, [{ sku: chair(), quantity: 1 }]);
    const renamed = ok(await gql(owner, UPDATE, { id, name: ' Lobby ', a: germanAddress() })).updateEstimate;
    expect(renamed.name).toBe('Lobby');
    expect(renamed.address_delivery).toEqual({
      id,
      estimate_id: id,
      city: 'Berlin',
      company: null,
      country_code: 'DE',
      firstname: 'Anna',
      lastname: 'Schmidt',
      postcode: '10117',
      street: ['Unter den Linden 5'],
      telephone: '+49 30 1234567',
    });
    const priced = ok(
      await gql(manager, UPDATE, { id, d: { description: 'Lift to the 5th floor', delivery_cost: 1500.5 } }),
    ).updateEstimate;
    expect(priced.delivery_info).toEqual({
      description: 'Lift to the 5th floor',
      delivery_cost: money(1500.5),
    });
    const totals = priced.products.total_prices;
    expect(totals.snug_delivery_price_total).toEqual(both(1500.5));
    expect(totals.grand_total.maximal_price.value).toBeCloseTo(
      totals.sub_total.maximal_price.value + 1500.5,
      2,
    );
    const cleared = ok(await gql(manager, UPDATE, { id, d: { delivery_cost: null } })).updateEstimate;
    expect(cleared.delivery_info).toEqual({ description: 'Lift to the 5th floor', delivery_cost: null });
  });

  it('refuses bad input and a client’s delivery information, changing nothing', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    const before = await snapshot(api, id);
    const cases: [Shopper, Record<string, unknown>, string, string][] = [
      [
        owner,
        {},
        'graphql-input',
        'Nothing to change: give a name, a delivery address or delivery information.',
      ],
      [owner, { name: ' ' }, 'graphql-input', 'Enter the name of the estimate.'],
      [
        owner,
        { a: germanAddress({ city: ' ' }) },
        'graphql-input',
        '"city" is required. Enter and try again.',
      ],
      [owner, { a: germanAddress({ country_code: 'AN' }) }, 'graphql-input', 'Country is not available'],
      [
        manager,
        { d: { delivery_cost: -1 } },
        'graphql-input',
        'The delivery cost must be a number 0 or more and at most 1000000000000.',
      ],
      [
        manager,
        { d: { delivery_cost: 1.00001 } },
        'graphql-input',
        'The delivery cost may have at most 4 decimal places.',
      ],
      [
        manager,
        { d: { description: 'x'.repeat(2001) } },
        'graphql-input',
        'The delivery description may have at most 2000 characters.',
      ],
      [
        owner,
        { d: { delivery_cost: 100 } },
        'graphql-authorization',
        'Only a manager of the estimate can change its delivery information.',
      ],
      [
        owner,
        { name: 'Fine', d: { delivery_cost: 100 } },
        'graphql-authorization',
        'Only a manager of the estimate can change its delivery information.',
      ],
    ];
    for (const [who, variables, category, message] of cases) {
      const res = await gql(who, UPDATE, { id, ...variables });
      expect({ variables, error: res.errors?.[0]?.message }).toEqual({ variables, error: message });
      expect(errorOf(res)).toEqual({ message, category });
    }
    expect(await snapshot(api, id)).toEqual(before);
  });
});

describe('custom prices', () => {
  it('a manager’s custom price sets the client price; the partner’s sets the partner price; null restores each', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    await addSimple(api, owner, id, [{ sku: chair(), quantity: 3 }]);
    const [item] = (await readEstimate(api, owner, id)).products.items;
    await forceStatus(api, id, 'estimate');
    const set = ok(await gql(manager, SET_MANAGER_PRICE, { id, item: item.id, price: 9000 }))
      .setCustomPriceManagerToEstimateProduct.products.items[0];
    expect(set).toMatchObject({
      is_custom_price: true,
      custom_price: money(9000),
      price_range: both(9000),
      row_total_range: both(27000),
      managerPriceVat: money(10980),
      rowTotalWithVat: money(32940),
      // sales/partner/discount_percent is 10 by default.
      price_for_partner_range: both(8100),
      partner_reward_info: {
        partner_reward: money(900),
        partner_reward_percent: 10,
        partner_reward_row_total: money(2700),
      },
    });
    await forceStatus(api, id, 'discount_partner');
    const partnered = ok(await gql(partner, SET_PARTNER_PRICE, { id, item: item.id, price: 8500.25 }))
      .setCustomPricePartnerToEstimateProduct.products.items[0];
    expect(partnered).toMatchObject({
      price_range: both(9000),
      partner_custom_price: money(8500.25),
      price_for_partner_range: both(8500.25),
      partner_reward_info: {
        partner_reward: money(499.75),
        partner_reward_percent: 5.5528,
        partner_reward_row_total: money(1499.25),
      },
    });
    // The partner's own side through updateEstimatePriceProducts: null clears it.
    const cleared = ok(
      await gql(partner, PRICES, { id, products: [{ estimate_product_id: item.id, custom_price: null }] }),
    ).updateEstimatePriceProducts.products.items[0];
    expect(cleared).toMatchObject({ partner_custom_price: null, price_for_partner_range: both(8100) });
    await forceStatus(api, id, 'estimate');
    const restored = ok(await gql(manager, SET_MANAGER_PRICE, { id, item: item.id, price: null }))
      .setCustomPriceManagerToEstimateProduct.products.items[0];
    expect(restored).toMatchObject({
      is_custom_price: false,
      custom_price: null,
      price_range: both(8196.72),
    });
  });

  it('refuses prices that are not greater than 0, too precise or of a foreign item, changing nothing', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    await addSimple(api, owner, id, [{ sku: chair(), quantity: 1 }]);
    const [item] = (await readEstimate(api, owner, id)).products.items;
    await forceStatus(api, id, 'estimate');
    const before = await snapshot(api, id);
    const bad: [number, string][] = [
      [0, 'A custom price must be a number greater than 0 and at most 1000000000000.'],
      [-5, 'A custom price must be a number greater than 0 and at most 1000000000000.'],
      [1e13, 'A custom price must be a number greater than 0 and at most 1000000000000.'],
      [10.12345, 'A custom price may have at most 4 decimal places.'],
    ];
    for (const [price, message] of bad) {
      expect(errorOf(await gql(manager, SET_MANAGER_PRICE, { id, item: item.id, price }))).toEqual({
        message,
        category: 'graphql-input',
      });
    }
    expect(errorOf(await gql(manager, SET_MANAGER_PRICE, { id, item: 999999, price: 10 })).message).toBe(
      'The estimate has no item with ID "999999".',
    );
    expect(errorOf(await gql(partner, SET_PARTNER_PRICE, { id, item: item.id, price: 10 }))).toEqual({
      message:
        'The estimate is in the status “estimate”: you can set the partner prices only while it is “discount_partner”.',
      category: 'graphql-input',
    });
    expect(await snapshot(api, id)).toEqual(before);
  });

  it('a product without a price is priced on request until the manager gives it a custom price', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    await addSimple(api, owner, id, [{ sku: 'EST-BESPOKE', quantity: 2 }]);
    const [item] = (await readEstimate(api, owner, id)).products.items;
    expect(item).toMatchObject({ is_price_on_request: true, is_custom_price: false, price_range: both(0) });
    await forceStatus(api, id, 'estimate');
    const priced = ok(
      await gql(manager, SET_MANAGER_PRICE, { id, item: item.id, price: 50000 }),
    ).setCustomPriceManagerToEstimateProduct;
    expect(priced.products.items[0]).toMatchObject({ is_price_on_request: false, price_range: both(50000) });
    expect(priced.products.total_prices.sub_total).toEqual(both(100000));
  });
});

describe('deleteEstimate', () => {
  it('deletes a draft with its items; an estimate past draft stays', async () => {
    const { id } = await createEstimate(api, owner, { project_id: projectId });
    await addSimple(api, owner, id, [{ sku: chair(), quantity: 1 }]);
    const kept = await createEstimate(api, owner, { project_id: projectId });
    await forceStatus(api, kept.id, 'estimate');
    const DELETE = 'mutation($id: Int!) { deleteEstimate(estimate_id: $id) { status message } }';
    expect(errorOf(await gql(owner, DELETE, { id: kept.id }))).toEqual({
      message: 'The estimate is in the status “estimate”: you can delete it only while it is “draft”.',
      category: 'graphql-input',
    });
    expect((await snapshot(api, kept.id)).estimate).toHaveLength(1);
    expect(ok(await gql(owner, DELETE, { id })).deleteEstimate).toEqual({
      status: true,
      message: 'The estimate was deleted.',
    });
    expect(await snapshot(api, id)).toMatchObject({ estimate: [], items: [] });
    expect(errorOf(await gql(owner, DELETE, { id })).category).toBe('graphql-authorization');
  });
});

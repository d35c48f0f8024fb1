// A project's product lines: adding simple and configurable products (quantities summed, the
// cart's sale rules, all or nothing), their prices and totals, changing and removing lines, and
// comments.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectLinesForDocument } from '../../src/modules/projects/index.ts';
import { projectProduct, projectProductComment } from '../../src/modules/projects/tables.ts';
import { germanAddress, newShopper, type Shopper } from '../address/helpers.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { storeContext } from '../shipping/store-context.ts';
import { useTestApi } from '../support/api-client.ts';
import { insertProjectCatalogue, type ProjectCatalogue } from './fixtures.ts';
import {
  type Any,
  createProject,
  errorOf,
  LINE_FIELDS,
  ok,
  PROJECT_WITH_LINES,
  readProject,
} from './helpers.ts';

const api = useTestApi(FAST_HASHING);
let cat: ProjectCatalogue;
const INT = { Store: 'int' };

beforeAll(async () => {
  cat = await insertProjectCatalogue(api.database.db);
});

const ADD_SIMPLE = `mutation($id: Int!, $lines: [ProjectProductInput!]!) {
  addSimpleProductToProject(project_id: $id, projectProducts: $lines) { ${PROJECT_WITH_LINES} } }`;
const ADD_CONFIGURABLE = `mutation($id: Int!, $lines: [ProjectProductInput!]!) {
  addConfigurableProductsToProject(project_id: $id, projectProducts: $lines) { ${PROJECT_WITH_LINES} } }`;
const REMOVE = `mutation($id: Int!, $line: Int!) {
  removeProductFromProject(project_id: $id, project_product_id: $line) { products { total_count items { id } } } }`;
const UPDATE = `mutation($id: Int!, $products: [ProjectProductUpdateInput!]!, $note: String) {
  updateProjectProducts(project_id: $id, products: $products, note: $note) {
    products { note total_count items { ${LINE_FIELDS} } } } }`;
const COMMENT = `mutation($id: Int!, $line: Int!, $comment: String!) {
  addCommentToProjectProduct(project_id: $id, project_product_id: $line, comment: $comment) {
    products { items { id comments { id comment author_name created_at } } } } }`;

async function add(who: Shopper, id: number, lines: unknown[], mutation = ADD_SIMPLE, headers = INT) {
  return api.gql<Any>(mutation, { variables: { id, lines }, headers: { ...who.headers, ...headers } });
}

const sku = (name: string) => `${cat.prefix}-${name}`;
const lineRows = (projectId: number) =>
  api.database.db.select().from(projectProduct).where(eq(projectProduct.projectId, projectId));

describe('adding products', () => {
  it('adds simple products, sums the quantity of the same product and prices lines and totals', async () => {
    const me = await newShopper(api);
    const { project_id: id } = await createProject(api, me);
    ok(await add(me, id, [{ sku: sku('CHAIR'), quantity: 2, note: 'by the window' }]));
    const res = ok(
      await add(me, id, [
        { sku: sku('CHAIR'), quantity: 1 },
        { sku: sku('TILES'), quantity: 4 },
      ]),
    );
    const products = res.addSimpleProductToProject.products;
    expect(products.total_count).toBe(2);
    const [chair, tiles] = products.items;
    expect(chair).toMatchObject({
      qty: 3,
      note: 'by the window',
      product: { sku: sku('CHAIR'), name: 'Chair', __typename: 'SimpleProduct' },
      configured_variant: null,
      configurable_options: [],
      comments: [],
      price_range: {
        minimal_price: { value: 100, currency: 'USD' },
        maximal_price: { value: 100, currency: 'USD' },
      },
      row_total_range: { minimal_price: { value: 300 }, maximal_price: { value: 300 } },
    });
    expect(tiles).toMatchObject({
      qty: 4,
      row_total_range: { minimal_price: { value: 40 }, maximal_price: { value: 40 } },
    });
    expect(products.total_prices).toMatchObject({
      sub_total: { minimal_price: { value: 340 }, maximal_price: { value: 340 } },
      delivery: { minimal_price: { value: 0 }, maximal_price: { value: 0 } },
    });
    const grand = products.total_prices.grand_total;
    expect(grand.minimal_price.value).toBe(grand.maximal_price.value);
    expect(grand.minimal_price.value).toBeGreaterThanOrEqual(340);
  });

  it('prices an open configurable as a range and a chosen variant as one price', async () => {
    const me = await newShopper(api);
    const { project_id: id } = await createProject(api, me);
    const res = ok(
      await add(
        me,
        id,
        [
          { sku: sku('SOFA'), quantity: 1 },
          { sku: sku('SOFA'), parent_sku: sku('SOFA'), selected_options: [cat.blue, cat.large], quantity: 1 },
          { sku: sku('SOFA-RED-S'), quantity: 2 },
        ],
        ADD_CONFIGURABLE,
      ),
    );
    const [open, blue, red] = res.addConfigurableProductsToProject.products.items;
    expect(open).toMatchObject({
      product: { sku: sku('SOFA'), __typename: 'ConfigurableProduct' },
      configured_variant: null,
      price_range: { minimal_price: { value: 900 }, maximal_price: { value: 1200 } },
    });
    expect(blue).toMatchObject({
      configured_variant: { sku: sku('SOFA-BLUE-L') },
      configurable_options: [
        { option_label: 'Colour', value_label: 'Blue' },
        { option_label: 'Size', value_label: 'Large' },
      ],
      price_range: { minimal_price: { value: 1200 }, maximal_price: { value: 1200 } },
    });
    expect(red).toMatchObject({
      qty: 2,
      row_total_range: { minimal_price: { value: 1800 }, maximal_price: { value: 1800 } },
    });
    expect(res.addConfigurableProductsToProject.products.total_prices.sub_total).toEqual({
      minimal_price: { value: 3900, currency: 'USD' },
      maximal_price: { value: 4200, currency: 'USD' },
    });
  });

  it('quotes delivery to the project address as the cheapest and the dearest carrier rate', async () => {
    const me = await newShopper(api);
    const { project_id: id } = await createProject(api, me);
    await api.gql(
      'mutation($id: Int!, $a: ProjectAddressInput) { updateProject(project_id: $id, address_delivery: $a) { project_id } }',
      { variables: { id, a: germanAddress() }, headers: me.headers },
    );
    const res = ok(await add(me, id, [{ sku: sku('CHAIR'), quantity: 1 }]));
    const totals = res.addSimpleProductToProject.products.total_prices;
    expect(totals.delivery.maximal_price.value).toBeGreaterThan(0);
    expect(totals.delivery.minimal_price.value).toBeLessThanOrEqual(totals.delivery.maximal_price.value);
    expect(totals.grand_total.maximal_price.value).toBeCloseTo(
      totals.grand_total.minimal_price.value +
        totals.delivery.maximal_price.value -
        totals.delivery.minimal_price.value,
      2,
    );
  });

  it('refuses an empty list, unknown and disabled products, foreign catalogues and broken quantity rules, adding nothing', async () => {
    const me = await newShopper(api);
    const { project_id: id } = await createProject(api, me);
    ok(await add(me, id, [{ sku: sku('TILES'), quantity: 2 }]));
    const before = await lineRows(id);
    const cases: [unknown[], string, string?][] = [
      [[], 'Something went wrong. Please try again later.'],
      [
        [
          { sku: sku('CHAIR'), quantity: 1 },
          { sku: 'NOPE', quantity: 1 },
        ],
        'Could not find a product with SKU "NOPE"',
      ],
      [
        [{ sku: sku('OFF'), quantity: 1 }],
        `Could not add "${sku('OFF')}" to the project: The product is disabled`,
      ],
      [[{ sku: sku('RU'), quantity: 1 }], `Could not find a product with SKU "${sku('RU')}"`],
      [
        [{ sku: sku('CHAIR'), quantity: 0 }],
        `Could not add "${sku('CHAIR')}" to the project: The product quantity should be greater than 0`,
      ],
      [
        [{ sku: sku('CHAIR'), quantity: -1 }],
        `Could not add "${sku('CHAIR')}" to the project: The product quantity should be greater than 0`,
      ],
      [
        [{ sku: sku('TILES'), quantity: 3 }],
        `Could not add "${sku('TILES')}" to the project: You can buy this product only in quantities of 2 at a time.`,
      ],
      [
        [{ sku: sku('TILES'), quantity: 1 }],
        `Could not add "${sku('TILES')}" to the project: The fewest you may purchase is 2.`,
      ],
      [
        [{ sku: sku('CHAIR'), quantity: 10001 }],
        `Could not add "${sku('CHAIR')}" to the project: The most you may purchase is 10000.`,
      ],
      [
        [{ sku: sku('SOFA'), quantity: 1 }],
        `Could not add "${sku('SOFA')}" to the project: it is a configurable product; add it with addConfigurableProductsToProject.`,
      ],
    ];
    for (const [lines, message] of cases) {
      expect({ lines, error: errorOf(await add(me, id, lines)) }).toEqual({
        lines,
        error: { message, category: 'graphql-input' },
      });
    }
    const notConfigurable = await add(me, id, [{ sku: sku('CHAIR'), quantity: 1 }], ADD_CONFIGURABLE);
    expect(errorOf(notConfigurable).message).toBe(
      `Could not add "${sku('CHAIR')}" to the project: it is not a configurable product; add it with addSimpleProductToProject.`,
    );
    const wrongOption = await add(
      me,
      id,
      [{ sku: sku('SOFA'), parent_sku: sku('SOFA'), selected_options: [cat.red, cat.large], quantity: 1 }],
      ADD_CONFIGURABLE,
    );
    expect(errorOf(wrongOption).message).toBe(
      `Could not add "${sku('SOFA')}" to the project: Some of the selected item options are not currently available.`,
    );
    expect(await lineRows(id)).toEqual(before);
  });
});

describe('changing lines', () => {
  it('changes quantities and notes, removes a line at quantity 0 and keeps the products note', async () => {
    const me = await newShopper(api);
    const { project_id: id } = await createProject(api, me);
    const added = ok(
      await add(me, id, [
        { sku: sku('CHAIR'), quantity: 1 },
        { sku: sku('TILES'), quantity: 2 },
      ]),
    );
    const [chair, tiles] = added.addSimpleProductToProject.products.items;
    const res = await api.gql<Any>(UPDATE, {
      variables: {
        id,
        note: '  Deliver after the painters  ',
        products: [
          { project_product_id: chair.id, qty: 5, note: 'oak' },
          { project_product_id: tiles.id, qty: 0 },
        ],
      },
      headers: { ...me.headers, ...INT },
    });
    const products = ok(res).updateProjectProducts.products;
    expect(products).toMatchObject({
      note: 'Deliver after the painters',
      total_count: 1,
      items: [{ id: chair.id, qty: 5, note: 'oak' }],
    });
  });

  it('refuses a line of another project, broken quantity rules and a too long note, changing nothing', async () => {
    const me = await newShopper(api);
    const other = await newShopper(api);
    const { project_id: id } = await createProject(api, me);
    const { project_id: foreignId } = await createProject(api, other);
    const mine = ok(await add(me, id, [{ sku: sku('TILES'), quantity: 2 }])).addSimpleProductToProject
      .products.items[0];
    const foreign = ok(await add(other, foreignId, [{ sku: sku('CHAIR'), quantity: 1 }]))
      .addSimpleProductToProject.products.items[0];
    const before = [await lineRows(id), await lineRows(foreignId)];
    const send = (products: unknown[], note?: string) =>
      api.gql(UPDATE, { variables: { id, products, note }, headers: me.headers });
    expect(errorOf(await send([{ project_product_id: foreign.id, qty: 3 }]))).toEqual({
      message: `The project has no product line with ID "${foreign.id}".`,
      category: 'graphql-input',
    });
    expect(errorOf(await send([{ project_product_id: mine.id, qty: 3 }])).message).toBe(
      `Could not change line ${mine.id}: You can buy this product only in quantities of 2 at a time.`,
    );
    expect(errorOf(await send([{ project_product_id: mine.id, qty: -2 }])).message).toContain(
      'greater than 0',
    );
    expect(errorOf(await send([], 'n'.repeat(2001))).message).toBe(
      'The note on the products may have at most 2000 characters.',
    );
    const removeForeign = await api.gql(REMOVE, { variables: { id, line: foreign.id }, headers: me.headers });
    expect(errorOf(removeForeign).message).toBe(`The project has no product line with ID "${foreign.id}".`);
    const commentForeign = await api.gql(COMMENT, {
      variables: { id, line: foreign.id, comment: 'hi' },
      headers: me.headers,
    });
    expect(errorOf(commentForeign).message).toBe(`The project has no product line with ID "${foreign.id}".`);
    expect([await lineRows(id), await lineRows(foreignId)]).toEqual(before);
  });

  it('removes a line', async () => {
    const me = await newShopper(api);
    const { project_id: id } = await createProject(api, me);
    const [line] = ok(await add(me, id, [{ sku: sku('CHAIR'), quantity: 1 }])).addSimpleProductToProject
      .products.items;
    const res = await api.gql<Any>(REMOVE, { variables: { id, line: line.id }, headers: me.headers });
    expect(ok(res).removeProductFromProject.products).toEqual({ total_count: 0, items: [] });
  });
});

describe('comments', () => {
  it('keeps comments as plain text with their author and time, and refuses empty and too long ones', async () => {
    const me = await newShopper(api);
    const { project_id: id } = await createProject(api, me);
    const [line] = ok(await add(me, id, [{ sku: sku('CHAIR'), quantity: 1 }])).addSimpleProductToProject
      .products.items;
    const res = await api.gql<Any>(COMMENT, {
      variables: { id, line: line.id, comment: '  <b>Walnut</b> & oak?  ' },
      headers: me.headers,
    });
    const [commented] = ok(res).addCommentToProjectProduct.products.items;
    expect(commented.comments).toEqual([
      {
        id: expect.any(Number),
        comment: '<b>Walnut</b> & oak?',
        author_name: 'Test Shopper',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    const empty = await api.gql(COMMENT, {
      variables: { id, line: line.id, comment: '   ' },
      headers: me.headers,
    });
    expect(errorOf(empty)).toEqual({ message: 'Enter a comment.', category: 'graphql-input' });
    const long = await api.gql(COMMENT, {
      variables: { id, line: line.id, comment: 'c'.repeat(2001) },
      headers: me.headers,
    });
    expect(errorOf(long).message).toBe('A comment may have at most 2000 characters.');
    const rows = await api.database.db
      .select()
      .from(projectProductComment)
      .where(eq(projectProductComment.projectProductId, line.id));
    expect(rows).toHaveLength(1);
  });

  it('reads the project page with its lines for the owner', async () => {
    const me = await newShopper(api);
    const { project_id: id } = await createProject(api, me);
    ok(await add(me, id, [{ sku: sku('CHAIR'), quantity: 1 }]));
    const page = await readProject(api, me, id);
    expect(page.products).toMatchObject({
      total_count: 1,
      page_info: { current_page: 1, page_size: 200, total_pages: 1 },
    });
  });
});

describe('projectLinesForDocument', () => {
  it('answers the lines with name, SKU, options, quantity and displayed prices, and refuses others', async () => {
    const me = await newShopper(api);
    const { project_id: id } = await createProject(api, me);
    ok(
      await add(
        me,
        id,
        [{ sku: sku('SOFA'), parent_sku: sku('SOFA'), selected_options: [cat.red, cat.small], quantity: 2 }],
        ADD_CONFIGURABLE,
      ),
    );
    ok(await add(me, id, [{ sku: sku('SOFA'), quantity: 1 }], ADD_CONFIGURABLE));
    const ctx = await storeContext(api.database, { storeCode: 'int' });
    ctx.customer = { id: me.id, type: 'client', email: me.email };
    const lines = await projectLinesForDocument(ctx, id);
    expect(lines).toEqual([
      expect.objectContaining({
        name: 'Sofa',
        sku: sku('SOFA-RED-S'),
        options: 'Colour: Red, Size: Small',
        qty: 2,
        unitPrice: { min: 900, max: 900, currency: 'USD' },
        rowTotal: { min: 1800, max: 1800, currency: 'USD' },
        imageFile: null,
      }),
      expect.objectContaining({
        sku: sku('SOFA'),
        options: '',
        qty: 1,
        unitPrice: { min: 900, max: 1200, currency: 'USD' },
      }),
    ]);
    const stranger = await storeContext(api.database, { storeCode: 'int' });
    stranger.customer = { id: me.id + 100_000, type: 'client', email: 'x@example.com' };
    await expect(projectLinesForDocument(stranger, id)).rejects.toMatchObject({
      extensions: { category: 'graphql-authorization' },
    });
  });
});

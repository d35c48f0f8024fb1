// The authorization matrix of estimates (design/b2b.md §2–§4): the estimate's owner, a member of
// its project, the project's partner, another partner, the project's manager, another manager,
// another customer and a guest try every query and mutation of estimates.graphql on one estimate
// of a project, in the status where the operation makes sense. A refused cell answers an error
// and leaves every row of the estimate (the estimate, its items, members, history and invites)
// exactly as it was; an allowed cell works. Then every sensitive field, as each reader.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimate, estimateItem } from '../../src/modules/estimates/tables.ts';
import type { Shopper } from '../address/helpers.ts';
import { germanAddress } from '../address/helpers.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { insertProjectCatalogue, type ProjectCatalogue } from '../projects/fixtures.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  addSimple,
  createEstimate,
  errorOf,
  forceStatus,
  newCustomer,
  ok,
  projectWith,
  readEstimate,
  snapshot,
} from './helpers.ts';

const api = useTestApi(FAST_HASHING);

type Role =
  | 'owner'
  | 'member'
  | 'partner'
  | 'otherPartner'
  | 'manager'
  | 'otherManager'
  | 'otherCustomer'
  | 'guest';
const ROLES: Role[] = [
  'owner',
  'member',
  'partner',
  'otherPartner',
  'manager',
  'otherManager',
  'otherCustomer',
  'guest',
];
/** Those who may read the estimate; the others must never learn it exists. */
const READERS: Role[] = ['owner', 'member', 'partner', 'manager'];

let cat: ProjectCatalogue;
let projectId: number;
let estimateId: number;
const people = {} as Record<Role, Shopper | null>;
const headers = (role: Role) => people[role]?.headers ?? {};

/** A fresh item of the estimate, written directly (so that each cell has its own to remove or change). */
async function newItem(): Promise<number> {
  const [row] = await api.database.db
    .insert(estimateItem)
    .values({ estimateId, productId: cat.chair, variantId: null, options: {}, qty: '1' })
    .returning({ id: estimateItem.id });
  return row?.id as number;
}

type Status = 'draft' | 'estimate' | 'discount_partner' | 'proposal';

interface Operation {
  name: string;
  /** The status the estimate is put in before each call. */
  status: Status;
  allowed: Role[];
  request(): Promise<{ query: string; variables: Record<string, unknown> }>;
  /**
   * How a reader who may not is refused: graphql-authorization when their role never may (the
   * default), or any error category when the status machine's verdict depends on the status.
   */
  readerRefusal?: 'any';
  /** Readers refused by the status alone (they may in another status): graphql-input. */
  refusedByStatus?: Role[];
}

// The project's partner is one of its members (b2b.md §2), so they have a member's rights too.
const EDITORS: Role[] = ['owner', 'member', 'partner', 'manager'];
const id = () => ({ id: estimateId });

const OPERATIONS: Operation[] = [
  {
    name: 'addSimpleProductsToEstimate',
    status: 'draft',
    allowed: EDITORS,
    request: async () => ({
      query: `mutation($id: Int!, $sku: String!) { addSimpleProductsToEstimate(estimate_id: $id, products: [{ sku: $sku, quantity: 1 }]) { id } }`,
      variables: { ...id(), sku: `${cat.prefix}-CHAIR` },
    }),
  },
  {
    name: 'addConfigurableProductsToEstimate',
    status: 'draft',
    allowed: EDITORS,
    request: async () => ({
      query: `mutation($id: Int!, $sku: String!) { addConfigurableProductsToEstimate(estimate_id: $id, products: [{ sku: $sku, quantity: 1 }]) { id } }`,
      variables: { ...id(), sku: `${cat.prefix}-SOFA` },
    }),
  },
  {
    name: 'removeProductFromEstimate',
    status: 'draft',
    allowed: EDITORS,
    request: async () => ({
      query:
        'mutation($id: Int!, $item: Int!) { removeProductFromEstimate(estimate_id: $id, estimate_product_id: $item) { id } }',
      variables: { ...id(), item: await newItem() },
    }),
  },
  {
    name: 'updateEstimateProducts',
    status: 'draft',
    allowed: EDITORS,
    request: async () => ({
      query:
        'mutation($id: Int!, $item: Int!) { updateEstimateProducts(estimate_id: $id, products: [{ estimate_product_id: $item, qty: 3, description: "d" }], note: "n") { id } }',
      variables: { ...id(), item: await newItem() },
    }),
  },
  {
    name: 'updateEstimate (name)',
    status: 'draft',
    allowed: EDITORS,
    request: async () => ({
      query: 'mutation($id: Int!) { updateEstimate(estimate_id: $id, name: "Renamed") { id } }',
      variables: id(),
    }),
  },
  {
    name: 'updateEstimate (delivery address)',
    status: 'draft',
    allowed: EDITORS,
    request: async () => ({
      query:
        'mutation($id: Int!, $a: EstimateAddressInput) { updateEstimate(estimate_id: $id, delivery_address: $a) { id } }',
      variables: { ...id(), a: germanAddress() },
    }),
  },
  {
    name: 'updateEstimate (delivery information)',
    status: 'estimate',
    allowed: ['manager'],
    request: async () => ({
      query:
        'mutation($id: Int!) { updateEstimate(estimate_id: $id, delivery_info: { description: "Lift", delivery_cost: 1500 }) { id } }',
      variables: id(),
    }),
  },
  {
    name: 'setCustomPriceManagerToEstimateProduct',
    status: 'estimate',
    allowed: ['manager'],
    request: async () => ({
      query:
        'mutation($id: Int!, $item: Int!) { setCustomPriceManagerToEstimateProduct(estimate_id: $id, estimate_product_id: $item, custom_price: 7000) { id } }',
      variables: { ...id(), item: await newItem() },
    }),
  },
  {
    name: 'updateEstimatePriceProducts (the manager side, in estimate)',
    status: 'estimate',
    allowed: ['manager'],
    refusedByStatus: ['partner'],
    request: async () => ({
      query:
        'mutation($id: Int!, $item: Int!) { updateEstimatePriceProducts(estimate_id: $id, products: [{ estimate_product_id: $item, custom_price: 6000 }]) { id } }',
      variables: { ...id(), item: await newItem() },
    }),
  },
  {
    name: 'updateEstimatePriceProducts (the partner side, in discount_partner)',
    status: 'discount_partner',
    allowed: ['partner'],
    refusedByStatus: ['manager'],
    request: async () => ({
      query:
        'mutation($id: Int!, $item: Int!) { updateEstimatePriceProducts(estimate_id: $id, products: [{ estimate_product_id: $item, custom_price: 5000 }]) { id } }',
      variables: { ...id(), item: await newItem() },
    }),
  },
  {
    name: 'setCustomPricePartnerToEstimateProduct',
    status: 'discount_partner',
    allowed: ['partner'],
    request: async () => ({
      query:
        'mutation($id: Int!, $item: Int!) { setCustomPricePartnerToEstimateProduct(estimate_id: $id, estimate_product_id: $item, custom_price: 5500) { id } }',
      variables: { ...id(), item: await newItem() },
    }),
  },
  {
    name: 'changeEstimateStatus draft → estimate (submit)',
    status: 'draft',
    allowed: ['owner', 'member', 'partner'],
    readerRefusal: 'any',
    request: async () => ({
      query: 'mutation($id: Int!) { changeEstimateStatus(id: $id, status: estimate) { status } }',
      variables: id(),
    }),
  },
  {
    name: 'changeEstimateStatus estimate → discount_partner',
    status: 'estimate',
    allowed: ['manager'],
    readerRefusal: 'any',
    request: async () => ({
      query: 'mutation($id: Int!) { changeEstimateStatus(id: $id, status: discount_partner) { status } }',
      variables: id(),
    }),
  },
  {
    name: 'changeEstimateStatus estimate → proposal (partner step skipped with a note)',
    status: 'estimate',
    allowed: ['manager'],
    readerRefusal: 'any',
    request: async () => ({
      query:
        'mutation($id: Int!) { changeEstimateStatus(id: $id, status: proposal, note: "The client asked for our prices") { status } }',
      variables: id(),
    }),
  },
  {
    name: 'changeEstimateStatus discount_partner → estimate (sent back)',
    status: 'discount_partner',
    allowed: ['partner', 'manager'],
    readerRefusal: 'any',
    request: async () => ({
      query: 'mutation($id: Int!) { changeEstimateStatus(id: $id, status: estimate) { status } }',
      variables: id(),
    }),
  },
  {
    name: 'changeEstimateStatus discount_partner → proposal',
    status: 'discount_partner',
    allowed: ['partner'],
    readerRefusal: 'any',
    request: async () => ({
      query: 'mutation($id: Int!) { changeEstimateStatus(id: $id, status: proposal) { status } }',
      variables: id(),
    }),
  },
  {
    name: 'changeEstimateStatus proposal → draft (a correction)',
    status: 'proposal',
    allowed: EDITORS,
    request: async () => ({
      query: 'mutation($id: Int!) { changeEstimateStatus(id: $id, status: draft) { status } }',
      variables: id(),
    }),
  },
  {
    name: 'sendInviteForEstimate',
    status: 'draft',
    allowed: ['owner', 'manager'],
    request: async () => ({
      query:
        'mutation($id: Int!, $email: String!) { sendInviteForEstimate(estimate_id: $id, email: $email) { status } }',
      variables: { ...id(), email: `invited-${Math.random().toString(36).slice(2)}@example.com` },
    }),
  },
];

beforeAll(async () => {
  cat = await insertProjectCatalogue(api.database.db, 'AZE');
  people.owner = await newCustomer(api);
  people.member = await newCustomer(api);
  people.partner = await newCustomer(api, 'partner');
  people.otherPartner = await newCustomer(api, 'partner');
  people.manager = await newCustomer(api, 'manager');
  people.otherManager = await newCustomer(api, 'manager');
  people.otherCustomer = await newCustomer(api);
  people.guest = null;
  projectId = await projectWith(api, people.owner, {
    members: [people.member, people.partner],
    managers: [people.manager],
  });
  ({ id: estimateId } = await createEstimate(api, people.owner, { name: 'Matrix', project_id: projectId }));
  await addSimple(api, people.owner, estimateId, [{ sku: `${cat.prefix}-CHAIR`, quantity: 2 }]);
});

describe('the estimate authorization matrix', () => {
  for (const op of OPERATIONS) {
    it(`${op.name} (in ${op.status}): only ${op.allowed.join(', ')} may; the others change nothing`, async () => {
      for (const role of ROLES) {
        await forceStatus(api, estimateId, op.status);
        const { query, variables } = await op.request();
        const before = await snapshot(api, estimateId);
        const res = await api.gql<Any>(query, { variables, headers: headers(role) });
        if (op.allowed.includes(role)) {
          expect({ role, errors: res.errors }).toEqual({ role, errors: undefined });
          continue;
        }
        const { category } = errorOf(res);
        if (op.refusedByStatus?.includes(role)) {
          expect({ role, category }).toEqual({ role, category: 'graphql-input' });
        } else if (READERS.includes(role) && op.readerRefusal === 'any') {
          expect({ role, category }).toEqual({ role, category: expect.stringMatching(/^graphql-/) });
        } else {
          expect({ role, category }).toEqual({ role, category: 'graphql-authorization' });
        }
        expect({ role, rows: await snapshot(api, estimateId) }).toEqual({ role, rows: before });
      }
    });
  }

  it('estimates: the readers find the estimate, anyone else an empty list, a guest graphql-authorization', async () => {
    await forceStatus(api, estimateId, 'draft');
    for (const role of ROLES) {
      const res = await api.gql<Any>(
        'query($id: String) { estimates(filter: { id: { eq: $id } }) { total_count items { id role } } }',
        { variables: { id: String(estimateId) }, headers: headers(role) },
      );
      if (role === 'guest') {
        expect(errorOf(res).category).toBe('graphql-authorization');
        continue;
      }
      const found = ok(res).estimates;
      if (READERS.includes(role)) expect({ role, total: found.total_count }).toEqual({ role, total: 1 });
      else expect({ role, found }).toEqual({ role, found: { total_count: 0, items: [] } });
    }
  });

  it('the reader’s role is the first of owner, manager, partner, member that applies', async () => {
    const roles: Record<string, string> = {};
    for (const role of READERS)
      roles[role] = (await readEstimate(api, people[role] as Shopper, estimateId)).role;
    expect(roles).toEqual({ owner: 'OWNER', member: 'MEMBER', partner: 'PARTNER', manager: 'MANAGER' });
  });

  it('createEstimateEmpty in the project: its owner, members (the partner too) and managers; no one else', async () => {
    const count = async () =>
      Number(
        (
          await api.database.db
            .select({ n: sql<number>`count(*)` })
            .from(estimate)
            .where(eq(estimate.projectId, projectId))
        )[0]?.n,
      );
    for (const role of ROLES) {
      const before = await count();
      const res = await api.gql<Any>(
        'mutation($p: Int) { createEstimateEmpty(input: { name: "Another", project_id: $p }) { id project_id } }',
        { variables: { p: projectId }, headers: headers(role) },
      );
      if (READERS.includes(role)) {
        expect({ role, project: ok(res).createEstimateEmpty.project_id }).toEqual({
          role,
          project: projectId,
        });
        expect(await count()).toBe(before + 1);
      } else {
        expect({ role, category: errorOf(res).category }).toEqual({
          role,
          category: 'graphql-authorization',
        });
        expect(await count()).toBe(before);
      }
    }
  });

  it('deleteEstimate: only the owner and a manager delete a draft; the others change nothing', async () => {
    for (const role of ROLES) {
      const { id: doomed } = await createEstimate(api, people.owner as Shopper, {
        name: 'Doomed',
        project_id: projectId,
      });
      const before = await snapshot(api, doomed);
      const res = await api.gql<Any>(
        'mutation($id: Int!) { deleteEstimate(estimate_id: $id) { status message } }',
        {
          variables: { id: doomed },
          headers: headers(role),
        },
      );
      if (role === 'owner' || role === 'manager') {
        expect({ role, answer: ok(res).deleteEstimate }).toEqual({
          role,
          answer: { status: true, message: 'The estimate was deleted.' },
        });
        expect((await snapshot(api, doomed)).estimate).toEqual([]);
      } else {
        expect({ role, category: errorOf(res).category }).toEqual({
          role,
          category: 'graphql-authorization',
        });
        expect({ role, rows: await snapshot(api, doomed) }).toEqual({ role, rows: before });
      }
    }
  });

  it('acceptedInviteForEstimate and createEstimateEmpty need a signed-in customer', async () => {
    const accept = await api.gql('mutation { acceptedInviteForEstimate(hash: "x") { id } }');
    expect(errorOf(accept).category).toBe('graphql-authorization');
    const create = await api.gql('mutation { createEstimateEmpty(input: { name: "x" }) { id } }');
    expect(errorOf(create).category).toBe('graphql-authorization');
  });

  it('an unknown estimate id answers like a foreign one, confirming nothing', async () => {
    const query = 'mutation($id: Int!) { updateEstimate(estimate_id: $id, name: "x") { id } }';
    const unknown = await api.gql(query, { variables: { id: 987654321 }, headers: headers('otherCustomer') });
    const foreign = await api.gql(query, {
      variables: { id: estimateId },
      headers: headers('otherCustomer'),
    });
    expect(errorOf(unknown).category).toBe('graphql-authorization');
    expect(errorOf(unknown).message.replace('987654321', 'ID')).toBe(
      errorOf(foreign).message.replace(String(estimateId), 'ID'),
    );
  });
});

const COST_FIELDS = [
  'factoryPrice',
  'factoryPriceDiscount',
  'costFactor',
  'cost',
  'priceFactor',
  'margin',
  'costMargin',
] as const;
const PARTNER_FIELDS = ['price_for_partner_range', 'partner_custom_price', 'partner_reward_info'] as const;

/**
 * Writes supplier figures for the chair where the catalogue stores them (product_supplier_price,
 * the catalogue's own table); answers whether it could.
 */
async function storeSupplierFigures(productId: number): Promise<boolean> {
  const db = api.database.db;
  const found = await db.execute(sql`select to_regclass('product_supplier_price') is not null as present`);
  if (!(found as unknown as { rows: { present: boolean }[] }).rows[0]?.present) return false;
  await db.execute(sql`insert into product_supplier_price (product_id, website_id, factory_price, factory_price_discount, cost_factor)
    values (${productId}, 1, '5000', '10', '1.2') on conflict do nothing`);
  return true;
}

describe('field-level visibility of an item’s figures', () => {
  it('cost figures only for managers, the partner’s figures only for the partner and managers, the partner’s e-mail likewise', async () => {
    const stored = await storeSupplierFigures(cat.chair);
    const { id } = await createEstimate(api, people.owner as Shopper, {
      name: 'Fields',
      project_id: projectId,
    });
    await addSimple(api, people.owner as Shopper, id, [{ sku: `${cat.prefix}-CHAIR`, quantity: 2 }]);
    const [item] = await api.database.db.select().from(estimateItem).where(eq(estimateItem.estimateId, id));
    await api.database.db
      .update(estimateItem)
      .set({ managerCustomPrice: '8000', partnerCustomPrice: '7000' })
      .where(eq(estimateItem.id, item?.id as number));
    await forceStatus(api, id, 'discount_partner');
    for (const role of READERS) {
      const read = await readEstimate(api, people[role] as Shopper, id);
      const line = read.products.items[0];
      const pick = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, line[f]]));
      // Everyone who reads the estimate sees the client's price.
      expect({ role, price: line.price_range.maximal_price.value }).toEqual({ role, price: 8000 });
      if (role === 'manager') {
        // 5000 × 0.9 × 1.2 = 5400 per unit; margin 8000 − 5400 = 2600 (32.5 %); markup 10000 / 5400.
        expect(pick(COST_FIELDS)).toEqual(
          stored
            ? {
                factoryPrice: { value: 5000, currency: 'RUB' },
                factoryPriceDiscount: 10,
                costFactor: 1.2,
                cost: { value: 5400, currency: 'RUB' },
                priceFactor: expect.any(Number),
                margin: { value: 2600, currency: 'RUB' },
                costMargin: 32.5,
              }
            : Object.fromEntries(COST_FIELDS.map((f) => [f, null])),
        );
      } else {
        expect({ role, costs: pick(COST_FIELDS) }).toEqual({
          role,
          costs: Object.fromEntries(COST_FIELDS.map((f) => [f, null])),
        });
      }
      if (role === 'manager' || role === 'partner') {
        expect({ role, partner: pick(PARTNER_FIELDS) }).toEqual({
          role,
          partner: {
            price_for_partner_range: {
              minimal_price: { value: 7000, currency: 'RUB' },
              maximal_price: { value: 7000, currency: 'RUB' },
            },
            partner_custom_price: { value: 7000, currency: 'RUB' },
            partner_reward_info: {
              partner_reward: { value: 1000, currency: 'RUB' },
              partner_reward_percent: 12.5,
              partner_reward_row_total: { value: 2000, currency: 'RUB' },
            },
          },
        });
        expect({ role, email: read.partner_info.email }).toEqual({
          role,
          email: (people.partner as Shopper).email,
        });
      } else {
        expect({ role, partner: pick(PARTNER_FIELDS) }).toEqual({
          role,
          partner: { price_for_partner_range: null, partner_custom_price: null, partner_reward_info: null },
        });
        expect({ role, email: read.partner_info.email }).toEqual({ role, email: null });
      }
      expect(read.partner_info.name).toBe('Test Shopper');
    }
  });
});

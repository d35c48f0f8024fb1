// The project page (the project, a page of 200 lines with their products, variants, options,
// comments and prices, and the totals with delivery) costs the same SQL statements for 10 lines as
// for 200: products, prices and comments are loaded in batches, never once per line. Statements
// are counted by a recording database handle (test/support/recording-db.ts), never timed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { projectProduct, projectProductComment } from '../../src/modules/projects/tables.ts';
import { germanAddress, newShopper, type Shopper } from '../address/helpers.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { recordingDb } from '../support/recording-db.ts';
import { type RunningApi, startApi } from '../support/start-api.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { insertProjectCatalogue, type ProjectCatalogue } from './fixtures.ts';
import { type Any, createProject, ONE_PROJECT, ok } from './helpers.ts';

let database: TestDatabase;
let api: RunningApi;
let recorder: ReturnType<typeof recordingDb>;
let cat: ProjectCatalogue;
let owner: Shopper;
const products: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  recorder = recordingDb(database);
  api = await startApi(database, { ...FAST_HASHING, MAIL_OUTBOX_WORKER: 'false' }, { db: recorder.db });
  cat = await insertProjectCatalogue(database.db, 'SQL');
  for (let i = 0; i < 200; i++) {
    products.push(
      await insertProduct(database.db, {
        sku: `SQL-ITEM-${i}`,
        weight: '2',
        texts: { 0: { name: `Item ${i}` } },
        prices: { 1: { price: String(1000 + i) }, 2: { price: String(10 + i) } },
        tiers: i % 3 === 0 ? [{ websiteId: 1, qty: '5', value: '900' }] : [],
      }),
    );
  }
  await reindexProducts(database.db, products);
  owner = await newShopper(api);
}, 120_000);

afterAll(async () => {
  await api.close();
  await database.dispose();
});

/** A project with `n` lines: simple products, an open and a chosen configurable, one comment per line. */
async function projectWith(n: number): Promise<number> {
  const { project_id: id } = await createProject(api, owner, `${n} lines`);
  ok(
    await api.gql(
      'mutation($id: Int!, $a: ProjectAddressInput) { updateProject(project_id: $id, address_delivery: $a) { project_id } }',
      { variables: { id, a: germanAddress() }, headers: owner.headers },
    ),
  );
  const rows = [
    { projectId: id, productId: cat.sofa, childProductId: null, qty: '1' },
    { projectId: id, productId: cat.sofa, childProductId: cat.variants.BLUE_L, qty: '1' },
    ...products
      .slice(0, n - 2)
      .map((productId, i) => ({ projectId: id, productId, childProductId: null, qty: String(1 + (i % 7)) })),
  ];
  const lines = await database.db.insert(projectProduct).values(rows).returning({ id: projectProduct.id });
  await database.db.insert(projectProductComment).values(
    lines.map((l) => ({
      projectProductId: l.id,
      authorId: owner.id,
      authorName: 'Test Shopper',
      comment: 'ok',
    })),
  );
  return id;
}

async function pageStatements(id: number): Promise<number> {
  const read = () => api.gql<Any>(ONE_PROJECT, { variables: { id: String(id) }, headers: owner.headers });
  // Warm the per-process caches (store configuration, rates) so that both reads start alike.
  ok(await read());
  let answer: Any;
  const statements = await recorder.record(async () => {
    answer = ok(await read());
  });
  return answer.projects.items[0].products.items.length === 0 ? -1 : statements.length;
}

describe('the project page', () => {
  it('sends as many SQL statements for 200 lines as for 10', async () => {
    const small = await projectWith(10);
    const large = await projectWith(200);
    const few = await pageStatements(small);
    const many = await pageStatements(large);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });
});

// The authorization matrix of projects (design/b2b.md §2): the owner, a member, a manager of the
// project, another manager, another customer and a guest try every operation of projects.graphql
// on one project. A refused cell answers graphql-authorization and leaves every row of the project
// (the project, its people, lines, comments and invites) exactly as it was; an allowed cell works.
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  project,
  projectInvite,
  projectManager,
  projectMember,
  projectProduct,
  projectProductComment,
} from '../../src/modules/projects/tables.ts';
import { germanAddress, newShopper, type Shopper } from '../address/helpers.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { insertProjectCatalogue, type ProjectCatalogue } from './fixtures.ts';
import { type Any, createProject, errorOf, insertProjectOrder, newManager, ok } from './helpers.ts';

const api = useTestApi(FAST_HASHING);

type Role = 'owner' | 'member' | 'manager' | 'otherManager' | 'otherCustomer' | 'guest';
const ROLES: Role[] = ['owner', 'member', 'manager', 'otherManager', 'otherCustomer', 'guest'];

let cat: ProjectCatalogue;
let projectId: number;
const people = {} as Record<Role, Shopper | null>;

const headers = (role: Role) => people[role]?.headers ?? {};

async function addLine(): Promise<number> {
  const res = await api.gql<Any>(
    `mutation($id: Int!, $sku: String!) { addSimpleProductToProject(project_id: $id, projectProducts: [{ sku: $sku, quantity: 1 }]) {
      products(pageSize: 200) { items { id } } } }`,
    { variables: { id: projectId, sku: `${cat.prefix}-CHAIR` }, headers: headers('owner') },
  );
  const items = ok(res).addSimpleProductToProject.products.items;
  return items[items.length - 1].id;
}

/** Every row of the project, ordered, to compare before and after a refused call. */
async function snapshot() {
  const db = api.database.db;
  const lines = await db
    .select()
    .from(projectProduct)
    .where(eq(projectProduct.projectId, projectId))
    .orderBy(asc(projectProduct.id));
  const lineIds = lines.map((l) => l.id);
  return {
    project: await db.select().from(project).where(eq(project.id, projectId)),
    members: await db.select().from(projectMember).where(eq(projectMember.projectId, projectId)),
    managers: await db.select().from(projectManager).where(eq(projectManager.projectId, projectId)),
    lines,
    comments: lineIds.length
      ? await db
          .select()
          .from(projectProductComment)
          .where(inArray(projectProductComment.projectProductId, lineIds))
      : [],
    invites: await db.select().from(projectInvite).where(eq(projectInvite.projectId, projectId)),
  };
}

interface Operation {
  name: string;
  allowed: Role[];
  /** The request, built afresh for each call (a line of its own where the call removes one). */
  request(): Promise<{ query: string; variables: Record<string, unknown> }>;
  /** Refused without an error, by answering nothing of the project (the projects list). */
  emptyForOthers?: (data: Any) => unknown;
}

const EDITORS: Role[] = ['owner', 'member', 'manager'];

const OPERATIONS: Operation[] = [
  {
    name: 'projects (filtered by the id)',
    allowed: EDITORS,
    request: async () => ({
      query:
        'query($id: String) { projects(filter: { project_id: { eq: $id } }) { total_count items { project_id } } }',
      variables: { id: String(projectId) },
    }),
    emptyForOthers: (data) => data.projects,
  },
  {
    name: 'updateProject (name)',
    allowed: ['owner'],
    request: async () => ({
      query: 'mutation($id: Int!) { updateProject(project_id: $id, name: "Renamed") { name } }',
      variables: { id: projectId },
    }),
  },
  {
    name: 'updateProject (delivery address)',
    allowed: ['owner', 'manager'],
    request: async () => ({
      query:
        'mutation($id: Int!, $a: ProjectAddressInput) { updateProject(project_id: $id, address_delivery: $a) { project_id } }',
      variables: { id: projectId, a: germanAddress() },
    }),
  },
  {
    name: 'addSimpleProductToProject',
    allowed: EDITORS,
    request: async () => ({
      query: `mutation($id: Int!, $sku: String!) { addSimpleProductToProject(project_id: $id, projectProducts: [{ sku: $sku, quantity: 1 }]) { project_id } }`,
      variables: { id: projectId, sku: `${cat.prefix}-CHAIR` },
    }),
  },
  {
    name: 'addConfigurableProductsToProject',
    allowed: EDITORS,
    request: async () => ({
      query: `mutation($id: Int!, $sku: String!) { addConfigurableProductsToProject(project_id: $id, projectProducts: [{ sku: $sku, quantity: 1 }]) { project_id } }`,
      variables: { id: projectId, sku: `${cat.prefix}-SOFA` },
    }),
  },
  {
    name: 'removeProductFromProject',
    allowed: EDITORS,
    request: async () => ({
      query:
        'mutation($id: Int!, $line: Int!) { removeProductFromProject(project_id: $id, project_product_id: $line) { project_id } }',
      variables: { id: projectId, line: await addLine() },
    }),
  },
  {
    name: 'updateProjectProducts',
    allowed: EDITORS,
    request: async () => ({
      query: `mutation($id: Int!, $line: Int!) { updateProjectProducts(project_id: $id, products: [{ project_product_id: $line, qty: 3 }], note: "n") { project_id } }`,
      variables: { id: projectId, line: await addLine() },
    }),
  },
  {
    name: 'addCommentToProjectProduct',
    allowed: EDITORS,
    request: async () => ({
      query:
        'mutation($id: Int!, $line: Int!) { addCommentToProjectProduct(project_id: $id, project_product_id: $line, comment: "ok") { project_id } }',
      variables: { id: projectId, line: await addLine() },
    }),
  },
  {
    name: 'sendInvite',
    allowed: ['owner'],
    request: async () => ({
      query:
        'mutation($id: Int!) { sendInvite(project_id: $id, email: "guest-of-project@example.com") { status } }',
      variables: { id: projectId },
    }),
  },
  {
    name: 'Customer.orders filtered by the project',
    allowed: EDITORS,
    request: async () => ({
      query:
        'query($id: String) { customer { orders(filter: { project_id: { eq: $id } }, scope: GLOBAL) { total_count } } }',
      variables: { id: String(projectId) },
    }),
  },
];

beforeAll(async () => {
  cat = await insertProjectCatalogue(api.database.db, 'AZP');
  people.owner = await newShopper(api);
  ({ project_id: projectId } = await createProject(api, people.owner, 'Matrix'));
  people.member = await newShopper(api);
  people.manager = await newManager(api);
  people.otherManager = await newManager(api);
  people.otherCustomer = await newShopper(api);
  people.guest = null;
  await api.database.db.insert(projectMember).values({ projectId, customerId: people.member.id });
  await api.database.db
    .insert(projectManager)
    .values({ projectId, customerId: people.manager.id, isPrimary: false });
  await insertProjectOrder(api.database.db, people.owner.id, projectId);
});

describe('the project authorization matrix', () => {
  for (const op of OPERATIONS) {
    it(`${op.name}: only ${op.allowed.join(', ')} may; the others change nothing`, async () => {
      for (const role of ROLES) {
        const { query, variables } = await op.request();
        const before = await snapshot();
        const res = await api.gql<Any>(query, { variables, headers: headers(role) });
        if (op.allowed.includes(role)) {
          expect({ role, errors: res.errors }).toEqual({ role, errors: undefined });
          continue;
        }
        if (op.emptyForOthers && role !== 'guest') {
          expect({ role, answer: op.emptyForOthers(ok(res)) }).toEqual({
            role,
            answer: { total_count: 0, items: [] },
          });
        } else {
          expect({ role, category: errorOf(res).category }).toEqual({
            role,
            category: 'graphql-authorization',
          });
        }
        expect({ role, rows: await snapshot() }).toEqual({ role, rows: before });
      }
    });
  }

  it('acceptedInvite needs a signed-in customer; createProject too', async () => {
    const accept = await api.gql('mutation { acceptedInvite(hash: "x") { project_id } }');
    expect(errorOf(accept).category).toBe('graphql-authorization');
    const create = await api.gql('mutation { createProject(name: "x") { project_id } }');
    expect(errorOf(create).category).toBe('graphql-authorization');
  });

  it('an unknown project id answers like a foreign one, confirming nothing', async () => {
    const unknown = await api.gql(
      'mutation { removeProductFromProject(project_id: 987654321, project_product_id: 1) { project_id } }',
      {
        headers: headers('otherCustomer'),
      },
    );
    const foreign = await api.gql(
      'mutation($id: Int!) { removeProductFromProject(project_id: $id, project_product_id: 1) { project_id } }',
      { variables: { id: projectId }, headers: headers('otherCustomer') },
    );
    expect(errorOf(unknown).category).toBe('graphql-authorization');
    expect(errorOf(unknown).message.replace('987654321', 'ID')).toBe(
      errorOf(foreign).message.replace(String(projectId), 'ID'),
    );
  });

  it('deleteProject: only the owner; the others change nothing', async () => {
    for (const role of ROLES.filter((r) => r !== 'owner')) {
      const before = await snapshot();
      const res = await api.gql('mutation($id: Int!) { deleteProject(project_id: $id) { status } }', {
        variables: { id: projectId },
        headers: headers(role),
      });
      expect({ role, category: errorOf(res).category }).toEqual({ role, category: 'graphql-authorization' });
      expect({ role, rows: await snapshot() }).toEqual({ role, rows: before });
    }
    const res = await api.gql<Any>(
      'mutation($id: Int!) { deleteProject(project_id: $id) { status message } }',
      {
        variables: { id: projectId },
        headers: headers('owner'),
      },
    );
    // The project has an order: archived.
    expect(ok(res).deleteProject.status).toBe(true);
  });
});

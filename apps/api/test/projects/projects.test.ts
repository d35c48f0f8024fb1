// Projects themselves: creating one (its primary manager assigned), listing the caller's projects
// with filters and pages, and renaming or re-addressing one, with the validation messages.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/modules/customer/tables.ts';
import { project, projectManager } from '../../src/modules/projects/tables.ts';
import { germanAddress, newShopper } from '../address/helpers.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  CREATE,
  createProject,
  errorOf,
  newManager,
  ok,
  PROJECT_FIELDS,
  PROJECTS,
} from './helpers.ts';

const api = useTestApi(FAST_HASHING);

// The first requests of a fresh server warm its caches; they run here, under the hook's time limit.
beforeAll(async () => {
  await createProject(api, await newShopper(api), 'Warm-up');
});

const UPDATE = `mutation($id: Int!, $name: String, $description: String, $address: ProjectAddressInput) {
  updateProject(project_id: $id, name: $name, description: $description, address_delivery: $address) { ${PROJECT_FIELDS} } }`;

describe('createProject', () => {
  it('creates an active project owned by the caller, with the least busy manager as its primary manager', async () => {
    const me = await newShopper(api);
    const created = await createProject(api, me, '  Flat on Sadovaya  ', 'Two rooms, north light');
    expect(created).toMatchObject({
      name: 'Flat on Sadovaya',
      description: 'Two rooms, north light',
      status: 'ACTIVE',
      status_label: 'Активный',
      role: 'OWNER',
      is_primary_manager: false,
      address_delivery: null,
      helpdesk_ticket: null,
      members: [],
      owner: {
        customer_id: me.id,
        email: me.email,
        firstname: 'Test',
        lastname: 'Shopper',
        is_primary_manager: false,
      },
    });
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(created.managers).toHaveLength(1);
    const [primary] = created.managers;
    expect(primary.is_primary_manager).toBe(true);
    const [row] = await api.database.db.select().from(customer).where(eq(customer.id, primary.customer_id));
    expect(row?.customerType).toBe('manager');
    // The primary manager's e-mail is visible to the owner.
    expect(primary.email).toBe(row?.email);
  });

  it('gives a new project to the manager with the fewest active projects, ties by id', async () => {
    const me = await newShopper(api);
    const idle = await newManager(api);
    const later = await newManager(api);
    // Every older manager has a project already (the warm-up's at least); the two new have none.
    const first = await createProject(api, me, 'First');
    // Both new ones have none: the smaller id gets it…
    expect(first.managers[0].customer_id).toBe(idle.id);
    const second = await createProject(api, me, 'Second');
    // …then the other one has fewer than anyone.
    expect(second.managers[0].customer_id).toBe(later.id);
    // The manager sees the project as its primary manager.
    const res = await api.gql<{ projects: Any }>(PROJECTS, {
      variables: { filter: { project_id: { eq: String(first.project_id) } } },
      headers: idle.headers,
    });
    expect(ok(res).projects.items[0]).toMatchObject({ role: 'MANAGER', is_primary_manager: true });
  });

  it('refuses guests, an empty name and a name that is too long, writing nothing', async () => {
    const me = await newShopper(api);
    const before = await api.database.db.select().from(project).where(eq(project.ownerId, me.id));
    const guest = await api.gql(CREATE, { variables: { name: 'X' } });
    expect(errorOf(guest)).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    const empty = await api.gql(CREATE, { variables: { name: '   ' }, headers: me.headers });
    expect(errorOf(empty)).toEqual({ message: 'Enter the name of the project.', category: 'graphql-input' });
    const long = await api.gql(CREATE, { variables: { name: 'x'.repeat(256) }, headers: me.headers });
    expect(errorOf(long)).toEqual({
      message: 'The name of a project may have at most 255 characters.',
      category: 'graphql-input',
    });
    const longText = await api.gql(CREATE, {
      variables: { name: 'ok', description: 'y'.repeat(5001) },
      headers: me.headers,
    });
    expect(errorOf(longText).category).toBe('graphql-input');
    expect(await api.database.db.select().from(project).where(eq(project.ownerId, me.id))).toEqual(before);
  });

  it('still creates a project when there is no manager at all', async () => {
    const db = api.database.db;
    const managers = await db
      .select({ id: customer.id })
      .from(customer)
      .where(eq(customer.customerType, 'manager'));
    await db.update(customer).set({ customerType: 'client' }).where(eq(customer.customerType, 'manager'));
    try {
      const me = await newShopper(api);
      const created = await createProject(api, me, 'Alone');
      expect(created.managers).toEqual([]);
      const rows = await db
        .select()
        .from(projectManager)
        .where(eq(projectManager.projectId, created.project_id));
      expect(rows).toEqual([]);
    } finally {
      for (const { id } of managers)
        await db.update(customer).set({ customerType: 'manager' }).where(eq(customer.id, id));
    }
  });
});

describe('projects', () => {
  it('lists the projects the caller owns or belongs to, newest first, with name and id filters and pages', async () => {
    const me = await newShopper(api);
    const other = await newShopper(api);
    const a = await createProject(api, me, 'Lobby of a mini hotel');
    const b = await createProject(api, me, 'Flat 100%_done');
    await createProject(api, other, 'Not mine');
    const all = ok(await api.gql<{ projects: Any }>(PROJECTS, { headers: me.headers })).projects;
    expect(all.items.map((p: Any) => p.project_id)).toEqual([b.project_id, a.project_id]);
    expect(all).toMatchObject({
      total_count: 2,
      page_info: { current_page: 1, page_size: 20, total_pages: 1 },
    });
    const like = async (text: string) =>
      ok(
        await api.gql<{ projects: Any }>(PROJECTS, {
          variables: { filter: { name: { like: text } } },
          headers: me.headers,
        }),
      ).projects.items.map((p: Any) => p.name);
    expect(await like('hotel')).toEqual(['Lobby of a mini hotel']);
    expect(await like('100%_')).toEqual(['Flat 100%_done']);
    expect(await like('%')).toEqual(['Flat 100%_done']);
    expect(await like('0%x')).toEqual([]);
    const page2 = ok(
      await api.gql<{ projects: Any }>(PROJECTS, {
        variables: { currentPage: 2, pageSize: 1 },
        headers: me.headers,
      }),
    ).projects;
    expect(page2.items.map((p: Any) => p.project_id)).toEqual([a.project_id]);
    const foreign = ok(
      await api.gql<{ projects: Any }>(PROJECTS, {
        variables: { filter: { project_id: { eq: String(a.project_id) } } },
        headers: other.headers,
      }),
    ).projects;
    expect(foreign).toMatchObject({ items: [], total_count: 0 });
    const bad = await api.gql(PROJECTS, { variables: { pageSize: 0 }, headers: me.headers });
    expect(errorOf(bad)).toEqual({
      message: 'pageSize value must be greater than 0.',
      category: 'graphql-input',
    });
    const guest = await api.gql(PROJECTS, {});
    expect(errorOf(guest).category).toBe('graphql-authorization');
  });

  it('shows the status label in the store view language (Russian by default, English in int)', async () => {
    const me = await newShopper(api);
    const created = await createProject(api, me, 'Язык');
    const res = await api.gql<{ projects: Any }>(PROJECTS, {
      variables: { filter: { project_id: { eq: String(created.project_id) } } },
      headers: { ...me.headers, Store: 'int' },
    });
    expect(ok(res).projects.items[0].status_label).toBe('Active');
  });
});

describe('updateProject', () => {
  it('renames, describes and sets the delivery address for the owner', async () => {
    const me = await newShopper(api);
    const created = await createProject(api, me, 'Old');
    const res = await api.gql<{ updateProject: Any }>(UPDATE, {
      variables: {
        id: created.project_id,
        name: 'New',
        description: '',
        address: germanAddress({ company: 'Atelier' }),
      },
      headers: me.headers,
    });
    expect(ok(res).updateProject).toMatchObject({
      name: 'New',
      description: null,
      address_delivery: {
        firstname: 'Anna',
        lastname: 'Schmidt',
        company: 'Atelier',
        street: ['Unter den Linden 5'],
        city: 'Berlin',
        country_code: 'DE',
        postcode: '10117',
        telephone: '+49 30 1234567',
      },
    });
  });

  it('refuses an invalid address, an unknown country and an empty change, changing nothing', async () => {
    const me = await newShopper(api);
    const created = await createProject(api, me, 'Keep');
    const [before] = await api.database.db.select().from(project).where(eq(project.id, created.project_id));
    const send = (variables: Record<string, unknown>) =>
      api.gql(UPDATE, { variables: { id: created.project_id, ...variables }, headers: me.headers });
    expect(errorOf(await send({ address: germanAddress({ country_code: 'XX' }) })).category).toBe(
      'graphql-input',
    );
    expect(errorOf(await send({ address: germanAddress({ city: ' ' }) }))).toEqual({
      message: '"city" is required. Enter and try again.',
      category: 'graphql-input',
    });
    expect(errorOf(await send({ address: germanAddress({ telephone: 'call me' }) })).category).toBe(
      'graphql-input',
    );
    expect(errorOf(await send({ name: '' })).message).toBe('Enter the name of the project.');
    expect(errorOf(await send({})).category).toBe('graphql-input');
    const [after] = await api.database.db.select().from(project).where(eq(project.id, created.project_id));
    expect(after).toEqual(before);
  });
});

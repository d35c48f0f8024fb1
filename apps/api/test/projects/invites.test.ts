// Invites (single-use, hashed, 7 days, mailed in the store view's language), accepting them, and
// deleting a project (archived instead when orders name it) with the orders filter by project.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { project, projectInvite, projectMember } from '../../src/modules/projects/tables.ts';
import { newShopper } from '../address/helpers.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';
import {
  ACCEPT,
  type Any,
  createProject,
  DELETE,
  errorOf,
  insertProjectOrder,
  invite,
  ok,
  readProject,
  SEND_INVITE,
} from './helpers.ts';

const api = useTestApi(FAST_HASHING);

// The first requests of a fresh server warm its caches; they run here, under the hook's time limit.
beforeAll(async () => {
  await createProject(api, await newShopper(api), 'Warm-up');
});

const ORDERS = `query($id: String) { customer { orders(filter: { project_id: { eq: $id } }, scope: GLOBAL) {
  total_count items { number } } } }`;

describe('sendInvite and acceptedInvite', () => {
  it('mails a single-use link whose hash alone is stored and makes the accepting customer a member', async () => {
    const owner = await newShopper(api);
    const friend = await newShopper(api);
    const { project_id: id } = await createProject(api, owner, 'Лобби мини-отеля');
    const token = await invite(api, owner, id, friend.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = await waitForMail(api.mailDir, friend.email, (m) => m.text.includes('projectHash='));
    // The default store view is Russian; the link leads to the website's storefront.
    expect(mail.subject).toBe('Test Shopper приглашает вас в проект «Лобби мини-отеля»');
    expect(mail.text).toMatch(/\/ru\/\?projectHash=/);
    const [row] = await api.database.db.select().from(projectInvite).where(eq(projectInvite.projectId, id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const accepted = await api.gql<Any>(ACCEPT, { variables: { hash: token }, headers: friend.headers });
    expect(ok(accepted).acceptedInvite).toMatchObject({ project_id: id, role: 'MEMBER' });
    const page = await readProject(api, owner, id);
    expect(page.members).toEqual([
      {
        customer_id: friend.id,
        firstname: 'Test',
        lastname: 'Shopper',
        email: friend.email,
        is_primary_manager: false,
      },
    ]);
    // Used once: a second use, by anyone, is refused.
    const again = await api.gql(ACCEPT, { variables: { hash: token }, headers: friend.headers });
    expect(errorOf(again)).toEqual({
      message: 'This invitation has already been used. Ask the owner of the project for a new one.',
      category: 'graphql-input',
    });
  });

  it('refuses unknown, expired and own invites and guests, with distinct messages, adding nobody', async () => {
    const owner = await newShopper(api);
    const friend = await newShopper(api);
    const { project_id: id } = await createProject(api, owner);
    const expired = await invite(api, owner, id, 'late@example.com');
    await api.database.db
      .update(projectInvite)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(projectInvite.email, 'late@example.com'));
    const own = await invite(api, owner, id, 'forwarded@example.com');
    const accept = (hash: string, headers: Record<string, string>) =>
      api.gql(ACCEPT, { variables: { hash }, headers });
    expect(errorOf(await accept(expired, friend.headers)).message).toBe(
      'This invitation has expired. Ask the owner of the project for a new one.',
    );
    expect(errorOf(await accept('x'.repeat(43), friend.headers)).message).toBe(
      'This invitation link is not valid. Ask the owner of the project for a new one.',
    );
    expect(errorOf(await accept('short', friend.headers)).message).toBe(
      'This invitation link is not valid. Ask the owner of the project for a new one.',
    );
    expect(errorOf(await accept(own, owner.headers)).message).toBe(
      'You own this project: there is no invitation to accept.',
    );
    expect(errorOf(await accept(own, {})).category).toBe('graphql-authorization');
    const members = await api.database.db.select().from(projectMember).where(eq(projectMember.projectId, id));
    expect(members).toEqual([]);
  });

  it('refuses invalid addresses and people already on the project, mailing nothing', async () => {
    const owner = await newShopper(api);
    const friend = await newShopper(api);
    const { project_id: id } = await createProject(api, owner);
    const token = await invite(api, owner, id, friend.email);
    ok(await api.gql(ACCEPT, { variables: { hash: token }, headers: friend.headers }));
    const mails = (await api.database.db.select().from(mailOutbox)).length;
    const send = (email: string) =>
      api.gql(SEND_INVITE, { variables: { id, email }, headers: owner.headers });
    expect(errorOf(await send('not-an-email'))).toEqual({
      message: '"not-an-email" is not a valid email address.',
      category: 'graphql-input',
    });
    expect(errorOf(await send(friend.email.toUpperCase())).message).toBe(
      `${friend.email} is already a member of this project.`,
    );
    expect(errorOf(await send(owner.email)).message).toBe(
      'You own this project: you cannot invite yourself.',
    );
    // Only the owner invites.
    expect(
      errorOf(
        await api.gql(SEND_INVITE, { variables: { id, email: 'x@example.com' }, headers: friend.headers }),
      ).category,
    ).toBe('graphql-authorization');
    expect((await api.database.db.select().from(mailOutbox)).length).toBe(mails);
  });

  it('sends at most 20 invitations a day per project', async () => {
    const owner = await newShopper(api);
    const { project_id: id } = await createProject(api, owner);
    const now = new Date();
    await api.database.db.insert(projectInvite).values(
      Array.from({ length: 20 }, (_, i) => ({
        projectId: id,
        tokenHash: `${String(id).padStart(8, '0')}${String(i).padStart(56, '0')}`,
        email: `bulk${i}@example.com`,
        invitedBy: owner.id,
        expiresAt: new Date(now.getTime() + 86_400_000),
      })),
    );
    const res = await api.gql(SEND_INVITE, {
      variables: { id, email: 'one-more@example.com' },
      headers: owner.headers,
    });
    expect(errorOf(res)).toEqual({
      message: 'A project may send at most 20 invitations a day. Try again tomorrow.',
      category: 'graphql-input',
    });
  });
});

describe('deleteProject and the orders of a project', () => {
  it('deletes a project without orders with its lines and people', async () => {
    const owner = await newShopper(api);
    const { project_id: id } = await createProject(api, owner);
    const res = await api.gql<Any>(DELETE, { variables: { id }, headers: owner.headers });
    expect(ok(res).deleteProject).toEqual({ status: true, message: 'The project was deleted.' });
    expect(await api.database.db.select().from(project).where(eq(project.id, id))).toEqual([]);
  });

  it('archives a project with orders, lists its orders for the people on it and refuses others', async () => {
    const owner = await newShopper(api);
    const friend = await newShopper(api);
    const stranger = await newShopper(api);
    const { project_id: id } = await createProject(api, owner);
    ok(
      await api.gql(ACCEPT, {
        variables: { hash: await invite(api, owner, id, friend.email) },
        headers: friend.headers,
      }),
    );
    await insertProjectOrder(api.database.db, friend.id, id);
    await insertProjectOrder(api.database.db, owner.id, null);
    const orders = async (who: typeof owner) =>
      api.gql<Any>(ORDERS, { variables: { id: String(id) }, headers: who.headers });
    expect(ok(await orders(owner)).customer.orders.total_count).toBe(1);
    expect(ok(await orders(friend)).customer.orders.total_count).toBe(1);
    expect(errorOf(await orders(stranger)).category).toBe('graphql-authorization');

    expect(errorOf(await api.gql(DELETE, { variables: { id }, headers: friend.headers })).message).toBe(
      'Only the owner of the project can do this.',
    );
    const res = await api.gql<Any>(DELETE, { variables: { id }, headers: owner.headers });
    expect(ok(res).deleteProject).toEqual({
      status: true,
      message: 'The project has orders, so it was archived instead of deleted.',
    });
    const page = await readProject(api, owner, id);
    expect(page).toMatchObject({ status: 'ARCHIVED', status_label: 'В архиве' });
    // An archived project is read-only.
    const rename = await api.gql(
      'mutation($id: Int!) { updateProject(project_id: $id, name: "New") { name } }',
      {
        variables: { id },
        headers: owner.headers,
      },
    );
    expect(errorOf(rename)).toEqual({
      message: 'The project is archived: it can be read but no longer changed.',
      category: 'graphql-input',
    });
  });
});

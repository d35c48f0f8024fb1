// The estimate workflow over GraphQL (design/b2b.md §3): status changes recorded in the history
// with who, when and the note, `is_correction` on the way back to draft, refusals that name their
// reason and record nothing, the mails to the other side in each recipient's language, two
// managers changing the same estimate at once (exactly one wins), invites, and an estimate read
// from another website.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env.ts';
import { buildRequestContext } from '../../src/http/request-context.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { accountSettings } from '../../src/modules/customer/settings.ts';
import { changeEstimateStatus } from '../../src/modules/estimates/status.ts';
import { updateEstimateIfVersion } from '../../src/modules/estimates/store.ts';
import {
  estimate,
  estimateInvite,
  estimateMember,
  estimateStatusChange,
} from '../../src/modules/estimates/tables.ts';
import { createMailer } from '../../src/modules/mail/mailer.ts';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { projectMember } from '../../src/modules/projects/tables.ts';
import type { RequestContext } from '../../src/shared/context.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { insertProjectCatalogue, type ProjectCatalogue } from '../projects/fixtures.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';
import {
  type Any,
  addSimple,
  CHANGE_STATUS,
  changeStatus,
  createEstimate,
  errorOf,
  forceStatus,
  newCustomer,
  ok,
  projectWith,
  readEstimate,
  SET_MANAGER_PRICE,
  setType,
  snapshot,
} from './helpers.ts';

const api = useTestApi(FAST_HASHING);

let cat: ProjectCatalogue;
let owner: Shopper;
let partner: Shopper;
/** The project's primary manager, on the Russian store view; the second one on the English one. */
let managerRu: Shopper;
let managerEn: Shopper;
let projectId: number;

beforeAll(async () => {
  cat = await insertProjectCatalogue(api.database.db, 'EWF');
  const bespoke = await insertProduct(api.database.db, {
    sku: 'EWF-BESPOKE',
    texts: { 0: { name: 'Bespoke wardrobe' } },
    // Priced on request: in the catalogue at 0.
    prices: { 1: { price: '0' }, 2: { price: '0' } },
  });
  await reindexProducts(api.database.db, [bespoke]);
  owner = await newCustomer(api);
  partner = await newCustomer(api, 'partner');
  managerRu = await newCustomer(api, 'manager');
  managerEn = await newShopper(api, { Store: 'int' });
  await setType(api, managerEn, 'manager');
  projectId = await projectWith(api, owner, { members: [partner], managers: [managerRu, managerEn] });
});

/** A draft of the project with one chair. */
async function draftWithChair(projectOf: number | null = projectId, name = 'Гостиная'): Promise<number> {
  const { id } = await createEstimate(api, owner, { name, project_id: projectOf });
  await addSimple(api, owner, id, [{ sku: `${cat.prefix}-CHAIR`, quantity: 2 }]);
  return id;
}

const change = (who: Shopper, id: number, status: string, note?: string) =>
  api.gql<Any>(CHANGE_STATUS, { variables: { id, status, note }, headers: who.headers });

/**
 * changeEstimateStatus over a connection of its own (node:http, no keep-alive pool): requests sent
 * in the same tick reach the server together.
 */
function rawChange(who: Shopper, id: number, status: string, note?: string): Promise<Any> {
  const body = JSON.stringify({ query: CHANGE_STATUS, variables: { id, status, note } });
  const url = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...who.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The request context a signed-in customer's request on the ru store view gets. */
async function contextOf(who: Shopper): Promise<RequestContext> {
  const env = loadEnv({ LOG_LEVEL: 'silent', MAIL_DIR: api.mailDir });
  return buildRequestContext({
    db: api.database.db,
    hints: { storeCode: 'ru', bearerToken: who.token },
    requestId: randomUUID(),
    log: pino({ level: 'silent' }),
    clientIp: '127.0.0.1',
    storefrontUrl: env.STOREFRONT_URL,
    accounts: accountSettings(env),
    mailer: createMailer({ mailDir: api.mailDir, from: env.MAIL_FROM, log: pino({ level: 'silent' }) }),
  });
}

const outbox = (template: string) =>
  api.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, template));

describe('changeEstimateStatus', () => {
  it('walks draft → estimate → discount_partner → proposal → draft, recording who, from, to and the note', async () => {
    const id = await draftWithChair();
    expect((await changeStatus(api, owner, id, 'estimate')).status).toBe('estimate');
    await changeStatus(api, managerRu, id, 'discount_partner', 'Prices set');
    const proposal = await changeStatus(api, partner, id, 'proposal');
    expect(proposal).toMatchObject({ status: 'proposal', is_correction: false });
    const back = await changeStatus(api, owner, id, 'draft', 'Please add a second chair');
    expect(back).toMatchObject({ status: 'draft', is_correction: true, status_label: 'Черновик' });
    expect(back.history.map((h: Any) => [h.from_status, h.to_status, h.changed_by, h.note])).toEqual([
      ['draft', 'estimate', 'Test Shopper', null],
      ['estimate', 'discount_partner', 'Test Shopper', 'Prices set'],
      ['discount_partner', 'proposal', 'Test Shopper', null],
      ['proposal', 'draft', 'Test Shopper', 'Please add a second chair'],
    ]);
    expect(back.history[0].changed_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const rows = await api.database.db
      .select()
      .from(estimateStatusChange)
      .where(eq(estimateStatusChange.estimateId, id));
    expect(rows.map((r) => r.customerId)).toEqual([owner.id, managerRu.id, partner.id, owner.id]);
    // Stays a correction when it goes forward again.
    expect((await changeStatus(api, owner, id, 'estimate')).is_correction).toBe(true);
  });

  it('refuses with the reason’s code — empty, no partner, a skipped partner step without a note, a price on request — recording nothing', async () => {
    const { id: empty } = await createEstimate(api, owner, { project_id: projectId });
    const codeOf = (res: Any) => ({
      category: errorOf(res).category,
      code: res.errors?.[0]?.extensions?.reason_code,
    });
    expect(codeOf(await change(owner, empty, 'estimate'))).toEqual({
      category: 'graphql-input',
      code: 'empty',
    });

    const id = await draftWithChair();
    await forceStatus(api, id, 'estimate');
    const before = await snapshot(api, id);
    expect(codeOf(await change(managerRu, id, 'proposal'))).toEqual({
      category: 'graphql-input',
      code: 'needs_note',
    });
    expect(codeOf(await change(managerRu, id, 'estimate'))).toEqual({
      category: 'graphql-input',
      code: 'same_status',
    });
    expect(codeOf(await change(managerRu, id, 'on_cart'))).toEqual({
      category: 'graphql-input',
      code: 'proposal_to_cart_only',
    });
    expect(codeOf(await change(owner, id, 'discount_partner'))).toEqual({
      category: 'graphql-authorization',
      code: undefined,
    });
    // The transitions field tells the same before anyone tries.
    const read = await readEstimate(api, managerRu, id);
    expect(read.transitions.map((t: Any) => [t.status, t.allowed, t.reason_code])).toEqual([
      ['draft', true, null],
      ['estimate', false, 'same_status'],
      ['discount_partner', true, null],
      ['proposal', false, 'needs_note'],
      ['on_cart', false, 'proposal_to_cart_only'],
    ]);
    expect(await snapshot(api, id)).toEqual(before);

    // Without a partner there is nobody to hand it to; with an item on request no proposal.
    const solo = await newCustomer(api);
    const soloProject = await projectWith(api, solo, { managers: [managerRu] });
    const { id: lonely } = await createEstimate(api, solo, { project_id: soloProject });
    await addSimple(api, solo, lonely, [
      { sku: `${cat.prefix}-CHAIR`, quantity: 1 },
      { sku: 'EWF-BESPOKE', quantity: 1 },
    ]);
    await forceStatus(api, lonely, 'estimate');
    expect(codeOf(await change(managerRu, lonely, 'discount_partner'))).toEqual({
      category: 'graphql-input',
      code: 'no_partner',
    });
    expect(codeOf(await change(managerRu, lonely, 'proposal'))).toEqual({
      category: 'graphql-input',
      code: 'price_on_request',
    });
    const bespoke = (await readEstimate(api, managerRu, lonely)).products.items[1];
    expect(bespoke.is_price_on_request).toBe(true);
    await api.gql(SET_MANAGER_PRICE, {
      variables: { id: lonely, item: bespoke.id, price: 42000 },
      headers: managerRu.headers,
    });
    expect((await changeStatus(api, managerRu, lonely, 'proposal')).status).toBe('proposal');
  });
});

describe('mail on status changes', () => {
  /** The outbox rows of a template whose subject names the estimate (bodies are dropped once sent). */
  const mailsAbout = async (template: string, name: string) =>
    (await outbox(template)).filter((m) => m.subject.includes(name));

  it('mails the managers on submission, each in their language, but not the one who changed it', async () => {
    const id = await draftWithChair(projectId, 'Кухня');
    await changeStatus(api, owner, id, 'estimate', 'Urgent, please');
    expect(
      (await mailsAbout('estimate-submitted', 'Кухня')).map((m) => [m.recipient, m.subject]).sort(),
    ).toEqual(
      [
        [managerRu.email, 'Смета «Кухня» ждёт расчёта'],
        [managerEn.email, 'The estimate "Кухня" is waiting for pricing'],
      ].sort(),
    );
    // Sent through the outbox, with a link to the estimate on the recipient's website.
    const english = await waitForMail(api.mailDir, managerEn.email, (m) => m.subject.includes('Кухня'));
    expect(english.text).toContain(`/int/customer/account/estimates/${id}`);
    expect(english.text).toContain('Note: Urgent, please');
    const russian = await waitForMail(api.mailDir, managerRu.email, (m) => m.subject.includes('Кухня'));
    expect(russian.text).toContain(`/ru/customer/account/estimates/${id}`);
    expect(russian.text).toContain('Комментарий: Urgent, please');

    // Sent back by a manager: the other manager hears of it, the sender does not.
    await forceStatus(api, id, 'discount_partner');
    await changeStatus(api, managerRu, id, 'estimate');
    expect((await mailsAbout('estimate-submitted', 'Кухня')).map((m) => m.recipient).sort()).toEqual(
      [managerEn.email, managerEn.email, managerRu.email].sort(),
    );
  });

  it('mails the partner when handed the estimate and the owner when the proposal is ready', async () => {
    const id = await draftWithChair(projectId, 'Спальня');
    await forceStatus(api, id, 'estimate');
    await changeStatus(api, managerRu, id, 'discount_partner');
    expect(
      (await mailsAbout('estimate-discount-partner', 'Спальня')).map((m) => [m.recipient, m.subject]),
    ).toEqual([[partner.email, 'Смета «Спальня» передана вам']]);
    await changeStatus(api, partner, id, 'proposal');
    expect((await mailsAbout('estimate-proposal', 'Спальня')).map((m) => [m.recipient, m.subject])).toEqual([
      [owner.email, 'Предложение по смете «Спальня» готово'],
    ]);
    const mail = await waitForMail(api.mailDir, owner.email, (m) => m.subject.includes('Спальня'));
    expect(mail.text).toContain(`/ru/customer/account/proposals/${id}`);
  });

  it('a refused change mails nobody', async () => {
    const { id } = await createEstimate(api, owner, { name: 'Пустая', project_id: projectId });
    expect(errorOf(await change(owner, id, 'estimate')).category).toBe('graphql-input');
    expect(await mailsAbout('estimate-submitted', 'Пустая')).toEqual([]);
  });
});

describe('two managers changing the same estimate at once', () => {
  it('exactly one wins, the other is refused, and the history has one entry', async () => {
    const id = await draftWithChair();
    for (let round = 0; round < 3; round++) {
      await forceStatus(api, id, 'estimate');
      const before = await snapshot(api, id);
      const [a, b] = await Promise.all([
        rawChange(managerRu, id, 'discount_partner'),
        rawChange(managerEn, id, 'proposal', 'The client asked for our prices'),
      ]);
      const winners = [a, b].filter((r) => !r.errors);
      expect({ round, winners: winners.length }).toEqual({ round, winners: 1 });
      const loser = [a, b].find((r) => r.errors) as Any;
      // Read before the winner wrote (real overlap, PostgreSQL): the version check refuses it;
      // read after (PGlite answers one request at a time): the status machine does.
      const error = loser.errors[0];
      expect(error.extensions.category).toBe('graphql-input');
      expect(['changed_meanwhile', 'from_status', 'same_status']).toContain(error.extensions.reason_code);
      if (error.extensions.reason_code === 'changed_meanwhile') {
        expect(error.message).toBe(
          'The estimate was changed by someone else meanwhile. Reload it and try again.',
        );
      }
      const after = await snapshot(api, id);
      expect(after.history.length).toBe(before.history.length + 1);
      expect(after.estimate[0]?.status).toBe(winners[0]?.data?.changeEstimateStatus.status);
      expect(after.estimate[0]?.version).toBe((before.estimate[0]?.version as number) + 1);
    }
  });

  it('two changes that both read the estimate before either writes: the version lets exactly one through', async () => {
    const id = await draftWithChair();
    await forceStatus(api, id, 'estimate');
    const before = await snapshot(api, id);
    // In one process the two calls interleave at every database read, so both read version v.
    const outcomes = await Promise.allSettled([
      changeEstimateStatus(await contextOf(managerRu), id, 'discount_partner', null),
      changeEstimateStatus(await contextOf(managerEn), id, 'proposal', 'Skipping the partner on purpose'),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toBe(
      'The estimate was changed by someone else meanwhile. Reload it and try again.',
    );
    expect(refused.reason.extensions).toEqual({
      category: 'graphql-input',
      reason_code: 'changed_meanwhile',
    });
    const after = await snapshot(api, id);
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(after.estimate[0]?.version).toBe((before.estimate[0]?.version as number) + 1);
  });

  it('a change based on a version read before another change is refused by the store', async () => {
    const id = await draftWithChair();
    const [row] = await api.database.db.select().from(estimate).where(eq(estimate.id, id));
    const stale = row?.version as number;
    await api.gql(`mutation($id: Int!) { updateEstimate(estimate_id: $id, name: "Renamed") { id } }`, {
      variables: { id },
      headers: owner.headers,
    });
    expect(await updateEstimateIfVersion(api.database.db, id, stale, { status: 'estimate' })).toBeUndefined();
    expect((await snapshot(api, id)).estimate[0]?.status).toBe('draft');
  });
});

const SEND =
  'mutation($id: Int!, $email: String!) { sendInviteForEstimate(estimate_id: $id, email: $email) { status message } }';
const ACCEPT = 'mutation($hash: String!) { acceptedInviteForEstimate(hash: $hash) { id project_id } }';

async function inviteToken(who: Shopper, id: number, email: string): Promise<string> {
  const res = await api.gql<Any>(SEND, { variables: { id, email }, headers: who.headers });
  expect(ok(res).sendInviteForEstimate).toEqual({
    status: true,
    message: `An invitation to the estimate was sent to ${email}.`,
  });
  const mail = await waitForMail(api.mailDir, email, (m) => m.text.includes('estimateHash='));
  const token = /estimateHash=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return decodeURIComponent(token as string);
}

describe('invites', () => {
  it('an invite to an estimate of a project makes the accepting customer a member of the project', async () => {
    const id = await draftWithChair();
    const friend = await newShopper(api);
    const token = await inviteToken(owner, id, friend.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await api.database.db
      .select()
      .from(estimateInvite)
      .where(eq(estimateInvite.estimateId, id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await waitForMail(api.mailDir, friend.email, (m) => m.text.includes('estimateHash='));
    expect(mail.subject).toBe('Test Shopper приглашает вас в смету «Гостиная»');
    expect(ok(await api.gql<Any>(ACCEPT, { variables: { hash: token }, headers: friend.headers }))).toEqual({
      acceptedInviteForEstimate: { id, project_id: projectId },
    });
    const members = await api.database.db
      .select()
      .from(projectMember)
      .where(and(eq(projectMember.projectId, projectId), eq(projectMember.customerId, friend.id)));
    expect(members).toHaveLength(1);
    expect((await readEstimate(api, friend, id)).role).toBe('MEMBER');
    expect(errorOf(await api.gql(ACCEPT, { variables: { hash: token }, headers: friend.headers }))).toEqual({
      message: 'This invitation has already been used. Ask the owner of the estimate for a new one.',
      category: 'graphql-input',
    });
  });

  it('an invite to an estimate without a project makes them a member of the estimate alone', async () => {
    const id = await draftWithChair(null);
    const friend = await newShopper(api);
    const token = await inviteToken(owner, id, friend.email);
    expect(ok(await api.gql<Any>(ACCEPT, { variables: { hash: token }, headers: friend.headers }))).toEqual({
      acceptedInviteForEstimate: { id, project_id: null },
    });
    const rows = await api.database.db.select().from(estimateMember).where(eq(estimateMember.estimateId, id));
    expect(rows.map((r) => r.customerId)).toEqual([friend.id]);
    const read = await readEstimate(api, friend, id);
    expect(read).toMatchObject({ role: 'MEMBER', permissions: { edit_items: true, invite: false } });
  });

  it('refuses bad addresses, people already on it, unknown, expired and own invites, and more than 20 a day', async () => {
    const id = await draftWithChair();
    const send = (email: string) => api.gql(SEND, { variables: { id, email }, headers: owner.headers });
    expect(errorOf(await send('not-an-email')).category).toBe('graphql-input');
    expect(errorOf(await send(partner.email))).toEqual({
      message: `${partner.email} can already read this estimate.`,
      category: 'graphql-input',
    });
    expect(errorOf(await send(owner.email)).message).toBe(
      'This is the owner of the estimate: there is no one to invite.',
    );
    const late = await inviteToken(owner, id, 'late@example.com');
    await api.database.db
      .update(estimateInvite)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(estimateInvite.email, 'late@example.com'));
    const friend = await newShopper(api);
    const accept = (hash: string, who: Shopper) =>
      api.gql(ACCEPT, { variables: { hash }, headers: who.headers });
    expect(errorOf(await accept(late, friend)).message).toBe(
      'This invitation has expired. Ask the owner of the estimate for a new one.',
    );
    expect(errorOf(await accept('A'.repeat(43), friend)).message).toBe(
      'This invitation link is not valid. Ask the owner of the estimate for a new one.',
    );
    const own = await inviteToken(owner, id, 'own@example.com');
    expect(errorOf(await accept(own, owner)).message).toBe(
      'You own this estimate: there is no invitation to accept.',
    );
    const sent = await api.database.db.select().from(estimateInvite).where(eq(estimateInvite.estimateId, id));
    await api.database.db.insert(estimateInvite).values(
      Array.from({ length: 20 - sent.length }, (_, i) => ({
        estimateId: id,
        tokenHash: `${id}`.padStart(8, '0') + String(i).padStart(56, '0'),
        email: `bulk${i}@example.com`,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    expect(errorOf(await send('one-too-many@example.com')).message).toBe(
      'An estimate may send at most 20 invitations a day. Try again tomorrow.',
    );
    const members = await api.database.db
      .select()
      .from(projectMember)
      .where(and(eq(projectMember.projectId, projectId), inArray(projectMember.customerId, [friend.id])));
    expect(members).toEqual([]);
  });
});

describe('another website', () => {
  it('shows an estimate made on the ru website in roubles on the int website, and one made on int in dollars', async () => {
    const id = await draftWithChair();
    const ruPrice = (await readEstimate(api, owner, id)).products.items[0].price_range.maximal_price;
    const fromInt = await api.gql<Any>(
      `query($id: String) { estimates(filter: { id: { eq: $id } }) { items { products { items { price_range { maximal_price { value currency } } } } } } }`,
      { variables: { id: String(id) }, headers: { ...owner.headers, Store: 'int' } },
    );
    expect(ok(fromInt).estimates.items[0].products.items[0].price_range.maximal_price).toEqual(ruPrice);
    const intOwner = await newShopper(api, { Store: 'int' });
    const { id: intId } = await createEstimate(api, intOwner, { name: 'Desk' });
    await addSimple(api, intOwner, intId, [{ sku: `${cat.prefix}-CHAIR`, quantity: 1 }]);
    const intRead = await readEstimate(api, intOwner, intId);
    expect(intRead.products.items[0].price_range.maximal_price.currency).toBe('USD');
  });
});

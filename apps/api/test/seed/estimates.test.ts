// The demo estimates (issue 14 §3) on a small demo catalogue, read as each demo account reads them
// over HTTP: one estimate in each status per demo project (discount_partner only where the project
// has a partner), custom prices, delivery, notes and a history of real transitions; the on_cart
// one's order with its estimate, project, partner and reward; the figures each reader may see.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decimal } from 'decimal.js';
import { count, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { estimate, mailOutbox, salesOrder } from '../../src/db/schema.ts';
import { seedCatalogue } from '../../src/seed/catalogue/index.ts';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS } from '../../src/seed/customers.ts';
import { DEMO_ESTIMATE_NAMES, type DemoEstimatesSummary, seedEstimates } from '../../src/seed/estimates.ts';
import { seedDemoData } from '../../src/seed/index.ts';
import { findDemoProjects, seedProjects } from '../../src/seed/projects.ts';
import { bearer, signIn } from '../customer/helpers.ts';
import { ESTIMATE_WITH_ITEMS } from '../estimates/helpers.ts';
import { type Any, ok } from '../projects/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'atrium-media-'));
const api = useTestApi({ MEDIA_DIR: mediaDir });
const RU = { Store: 'ru' };
const startedAt = new Date();
let summary: DemoEstimatesSummary;
const tokens: Record<keyof typeof DEMO_CUSTOMERS, string> = { client: '', partner: '', manager: '' };
/** The demo projects' ids: client's flat, client's lobby, and so on. */
const projectIds: Record<string, number> = {};

beforeAll(async () => {
  await api.database.db.transaction(async (tx) => {
    await seedCatalogue(tx as unknown as Db, {
      products: 60,
      mediaDir,
      today: new Date('2026-03-15T00:00:00Z'),
      seed: 3,
    });
    await seedProjects(tx as unknown as Db);
    summary = await seedEstimates(tx as unknown as Db);
  });
  for (const p of await findDemoProjects(api.database.db)) {
    projectIds[`${p.ownerEmail.split('@')[0]}-${p.key}`] = p.id;
  }
  for (const who of ['client', 'partner', 'manager'] as const) {
    tokens[who] = await signIn(api, DEMO_CUSTOMERS[who], DEMO_CUSTOMER_PASSWORD);
  }
}, 120_000);

const LIST = `query($project: String) {
  estimates(pageSize: 50, filter: { project_id: { eq: $project } }) { total_count items { ${ESTIMATE_WITH_ITEMS} } } }`;

async function estimatesOf(who: keyof typeof tokens, project?: string): Promise<Any[]> {
  const res = await api.gql<{ estimates: Any }>(LIST, {
    variables: { project: project === undefined ? null : String(projectIds[project]) },
    headers: { ...RU, ...bearer(tokens[who]) },
  });
  const list = ok(res).estimates;
  expect(list.items).toHaveLength(list.total_count);
  return list.items;
}

const statusesByProject = (items: Any[]) => {
  const out: Record<number, string[]> = {};
  for (const e of items) out[e.project_id] = [...(out[e.project_id] ?? []), e.status].sort();
  return out;
};

const ALL = ['discount_partner', 'draft', 'estimate', 'on_cart', 'proposal'];
const NO_PARTNER = ['draft', 'estimate', 'on_cart', 'proposal'];
const byStatus = (items: Any[], status: string) => items.find((e: Any) => e.status === status);

describe('the demo estimates', () => {
  it('give every demo project one estimate in each status, discount_partner only where it has a partner', async () => {
    expect(summary).toEqual({ estimates: 27, orders: 6 });
    expect(statusesByProject(await estimatesOf('manager'))).toEqual({
      [projectIds['client-flat'] as number]: ALL,
      [projectIds['client-lobby'] as number]: NO_PARTNER,
      [projectIds['partner-flat'] as number]: ALL,
      [projectIds['partner-lobby'] as number]: ALL,
      [projectIds['manager-flat'] as number]: NO_PARTNER,
      [projectIds['manager-lobby'] as number]: NO_PARTNER,
    });
  });

  it('show each demo account the estimates of the projects they are on, under their names', async () => {
    const client = await estimatesOf('client');
    expect(statusesByProject(client)).toEqual({
      [projectIds['client-flat'] as number]: ALL,
      [projectIds['client-lobby'] as number]: NO_PARTNER,
    });
    // The partner: their own two projects, and the client's flat as its designer.
    const partner = await estimatesOf('partner');
    expect(statusesByProject(partner)).toEqual({
      [projectIds['client-flat'] as number]: ALL,
      [projectIds['partner-flat'] as number]: ALL,
      [projectIds['partner-lobby'] as number]: ALL,
    });
    const flat = await estimatesOf('client', 'client-flat');
    for (const e of flat) {
      expect(e.name).toBe(DEMO_ESTIMATE_NAMES.flat[e.status as keyof typeof DEMO_ESTIMATE_NAMES.flat]);
      expect(e.role).toBe('OWNER');
      expect(e.owner.email).toBe(DEMO_CUSTOMERS.client);
      expect(e.note).toBeTruthy();
      expect(e.address_delivery).toMatchObject({ city: 'Москва', country_code: 'RU' });
      expect(e.products.items.length).toBeGreaterThanOrEqual(1);
    }
    expect(byStatus(flat, 'proposal').partner_info.name).toBe('Алексей Петров');
    // Newest first: the draft was made last, the one on the cart first.
    expect(flat.map((e: Any) => e.status)).toEqual([
      'draft',
      'estimate',
      'discount_partner',
      'proposal',
      'on_cart',
    ]);
    expect((await estimatesOf('partner', 'client-flat')).every((e: Any) => e.role === 'PARTNER')).toBe(true);
  });

  it('carry a manager custom price and delivery once priced, and the partner’s price from discount_partner on', async () => {
    const flat = await estimatesOf('manager', 'client-flat');
    const customs = (e: Any) => e.products.items.filter((i: Any) => i.is_custom_price);
    const partnerPrices = (e: Any) => e.products.items.filter((i: Any) => i.partner_custom_price !== null);
    const draft = byStatus(flat, 'draft');
    expect(customs(draft)).toEqual([]);
    expect(draft.delivery_info).toBeNull();
    expect(draft.history).toEqual([]);
    for (const status of ['estimate', 'discount_partner', 'proposal', 'on_cart']) {
      const e = byStatus(flat, status);
      expect(customs(e), status).toHaveLength(1);
      expect(e.delivery_info.description, status).toMatch(/подъём на 4 этаж/);
      expect(e.delivery_info.delivery_cost, status).toEqual({ value: 6500, currency: 'RUB' });
      expect(e.products.total_prices.snug_delivery_price_total.minimal_price.value).toBe(6500);
      const [item] = customs(e);
      // Below the catalogue's price, in whole tens of roubles.
      expect(item.custom_price.value % 10).toBe(0);
      expect(item.custom_price.value).toBeGreaterThan(0);
      expect(partnerPrices(e), status).toHaveLength(status === 'estimate' ? 0 : 1);
    }
    const [partnerPriced] = partnerPrices(byStatus(flat, 'proposal'));
    expect(partnerPriced.partner_custom_price.value).toBeLessThan(partnerPriced.custom_price.value);
    expect(partnerPriced.partner_reward_info.partner_reward.value).toBeGreaterThan(0);
    // Without a partner the manager makes the proposal: custom prices, no partner prices.
    const lobby = await estimatesOf('manager', 'client-lobby');
    expect(customs(byStatus(lobby, 'proposal'))).toHaveLength(1);
    expect(partnerPrices(byStatus(lobby, 'proposal'))).toEqual([]);
    expect(byStatus(lobby, 'proposal').delivery_info.delivery_cost.value).toBe(18000);
  });

  it('show the manager the cost figures, the partner their own figures, and the client neither', async () => {
    const proposalOf = async (who: keyof typeof tokens) =>
      byStatus(await estimatesOf(who, 'client-flat'), 'proposal').products.items;
    for (const item of await proposalOf('manager')) {
      expect(item.factoryPrice.value).toBeGreaterThan(0);
      expect(item.cost.value).toBeGreaterThan(0);
      expect(item.margin).not.toBeNull();
      expect(item.costMargin).not.toBeNull();
      expect(item.price_for_partner_range).not.toBeNull();
      expect(item.partner_reward_info).not.toBeNull();
    }
    for (const item of await proposalOf('partner')) {
      expect([item.factoryPrice, item.cost, item.margin, item.costMargin, item.priceFactor]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
      expect(item.price_for_partner_range.minimal_price.value).toBeGreaterThan(0);
      expect(item.partner_reward_info.partner_reward.value).toBeGreaterThan(0);
    }
    for (const item of await proposalOf('client')) {
      expect(item.price_range.minimal_price.value).toBeGreaterThan(0);
      expect([item.factoryPrice, item.cost, item.margin, item.costMargin, item.priceFactor]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
      expect([item.price_for_partner_range, item.partner_custom_price, item.partner_reward_info]).toEqual([
        null,
        null,
        null,
      ]);
    }
  });

  it('keep a history that walks the real transitions with their authors, in order and in the past', async () => {
    const flat = await estimatesOf('client', 'client-flat');
    const steps = (status: string) =>
      byStatus(flat, status).history.map((h: Any) => [h.from_status, h.to_status, h.changed_by]);
    const client = 'Ирина Смирнова';
    const partner = 'Алексей Петров';
    const manager = 'Maria Ivanova';
    expect(steps('on_cart')).toEqual([
      ['draft', 'estimate', client],
      ['estimate', 'discount_partner', manager],
      ['discount_partner', 'proposal', partner],
      ['proposal', 'on_cart', client],
    ]);
    expect(steps('discount_partner')).toEqual([
      ['draft', 'estimate', client],
      ['estimate', 'discount_partner', manager],
    ]);
    // Sent back once for a correction, then submitted again.
    expect(steps('estimate')).toEqual([
      ['draft', 'estimate', client],
      ['estimate', 'draft', client],
      ['draft', 'estimate', client],
    ]);
    expect(byStatus(flat, 'estimate').is_correction).toBe(true);
    expect(byStatus(flat, 'proposal').is_correction).toBe(false);
    const lobby = await estimatesOf('client', 'client-lobby');
    expect(
      byStatus(lobby, 'proposal').history.map((h: Any) => [h.from_status, h.to_status, h.changed_by]),
    ).toEqual([
      ['draft', 'estimate', client],
      ['estimate', 'proposal', manager],
    ]);
    for (const e of [...flat, ...lobby]) {
      const times = [e.created_at, ...e.history.map((h: Any) => h.changed_at)].map((t) => Date.parse(t));
      expect(times, e.name).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times), e.name).toBeLessThan(startedAt.getTime());
      // Spread over the last five weeks, not all at once.
      expect(Math.min(...times), e.name).toBeGreaterThan(startedAt.getTime() - 40 * 86_400_000);
    }
    expect(new Set(flat.map((e: Any) => e.created_at.slice(0, 10))).size).toBe(5);
  });

  it('give the on_cart estimate its order, placed at the agreed prices with the partner and the reward', async () => {
    const ORDERS = `query($project: String) { customer { orders(filter: { project_id: { eq: $project } }, pageSize: 20) {
      items { number status estimate_id project_id total { subtotal { value currency } }
        items { product_sku quantity_ordered product_sale_price { value } }
        partner_info { email firstname lastname reward { value currency } } } } } }`;
    const ordersOf = async (who: keyof typeof tokens, project: string) =>
      ok(
        await api.gql<Any>(ORDERS, {
          variables: { project: String(projectIds[project]) },
          headers: { ...RU, ...bearer(tokens[who]) },
        }),
      ).customer.orders.items;
    const flat = await estimatesOf('partner', 'client-flat');
    const onCart = byStatus(flat, 'on_cart');
    const [order, ...more] = await ordersOf('client', 'client-flat');
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      status: 'В ожидании',
      estimate_id: onCart.id,
      project_id: projectIds['client-flat'],
      partner_info: { email: null, firstname: 'Алексей', lastname: 'Петров', reward: null },
    });
    // The estimate's agreed unit prices (excluding tax) are the order's.
    const agreed = onCart.products.items.map((i: Any) => [
      i.configured_variant?.sku ?? i.product.sku,
      i.qty,
      i.price_range.maximal_price.value,
    ]);
    expect(order.items.map((i: Any) => [i.product_sku, i.quantity_ordered])).toEqual(
      agreed.map(([sku, qty]: [string, number]) => [sku, qty]),
    );
    expect(order.total.subtotal.value).toBeCloseTo(
      onCart.products.total_prices.sub_total.maximal_price.value,
      2,
    );
    // The partner sees their reward: the items' reward row totals, rounded once.
    const reward = onCart.products.items.reduce(
      (sum: Decimal, i: Any) => sum.plus(i.partner_reward_info.partner_reward_row_total.value),
      new Decimal(0),
    );
    const [seen] = await ordersOf('partner', 'client-flat');
    expect(seen.partner_info.email).toBe(DEMO_CUSTOMERS.partner);
    expect(seen.partner_info.reward.currency).toBe('RUB');
    expect(seen.partner_info.reward.value).toBeCloseTo(reward.toNumber(), 1);
    expect(seen.partner_info.reward.value).toBeGreaterThan(0);
    // Without a partner, the lobby's order credits nobody.
    const [lobbyOrder] = await ordersOf('client', 'client-lobby');
    expect(lobbyOrder).toMatchObject({ project_id: projectIds['client-lobby'], partner_info: null });
    expect(lobbyOrder.estimate_id).toBe(byStatus(await estimatesOf('client', 'client-lobby'), 'on_cart').id);
  });

  it('write one order per on_cart estimate, backdated with it, and mail nobody about them', async () => {
    const db = api.database.db;
    const orders = await db.select().from(salesOrder).where(isNotNull(salesOrder.estimateId));
    expect(orders).toHaveLength(6);
    for (const order of orders) {
      const [row] = await db
        .select()
        .from(estimate)
        .where(eq(estimate.id, order.estimateId as number));
      expect(row?.status).toBe('on_cart');
      expect(order.createdAt.getTime()).toBeLessThan(startedAt.getTime() - 20 * 86_400_000);
    }
    expect(orders.filter((o) => o.partnerCustomerId !== null)).toHaveLength(3);
    const [mails] = await db.select({ n: count() }).from(mailOutbox);
    expect(mails?.n).toBe(0);
  });

  it('are written once: a second start seeds nothing again', async () => {
    const db = api.database.db;
    const [before] = await db.select({ n: count() }).from(estimate);
    expect(await seedDemoData(db, { catalogue: false })).toBe(false);
    const [after] = await db.select({ n: count() }).from(estimate);
    expect(after?.n).toBe(before?.n);
  });

  it('leave each proposal ready for its next step: the client loads it into the cart at its prices', async () => {
    const proposal = byStatus(await estimatesOf('client', 'client-flat'), 'proposal');
    const headers = { ...RU, ...bearer(tokens.client) };
    const cart = ok(await api.gql<Any>('{ customerCart { id } }', { headers })).customerCart;
    const loaded = ok(
      await api.gql<Any>(
        `mutation($id: Int!, $cart: String!) { proposalToCart(id: $id, cartId: $cart) {
          cart { itemsV2 { items { quantity prices { is_agreed_price } } } } estimate { status } } }`,
        { variables: { id: proposal.id, cart: cart.id }, headers },
      ),
    ).proposalToCart;
    expect(loaded.estimate.status).toBe('on_cart');
    expect(loaded.cart.itemsV2.items).toHaveLength(proposal.products.items.length);
    expect(loaded.cart.itemsV2.items.every((i: Any) => i.prices.is_agreed_price)).toBe(true);
  });
});

// Demo estimates and proposals (issue 14 §3, design/b2b.md §3–§5): every demo project gets one
// estimate in each status of the workflow — draft, estimate, discount_partner (where the project
// has a partner), proposal and on_cart — made of the project's own products, with a manager's
// custom price, the partner's price where a partner works on it, the manager's delivery description
// and cost, a note, and a history that walks the real transitions (each step is checked against
// the status machine) with their authors and times over the last five weeks.
// The on_cart estimate went into its owner's cart through the proposalToCart workflow and was
// ordered through placeOrder (courier, bank transfer), so its order records the estimate, the
// project, the partner and the reward at the agreed prices exactly as any order from a proposal.
// Deterministic: products are taken in the project's order, times count back from `now`. Written
// once, in the seed's transaction, after the projects (it needs them and their products).
import { Decimal } from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../db/client.ts';
import {
  customer,
  estimate,
  estimateItem,
  estimateStatusChange,
  mailOutbox,
  product,
  productOption,
  productOptionValue,
  productPrice,
  project,
  projectManager,
  projectMember,
  projectProduct,
  salesOrder,
  salesOrderPayment,
} from '../db/schema.ts';
import { buildRequestContext } from '../http/request-context.ts';
import { createEmptyCart } from '../modules/cart/carts.ts';
import { setPaymentMethodOnCart, setShippingMethodsOnCart } from '../modules/cart/checkout-steps.ts';
import { setBillingAddressOnCart } from '../modules/cart/set-addresses.ts';
import type { CustomerType } from '../modules/customer/index.ts';
import { DEFAULT_COST } from '../modules/customer/password.ts';
import type { AccountSettings } from '../modules/customer/settings.ts';
import {
  type EstimateActor,
  type EstimateStatus,
  isCorrection,
  mayEditDelivery,
  mayEditManagerPrices,
  mayEditPartnerPrices,
  transitionVerdict,
} from '../modules/estimates/status-machine.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { RequestContext } from '../shared/context.ts';
import { placeOrder } from '../workflows/place-order.ts';
import { proposalToCart } from '../workflows/proposal-to-cart.ts';
import { DEMO_CUSTOMERS } from './customers.ts';
import { type DEMO_PROJECT_NAMES, findDemoProjects } from './projects.ts';

type ProjectKey = keyof typeof DEMO_PROJECT_NAMES;

/** The demo estimates' names by project and status. */
export const DEMO_ESTIMATE_NAMES: Record<ProjectKey, Record<EstimateStatus, string>> = {
  flat: {
    on_cart: 'Гостиная: первая поставка',
    proposal: 'Спальня',
    discount_partner: 'Свет и текстиль',
    estimate: 'Прихожая и хранение',
    draft: 'Кабинет в нише',
  },
  lobby: {
    on_cart: 'Зона ожидания: первая очередь',
    proposal: 'Стойка ресепшн',
    discount_partner: 'Освещение лобби',
    estimate: 'Декор и текстиль',
    draft: 'Летняя веранда',
  },
};

/** The store view the demo estimates are made in (the projects are Russian: RUB, Russian texts). */
const STORE_CODE = 'ru';
/** The request id the orders are placed under: their confirmation mails are dropped (see below). */
const SEED_REQUEST_ID = 'seed-demo-estimates';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The manager's custom price: this share of the catalogue price, in whole tens of roubles. */
const MANAGER_PRICE_SHARE = '0.88';
/** The partner's price: this share of the manager's price (a 7 % reward instead of the default 10 %). */
const PARTNER_PRICE_SHARE = '0.93';

interface Delivery {
  description: string;
  cost: string;
  /** The region of the order's shipping address (the projects' addresses have none). */
  region: string;
}

const DELIVERY: Record<ProjectKey, Delivery> = {
  flat: {
    description:
      'Доставка по Москве в согласованный день, подъём на 4 этаж без лифта, сборка и вывоз упаковки.',
    cost: '6500',
    region: 'MOW',
  },
  lobby: {
    description: 'Доставка в Санкт-Петербург транспортной компанией, ночной монтаж с 23:00 до 7:00.',
    cost: '18000',
    region: 'SPE',
  },
};

const NOTES: Record<ProjectKey, Record<EstimateStatus, string>> = {
  flat: {
    on_cart: 'Привезти до 20-го числа: заезжаем в начале месяца.',
    proposal: 'Кровать и тумбы — в одном оттенке дерева.',
    discount_partner: 'Свет тёплый, текстиль — лён.',
    estimate: 'Шкаф должен встать в нишу шириной 120 см.',
    draft: 'Подбираю варианты, пока без спешки.',
  },
  lobby: {
    on_cart: 'Зона ожидания на 8 мест — первая очередь открытия.',
    proposal: 'Стойку согласовать с дизайнером отеля.',
    discount_partner: 'Свет тёплый, 2700 K, с диммерами.',
    estimate: 'Ткани — повышенной износостойкости.',
    draft: 'Идеи для веранды к лету.',
  },
};

/** The client's words on the first item of an estimate, where there are some. */
const FIRST_ITEM_DESCRIPTION: Partial<Record<EstimateStatus, string>> = {
  on_cart: 'Цвет — как в образце из шоурума.',
  proposal: 'Нужна пара, одинаковый оттенок.',
  estimate: 'Можно аналог, если этого нет в наличии.',
};

type Author = 'owner' | 'manager' | 'partner';

interface Step {
  to: EstimateStatus;
  by: Author;
  /** Days before `now` and the Moscow time of day (hours, minutes). */
  day: number;
  time: [number, number];
  note: string | null;
}

interface Script {
  /** When the owner made the estimate. */
  created: { day: number; time: [number, number] };
  steps: Step[];
  /** Products in it. */
  items: number;
}

const SUBMITTED_WITH_NOTE = 'Прошу рассчитать с доставкой и сборкой.';
const TO_PARTNER = 'Цены и доставка рассчитаны, передаю партнёру.';
const BY_PARTNER = 'Скидка партнёра учтена, предложение готово.';
const BY_MANAGER = 'Цены согласованы с поставщиком, предложение готово.';
const BACK_TO_DRAFT = 'Добавлю ещё пару позиций и отправлю снова.';
const RESUBMITTED = 'Позиции добавлены, прошу пересчитать.';

/**
 * The walk of an estimate to `status`, oldest first: the owner submits it; the manager prices it
 * and hands it to the partner, who makes the proposal — or, without a partner, the manager makes it;
 * the owner loads it into the cart. The flat's estimate being priced came back once for a correction.
 */
function scriptOf(status: EstimateStatus, key: ProjectKey, hasPartner: boolean): Script {
  const submit = (day: number, note: string | null = null): Step => ({
    to: 'estimate',
    by: 'owner',
    day,
    time: [10, 20],
    note,
  });
  const proposal = (day: number): Step[] =>
    hasPartner
      ? [
          { to: 'discount_partner', by: 'manager', day, time: [16, 45], note: TO_PARTNER },
          { to: 'proposal', by: 'partner', day: day - 2, time: [12, 10], note: BY_PARTNER },
        ]
      : [{ to: 'proposal', by: 'manager', day: day - 1, time: [15, 30], note: BY_MANAGER }];
  switch (status) {
    case 'on_cart':
      return {
        created: { day: 35, time: [9, 40] },
        steps: [
          submit(34, SUBMITTED_WITH_NOTE),
          ...proposal(32),
          { to: 'on_cart', by: 'owner', day: 28, time: [19, 30], note: null },
        ],
        items: 3,
      };
    case 'proposal':
      return { created: { day: 21, time: [11, 5] }, steps: [submit(20), ...proposal(18)], items: 4 };
    case 'discount_partner':
      return {
        created: { day: 13, time: [18, 50] },
        steps: [
          submit(12),
          { to: 'discount_partner', by: 'manager', day: 10, time: [16, 45], note: TO_PARTNER },
        ],
        items: 3,
      };
    case 'estimate':
      return {
        created: { day: 7, time: [20, 15] },
        steps:
          key === 'flat'
            ? [
                submit(6),
                { to: 'draft', by: 'owner', day: 5, time: [21, 5], note: BACK_TO_DRAFT },
                submit(4, RESUBMITTED),
              ]
            : [submit(4)],
        items: 3,
      };
    case 'draft':
      return { created: { day: key === 'flat' ? 2 : 1, time: [13, 35] }, steps: [], items: 2 };
  }
}

interface Person {
  id: number;
  email: string;
  type: CustomerType;
  name: string;
}

interface DemoProjectFacts {
  id: number;
  key: ProjectKey;
  /** Its place among the demo projects: shifts its times a little. */
  index: number;
  owner: Person;
  memberIds: Set<number>;
  managerIds: Set<number>;
  /** The primary manager, who prices its estimates. */
  manager: Person;
  /** The project's partner (b2b.md §2): its owner if a partner, else its first partner member. */
  partner: Person | null;
  address: {
    firstname: string | null;
    lastname: string | null;
    company: string | null;
    street: string[] | null;
    city: string | null;
    postcode: string | null;
    countryCode: string | null;
    telephone: string | null;
  };
}

/** A project line that can go into an estimate and on into a cart as it is. */
interface SellableLine {
  productId: number;
  variantId: number | null;
  /** The product priced, charged and taken from stock: the variant of a configurable. */
  pricedId: number;
  qty: Decimal;
  /** The required custom options, each with its first value. */
  options: Record<string, string>;
  /** The lowest catalogue price of the priced product (regular or special), base currency. */
  catalogue: Decimal;
}

const fullName = (c: { firstname: string; lastname: string }) => `${c.firstname} ${c.lastname}`.trim();

async function demoPeople(db: Db): Promise<Map<number, Person>> {
  const rows = await db
    .select({
      id: customer.id,
      email: customer.email,
      type: customer.customerType,
      firstname: customer.firstname,
      lastname: customer.lastname,
    })
    .from(customer)
    .where(inArray(customer.email, Object.values(DEMO_CUSTOMERS)));
  return new Map(rows.map((r) => [r.id, { id: r.id, email: r.email, type: r.type, name: fullName(r) }]));
}

async function projectFacts(db: Db, people: Map<number, Person>): Promise<DemoProjectFacts[]> {
  const found = await findDemoProjects(db);
  const ids = found.map((p) => p.id);
  if (ids.length === 0) return [];
  const [rows, members, managers] = await Promise.all([
    db.select().from(project).where(inArray(project.id, ids)),
    db
      .select()
      .from(projectMember)
      .where(inArray(projectMember.projectId, ids))
      .orderBy(asc(projectMember.joinedAt), asc(projectMember.customerId)),
    db.select().from(projectManager).where(inArray(projectManager.projectId, ids)),
  ]);
  const out: DemoProjectFacts[] = [];
  for (const [index, { id, key }] of found.entries()) {
    const row = rows.find((r) => r.id === id);
    const owner = row && people.get(row.ownerId);
    const primary = managers.find((m) => m.projectId === id && m.isPrimary);
    const manager = primary && people.get(primary.customerId);
    if (!row || !owner || !manager) continue;
    const mine = members.filter((m) => m.projectId === id).map((m) => m.customerId);
    const partnerMember = mine.map((m) => people.get(m)).find((p) => p?.type === 'partner');
    out.push({
      id,
      key,
      index,
      owner,
      memberIds: new Set(mine),
      managerIds: new Set(managers.filter((m) => m.projectId === id).map((m) => m.customerId)),
      manager,
      partner: owner.type === 'partner' ? owner : (partnerMember ?? null),
      address: {
        firstname: row.addressFirstname,
        lastname: row.addressLastname,
        company: row.addressCompany,
        street: row.addressStreet,
        city: row.addressCity,
        postcode: row.addressPostcode,
        countryCode: row.addressCountryCode,
        telephone: row.addressTelephone,
      },
    });
  }
  return out;
}

/** Rounds a quantity up to the sale rules: at least min_sale_qty, a multiple of qty_increments. */
function saleQty(wanted: Decimal, minSale: Decimal, increments: Decimal): Decimal {
  let qty = Decimal.max(wanted, minSale);
  if (increments.gt(0)) qty = qty.dividedBy(increments).ceil().times(increments);
  return qty;
}

/**
 * The lines of each project that a cart would take as they are: the product and the variant
 * chosen active and in stock, a catalogue price (none is priced on request), the quantity after
 * the sale rules, and the required custom options filled with their first value. Stock is checked
 * later, against what the demo orders take.
 */
async function sellableLines(
  db: Db,
  projectIds: number[],
  websiteId: number,
): Promise<{ lines: Map<number, SellableLine[]>; stock: Map<number, Decimal> }> {
  const lines = new Map<number, SellableLine[]>();
  const stock = new Map<number, Decimal>();
  if (projectIds.length === 0) return { lines, stock };
  const rows = await db
    .select({
      projectId: projectProduct.projectId,
      productId: projectProduct.productId,
      variantId: projectProduct.childProductId,
      qty: projectProduct.qty,
      typeId: product.typeId,
      parentActive: product.isActive,
    })
    .from(projectProduct)
    .innerJoin(product, eq(product.id, projectProduct.productId))
    .where(inArray(projectProduct.projectId, projectIds))
    .orderBy(asc(projectProduct.projectId), asc(projectProduct.id));
  const pricedIds = [...new Set(rows.map((r) => r.variantId ?? r.productId))];
  const productIds = [...new Set(rows.map((r) => r.productId))];
  if (pricedIds.length === 0) return { lines, stock };
  const [priced, prices, options] = await Promise.all([
    db.select().from(product).where(inArray(product.id, pricedIds)),
    db
      .select()
      .from(productPrice)
      .where(and(inArray(productPrice.productId, pricedIds), eq(productPrice.websiteId, websiteId))),
    db
      .select({
        productId: productOption.productId,
        optionId: productOption.id,
        valueId: sql<number | null>`(select ${productOptionValue.id} from ${productOptionValue}
          where ${productOptionValue.optionId} = ${productOption.id}
          order by ${productOptionValue.sortOrder}, ${productOptionValue.id} limit 1)`,
      })
      .from(productOption)
      .where(and(inArray(productOption.productId, productIds), eq(productOption.isRequired, true)))
      .orderBy(asc(productOption.sortOrder), asc(productOption.id)),
  ]);
  for (const p of priced) stock.set(p.id, new Decimal(p.stockQty));
  for (const row of rows) {
    const pricedRow = priced.find((p) => p.id === (row.variantId ?? row.productId));
    const price = prices.find((p) => p.productId === pricedRow?.id);
    if (!pricedRow || !price || !row.parentActive || !pricedRow.isActive || !pricedRow.isInStock) continue;
    if (row.typeId === 'configurable' && row.variantId === null) continue;
    const regular = new Decimal(price.price);
    const catalogue = price.specialPrice ? Decimal.min(regular, price.specialPrice) : regular;
    if (catalogue.lte(0)) continue;
    const required = options.filter((o) => o.productId === row.productId);
    // A required text option would need words of the client's; none of the catalogue's is.
    if (required.some((o) => o.valueId === null)) continue;
    const list = lines.get(row.projectId) ?? [];
    list.push({
      productId: row.productId,
      variantId: row.variantId,
      pricedId: pricedRow.id,
      qty: saleQty(
        new Decimal(row.qty),
        new Decimal(pricedRow.minSaleQty),
        new Decimal(pricedRow.qtyIncrements),
      ),
      options: Object.fromEntries(required.map((o) => [String(o.optionId), String(o.valueId)])),
      catalogue,
    });
    lines.set(row.projectId, list);
  }
  return { lines, stock };
}

/** Whole tens below `value × share`, as stored (4 decimals); null when that is nothing. */
function priceShare(value: Decimal, share: string): string | null {
  const price = value.times(share).dividedBy(10).floor().times(10);
  return price.gt(0) ? price.toFixed(4) : null;
}

interface PlannedEstimate {
  project: DemoProjectFacts;
  status: EstimateStatus;
  name: string;
  createdAt: Date;
  items: {
    line: SellableLine;
    description: string | null;
    managerCustomPrice: string | null;
    partnerCustomPrice: string | null;
  }[];
  history: {
    fromStatus: EstimateStatus;
    toStatus: EstimateStatus;
    author: Person;
    note: string | null;
    changedAt: Date;
  }[];
  delivery: Delivery | null;
}

/** What `person` is to an estimate of `p` (status-machine.ts): one person may be several. */
function actorsOf(p: DemoProjectFacts, person: Person): Set<EstimateActor> {
  const actors = new Set<EstimateActor>();
  if (person.id === p.owner.id) actors.add('owner');
  if (p.memberIds.has(person.id)) actors.add('member');
  if (p.partner?.id === person.id) actors.add('partner');
  if (p.managerIds.has(person.id)) actors.add('manager');
  return actors;
}

/** `day` days before `now` at a Moscow time of day (UTC+3), each project a little later than the one before. */
function momentOf(now: Date, p: DemoProjectFacts, day: number, [hour, minute]: [number, number]): Date {
  const midnight = Math.floor((now.getTime() - day * DAY) / DAY) * DAY;
  return new Date(midnight + (hour - 3) * HOUR + (minute + p.index * 23) * MINUTE);
}

const refused = (name: string, what: string) =>
  new Error(`The demo estimate "${name}" breaks the workflow of design/b2b.md §3: ${what}`);

/**
 * The estimate of `p` in `status`: its items from the project's sellable lines (rotating through
 * them, within the stock the earlier demo orders left), prices and delivery set by whoever may in
 * the status they were set in, and its history up to `status` (the last step, to on_cart, is left
 * to proposalToCart). Null when the project has no line to put in it.
 */
function planEstimate(
  p: DemoProjectFacts,
  status: EstimateStatus,
  order: number,
  lines: SellableLine[],
  stock: Map<number, Decimal>,
  now: Date,
): PlannedEstimate | null {
  const name = DEMO_ESTIMATE_NAMES[p.key][status];
  const script = scriptOf(status, p.key, p.partner !== null);
  const picked: SellableLine[] = [];
  for (let i = 0; i < lines.length && picked.length < script.items; i++) {
    const line = lines[(order * 2 + i) % lines.length] as SellableLine;
    if (line.qty.gt(stock.get(line.pricedId) ?? 0)) continue;
    picked.push(line);
  }
  if (picked.length === 0) return null;
  const by: Record<Author, Person | null> = { owner: p.owner, manager: p.manager, partner: p.partner };
  let priced = false;
  let partnerPriced = false;
  /** In `current` its people work on it: the manager prices it in estimate, the partner in discount_partner. */
  const workOn = (current: EstimateStatus) => {
    if (current === 'estimate') {
      const manager = actorsOf(p, p.manager);
      if (!mayEditManagerPrices(manager, current) || !mayEditDelivery(manager, current))
        throw refused(name, 'its manager may not price it.');
      priced = true;
    }
    if (current === 'discount_partner' && p.partner) {
      if (!mayEditPartnerPrices(actorsOf(p, p.partner), current))
        throw refused(name, 'its partner may not set prices.');
      partnerPriced = true;
    }
  };
  const history: PlannedEstimate['history'] = [];
  let current: EstimateStatus = 'draft';
  for (const step of script.steps) {
    const author = by[step.by];
    if (!author) throw refused(name, `nobody to move it to “${step.to}”.`);
    if (step.to !== 'draft') workOn(current);
    // on_cart is proposalToCart's (it checks mayLoadIntoCart itself); every other step is a
    // transition the status machine must allow the author.
    if (step.to !== 'on_cart') {
      const verdict = transitionVerdict(actorsOf(p, author), current, step.to, {
        hasPartner: p.partner !== null,
        itemCount: picked.length,
        unpricedItems: 0,
        note: step.note,
      });
      if (!verdict.allowed) throw refused(name, verdict.message);
      history.push({
        fromStatus: current,
        toStatus: step.to,
        author,
        note: step.note,
        changedAt: momentOf(now, p, step.day, step.time),
      });
    }
    current = step.to;
  }
  workOn(current);
  // The order takes these from stock: later estimates stay within what is left.
  if (status === 'on_cart') {
    for (const line of picked)
      stock.set(line.pricedId, (stock.get(line.pricedId) as Decimal).minus(line.qty));
  }
  return {
    project: p,
    status,
    name,
    createdAt: momentOf(now, p, script.created.day, script.created.time),
    items: picked.map((line, i) => {
      // The first item gets the manager's price (and the partner's on top of it).
      const manager = priced && i === 0 ? priceShare(line.catalogue, MANAGER_PRICE_SHARE) : null;
      const partner =
        partnerPriced && manager !== null ? priceShare(new Decimal(manager), PARTNER_PRICE_SHARE) : null;
      return {
        line,
        description: i === 0 ? (FIRST_ITEM_DESCRIPTION[status] ?? null) : null,
        managerCustomPrice: manager,
        partnerCustomPrice: partner,
      };
    }),
    history,
    delivery: priced ? DELIVERY[p.key] : null,
  };
}

/** The statuses of a project's estimates, oldest first. */
function statusesOf(p: DemoProjectFacts): EstimateStatus[] {
  return ['on_cart', 'proposal', ...(p.partner ? (['discount_partner'] as const) : []), 'estimate', 'draft'];
}

/** The seed places orders like a shopper's request would, and sends no mail. */
const noMail: Mailer = {
  kind: 'files',
  send: () => Promise.reject(new Error('The demo seed sends no mail.')),
  close: () => undefined,
};

/**
 * The seed's requests sign nobody in, reset no password and mail nobody (the order mails are
 * dropped), so their context's account limits and storefront address are never read: they are
 * env.ts's defaults, written out because env.ts cannot be imported here (main.ts imports the seed).
 */
const SEED_ACCOUNTS: AccountSettings = {
  tokenLifetimeHours: 24,
  passwordResetHours: 2,
  scryptCost: DEFAULT_COST,
  accountAddressMaxFailures: 6,
  accountMaxFailures: 30,
  accountLockMinutes: 30,
  addressMaxFailures: 20,
  addressWindowMinutes: 15,
  resetMaxPerEmail: 5,
  resetMaxPerAddress: 20,
  resetWindowMinutes: 60,
  // Order tokens are derived when an order is read, never stored: the seed's are thrown away.
  orderTokenSecret: 'the demo seed reads no guest order token',
};
const SEED_STOREFRONT_URL = 'http://localhost:3000/';

/** A request of the ru store view, as a guest: orderProposal puts the owner in. */
function storeContext(db: Db): Promise<RequestContext> {
  return buildRequestContext({
    db,
    hints: { storeCode: STORE_CODE },
    requestId: SEED_REQUEST_ID,
    log: pino({ level: 'silent' }),
    clientIp: '127.0.0.1',
    storefrontUrl: SEED_STOREFRONT_URL,
    accounts: SEED_ACCOUNTS,
    mailer: noMail,
  });
}

/**
 * The owner loads the proposal into their cart and orders it: courier to the project's address,
 * bank transfer (an offline payment, so the order waits for the money as `pending`).
 */
async function orderProposal(base: RequestContext, planned: PlannedEstimate, id: number): Promise<number> {
  const { owner, address } = planned.project;
  const ctx: RequestContext = { ...base, customer: { id: owner.id, type: owner.type, email: owner.email } };
  const cartId = await createEmptyCart(ctx, null);
  await proposalToCart(ctx, id, cartId);
  // The project's address for the bill and the delivery alike (one step, as the checkout offers).
  await setBillingAddressOnCart(ctx, {
    cart_id: cartId,
    billing_address: {
      address: {
        firstname: address.firstname ?? '',
        lastname: address.lastname ?? '',
        company: address.company,
        street: address.street ?? [],
        city: address.city ?? '',
        postcode: address.postcode,
        country_code: address.countryCode ?? 'RU',
        region: DELIVERY[planned.project.key].region,
        telephone: address.telephone,
        save_in_address_book: false,
      },
      use_for_shipping: true,
    },
  });
  await setShippingMethodsOnCart(ctx, {
    cart_id: cartId,
    shipping_methods: [{ carrier_code: 'flatrate', method_code: 'flatrate' }],
  });
  await setPaymentMethodOnCart(ctx, { cart_id: cartId, payment_method: { code: 'banktransfer' } });
  const placed = await placeOrder(ctx, cartId);
  if (placed.orderId === null) {
    throw new Error(
      `The demo order of "${planned.name}" was refused: ${placed.errors.map((e) => e.message).join('; ')}`,
    );
  }
  return placed.orderId;
}

export interface DemoEstimatesSummary {
  estimates: number;
  orders: number;
}

export async function seedEstimates(db: Db, options: { now?: Date } = {}): Promise<DemoEstimatesSummary> {
  const now = options.now ?? new Date();
  const people = await demoPeople(db);
  const projects = await projectFacts(db, people);
  if (projects.length === 0) return { estimates: 0, orders: 0 };
  const base = await storeContext(db);
  const { lines, stock } = await sellableLines(
    db,
    projects.map((p) => p.id),
    base.website.id,
  );
  const planned: PlannedEstimate[] = [];
  for (const p of projects) {
    for (const [order, status] of statusesOf(p).entries()) {
      const one = planEstimate(p, status, order, lines.get(p.id) ?? [], stock, now);
      if (one) planned.push(one);
    }
  }
  // Oldest first, so ids grow with time as they would have.
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const ids: number[] = [];
  for (const e of planned) {
    const last = e.history.at(-1)?.changedAt ?? e.createdAt;
    const [row] = await db
      .insert(estimate)
      .values({
        ownerId: e.project.owner.id,
        projectId: e.project.id,
        name: e.name,
        // on_cart is reached below, through proposalToCart.
        status: e.status === 'on_cart' ? 'proposal' : e.status,
        isCorrection: e.history.some((h) => isCorrection(h.fromStatus, h.toStatus)),
        note: NOTES[e.project.key][e.status],
        addressFirstname: e.project.address.firstname,
        addressLastname: e.project.address.lastname,
        addressCompany: e.project.address.company,
        addressStreet: e.project.address.street,
        addressCity: e.project.address.city,
        addressPostcode: e.project.address.postcode,
        addressCountryCode: e.project.address.countryCode,
        addressTelephone: e.project.address.telephone,
        deliveryDescription: e.delivery?.description ?? null,
        deliveryCost: e.delivery ? new Decimal(e.delivery.cost).toFixed(4) : null,
        storeViewId: base.store.id,
        websiteId: base.website.id,
        // One for the estimate, one for each change after it: items, prices, delivery, statuses.
        version: 1 + e.items.length + e.history.length,
        createdAt: e.createdAt,
        updatedAt: last,
      })
      .returning({ id: estimate.id });
    if (!row) throw new Error(`The demo estimate "${e.name}" was not written.`);
    ids.push(row.id);
  }
  const items = planned.flatMap((e, n) =>
    e.items.map((item, i) => ({
      estimateId: ids[n] as number,
      productId: item.line.productId,
      variantId: item.line.variantId,
      options: item.line.options,
      qty: item.line.qty.toFixed(4),
      description: item.description,
      managerCustomPrice: item.managerCustomPrice,
      partnerCustomPrice: item.partnerCustomPrice,
      addedAt: new Date(e.createdAt.getTime() + (i + 1) * 2 * MINUTE),
    })),
  );
  if (items.length > 0) await db.insert(estimateItem).values(items);
  const history = planned.flatMap((e, n) =>
    e.history.map((h) => ({
      estimateId: ids[n] as number,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      customerId: h.author.id,
      customerName: h.author.name,
      note: h.note,
      changedAt: h.changedAt,
    })),
  );
  if (history.length > 0) await db.insert(estimateStatusChange).values(history);

  // The proposals that went on to the cart, through the workflows a shopper's requests run.
  let orders = 0;
  for (const [n, e] of planned.entries()) {
    if (e.status !== 'on_cart') continue;
    const id = ids[n] as number;
    const orderId = await orderProposal(base, e, id);
    orders += 1;
    // Back to when it happened: the owner loaded it in the evening and ordered 40 minutes later.
    const loaded = scriptOf('on_cart', e.project.key, e.project.partner !== null).steps.at(-1) as Step;
    const loadedAt = momentOf(now, e.project, loaded.day, loaded.time);
    const orderedAt = new Date(loadedAt.getTime() + 40 * MINUTE);
    await db
      .update(estimateStatusChange)
      .set({ changedAt: loadedAt })
      .where(and(eq(estimateStatusChange.estimateId, id), eq(estimateStatusChange.toStatus, 'on_cart')));
    await db.update(estimate).set({ updatedAt: loadedAt }).where(eq(estimate.id, id));
    await db
      .update(salesOrder)
      .set({ createdAt: orderedAt, updatedAt: orderedAt })
      .where(eq(salesOrder.id, orderId));
    await db
      .update(salesOrderPayment)
      .set({ updatedAt: orderedAt })
      .where(eq(salesOrderPayment.orderId, orderId));
  }
  // Orders of weeks ago were confirmed back then: a fresh start mails nobody about them.
  await db.delete(mailOutbox).where(eq(mailOutbox.requestId, SEED_REQUEST_ID));
  return { estimates: planned.length, orders };
}

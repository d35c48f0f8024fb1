// Partial invoices and shipments (Magento lets staff invoice or ship part of an order):
// `npm run orders -- invoice|ship <number> --item <sku>=<qty>…` takes only those lines and
// quantities. A partial invoice charges each line's share of its amounts and the shipping on the
// first invoice; the last one takes what is left, so the invoices add up to the order. The order
// stays processing until everything is invoiced and shipped; the mails list only the document's
// lines; every refusal says why, exits 1 and writes nothing.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, runCommand } from '../../src/cli/orders-command.ts';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { FulfilmentError, pickLines } from '../../src/modules/sales/fulfilment.ts';
import type { OrderItemRow } from '../../src/modules/sales/store.ts';
import {
  salesDocumentSequence,
  salesInvoice,
  salesOrder,
  salesOrderItem,
  salesShipment,
  salesShipmentTrack,
} from '../../src/modules/sales/tables.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import { type Any, INT, LONDON, ok, placeOrder, RU, readyCart, stockedProduct } from '../checkout/support.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';

const api = useTestApi(FAST_HASHING);
const TABLE = 'PART-TABLE';
const CHAIR = 'PART-CHAIR';
const M = 'value currency';

const ORDER = `query($number: String) { customer { orders(filter: {number: {eq: $number}}, scope: GLOBAL) { items {
  number status
  items { product_sku quantity_ordered quantity_invoiced quantity_shipped status }
  invoices { number
    items { product_sku quantity_invoiced discounts { amount { ${M} } } }
    total { grand_total { ${M} } base_grand_total { ${M} } subtotal { ${M} } total_shipping { ${M} } total_tax { ${M} }
      discounts { amount { ${M} } } } }
  shipments { number tracking { carrier title number } items { product_sku quantity_shipped } }
  total { grand_total { ${M} } base_grand_total { ${M} } subtotal { ${M} } total_shipping { ${M} } total_tax { ${M} } }
} } } }`;

let owner: Shopper;

async function run(...args: string[]) {
  const info: string[] = [];
  const error: string[] = [];
  const code = await runCommand(api.database.db, parseCommand(args), {
    info: (line) => info.push(line),
    error: (line) => error.push(line),
  });
  return { code, output: info.join('\n'), error: error.join('\n') };
}

async function read(number: string): Promise<Any> {
  const headers = { ...INT, ...owner.headers };
  return ok(await api.gql<Any>(ORDER, { variables: { number }, headers })).customer.orders.items[0];
}

/** The owner's order of a table and three chairs on int, paid by check (invoiced by the command). */
async function order() {
  const headers = { ...INT, ...owner.headers };
  const cartId = await readyCart(api, {
    headers,
    items: [
      { sku: TABLE, quantity: 1 },
      { sku: CHAIR, quantity: 3 },
    ],
    address: LONDON,
    payment: { code: 'checkmo' },
  });
  const placed = await placeOrder(api, cartId, headers);
  expect(placed.errors).toEqual([]);
  return placed.order!.order_number;
}

const line = (view: Any, sku: string) => view.items.find((i: Any) => i.product_sku === sku);
const round = (n: number) => Math.round(n * 100) / 100;
const sum = (values: number[]) => round(values.reduce((s, v) => s + v, 0));

async function snapshot() {
  const db = api.database.db;
  return {
    orders: await db.select({ n: salesOrder.incrementId, s: salesOrder.status }).from(salesOrder),
    items: await db
      .select({ id: salesOrderItem.id, i: salesOrderItem.qtyInvoiced, s: salesOrderItem.qtyShipped })
      .from(salesOrderItem),
    invoices: (await db.select({ n: count() }).from(salesInvoice))[0]?.n,
    shipments: (await db.select({ n: count() }).from(salesShipment))[0]?.n,
    tracks: (await db.select({ n: count() }).from(salesShipmentTrack))[0]?.n,
    mails: (await db.select({ n: count() }).from(mailOutbox))[0]?.n,
    sequences: await db.select().from(salesDocumentSequence),
  };
}

/** The delivered mail whose text names the document (`invoice #…` / `shipment #…`). */
async function mailOf(document: string) {
  const mail = await waitForMail(api.mailDir, owner.email, (m) => m.text.includes(document));
  return mail.text.replace(/\r\n/g, '\n');
}

beforeAll(async () => {
  await stockedProduct(api.database.db, TABLE, { int: '790', name: 'Oslo table' });
  // An odd price, so a third of the row total rounds.
  await stockedProduct(api.database.db, CHAIR, { int: '33.33', ru: '3333.33', name: 'Oslo chair' });
  owner = await newShopper(api);
});

describe('a partial invoice', () => {
  it('charges the lines invoiced and the shipping first; the invoices add up to the order', async () => {
    const number = await order();

    const first = await run('invoice', number, '--item', `${CHAIR}=1`);
    expect(first.error).toBe('');
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/the order is now processing\.$/);
    let view = await read(number);
    expect(view.status).toBe('Processing');
    expect(line(view, CHAIR)).toMatchObject({ quantity_invoiced: 1, status: 'Partial' });
    expect(line(view, TABLE)).toMatchObject({ quantity_invoiced: 0, status: 'Ordered' });
    const [one] = view.invoices;
    expect(one.items).toEqual([{ product_sku: CHAIR, quantity_invoiced: 1, discounts: [] }]);
    expect(one.total.subtotal.value).toBe(33.33);
    expect(one.total.total_shipping).toEqual(view.total.total_shipping);
    expect(one.total.total_shipping.value).toBeGreaterThan(0);
    expect(one.total.grand_total.value).toBe(
      round(33.33 + one.total.total_shipping.value + one.total.total_tax.value),
    );

    // The second chair: no shipping again.
    expect((await run('invoice', number, '--item', `${CHAIR}=1`)).code).toBe(0);
    view = await read(number);
    const two = view.invoices[1];
    expect(two.total.subtotal.value).toBe(33.33);
    expect(two.total.total_shipping.value).toBe(0);

    // Without --item: everything left (the table and the last chair); the order is all invoiced.
    const last = await run('invoice', number);
    expect(last.code).toBe(0);
    view = await read(number);
    expect(view.status).toBe('Processing');
    expect(view.invoices).toHaveLength(3);
    expect(view.invoices[2].items).toEqual([
      expect.objectContaining({ product_sku: TABLE, quantity_invoiced: 1 }),
      expect.objectContaining({ product_sku: CHAIR, quantity_invoiced: 1 }),
    ]);
    for (const key of ['subtotal', 'total_shipping', 'total_tax', 'grand_total', 'base_grand_total'])
      expect(sum(view.invoices.map((i: Any) => i.total[key].value)), key).toBe(view.total[key].value);
    expect(line(view, CHAIR)).toMatchObject({ quantity_invoiced: 3, status: 'Invoiced' });
    expect(line(view, TABLE)).toMatchObject({ quantity_invoiced: 1, status: 'Invoiced' });
    expect((await run('invoice', number)).error).toBe(`Order ${number} is already fully invoiced.`);

    // Each invoice's mail lists only its own lines.
    const mail = await mailOf(`invoice #${one.number} for`);
    expect(mail).toContain(`Oslo chair (${CHAIR}) × 1 — $33.33`);
    expect(mail).not.toContain(TABLE);
    const lastMail = await mailOf(`invoice #${view.invoices[2].number} for`);
    expect(lastMail).toContain(`Oslo table (${TABLE}) × 1 — $790.00`);
    expect(lastMail).toContain(`Oslo chair (${CHAIR}) × 1 — $33.33`);
  });
});

describe('a partial invoice of a discounted, taxed order', () => {
  it('splits the discount and the tax by quantity; the invoices add up to the order to the cent', async () => {
    // The Russian website: prices include VAT, and WELCOME10 takes 10 % off.
    const cartId = await readyCart(api, {
      headers: RU,
      items: [{ sku: CHAIR, quantity: 3 }],
      email: 'partial.discount@example.com',
      payment: { code: 'banktransfer' },
    });
    ok(
      await api.gql<Any>(
        'mutation($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "WELCOME10"}) { cart { id } } }',
        { variables: { id: cartId }, headers: RU },
      ),
    );
    const placed = await placeOrder(api, cartId, RU);
    expect(placed.errors).toEqual([]);
    const number = placed.order!.order_number;
    expect((await run('invoice', number, '--item', `${CHAIR}=1`)).code).toBe(0);
    expect((await run('invoice', number, '--item', `${CHAIR}=2`)).code).toBe(0);
    const db = api.database.db;
    const [row] = await db.select().from(salesOrder).where(eq(salesOrder.incrementId, number));
    const invoices = await db
      .select()
      .from(salesInvoice)
      .where(eq(salesInvoice.orderId, row!.id))
      .orderBy(salesInvoice.id);
    expect(invoices).toHaveLength(2);
    expect(Number(row!.discountAmount)).not.toBe(0);
    expect(Number(row!.taxAmount)).toBeGreaterThan(0);
    for (const field of [
      'subtotal',
      'discountAmount',
      'taxAmount',
      'shippingAmount',
      'grandTotal',
      'baseGrandTotal',
    ] as const) {
      expect(sum(invoices.map((i) => Number(i[field]))), field).toBe(round(Number(row![field])));
    }
    // The first invoice holds a third of the chairs' discount and tax, and the whole shipping.
    const [first] = invoices;
    expect(Number(first!.shippingAmount)).toBe(Number(row!.shippingAmount));
    expect(Math.abs(Number(first!.discountAmount) - Number(row!.discountAmount) / 3)).toBeLessThan(0.02);
    expect(Number(first!.taxAmount)).toBeGreaterThan(0);
    expect(Number(first!.taxAmount)).toBeLessThan(Number(row!.taxAmount));
    expect(row!.status).toBe('processing');
  });
});

describe('a partial shipment', () => {
  it('ships the lines named, with tracking; complete once the rest is shipped too', async () => {
    const number = await order();
    expect((await run('invoice', number)).code).toBe(0);

    const first = await run('ship', number, '--item', `${TABLE}=1`, '--track', 'T-1', '--carrier', 'dhl');
    expect(first.error).toBe('');
    expect(first.output.split('\n')[0]).toMatch(/the order is now processing\.$/);
    let view = await read(number);
    expect(view.status).toBe('Processing');
    expect(view.shipments).toEqual([
      {
        number: expect.any(String),
        tracking: [{ carrier: 'dhl', title: 'dhl', number: 'T-1' }],
        items: [{ product_sku: TABLE, quantity_shipped: 1 }],
      },
    ]);
    expect(line(view, TABLE)).toMatchObject({ quantity_shipped: 1, status: 'Shipped' });
    expect(line(view, CHAIR)).toMatchObject({ quantity_shipped: 0, status: 'Invoiced' });

    const chairs = await run('ship', number, '--item', `${CHAIR}=2`, '--track', 'T-2');
    expect(chairs.code).toBe(0);
    view = await read(number);
    expect(view.status).toBe('Processing');
    expect(view.shipments[1].items).toEqual([{ product_sku: CHAIR, quantity_shipped: 2 }]);
    // Fully invoiced, shipped in part: Magento's "Mixed".
    expect(line(view, CHAIR)).toMatchObject({ quantity_shipped: 2, quantity_invoiced: 3, status: 'Mixed' });

    const mail = await mailOf(`(shipment #${view.shipments[1].number})`);
    expect(mail).toContain(`Oslo chair (${CHAIR}) × 2`);
    expect(mail).not.toContain(TABLE);
    expect(mail).toContain('T-2');

    const rest = await run('ship', number, '--item', `${CHAIR}=1`, '--track', 'T-3');
    expect(rest.output.split('\n')[0]).toMatch(/the order is now complete\.$/);
    view = await read(number);
    expect(view.status).toBe('Complete');
    expect(view.shipments[2]).toMatchObject({
      tracking: [{ carrier: 'flatrate', title: 'Courier', number: 'T-3' }],
      items: [{ product_sku: CHAIR, quantity_shipped: 1 }],
    });
    expect(line(view, CHAIR)).toMatchObject({ quantity_shipped: 3, status: 'Shipped' });
  });

  it('shows a line shipped in part, not invoiced, as Partial', async () => {
    const number = await order();
    expect((await run('ship', number, '--item', `${CHAIR}=2`)).code).toBe(0);
    const view = await read(number);
    expect(view.status).toBe('Processing');
    expect(line(view, CHAIR)).toMatchObject({ quantity_shipped: 2, status: 'Partial' });
  });
});

describe('refusals', () => {
  it('say why, exit 1 and write nothing', async () => {
    const number = await order();
    expect((await run('ship', number, '--item', `${TABLE}=1`)).code).toBe(0);
    const before = await snapshot();
    const refused = async (...args: string[]) => {
      const result = await run(...args);
      expect(result.code, result.error).toBe(1);
      return result.error;
    };
    expect(await refused('invoice', number, '--item', 'NOPE=1')).toBe(
      `Order ${number} has no line with the SKU "NOPE" (its lines: ${TABLE}, ${CHAIR}).`,
    );
    expect(await refused('invoice', number, '--item', `${CHAIR}=4`)).toBe(
      `Only 3 of "${CHAIR}" is left to invoice on order ${number}, not 4.`,
    );
    expect(await refused('invoice', number, '--item', `${CHAIR}=0`)).toBe(
      `The quantity of "${CHAIR}" must be above 0, got 0.`,
    );
    expect(await refused('ship', number, '--item', `${CHAIR}=-1`)).toBe(
      `The quantity of "${CHAIR}" must be above 0, got -1.`,
    );
    expect(await refused('ship', number, '--item', `${CHAIR}=0.00001`)).toMatch(/at most 4 decimals/);
    expect(await refused('ship', number, '--item', `${TABLE}=1`)).toBe(
      `Nothing is left to ship of "${TABLE}" on order ${number}: it is already fully shipped.`,
    );
    // One refused line refuses the whole document.
    expect(await refused('ship', number, '--item', `${CHAIR}=1`, '--item', `${TABLE}=1`)).toMatch(
      /Nothing is left to ship/,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('pickLines', () => {
  const row = (id: number, sku: string, ordered: string, extra: Partial<OrderItemRow> = {}) =>
    ({
      id,
      sku,
      productType: 'simple',
      qtyOrdered: ordered,
      qtyCanceled: '0',
      qtyInvoiced: '0',
      qtyShipped: '0',
      ...extra,
    }) as OrderItemRow;

  it('fills the lines of a SKU ordered twice (other options) in the order of the order', () => {
    const items = [row(1, 'TEE', '2', { qtyShipped: '1' }), row(2, 'CAP', '1'), row(3, 'TEE', '3')];
    const picked = pickLines('1', items, 'qtyShipped', [{ sku: 'TEE', qty: '2.5' }]);
    expect(picked.map((l) => [l.item.id, l.qty.toString()])).toEqual([
      [1, '1'],
      [3, '1.5'],
    ]);
    expect(() => pickLines('1', items, 'qtyShipped', [{ sku: 'TEE', qty: '5' }])).toThrow(
      'Only 4 of "TEE" is left to ship on order 1, not 5.',
    );
  });

  it('takes a bundle whole', () => {
    const items = [row(1, 'SET', '2', { productType: 'bundle' })];
    expect(() => pickLines('1', items, 'qtyShipped', [{ sku: 'SET', qty: '1.5' }])).toThrow(
      new FulfilmentError(
        'INVALID_ITEM',
        '"SET" is a bundle: it is shipped whole, give a whole quantity (got 1.5).',
      ),
    );
    expect(pickLines('1', items, 'qtyInvoiced', [{ sku: 'SET', qty: '1' }])).toHaveLength(1);
  });
});

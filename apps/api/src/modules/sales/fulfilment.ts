// Invoices and shipments (Magento's sales_invoice / sales_shipment). An order is invoiced when its
// payment is captured (a redirect payment's confirmation, order-state.ts) or, paid offline, when the
// store marks it paid (`npm run orders -- invoice`); it is shipped with `npm run orders -- ship`,
// with tracking numbers. Each takes every quantity not yet invoiced / shipped, or only the lines and
// quantities staff name (`--item <sku>=<qty>`, a partial document, as Magento). The status follows
// Magento: invoiced or shipped in part → processing; fully invoiced and fully shipped → complete.
// Everything runs in one transaction with the order row locked, so two commands act once. The
// customer's mail about the invoice or the shipment (fulfilment-mail.ts) is written to the outbox in
// that transaction, in the language of the order's store view.
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { enqueueInvoiceMail, enqueueShipmentMail } from './fulfilment-mail.ts';
import {
  addItemQuantities,
  incrementDocumentCounter,
  insertInvoice,
  insertShipment,
  orderInvoices,
} from './fulfilment-store.ts';
import { formatOrderNumber } from './order-number.ts';
import {
  findOrder,
  findOrderByNumber,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orderPayments,
  setOrderStatus,
  updatePayment,
} from './store.ts';
import type { OrderStatus } from './tables.ts';

/** Why an order cannot be invoiced or shipped; the message tells the operator what to do. */
export class FulfilmentError extends Error {
  readonly code:
    | 'NOT_FOUND'
    | 'CANCELED'
    | 'AWAITING_PAYMENT'
    | 'NOTHING_TO_INVOICE'
    | 'NOTHING_TO_SHIP'
    | 'INVALID_TRACK'
    | 'INVALID_ITEM';
  constructor(code: FulfilmentError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

export interface TrackInput {
  /** The carrier's code: letters, digits and underscores (`flatrate`, `dhl`, `custom`). */
  carrierCode: string;
  title: string;
  number: string;
}

/** A line and quantity staff name to invoice or ship: the order line's SKU, a decimal quantity. */
export interface ItemInput {
  sku: string;
  qty: string;
}

const CARRIER_CODE = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * A request context of a store view, as if a request had come from there (no customer): the
 * language, configuration and storefront links of the mails an invoice or a shipment owes. Null
 * when it cannot be had (a store view no longer active): the document is written without its mail.
 */
export type StoreContextOf = (storeViewId: number) => Promise<RequestContext | null>;

/** The context of the order's store view, read before its transaction (null: no such order yet). */
async function mailContext(db: Db, number: string, contextOf: StoreContextOf) {
  const order = await findOrderByNumber(db, number);
  return order ? contextOf(order.storeViewId) : null;
}

/** Checks tracking numbers before anything is written. */
export function checkTracks(tracks: { carrierCode?: string; title?: string; number: string }[]): void {
  for (const t of tracks) {
    if (!t.number.trim() || t.number.length > 255)
      throw new FulfilmentError('INVALID_TRACK', 'A tracking number must have 1 to 255 characters.');
    if (t.carrierCode !== undefined && !CARRIER_CODE.test(t.carrierCode)) {
      throw new FulfilmentError(
        'INVALID_TRACK',
        `Carrier code "${t.carrierCode}" is not valid: use lower-case letters, digits and underscores (e.g. dhl, custom).`,
      );
    }
    if (t.title !== undefined && (!t.title.trim() || t.title.length > 255))
      throw new FulfilmentError('INVALID_TRACK', 'A carrier title must have 1 to 255 characters.');
  }
}

const zero = new Decimal(0);
const dec = (value: string) => new Decimal(value);
const fixed = (value: Decimal) => value.toFixed(4);

/** What is left of a line to invoice or ship (canceled quantities never are). */
function remaining(item: OrderItemRow, done: string): Decimal {
  const left = dec(item.qtyOrdered).minus(item.qtyCanceled).minus(done);
  return left.greaterThan(0) ? left : zero;
}

/** A virtual order (no shipping method) has nothing to ship. */
const isVirtual = (order: OrderRow) => order.shippingMethod === null;

/** Magento's order state after invoices and shipments: complete once everything is both. */
export function fulfilmentStatus(order: OrderRow, items: OrderItemRow[]): OrderStatus {
  const invoiced = items.every((i) => remaining(i, i.qtyInvoiced).isZero());
  const shipped = isVirtual(order) || items.every((i) => remaining(i, i.qtyShipped).isZero());
  if (invoiced && shipped) return 'complete';
  const started = items.some((i) => dec(i.qtyInvoiced).greaterThan(0) || dec(i.qtyShipped).greaterThan(0));
  return started ? 'processing' : order.status;
}

async function lockedOrderByNumber(tx: Db, number: string): Promise<OrderRow> {
  const found = await findOrderByNumber(tx, number);
  const order = found && (await findOrder(tx, found.id, { lock: true }));
  if (!order) throw new FulfilmentError('NOT_FOUND', `No order has the number "${number}".`);
  return order;
}

/** A line of a document being written and the quantity it takes. */
interface Line {
  item: OrderItemRow;
  qty: Decimal;
}

/**
 * The lines a document takes: every quantity left (`done`: invoiced or shipped so far) without
 * `requested`, else only the named ones. A SKU names the order lines with that SKU (the variant's of
 * a configurable, the ordered bundle line's); on several lines (the same product with other
 * options) the quantity fills them in the order's order. Refuses a quantity not above 0, with more
 * than 4 decimals, a bundle's that is not whole (bundles are shipped whole, as Magento), one above
 * what is left, and a SKU the order has no line of or whose lines have nothing left.
 */
export function pickLines(
  number: string,
  items: OrderItemRow[],
  done: 'qtyInvoiced' | 'qtyShipped',
  requested?: ItemInput[],
): Line[] {
  const left = (item: OrderItemRow) => remaining(item, item[done]);
  if (!requested || requested.length === 0)
    return items.flatMap((item) => (left(item).isZero() ? [] : [{ item, qty: left(item) }]));
  const verb = done === 'qtyInvoiced' ? 'invoice' : 'ship';
  const lines: Line[] = [];
  const refuse = (message: string) => new FulfilmentError('INVALID_ITEM', message);
  for (const [index, { sku, qty: text }] of requested.entries()) {
    if (requested.findIndex((r) => r.sku === sku) !== index)
      throw refuse(`"${sku}" is named twice: give its whole quantity once.`);
    let qty: Decimal;
    try {
      qty = new Decimal(text);
    } catch {
      throw refuse(`The quantity of "${sku}" must be a number, got "${text}".`);
    }
    if (!qty.isFinite() || qty.lessThanOrEqualTo(0))
      throw refuse(`The quantity of "${sku}" must be above 0, got ${text}.`);
    if (qty.decimalPlaces() > 4)
      throw refuse(`The quantity of "${sku}" may have at most 4 decimals, got ${text}.`);
    const named = items.filter((item) => item.sku === sku);
    if (named.length === 0) {
      const skus = [...new Set(items.map((i) => i.sku))].join(', ');
      throw refuse(`Order ${number} has no line with the SKU "${sku}" (its lines: ${skus}).`);
    }
    if (!qty.isInteger() && named.some((item) => item.productType === 'bundle'))
      throw refuse(
        `"${sku}" is a bundle: it is ${verb === 'ship' ? 'shipped' : 'invoiced'} whole, give a whole quantity (got ${text}).`,
      );
    const open = named.filter((item) => !left(item).isZero());
    if (open.length === 0)
      throw refuse(
        `Nothing is left to ${verb} of "${sku}" on order ${number}: it is already fully ${verb === 'ship' ? 'shipped' : 'invoiced'}.`,
      );
    const available = open.reduce((sum, item) => sum.plus(left(item)), zero);
    if (qty.greaterThan(available))
      throw refuse(
        `Only ${available.toString()} of "${sku}" is left to ${verb} on order ${number}, not ${text}.`,
      );
    let rest = qty;
    for (const item of open) {
      if (rest.isZero()) break;
      const take = Decimal.min(rest, left(item));
      lines.push({ item, qty: take });
      rest = rest.minus(take);
    }
  }
  // In the order's order of lines, as a whole document lists them.
  return lines.sort((a, b) => items.indexOf(a.item) - items.indexOf(b.item));
}

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * Writes an invoice of `requested` lines and quantities (every quantity not yet invoiced without
 * them), inside the caller's transaction with the order row locked. A line's amounts are its row
 * total, discount and tax in proportion to the quantity invoiced (to the cent); the invoice that
 * takes what is left of a line takes what earlier invoices left of its amounts, and the one that
 * completes the order what they left of the order's totals, so the invoices add up to the order.
 * The first invoice charges the shipping and what the order charges beside its lines (Magento's
 * default). Answers its number, or null when nothing was left to invoice.
 */
export async function writeInvoice(tx: Db, order: OrderRow, requested?: ItemInput[]): Promise<string | null> {
  const items = await orderItems(tx, [order.id]);
  const picked = pickLines(order.incrementId, items, 'qtyInvoiced', requested);
  if (picked.length === 0) return null;
  const earlier = await orderInvoices(tx, [order.id]);
  const charged = (pick: (row: (typeof earlier.invoices)[number]) => string) =>
    earlier.invoices.reduce((sum, row) => sum.plus(pick(row)), zero);
  const chargedOfItem = (orderItemId: number, pick: (row: (typeof earlier.items)[number]) => string) =>
    earlier.items.filter((i) => i.orderItemId === orderItemId).reduce((s, r) => s.plus(pick(r)), zero);
  const rest = (total: string, pick: (row: (typeof earlier.invoices)[number]) => string) =>
    dec(total).minus(charged(pick));
  const lines = picked.map(({ item, qty }) => {
    const last = qty.equals(remaining(item, item.qtyInvoiced));
    const share = (total: string, pick: (row: (typeof earlier.items)[number]) => string) =>
      last
        ? dec(total).minus(chargedOfItem(item.id, pick))
        : cents(dec(total).times(qty).div(item.qtyOrdered));
    return {
      item,
      qty,
      rowTotal: share(item.rowTotal, (r) => r.rowTotal),
      baseRowTotal: cents(dec(item.baseRowTotal).times(qty).div(item.qtyOrdered)),
      discountAmount: share(item.discountAmount, (r) => r.discountAmount),
      taxAmount: share(item.taxAmount, (r) => r.taxAmount),
    };
  });
  // The invoice completing the order takes what earlier ones left of every total.
  const taken = new Map(lines.map((l) => [l.item.id, l.qty]));
  const completes = items.every((item) =>
    remaining(item, item.qtyInvoiced)
      .minus(taken.get(item.id) ?? zero)
      .lessThanOrEqualTo(0),
  );
  const sum = (pick: (line: (typeof lines)[number]) => Decimal) =>
    lines.reduce((s, l) => s.plus(pick(l)), zero);
  const ofItems = (pick: (item: OrderItemRow) => string) =>
    items.reduce((s, item) => s.plus(pick(item)), zero);
  let totals: Record<
    | 'baseSubtotal'
    | 'subtotal'
    | 'baseShippingAmount'
    | 'shippingAmount'
    | 'shippingInclTax'
    | 'baseDiscountAmount'
    | 'discountAmount'
    | 'baseTaxAmount'
    | 'taxAmount'
    | 'baseGrandTotal'
    | 'grandTotal',
    Decimal
  >;
  if (completes) {
    totals = {
      baseSubtotal: rest(order.baseSubtotal, (r) => r.baseSubtotal),
      subtotal: rest(order.subtotal, (r) => r.subtotal),
      baseShippingAmount: rest(order.baseShippingAmount, (r) => r.baseShippingAmount),
      shippingAmount: rest(order.shippingAmount, (r) => r.shippingAmount),
      shippingInclTax: rest(order.shippingInclTax, (r) => r.shippingInclTax),
      baseDiscountAmount: rest(order.baseDiscountAmount, (r) => r.baseDiscountAmount),
      discountAmount: rest(order.discountAmount, (r) => r.discountAmount),
      baseTaxAmount: rest(order.baseTaxAmount, (r) => r.baseTaxAmount),
      taxAmount: rest(order.taxAmount, (r) => r.taxAmount),
      baseGrandTotal: rest(order.baseGrandTotal, (r) => r.baseGrandTotal),
      grandTotal: rest(order.grandTotal, (r) => r.grandTotal),
    };
  } else {
    // A partial invoice: its lines' shares; the first one adds what the order charges beside its
    // lines (shipping, its tax and discount, any other charge), in display and base currency.
    const first = earlier.invoices.length === 0;
    const beside = (orderTotal: string, itemsTotal: Decimal) =>
      first ? dec(orderTotal).minus(itemsTotal) : zero;
    const subtotal = sum((l) => l.rowTotal);
    const discountAmount = sum((l) => l.discountAmount).plus(
      beside(
        order.discountAmount,
        ofItems((i) => i.discountAmount),
      ),
    );
    const taxAmount = sum((l) => l.taxAmount).plus(
      beside(
        order.taxAmount,
        ofItems((i) => i.taxAmount),
      ),
    );
    const shippingAmount = first ? dec(order.shippingAmount) : zero;
    const other = beside(
      order.grandTotal,
      dec(order.subtotal).plus(order.shippingAmount).plus(order.taxAmount).minus(order.discountAmount),
    );
    // Base amounts at the order's own ratio of base to display amounts.
    const toBase = (value: Decimal, orderBase: string, orderDisplay: string) =>
      dec(orderDisplay).isZero() ? zero : cents(value.times(orderBase).div(orderDisplay));
    const baseSubtotal = sum((l) => l.baseRowTotal);
    const baseShippingAmount = first ? dec(order.baseShippingAmount) : zero;
    const baseDiscountAmount = toBase(discountAmount, order.baseDiscountAmount, order.discountAmount);
    const baseTaxAmount = toBase(taxAmount, order.baseTaxAmount, order.taxAmount);
    const baseOther = beside(
      order.baseGrandTotal,
      dec(order.baseSubtotal)
        .plus(order.baseShippingAmount)
        .plus(order.baseTaxAmount)
        .minus(order.baseDiscountAmount),
    );
    totals = {
      baseSubtotal,
      subtotal,
      baseShippingAmount,
      shippingAmount,
      shippingInclTax: first ? dec(order.shippingInclTax) : zero,
      baseDiscountAmount,
      discountAmount,
      baseTaxAmount,
      taxAmount,
      baseGrandTotal: baseSubtotal
        .plus(baseShippingAmount)
        .plus(baseTaxAmount)
        .minus(baseDiscountAmount)
        .plus(baseOther),
      grandTotal: subtotal.plus(shippingAmount).plus(taxAmount).minus(discountAmount).plus(other),
    };
  }
  const number = formatOrderNumber(
    order.storeViewId,
    await incrementDocumentCounter(tx, 'invoice', order.storeViewId),
  );
  await insertInvoice(
    tx,
    {
      orderId: order.id,
      incrementId: number,
      ...(Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, fixed(v)])) as Record<
        keyof typeof totals,
        string
      >),
    },
    lines.map((l) => ({
      orderItemId: l.item.id,
      qty: fixed(l.qty),
      price: l.item.price,
      rowTotal: fixed(l.rowTotal),
      discountAmount: fixed(l.discountAmount),
      taxAmount: fixed(l.taxAmount),
    })),
  );
  await addItemQuantities(
    tx,
    'qtyInvoiced',
    lines.map(({ item, qty }) => ({ orderItemId: item.id, qty: fixed(qty) })),
  );
  return number;
}

/** Sets the status invoices and shipments give the order; answers it. */
async function followStatus(tx: Db, order: OrderRow): Promise<OrderStatus> {
  const status = fulfilmentStatus(order, await orderItems(tx, [order.id]));
  if (status !== order.status) await setOrderStatus(tx, order.id, status);
  return status;
}

export interface InvoiceResult {
  order: string;
  invoice: string;
  status: OrderStatus;
}

/**
 * Invoices an order paid offline (bank transfer, check / money order, cash on delivery, purchase
 * order), all that is left or only the `requested` lines and quantities: its payment becomes paid
 * and the order moves on (pending → processing, or complete when it was already shipped). An order
 * awaiting its online payment is invoiced when that is captured.
 */
export async function invoiceOrder(
  db: Db,
  number: string,
  contextOf: StoreContextOf,
  requested: ItemInput[] = [],
): Promise<InvoiceResult> {
  const ctx = await mailContext(db, number, contextOf);
  return inTransaction(db, async (tx) => {
    const order = await lockedOrderByNumber(tx, number);
    if (order.status === 'canceled')
      throw new FulfilmentError('CANCELED', `Order ${number} is canceled: it cannot be invoiced.`);
    if (order.status === 'pending_payment') {
      throw new FulfilmentError(
        'AWAITING_PAYMENT',
        `Order ${number} is waiting for its online payment: it is invoiced when the payment provider confirms it.`,
      );
    }
    const invoice = await writeInvoice(tx, order, requested);
    if (!invoice)
      throw new FulfilmentError('NOTHING_TO_INVOICE', `Order ${number} is already fully invoiced.`);
    const [payment] = await orderPayments(tx, [order.id]);
    if (payment && payment.state !== 'paid') await updatePayment(tx, order.id, { state: 'paid' });
    const status = await followStatus(tx, order);
    if (ctx) await enqueueInvoiceMail(ctx, tx, order.id, invoice);
    return { order: number, invoice, status };
  });
}

export interface ShipmentResult {
  order: string;
  shipment: string;
  tracks: TrackInput[];
  status: OrderStatus;
}

/**
 * Ships every quantity of the order not shipped yet (or only the `requested` lines and quantities),
 * with its tracking numbers; a track without a
 * carrier takes the order's carrier (code and title of its shipping method).
 */
export async function shipOrder(
  db: Db,
  number: string,
  tracks: { carrierCode?: string; title?: string; number: string }[],
  contextOf: StoreContextOf,
  requested: ItemInput[] = [],
): Promise<ShipmentResult> {
  checkTracks(tracks);
  const ctx = await mailContext(db, number, contextOf);
  return inTransaction(db, async (tx) => {
    const order = await lockedOrderByNumber(tx, number);
    if (order.status === 'canceled')
      throw new FulfilmentError('CANCELED', `Order ${number} is canceled: it cannot be shipped.`);
    if (order.status === 'pending_payment') {
      throw new FulfilmentError(
        'AWAITING_PAYMENT',
        `Order ${number} is waiting for its online payment: ship it once the payment is confirmed.`,
      );
    }
    if (isVirtual(order))
      throw new FulfilmentError(
        'NOTHING_TO_SHIP',
        `Order ${number} has no shipping method: nothing to ship.`,
      );
    const items = await orderItems(tx, [order.id]);
    const lines = pickLines(number, items, 'qtyShipped', requested).map(({ item, qty }) => ({
      orderItemId: item.id,
      qty: fixed(qty),
    }));
    if (lines.length === 0)
      throw new FulfilmentError('NOTHING_TO_SHIP', `Order ${number} is already fully shipped.`);
    const carrierCode = order.shippingMethod?.split('_')[0] ?? 'custom';
    const carrierTitle = order.shippingDescription?.split(' - ')[0] ?? carrierCode;
    const resolved = tracks.map((t) => ({
      carrierCode: t.carrierCode ?? carrierCode,
      title: t.title ?? (t.carrierCode && t.carrierCode !== carrierCode ? t.carrierCode : carrierTitle),
      number: t.number.trim(),
    }));
    const shipment = formatOrderNumber(
      order.storeViewId,
      await incrementDocumentCounter(tx, 'shipment', order.storeViewId),
    );
    await insertShipment(
      tx,
      {
        orderId: order.id,
        incrementId: shipment,
        totalQty: fixed(lines.reduce((sum, l) => sum.plus(l.qty), zero)),
      },
      lines,
      resolved.map((t) => ({ carrierCode: t.carrierCode, title: t.title, trackNumber: t.number })),
    );
    await addItemQuantities(tx, 'qtyShipped', lines);
    const status = await followStatus(tx, order);
    if (ctx) await enqueueShipmentMail(ctx, tx, order.id, shipment);
    return { order: number, shipment, tracks: resolved, status };
  });
}

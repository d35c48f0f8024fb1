// Invoices and shipments (Magento's sales_invoice / sales_shipment). An order is invoiced when its
// payment is captured (a redirect payment's confirmation, order-state.ts) or, paid offline, when the
// store marks it paid (`npm run orders -- invoice`); it is shipped with `npm run orders -- ship`,
// with tracking numbers. Each takes every quantity not yet invoiced / shipped. The status follows
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
    | 'INVALID_TRACK';
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

/**
 * Writes the invoice of every quantity not yet invoiced, inside the caller's transaction with the
 * order row locked: the amounts are what the order's earlier invoices have not charged yet. Answers
 * its number, or null when nothing was left to invoice.
 */
export async function writeInvoice(tx: Db, order: OrderRow): Promise<string | null> {
  const items = await orderItems(tx, [order.id]);
  const lines = items.flatMap((item) => {
    const qty = remaining(item, item.qtyInvoiced);
    return qty.isZero() ? [] : [{ item, qty }];
  });
  if (lines.length === 0) return null;
  const earlier = await orderInvoices(tx, [order.id]);
  const charged = (pick: (row: (typeof earlier.invoices)[number]) => string) =>
    earlier.invoices.reduce((sum, row) => sum.plus(pick(row)), zero);
  const chargedOfItem = (orderItemId: number, pick: (row: (typeof earlier.items)[number]) => string) =>
    earlier.items.filter((i) => i.orderItemId === orderItemId).reduce((s, r) => s.plus(pick(r)), zero);
  const rest = (total: string, pick: (row: (typeof earlier.invoices)[number]) => string) =>
    fixed(dec(total).minus(charged(pick)));
  const number = formatOrderNumber(
    order.storeViewId,
    await incrementDocumentCounter(tx, 'invoice', order.storeViewId),
  );
  await insertInvoice(
    tx,
    {
      orderId: order.id,
      incrementId: number,
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
    },
    lines.map(({ item, qty }) => ({
      orderItemId: item.id,
      qty: fixed(qty),
      price: item.price,
      // Every open quantity is invoiced: each line's amounts are what earlier invoices left.
      rowTotal: fixed(dec(item.rowTotal).minus(chargedOfItem(item.id, (r) => r.rowTotal))),
      discountAmount: fixed(dec(item.discountAmount).minus(chargedOfItem(item.id, (r) => r.discountAmount))),
      taxAmount: fixed(dec(item.taxAmount).minus(chargedOfItem(item.id, (r) => r.taxAmount))),
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
 * order): its payment becomes paid and the order moves on (pending → processing, or complete when
 * it was already shipped). An order awaiting its online payment is invoiced when that is captured.
 */
export async function invoiceOrder(
  db: Db,
  number: string,
  contextOf: StoreContextOf,
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
    const invoice = await writeInvoice(tx, order);
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
 * Ships every quantity of the order not shipped yet, with its tracking numbers; a track without a
 * carrier takes the order's carrier (code and title of its shipping method).
 */
export async function shipOrder(
  db: Db,
  number: string,
  tracks: { carrierCode?: string; title?: string; number: string }[],
  contextOf: StoreContextOf,
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
    const lines = items.flatMap((item) => {
      const qty = remaining(item, item.qtyShipped);
      return qty.isZero() ? [] : [{ orderItemId: item.id, qty: fixed(qty) }];
    });
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

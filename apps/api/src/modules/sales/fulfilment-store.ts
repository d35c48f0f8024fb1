// Invoices and shipments: the only place that reads and writes them (and numbers them).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type SalesDocumentKind,
  salesInvoice,
  salesInvoiceItem,
  salesOrderItem,
  salesShipment,
  salesShipmentItem,
  salesShipmentTrack,
} from './tables.ts';

export type InvoiceRow = typeof salesInvoice.$inferSelect;
export type InvoiceItemRow = typeof salesInvoiceItem.$inferSelect;
export type ShipmentRow = typeof salesShipment.$inferSelect;
export type ShipmentItemRow = typeof salesShipmentItem.$inferSelect;
export type ShipmentTrackRow = typeof salesShipmentTrack.$inferSelect;

/** Increments the counter of invoices or shipments of a store view and answers its new value; the
 * counter row stays locked until the transaction ends (as `incrementOrderCounter`). */
export async function incrementDocumentCounter(
  tx: Db,
  kind: SalesDocumentKind,
  storeViewId: number,
): Promise<number> {
  const result = await tx.execute(sql`
    INSERT INTO sales_document_sequence (kind, store_view_id, last_value) VALUES (${kind}, ${storeViewId}, 1)
    ON CONFLICT (kind, store_view_id) DO UPDATE SET last_value = sales_document_sequence.last_value + 1
    RETURNING last_value`);
  const row = (result as unknown as { rows: { last_value: number }[] }).rows[0];
  return Number(row?.last_value);
}

export async function insertInvoice(
  tx: Db,
  invoice: typeof salesInvoice.$inferInsert,
  items: Omit<typeof salesInvoiceItem.$inferInsert, 'invoiceId'>[],
): Promise<number> {
  const [row] = await tx.insert(salesInvoice).values(invoice).returning({ id: salesInvoice.id });
  const invoiceId = row!.id;
  if (items.length > 0) await tx.insert(salesInvoiceItem).values(items.map((i) => ({ invoiceId, ...i })));
  return invoiceId;
}

export async function insertShipment(
  tx: Db,
  shipment: typeof salesShipment.$inferInsert,
  items: Omit<typeof salesShipmentItem.$inferInsert, 'shipmentId'>[],
  tracks: Omit<typeof salesShipmentTrack.$inferInsert, 'shipmentId'>[],
): Promise<number> {
  const [row] = await tx.insert(salesShipment).values(shipment).returning({ id: salesShipment.id });
  const shipmentId = row!.id;
  if (items.length > 0) await tx.insert(salesShipmentItem).values(items.map((i) => ({ shipmentId, ...i })));
  if (tracks.length > 0)
    await tx.insert(salesShipmentTrack).values(tracks.map((t) => ({ shipmentId, ...t })));
  return shipmentId;
}

/** Adds to the invoiced or shipped quantity of order lines. */
export async function addItemQuantities(
  tx: Db,
  column: 'qtyInvoiced' | 'qtyShipped',
  lines: { orderItemId: number; qty: string }[],
): Promise<void> {
  for (const line of lines) {
    const target = salesOrderItem[column];
    await tx
      .update(salesOrderItem)
      .set({ [column]: sql`${target} + ${line.qty}::numeric` })
      .where(eq(salesOrderItem.id, line.orderItemId));
  }
}

/** The invoices of several orders with their items, oldest first. */
export async function orderInvoices(
  db: Db,
  orderIds: number[],
): Promise<{ invoices: InvoiceRow[]; items: InvoiceItemRow[] }> {
  if (orderIds.length === 0) return { invoices: [], items: [] };
  const invoices = await db
    .select()
    .from(salesInvoice)
    .where(inArray(salesInvoice.orderId, orderIds))
    .orderBy(asc(salesInvoice.id));
  const ids = invoices.map((i) => i.id);
  const items = ids.length
    ? await db
        .select()
        .from(salesInvoiceItem)
        .where(inArray(salesInvoiceItem.invoiceId, ids))
        .orderBy(asc(salesInvoiceItem.id))
    : [];
  return { invoices, items };
}

/** The shipments of several orders with their items and tracking numbers, oldest first. */
export async function orderShipments(
  db: Db,
  orderIds: number[],
): Promise<{ shipments: ShipmentRow[]; items: ShipmentItemRow[]; tracks: ShipmentTrackRow[] }> {
  if (orderIds.length === 0) return { shipments: [], items: [], tracks: [] };
  const shipments = await db
    .select()
    .from(salesShipment)
    .where(inArray(salesShipment.orderId, orderIds))
    .orderBy(asc(salesShipment.id));
  const ids = shipments.map((s) => s.id);
  if (ids.length === 0) return { shipments, items: [], tracks: [] };
  const [items, tracks] = await Promise.all([
    db
      .select()
      .from(salesShipmentItem)
      .where(inArray(salesShipmentItem.shipmentId, ids))
      .orderBy(asc(salesShipmentItem.id)),
    db
      .select()
      .from(salesShipmentTrack)
      .where(inArray(salesShipmentTrack.shipmentId, ids))
      .orderBy(asc(salesShipmentTrack.id)),
  ]);
  return { shipments, items, tracks };
}

// The only place that reads orders (and numbers them).
import { and, asc, desc, eq, inArray, isNull, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer } from '../customer/tables.ts';
import { salesOrder, salesOrderAddress, salesOrderItem, salesOrderPayment } from './tables.ts';

export type OrderRow = typeof salesOrder.$inferSelect;
export type OrderItemRow = typeof salesOrderItem.$inferSelect;
export type OrderAddressRow = typeof salesOrderAddress.$inferSelect;
export type OrderPaymentRow = typeof salesOrderPayment.$inferSelect;

/** A new order's rows; its parts get the order's id when inserted. */
export interface NewOrderRows {
  order: typeof salesOrder.$inferInsert;
  items: Omit<typeof salesOrderItem.$inferInsert, 'orderId'>[];
  addresses: Omit<typeof salesOrderAddress.$inferInsert, 'orderId'>[];
  payment: Omit<typeof salesOrderPayment.$inferInsert, 'orderId'>;
}

/** Inserts the order and everything that belongs to it; returns the new order id. */
export async function insertOrder(tx: Db, rows: NewOrderRows): Promise<number> {
  const [row] = await tx.insert(salesOrder).values(rows.order).returning({ id: salesOrder.id });
  const orderId = row!.id;
  await tx.insert(salesOrderItem).values(rows.items.map((item) => ({ orderId, ...item })));
  if (rows.addresses.length > 0)
    await tx.insert(salesOrderAddress).values(rows.addresses.map((address) => ({ orderId, ...address })));
  await tx.insert(salesOrderPayment).values({ orderId, ...rows.payment });
  return orderId;
}

export async function findOrder(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = db.select().from(salesOrder).where(eq(salesOrder.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findOrderByNumber(db: Db, incrementId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(salesOrder).where(eq(salesOrder.incrementId, incrementId)).limit(1);
  return row;
}

/** Gives the guest orders of an e-mail (any case) on a website to a customer; answers how many. */
export async function assignGuestOrders(
  tx: Db,
  target: { customerId: number; email: string; websiteId: number },
): Promise<number> {
  const rows = await tx
    .update(salesOrder)
    .set({ customerId: target.customerId, updatedAt: new Date() })
    .where(
      and(
        isNull(salesOrder.customerId),
        eq(salesOrder.websiteId, target.websiteId),
        sql`lower(${salesOrder.customerEmail}) = ${target.email.trim().toLowerCase()}`,
      ),
    )
    .returning({ id: salesOrder.id });
  return rows.length;
}

export async function orderItems(db: Db, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(salesOrderItem)
    .where(inArray(salesOrderItem.orderId, orderIds))
    .orderBy(asc(salesOrderItem.id));
}

export async function orderAddresses(db: Db, orderIds: number[]): Promise<OrderAddressRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(salesOrderAddress).where(inArray(salesOrderAddress.orderId, orderIds));
}

export async function orderPayments(db: Db, orderIds: number[]): Promise<OrderPaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(salesOrderPayment).where(inArray(salesOrderPayment.orderId, orderIds));
}

export async function findPaymentByReference(
  db: Db,
  method: string,
  reference: string,
): Promise<OrderPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(salesOrderPayment)
    .where(and(eq(salesOrderPayment.method, method), eq(salesOrderPayment.providerReference, reference)))
    .limit(1);
  return row;
}

export async function updatePayment(
  db: Db,
  orderId: number,
  values: Partial<Pick<OrderPaymentRow, 'state' | 'providerReference' | 'additionalData'>>,
): Promise<void> {
  await db
    .update(salesOrderPayment)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(salesOrderPayment.orderId, orderId));
}

export async function setOrderStatus(db: Db, orderId: number, status: OrderRow['status']): Promise<void> {
  await db.update(salesOrder).set({ status, updatedAt: new Date() }).where(eq(salesOrder.id, orderId));
}

export async function cancelOrderItems(db: Db, orderId: number): Promise<void> {
  await db
    .update(salesOrderItem)
    .set({ qtyCanceled: sql`${salesOrderItem.qtyOrdered}` })
    .where(eq(salesOrderItem.orderId, orderId));
}

export interface OrderQuery {
  customerId: number;
  /** Only the orders of this project, whoever placed them (the caller may read the project). */
  projectId?: number | null;
  /** Store views whose orders are listed (the scope argument). */
  storeViewIds: number[] | null;
  number: { eq?: string; in?: string[]; match?: string } | null;
  sort: { field: 'CREATED_AT' | 'NUMBER'; direction: 'ASC' | 'DESC' } | null;
  pageSize: number;
  currentPage: number;
}

export async function listCustomerOrders(
  db: Db,
  query: OrderQuery,
): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions = [
    query.projectId == null
      ? eq(salesOrder.customerId, query.customerId)
      : eq(salesOrder.projectId, query.projectId),
  ];
  if (query.storeViewIds) conditions.push(inArray(salesOrder.storeViewId, query.storeViewIds));
  if (query.number?.eq !== undefined) conditions.push(eq(salesOrder.incrementId, query.number.eq));
  if (query.number?.in !== undefined)
    conditions.push(inArray(salesOrder.incrementId, query.number.in.length ? query.number.in : ['']));
  if (query.number?.match !== undefined) {
    const escaped = query.number.match.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(like(salesOrder.incrementId, `%${escaped}%`));
  }
  const where = and(...conditions);
  const column =
    query.sort?.field === 'NUMBER'
      ? salesOrder.incrementId
      : query.sort
        ? salesOrder.createdAt
        : salesOrder.id;
  const direction = query.sort?.direction === 'DESC' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(salesOrder)
      .where(where)
      .orderBy(direction(column), direction(salesOrder.id))
      .limit(query.pageSize)
      .offset((query.currentPage - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(salesOrder).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Whether any order (of any state) was placed for the project. */
export async function projectHasOrders(db: Db, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(eq(salesOrder.projectId, projectId))
    .limit(1);
  return row !== undefined;
}

type CustomerNames = { email: string; firstname: string; lastname: string; middlename: string | null };

/** Names of several customers in one query, by id (an unknown id is absent). */
export async function findCustomersNames(db: Db, customerIds: number[]): Promise<Map<number, CustomerNames>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: customer.id,
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      middlename: customer.middlename,
    })
    .from(customer)
    .where(inArray(customer.id, customerIds));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

export async function findCustomerNames(db: Db, customerId: number): Promise<CustomerNames | null> {
  const [row] = await db
    .select({
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      middlename: customer.middlename,
    })
    .from(customer)
    .where(eq(customer.id, customerId))
    .limit(1);
  return row ?? null;
}

/** Increments the store view's order counter (`sales_sequence`) and answers its new value; the
 * counter row stays locked until the transaction ends. */
export async function incrementOrderCounter(tx: Db, storeViewId: number): Promise<number> {
  const result = await tx.execute(sql`
    INSERT INTO sales_sequence (store_view_id, last_value) VALUES (${storeViewId}, 1)
    ON CONFLICT (store_view_id) DO UPDATE SET last_value = sales_sequence.last_value + 1
    RETURNING last_value`);
  const row = (result as unknown as { rows: { last_value: number }[] }).rows[0];
  return Number(row?.last_value);
}

/** Ids of orders still `pending_payment` that were placed before `cutoff` (at most `limit`). */
export async function listPendingPaymentBefore(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<{ id: number }[]> {
  return db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(eq(salesOrder.status, 'pending_payment'), lt(salesOrder.createdAt, cutoff)))
    .limit(limit);
}

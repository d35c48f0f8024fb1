// The only place that reads and writes the address book (and the customer's two default address
// ids, which live on the customer row).
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer } from '../customer/tables.ts';
import { countryRegion, countryRegionName } from '../directory/tables.ts';
import { customerAddress } from './tables.ts';

export type AddressRow = typeof customerAddress.$inferSelect;
export type NewAddressRow = typeof customerAddress.$inferInsert;
export type AddressValues = Omit<NewAddressRow, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>;

export async function listAddresses(db: Db, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddress)
    .where(eq(customerAddress.customerId, customerId))
    .orderBy(asc(customerAddress.id));
}

export async function findAddress(db: Db, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(customerAddress).where(eq(customerAddress.id, id)).limit(1);
  return row;
}

export async function countAddresses(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerAddress)
    .where(eq(customerAddress.customerId, customerId));
  return Number(row?.n ?? 0);
}

export async function insertAddress(db: Db, customerId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(customerAddress)
    .values({ ...values, customerId })
    .returning();
  if (!row) throw new Error('customer address insert returned no row');
  return row;
}

export async function updateAddress(db: Db, id: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .update(customerAddress)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customerAddress.id, id))
    .returning();
  if (!row) throw new Error(`customer address ${id} vanished during an update`);
  return row;
}

export async function deleteAddress(db: Db, id: number, customerId: number): Promise<boolean> {
  const rows = await db
    .delete(customerAddress)
    .where(and(eq(customerAddress.id, id), eq(customerAddress.customerId, customerId)))
    .returning({ id: customerAddress.id });
  return rows.length > 0;
}

export interface DefaultIds {
  defaultBillingId: number | null;
  defaultShippingId: number | null;
}

/** Locks the customer row for the transaction and answers its default address ids. */
export async function lockDefaults(db: Db, customerId: number): Promise<DefaultIds | undefined> {
  const [row] = await db
    .select({ defaultBillingId: customer.defaultBillingId, defaultShippingId: customer.defaultShippingId })
    .from(customer)
    .where(eq(customer.id, customerId))
    .for('update')
    .limit(1);
  return row;
}

export async function readDefaults(db: Db, customerId: number): Promise<DefaultIds | undefined> {
  const [row] = await db
    .select({ defaultBillingId: customer.defaultBillingId, defaultShippingId: customer.defaultShippingId })
    .from(customer)
    .where(eq(customer.id, customerId))
    .limit(1);
  return row;
}

export async function writeDefaults(db: Db, customerId: number, ids: DefaultIds): Promise<void> {
  await db
    .update(customer)
    .set({
      defaultBillingId: ids.defaultBillingId,
      defaultShippingId: ids.defaultShippingId,
      updatedAt: new Date(),
    })
    .where(eq(customer.id, customerId));
}

export interface DirectoryRegion {
  id: number;
  countryId: string;
  code: string;
  defaultName: string;
}

export async function regionsOfCountry(db: Db, countryId: string): Promise<DirectoryRegion[]> {
  return db
    .select({
      id: countryRegion.id,
      countryId: countryRegion.countryId,
      code: countryRegion.code,
      defaultName: countryRegion.defaultName,
    })
    .from(countryRegion)
    .where(eq(countryRegion.countryId, countryId));
}

/** Region names in a locale (where translated) for the given region ids. */
export async function localRegionNames(db: Db, ids: number[], locale: string): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: countryRegionName.regionId, name: countryRegionName.name })
    .from(countryRegionName)
    .where(and(inArray(countryRegionName.regionId, ids), eq(countryRegionName.locale, locale)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

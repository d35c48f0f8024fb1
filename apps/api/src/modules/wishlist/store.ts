// The only place that reads and writes wish lists and their items. Items are shown only while
// their product is in the store view's catalogue (a row of `product_listing`), as Magento hides
// the items of disabled products and of products not sold in the website.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productListing } from '../catalog/product-tables.ts';
import { type WishlistItemOptions, type WishlistVisibility, wishlist, wishlistItem } from './tables.ts';

export type WishlistRow = typeof wishlist.$inferSelect;
export type WishlistItemRow = typeof wishlistItem.$inferSelect;

/** The customer's default wish list. */
export async function findWishlistOfCustomer(db: Db, customerId: number): Promise<WishlistRow | undefined> {
  const [row] = await db
    .select()
    .from(wishlist)
    .where(and(eq(wishlist.customerId, customerId), eq(wishlist.isDefault, true)))
    .limit(1);
  return row;
}

/** The customer's wish lists, the default first, then oldest first; `page` limits them. */
export async function listWishlistsOfCustomer(
  db: Db,
  customerId: number,
  page?: { offset: number; limit: number },
): Promise<WishlistRow[]> {
  const query = db
    .select()
    .from(wishlist)
    .where(eq(wishlist.customerId, customerId))
    .orderBy(desc(wishlist.isDefault), asc(wishlist.id));
  return page ? query.offset(page.offset).limit(page.limit) : query;
}

export async function countWishlistsOfCustomer(db: Db, customerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlist).where(eq(wishlist.customerId, customerId));
  return Number(row?.n ?? 0);
}

/** The customer's wish list named `name` (case-insensitive), if any. */
export async function findWishlistByName(
  db: Db,
  customerId: number,
  name: string,
): Promise<WishlistRow | undefined> {
  const [row] = await db
    .select()
    .from(wishlist)
    .where(and(eq(wishlist.customerId, customerId), sql`lower(${wishlist.name}) = lower(${name})`))
    .limit(1);
  return row;
}

/** A further (not default) wish list of the customer. */
export async function insertWishlist(
  db: Db,
  values: { customerId: number; name: string; visibility: WishlistVisibility },
): Promise<WishlistRow> {
  const [row] = await db
    .insert(wishlist)
    .values({ ...values, isDefault: false, sharingCode: randomBytes(16).toString('hex') })
    .returning();
  if (!row) throw new Error('wish list insert returned no row');
  return row;
}

export async function updateWishlistRow(
  db: Db,
  id: number,
  values: { name?: string; visibility?: WishlistVisibility },
): Promise<WishlistRow> {
  const [row] = await db
    .update(wishlist)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(wishlist.id, id))
    .returning();
  if (!row) throw new Error(`wish list ${id} vanished`);
  return row;
}

/** Deletes a wish list that is not a default one (its items go with it). */
export async function deleteWishlistRow(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(wishlist)
    .where(and(eq(wishlist.id, id), eq(wishlist.isDefault, false)))
    .returning({ id: wishlist.id });
  return rows.length > 0;
}

/** Moves an item to another wish list of the same customer. */
export async function setItemWishlist(db: Db, itemId: number, wishlistId: number): Promise<void> {
  await db.update(wishlistItem).set({ wishlistId }).where(eq(wishlistItem.id, itemId));
}

/** The customer's wish list, created on first use (concurrent first uses create one). */
export async function ensureWishlist(db: Db, customerId: number): Promise<WishlistRow> {
  const existing = await findWishlistOfCustomer(db, customerId);
  if (existing) return existing;
  await db
    .insert(wishlist)
    .values({ customerId, sharingCode: randomBytes(16).toString('hex') })
    .onConflictDoNothing({ target: wishlist.customerId, where: sql`${wishlist.isDefault}` });
  const created = await findWishlistOfCustomer(db, customerId);
  if (!created) throw new Error(`wish list of customer ${customerId} could not be created`);
  return created;
}

export async function findWishlist(db: Db, id: number): Promise<WishlistRow | undefined> {
  const [row] = await db.select().from(wishlist).where(eq(wishlist.id, id)).limit(1);
  return row;
}

/** Locks the wish list for the transaction, so that concurrent adds sum their quantities. */
export async function lockWishlist(db: Db, id: number): Promise<WishlistRow | undefined> {
  const [row] = await db.select().from(wishlist).where(eq(wishlist.id, id)).for('update').limit(1);
  return row;
}

export async function touchWishlist(db: Db, id: number): Promise<WishlistRow> {
  const [row] = await db
    .update(wishlist)
    .set({ updatedAt: new Date() })
    .where(eq(wishlist.id, id))
    .returning();
  if (!row) throw new Error(`wish list ${id} vanished`);
  return row;
}

const visibleIn = (storeId: number) =>
  sql`exists (select 1 from ${productListing} where ${productListing.storeId} = ${storeId} and ${productListing.productId} = ${wishlistItem.productId})`;

export async function countVisibleItems(db: Db, wishlistId: number, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wishlistItem)
    .where(and(eq(wishlistItem.wishlistId, wishlistId), visibleIn(storeId)));
  return Number(row?.n ?? 0);
}

/** Visible items, oldest first; `page` limits them (offset, limit). */
export async function listVisibleItems(
  db: Db,
  wishlistId: number,
  storeId: number,
  page?: { offset: number; limit: number },
): Promise<WishlistItemRow[]> {
  const query = db
    .select()
    .from(wishlistItem)
    .where(and(eq(wishlistItem.wishlistId, wishlistId), visibleIn(storeId)))
    .orderBy(asc(wishlistItem.id));
  return page ? query.offset(page.offset).limit(page.limit) : query;
}

/** Every item of the wish list, visible or not (the ones an add may sum into). */
export async function listAllItems(db: Db, wishlistId: number): Promise<WishlistItemRow[]> {
  return db
    .select()
    .from(wishlistItem)
    .where(eq(wishlistItem.wishlistId, wishlistId))
    .orderBy(asc(wishlistItem.id));
}

export async function insertItem(
  db: Db,
  values: {
    wishlistId: number;
    productId: number;
    childProductId: number | null;
    qty: string;
    options: WishlistItemOptions;
    description?: string | null;
  },
): Promise<WishlistItemRow> {
  const [row] = await db.insert(wishlistItem).values(values).returning();
  if (!row) throw new Error('wish list item insert returned no row');
  return row;
}

export async function setItemQty(db: Db, id: number, qty: string): Promise<void> {
  await db.update(wishlistItem).set({ qty }).where(eq(wishlistItem.id, id));
}

/** Deletes the items of `ids` that belong to the wish list; answers the ids deleted. */
export async function deleteItems(db: Db, wishlistId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(wishlistItem)
    .where(and(eq(wishlistItem.wishlistId, wishlistId), inArray(wishlistItem.id, ids)))
    .returning({ id: wishlistItem.id });
  return rows.map((r) => r.id);
}

// The only place that reads and writes carts, their items, addresses and payment.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { product } from '../catalog/product-tables.ts';
import {
  type CartAddressKind,
  type CartBundleChoice,
  type CartItemOptions,
  cart,
  cartAddress,
  cartItem,
  cartPayment,
} from './tables.ts';

export type CartRow = typeof cart.$inferSelect;
export type CartItemRow = typeof cartItem.$inferSelect;
export type CartAddressRow = typeof cartAddress.$inferSelect;
export type CartAddressValues = Omit<typeof cartAddress.$inferInsert, 'id' | 'cartId' | 'kind'>;
export type CartPaymentRow = typeof cartPayment.$inferSelect;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Magento's masked quote id: 32 random letters and digits (62^32 ≈ 2^190, not guessable). */
export function newMaskedId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export async function findCartByMaskedId(
  db: Db,
  maskedId: string,
  lock = false,
): Promise<CartRow | undefined> {
  const query = db.select().from(cart).where(eq(cart.maskedId, maskedId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function lockCart(db: Db, id: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(cart).where(eq(cart.id, id)).for('update').limit(1);
  return row;
}

export async function findActiveCustomerCart(
  db: Db,
  customerId: number,
  websiteId: number,
): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(cart)
    .where(and(eq(cart.customerId, customerId), eq(cart.websiteId, websiteId), eq(cart.isActive, true)))
    .limit(1);
  return row;
}

export async function insertCart(
  db: Db,
  values: { maskedId: string; customerId: number | null; websiteId: number; storeViewId: number },
): Promise<CartRow | undefined> {
  const [row] = await db.insert(cart).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCart(
  db: Db,
  id: number,
  values: Partial<Omit<CartRow, 'id' | 'maskedId' | 'createdAt'>>,
): Promise<CartRow> {
  const [row] = await db
    .update(cart)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cart.id, id))
    .returning();
  if (!row) throw new Error(`cart ${id} vanished`);
  return row;
}

export async function listItems(db: Db, cartId: number): Promise<CartItemRow[]> {
  return db.select().from(cartItem).where(eq(cartItem.cartId, cartId)).orderBy(asc(cartItem.id));
}

export async function insertItem(
  db: Db,
  values: {
    cartId: number;
    productId: number;
    variantId: number | null;
    qty: string;
    options: CartItemOptions;
    /** A bundle's chosen products (cart/bundle-line.ts); {} for other lines. */
    bundle?: CartBundleChoice;
    /** A price agreed in a proposal and the partner's reward with it (base currency, per unit). */
    agreedUnitPrice?: string | null;
    agreedPartnerReward?: string | null;
  },
): Promise<CartItemRow> {
  const [row] = await db.insert(cartItem).values(values).returning();
  if (!row) throw new Error('cart item insert returned no row');
  return row;
}

export async function setItemQty(db: Db, id: number, qty: string): Promise<void> {
  await db.update(cartItem).set({ qty, updatedAt: new Date() }).where(eq(cartItem.id, id));
}

export async function setItemOptions(db: Db, id: number, options: CartItemOptions): Promise<void> {
  await db.update(cartItem).set({ options, updatedAt: new Date() }).where(eq(cartItem.id, id));
}

export async function deleteItems(db: Db, cartId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(cartItem).where(and(eq(cartItem.cartId, cartId), inArray(cartItem.id, ids)));
}

/** Whether any line of the cart still has a price agreed in a proposal. */
export async function hasAgreedItems(db: Db, cartId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cartItem.id })
    .from(cartItem)
    .where(and(eq(cartItem.cartId, cartId), isNotNull(cartItem.agreedUnitPrice)))
    .limit(1);
  return row !== undefined;
}

export async function listAddresses(db: Db, cartId: number): Promise<CartAddressRow[]> {
  return db.select().from(cartAddress).where(eq(cartAddress.cartId, cartId)).orderBy(asc(cartAddress.id));
}

export async function saveAddress(
  db: Db,
  cartId: number,
  kind: CartAddressKind,
  values: CartAddressValues,
): Promise<void> {
  await db
    .insert(cartAddress)
    .values({ ...values, cartId, kind })
    .onConflictDoUpdate({ target: [cartAddress.cartId, cartAddress.kind], set: values });
}

export async function setShippingMethod(
  db: Db,
  cartId: number,
  method: { carrierCode: string; methodCode: string } | null,
): Promise<void> {
  await db
    .update(cartAddress)
    .set({ carrierCode: method?.carrierCode ?? null, methodCode: method?.methodCode ?? null })
    .where(and(eq(cartAddress.cartId, cartId), eq(cartAddress.kind, 'shipping')));
}

export async function findPayment(db: Db, cartId: number): Promise<CartPaymentRow | undefined> {
  const [row] = await db.select().from(cartPayment).where(eq(cartPayment.cartId, cartId)).limit(1);
  return row;
}

export async function savePayment(
  db: Db,
  cartId: number,
  payment: { code: string; additionalData: Record<string, string> },
): Promise<void> {
  await db
    .insert(cartPayment)
    .values({ cartId, ...payment })
    .onConflictDoUpdate({ target: cartPayment.cartId, set: payment });
}

/** Stock and sale rules of products, read fresh (not from the catalogue cache): they change on orders. */
export interface StockRow {
  id: number;
  sku: string;
  typeId: string;
  parentId: number | null;
  isActive: boolean;
  stockQty: string;
  isInStock: boolean;
  minSaleQty: string;
  qtyIncrements: string;
  weight: string | null;
}

export async function readStock(db: Db, ids: number[]): Promise<Map<number, StockRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: product.id,
      sku: product.sku,
      typeId: product.typeId,
      parentId: product.parentId,
      isActive: product.isActive,
      stockQty: product.stockQty,
      isInStock: product.isInStock,
      minSaleQty: product.minSaleQty,
      qtyIncrements: product.qtyIncrements,
      weight: product.weight,
    })
    .from(product)
    .where(inArray(product.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

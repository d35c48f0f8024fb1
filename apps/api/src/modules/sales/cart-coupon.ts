// The coupon code the shopper applied to the cart. The checkout quote carries only the code still
// valid for its totals (null when it no longer applies); comparing both tells that a coupon went
// invalid (used up, expired) between applying it and placing the order. Asked of the cart module
// as a CheckoutQuote field; until then read from its table here.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function appliedCouponOfCart(tx: Db, cartId: number): Promise<string | null> {
  const result = await tx.execute(sql`SELECT coupon_code FROM cart WHERE id = ${cartId}`);
  const row = (result as unknown as { rows: { coupon_code: string | null }[] }).rows[0];
  return row?.coupon_code ?? null;
}

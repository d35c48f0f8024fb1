// A redirect payment that is declined or canceled gives the shopper their cart back: the order's
// cart is active again (same masked id, so the storefront's cart cookie keeps working) and no
// longer points at the order. A customer may have started a new cart meanwhile (one active cart
// per website): its items move into the restored cart and it is closed.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function restoreCartOfOrder(tx: Db, cartId: number): Promise<void> {
  const [cart] = rows<{ customer_id: number | null; website_id: number }>(
    await tx.execute(sql`SELECT customer_id, website_id FROM cart WHERE id = ${cartId} FOR UPDATE`),
  );
  if (!cart) return;
  if (cart.customer_id !== null) {
    const others = rows<{ id: number }>(
      await tx.execute(sql`
        SELECT id FROM cart
         WHERE customer_id = ${cart.customer_id} AND website_id = ${cart.website_id} AND is_active AND id <> ${cartId}
         FOR UPDATE`),
    );
    for (const other of others) {
      await tx.execute(sql`UPDATE cart_item SET cart_id = ${cartId} WHERE cart_id = ${other.id}`);
      await tx.execute(sql`UPDATE cart SET is_active = false, updated_at = now() WHERE id = ${other.id}`);
    }
  }
  await tx.execute(
    sql`UPDATE cart SET is_active = true, order_id = NULL, updated_at = now() WHERE id = ${cartId}`,
  );
}

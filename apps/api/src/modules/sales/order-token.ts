// Guest order tokens (Magento 2.4.7's `CustomerOrder.token` and `guestOrderByToken`; decision 0038).
// A token is the order's id and an HMAC-SHA256, under the server's key, of the id and the order's
// random protect code: nothing about it is stored, it cannot be guessed or made without the key,
// and it is not the protect code itself (payment providers see that one). Reading the order back
// recomputes the MAC and compares in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

interface TokenOrder {
  id: number;
  protectCode: string;
}

function mac(secret: string, order: TokenOrder): Buffer {
  return createHmac('sha256', secret).update(`guest-order\n${order.id}\n${order.protectCode}`).digest();
}

/** The order's token: `<id in base64url>.<MAC in base64url>`. */
export function orderToken(secret: string, order: TokenOrder): string {
  return `${Buffer.from(String(order.id)).toString('base64url')}.${mac(secret, order).toString('base64url')}`;
}

/** The order id a token names, or null when it is not shaped like one (nothing is looked up then). */
export function orderIdOfToken(token: string): number | null {
  const match = /^([A-Za-z0-9_-]{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const id = Buffer.from(match[1]!, 'base64url').toString('utf8');
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

/** Whether the token is this order's. */
export function isOrderToken(secret: string, order: TokenOrder, token: string): boolean {
  const given = Buffer.from(token.trim().split('.')[1] ?? '', 'base64url');
  const expected = mac(secret, order);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

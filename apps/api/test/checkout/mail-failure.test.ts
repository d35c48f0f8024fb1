// The confirmation mail goes out after the order commits: a mail server that cannot be reached is
// logged and the order stands.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';
import { placeOrder, RU, readyCart, stockedProduct } from './support.ts';

// Nothing listens on port 9: every delivery fails at once.
const api = useTestApi({ SMTP_URL: 'smtp://127.0.0.1:9' });

describe('an order whose confirmation mail cannot be sent', () => {
  it('is placed all the same', async () => {
    await stockedProduct(api.database.db, 'MAILFAIL-SHELF', { stock: '5' });
    const cartId = await readyCart(api, {
      headers: RU,
      items: [{ sku: 'MAILFAIL-SHELF', quantity: 1 }],
      email: 'nomail@example.com',
    });
    const placed = await placeOrder(api, cartId, RU);
    expect(placed.errors).toEqual([]);
    expect(placed.order?.order_number).toMatch(/^\d{9}$/);
  });
});

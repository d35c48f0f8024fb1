// The confirmation mail is written to the outbox with the order and sent after it commits: a mail
// server that cannot be reached is logged, the order stands and the mail waits for a later attempt.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
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
    const [owed] = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'nomail@example.com'));
    expect(owed).toMatchObject({ template: 'order-confirmation', status: 'pending', sentAt: null });
    expect(owed?.subject).toContain(placed.order?.order_number);
  });
});

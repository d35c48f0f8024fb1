// A provider with credentials configured is the live one: Robokassa's Result notifications are
// checked with the configured Password #2 only, and PayPal (no credentials, no sandbox) is not offered.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesOrder } from '../../src/modules/sales/tables.ts';
import { type Any, INT, LONDON, ok, placeOrder, RU, readyCart, stockedProduct } from '../checkout/support.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';
import { OLD_PUBLIC_SANDBOX, postResult, signedResult } from './http-tools.ts';

const api = useTestApi({
  ROBOKASSA_MERCHANT_LOGIN: 'atrium-shop',
  ROBOKASSA_PASSWORD1: 'configured-password-one',
  ROBOKASSA_PASSWORD2: 'configured-password-two',
  ROBOKASSA_PAYMENT_URL: 'https://pay.robokassa.example/Merchant/Index.aspx',
});

beforeAll(async () => {
  await stockedProduct(api.database.db, 'LIVE-SHELF', { stock: '10', ru: '7000', int: '70' });
});

const status = async (number: string) =>
  (await api.database.db.select().from(salesOrder).where(eq(salesOrder.incrementId, number)))[0]?.status;

describe('configured Robokassa credentials', () => {
  it('sign the payment link for the configured payment page', async () => {
    const cartId = await readyCart(api, {
      headers: RU,
      items: [{ sku: 'LIVE-SHELF', quantity: 1 }],
      email: 'live.shelf@example.com',
      payment: { code: 'robokassa' },
    });
    const placed = await placeOrder(api, cartId, RU);
    const link = new URL(placed.order!.redirect_url!);
    expect(`${link.origin}${link.pathname}`).toBe('https://pay.robokassa.example/Merchant/Index.aspx');
    expect(link.searchParams.get('MerchantLogin')).toBe('atrium-shop');
    const number = placed.order!.order_number;

    // Signed with the old sandbox password or a wrong one: refused, the order keeps waiting.
    for (const password of [OLD_PUBLIC_SANDBOX.robokassaPassword2, 'configured-password-one', 'guess']) {
      expect(await postResult(api, signedResult(link, password))).toBe('bad sign');
      expect(await status(number)).toBe('pending_payment');
    }
    // Only the configured Password #2 confirms the payment.
    expect(await postResult(api, signedResult(link, 'configured-password-two'))).toBe(
      `OK${link.searchParams.get('InvId')}`,
    );
    expect(await status(number)).toBe('processing');
    expect((await waitForMail(api.mailDir, 'live.shelf@example.com')).subject).toContain(number);
  });

  it('leave PayPal, which has neither credentials nor the sandbox, out of the offer', async () => {
    const cartId = await readyCart(api, {
      headers: INT,
      items: [{ sku: 'LIVE-SHELF', quantity: 1 }],
      email: 'live.int@example.com',
      address: LONDON,
      payment: null,
    });
    const cart = ok(
      await api.gql<Any>(
        'query($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }',
        {
          variables: { id: cartId },
          headers: INT,
        },
      ),
    ).cart;
    expect(cart.available_payment_methods.map((m: Any) => m.code)).toEqual(['checkmo', 'banktransfer']);
  });
});

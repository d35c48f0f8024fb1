// With PAYMENT_SANDBOX on, the sandboxes sign with credentials made up by this process at start —
// never the ones written in the repository — so a shopper cannot sign their own order's Result
// notification: a forged one changes nothing (order waiting, no mail, stock still reserved).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/modules/catalog/product-tables.ts';
import { salesOrder } from '../../src/modules/sales/tables.ts';
import { placeOrder, pressSandboxButton, RU, readyCart, stockedProduct } from '../checkout/support.ts';
import { useTestApi } from '../support/api-client.ts';
import { readMails } from '../support/mail.ts';
import { OLD_PUBLIC_SANDBOX, postResult, signedResult } from './http-tools.ts';

const api = useTestApi({ PAYMENT_SANDBOX: 'true' });

beforeAll(async () => {
  await stockedProduct(api.database.db, 'SECRET-DESK', { stock: '10', ru: '20000', name: 'Desk' });
});

const stock = async () =>
  Number((await api.database.db.select().from(product).where(eq(product.sku, 'SECRET-DESK')))[0]?.stockQty);
const status = async (number: string) =>
  (await api.database.db.select().from(salesOrder).where(eq(salesOrder.incrementId, number)))[0]?.status;

/** A placed Robokassa order waiting for its payment: its payment link and number. */
async function waitingOrder(email: string): Promise<{ link: URL; number: string }> {
  const cartId = await readyCart(api, {
    headers: RU,
    items: [{ sku: 'SECRET-DESK', quantity: 1 }],
    email,
    payment: { code: 'robokassa' },
  });
  const placed = await placeOrder(api, cartId, RU);
  expect(placed.errors).toEqual([]);
  return { link: new URL(placed.order!.redirect_url!), number: placed.order!.order_number };
}

describe('the Robokassa sandbox', () => {
  for (const [name, password] of [
    ['the repository’s old public sandbox password', OLD_PUBLIC_SANDBOX.robokassaPassword2],
    ['a guessed password', 'password'],
    ['Password #1 of the repository', OLD_PUBLIC_SANDBOX.robokassaPassword1],
  ] as const) {
    it(`refuses a Result notification signed with ${name}; the order keeps waiting`, async () => {
      const email = `forged.${password}@example.com`;
      const { link, number } = await waitingOrder(email);
      const reserved = await stock();
      expect(await postResult(api, signedResult(link, password))).toBe('bad sign');
      expect(await status(number)).toBe('pending_payment');
      expect(await stock()).toBe(reserved);
      expect(readMails(api.mailDir).filter((mail) => mail.to.includes(email))).toEqual([]);
    });
  }

  it('signs its payment links with a password that is not in the repository', async () => {
    const { link } = await waitingOrder('link.secret@example.com');
    const withPublic = createHash('md5')
      .update(
        [
          link.searchParams.get('MerchantLogin'),
          link.searchParams.get('OutSum'),
          link.searchParams.get('InvId'),
          OLD_PUBLIC_SANDBOX.robokassaPassword1,
          `Shp_order=${link.searchParams.get('Shp_order')}`,
        ].join(':'),
      )
      .digest('hex');
    expect(link.searchParams.get('SignatureValue')).not.toBe(withPublic);
  });

  it('still takes a payment made on its page', async () => {
    const { link, number } = await waitingOrder('sandbox.paid@example.com');
    const back = await pressSandboxButton(api, link.toString(), 'approve');
    expect(back.searchParams.get('result')).toBe('paid');
    expect(await status(number)).toBe('processing');
  });
});

describe('the PayPal sandbox', () => {
  it('refuses the repository’s old public client credentials', async () => {
    const oauth = await fetch(new URL('/sandbox/paypal/v1/oauth2/token', api.url), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(OLD_PUBLIC_SANDBOX.paypalClient).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(oauth.status).toBe(401);
  });
});

import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env.ts';
import { attachGateways } from '../../src/modules/payment/gateways.ts';
import {
  availablePaymentMethods,
  type PaymentQuoteInfo,
  validatePaymentSelection,
} from '../../src/modules/payment/methods.ts';
import { paymentGateways } from '../../src/modules/payment/settings.ts';
import { storeContext as plainStoreContext } from '../shipping/store-context.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** A store view's context whose redirect methods are played by the sandbox (PAYMENT_SANDBOX). */
const sandbox = paymentGateways(loadEnv({ PAYMENT_SANDBOX: 'true' }));
const storeContext = async (...args: Parameters<typeof plainStoreContext>) =>
  attachGateways(await plainStoreContext(...args), sandbox);

const quote = (total: number, extra: Partial<PaymentQuoteInfo> = {}): PaymentQuoteInfo => ({
  grandTotal: new Decimal(total),
  isVirtual: false,
  hasShippingAddress: true,
  customerId: null,
  ...extra,
});

describe('available payment methods', () => {
  it('follow the ru region’s list with Russian titles, prompts and the redirect flag', async () => {
    const ctx = await storeContext(database, { storeCode: 'ru' });
    const methods = await availablePaymentMethods(ctx, quote(12000));
    expect(methods.map((m) => [m.code, m.isDeferred])).toEqual([
      ['robokassa', true],
      ['cashondelivery', false],
      ['banktransfer', false],
    ]);
    expect(methods[0]?.title).toBe('Банковская карта (Робокасса)');
    expect(methods[2]?.promptMessage).toContain('ООО «Атриум»');
  });

  it('leave out methods whose minimum or maximum order total the quote misses', async () => {
    const ctx = await storeContext(database, { storeCode: 'ru' });
    const small = await availablePaymentMethods(ctx, quote(1000));
    expect(small.map((m) => m.code)).toEqual(['robokassa', 'cashondelivery']);
    const large = await availablePaymentMethods(ctx, quote(400000));
    expect(large.map((m) => m.code)).toEqual(['robokassa', 'banktransfer']);
  });

  it('leave out redirect methods whose provider has neither credentials nor the sandbox', async () => {
    const closed = await plainStoreContext(database, { storeCode: 'int', regionCode: 'gb' });
    const methods = await availablePaymentMethods(closed, quote(300));
    expect(methods.map((m) => m.code)).toEqual(['checkmo', 'banktransfer']);
    const ru = await plainStoreContext(database, { storeCode: 'ru' });
    await expect(validatePaymentSelection(ru, quote(5000), { code: 'robokassa' })).rejects.toThrow(
      'The requested Payment Method is not available.',
    );
  });

  it('show Check / Money order with whom to pay and where to send it on the int website', async () => {
    const ctx = await storeContext(database, { storeCode: 'int', regionCode: 'gb' });
    const methods = await availablePaymentMethods(ctx, quote(300));
    expect(methods.map((m) => m.code)).toEqual(['paypal_express', 'checkmo', 'banktransfer']);
    expect(methods[1]).toMatchObject({
      title: 'Check / Money order',
      promptMessage:
        'Make Check payable to: Atrium Furniture Inc.\nSend Check to: 350 Fifth Avenue, Suite 4410, New York, NY 10118, USA',
    });
  });

  it('offer only "No Payment Information Required" for a zero total', async () => {
    const ctx = await storeContext(database, { storeCode: 'int' });
    const methods = await availablePaymentMethods(ctx, quote(0));
    expect(methods).toEqual([
      { code: 'free', title: 'No Payment Information Required', promptMessage: null, isDeferred: false },
    ]);
  });
});

describe('payment selection', () => {
  it('refuses a method the region does not offer with Magento’s message', async () => {
    const ctx = await storeContext(database, { storeCode: 'ru' });
    await expect(validatePaymentSelection(ctx, quote(5000), { code: 'checkmo' })).rejects.toThrow(
      'The requested Payment Method is not available.',
    );
    await expect(validatePaymentSelection(ctx, quote(5000), { code: 'nonsense' })).rejects.toThrow(
      'The requested Payment Method is not available.',
    );
  });

  it('refuses a physical cart without a shipping address', async () => {
    const ctx = await storeContext(database, { storeCode: 'ru' });
    await expect(
      validatePaymentSelection(ctx, quote(5000, { hasShippingAddress: false }), { code: 'cashondelivery' }),
    ).rejects.toThrow('The shipping address is missing. Set the address and try again.');
  });

  it('keeps PayPal’s approved token and payer for express checkout', async () => {
    const ctx = await storeContext(database, { storeCode: 'int' });
    const selection = await validatePaymentSelection(ctx, quote(100), {
      code: 'paypal_express',
      paypal_express: { payer_id: 'PAYER1', token: 'TOKEN1' },
    });
    expect(selection).toEqual({
      code: 'paypal_express',
      additionalData: { paypal_token: 'TOKEN1', paypal_payer_id: 'PAYER1' },
    });
  });
});

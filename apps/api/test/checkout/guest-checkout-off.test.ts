// With guest checkout switched off (checkout/options/guest_checkout = 0), a guest cart prepared
// before the switch can neither be placed nor sent to PayPal Express.
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import { useTestApi } from '../support/api-client.ts';
import { type Any, INT, LONDON, RU, readyCart, stockedProduct } from './support.ts';

const api = useTestApi();
let ruCart: string;
let intCart: string;

beforeAll(async () => {
  await stockedProduct(api.database.db, 'GUESTOFF-RUG', { stock: '5' });
  ruCart = await readyCart(api, {
    headers: RU,
    items: [{ sku: 'GUESTOFF-RUG', quantity: 1 }],
    email: 'g@example.com',
  });
  intCart = await readyCart(api, {
    headers: INT,
    items: [{ sku: 'GUESTOFF-RUG', quantity: 1 }],
    email: 'g@example.com',
    address: LONDON,
    payment: null,
  });
  await api.database.db
    .insert(configValue)
    .values({ scope: 'default', scopeId: 0, path: 'checkout/options/guest_checkout', value: '0' });
  await bumpStoreVersion(api.database.db);
});

describe('guest checkout switched off', () => {
  it('refuses placeOrder of a guest cart with Magento’s authorization error', async () => {
    const res = await api.gql<Any>(
      'mutation($id: String!) { placeOrder(input: {cart_id: $id}) { order { order_number } } }',
      {
        variables: { id: ruCart },
        headers: RU,
      },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Guest checkout is not allowed. Register a customer account or login with existing one.',
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('refuses createPaypalExpressToken for a guest cart', async () => {
    const res = await api.gql<Any>(
      `mutation($id: String!) { createPaypalExpressToken(input: {cart_id: $id, code: "paypal_express", urls: {return_url: "r", cancel_url: "c"}}) { token } }`,
      { variables: { id: intCart }, headers: INT },
    );
    expect(res.errors?.[0]?.message).toBe('Guest checkout is not allowed.');
  });
});

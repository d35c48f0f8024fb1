// The contract place order builds on: loadCheckoutQuote inside a transaction (every read through
// it, so PGlite's single connection does not wait on itself), deactivateCart and
// findOrderIdOfCart.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  deactivateCart,
  findOrderIdOfCart,
  loadCheckoutQuote,
} from '../../src/modules/cart/checkout-quote.ts';
import { storeContext } from '../shipping/store-context.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  addItems,
  CHECKOUT_STEPS,
  errorOf,
  GET,
  INT,
  newCart,
  ok,
  runSteps,
  uid,
  useCartCatalogue,
} from './fixtures.ts';

const COMMENT = 'addCommentToCart(input: { cart_id: $id, comment: "Call first" }) { cart { id } }';

const api = useTestApi();
const P = 'CQ';
const cat = useCartCatalogue(api, P);

async function readyCart(): Promise<string> {
  const id = await newCart(api);
  await addItems(api, id, [
    {
      sku: `${P}-LAMP`,
      quantity: 2,
      selected_options: [uid(`custom-option/${cat.lamp.shade}/${cat.lamp.linen}`)],
      entered_options: [{ uid: uid(`custom-option/${cat.lamp.engraving}`), value: 'Anna' }],
    },
    {
      sku: `${P}-SOFA`,
      parent_sku: `${P}-SOFA`,
      quantity: 1,
      selected_options: [
        uid(`configurable/${cat.color.id}/${cat.color.blue}`),
        uid(`configurable/${cat.size.id}/${cat.size.small}`),
      ],
    },
  ]);
  const { email, shipping, billing, method, payment } = CHECKOUT_STEPS;
  await runSteps(api, id, [email, shipping, billing, method, payment, COMMENT]);
  return id;
}

describe('loadCheckoutQuote', () => {
  it('reads the whole cart with its totals inside a transaction', async () => {
    const id = await readyCart();
    const ctx = await storeContext(api.database, { storeCode: 'int' });
    const quote = await ctx.db.transaction((tx) => loadCheckoutQuote(ctx, tx as unknown as Db, id));
    expect(quote).toMatchObject({
      maskedId: id,
      websiteId: 2,
      storeViewId: 2,
      customerId: null,
      email: 'ada@example.com',
      comment: 'Call first',
      isVirtual: false,
      shippingMethod: { carrierCode: 'flatrate', methodCode: 'flatrate' },
      payment: { code: 'checkmo', additionalData: {} },
      shippingAddress: { firstname: 'Ada', countryCode: 'US', regionCode: 'CA', saveInAddressBook: false },
      billingAddress: { city: 'San Francisco' },
    });
    const [lamp, sofa] = quote.items as Any[];
    expect(lamp).toMatchObject({ sku: `${P}-LAMP`, name: 'Desk lamp', parentProductId: null });
    expect(lamp.qty.toNumber()).toBe(2);
    expect(lamp.options).toEqual([
      { label: 'Shade', value: 'Linen' },
      { label: 'Engraving', value: 'Anna' },
    ]);
    expect(sofa).toMatchObject({ sku: `${P}-SOFA-BLUE`, name: 'Sofa' });
    expect(sofa.parentProductId).not.toBeNull();
    expect(sofa.options).toEqual([
      { label: 'Colour', value: 'Blue' },
      { label: 'Size', value: 'Small' },
    ]);
    // 2 × (50 + 5 + 3) + 900
    expect(quote.totals.subtotal.base.toNumber()).toBe(1016);
    expect(quote.totals.shipping?.amount.base.toNumber()).toBe(45);
    const cart = ok(await api.gql<{ cart: Any }>(GET, { variables: { id }, headers: INT })).cart;
    expect(quote.totals.grandTotal.display.toNumber()).toBe(cart.prices.grand_total.value);
  });

  it('refuses a cart the caller may not use with the cart messages', async () => {
    const ctx = await storeContext(api.database, { storeCode: 'int' });
    await expect(loadCheckoutQuote(ctx, ctx.db, 'y'.repeat(32))).rejects.toThrow(
      `Could not find a cart with ID "${'y'.repeat(32)}"`,
    );
    const ru = await storeContext(api.database, { storeCode: 'ru' });
    await expect(loadCheckoutQuote(ru, ru.db, await newCart(api))).rejects.toThrow(
      "Can't assign cart to store in different website.",
    );
  });
});

describe('deactivateCart and findOrderIdOfCart', () => {
  it('closes the cart and remembers the order it became', async () => {
    const id = await readyCart();
    const ctx = await storeContext(api.database, { storeCode: 'int' });
    expect(await findOrderIdOfCart(ctx, id)).toBeNull();
    const quote = await loadCheckoutQuote(ctx, ctx.db, id);
    await ctx.db.transaction((tx) => deactivateCart(tx as unknown as Db, quote.cartId, 4242));
    expect(await findOrderIdOfCart(ctx, id)).toBe(4242);
    expect(errorOf(await api.gql(GET, { variables: { id }, headers: INT })).message).toBe(
      "The cart isn't active.",
    );
    await expect(loadCheckoutQuote(ctx, ctx.db, id)).rejects.toThrow("The cart isn't active.");
  });
});

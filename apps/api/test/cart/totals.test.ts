// What a cart costs as the API shows it: tax, coupon and fixed product tax together, in the base
// and in another display currency; the ru website's tax-inclusive prices; an empty cart; and
// concurrent adds to one cart that all count.
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  addItems,
  CHECKOUT_STEPS,
  GET,
  INT,
  insertCartCatalogue,
  MONEY,
  newCart,
  ok,
  runSteps,
} from './fixtures.ts';

const api = useTestApi();
const P = 'CT';

beforeAll(async () => {
  await insertCartCatalogue(api.database.db, P);
  const chair = await insertProduct(api.database.db, {
    sku: `${P}-ECOCHAIR`,
    texts: { 0: { name: 'Eco chair' } },
    prices: { 1: { price: '12000' }, 2: { price: '200' } },
    fixedTaxes: [{ websiteId: 2, countryCode: 'US', amount: '5', label: 'Recycling fee' }],
  });
  await reindexProducts(api.database.db, [chair]);
});

const PRICES = `query($id: String!) { cart(cart_id: $id) {
  items { quantity prices {
    price { ${MONEY} } row_total { ${MONEY} } total_item_discount { ${MONEY} }
    fixed_product_taxes { label amount { ${MONEY} } }
  } }
  shipping_addresses { selected_shipping_method { amount { ${MONEY} } } }
  prices {
    grand_total { ${MONEY} } subtotal_excluding_tax { ${MONEY} } subtotal_including_tax { ${MONEY} }
    subtotal_with_discount_excluding_tax { ${MONEY} }
    applied_taxes { label amount { ${MONEY} } } discounts { label amount { ${MONEY} } }
  }
} }`;

async function prices(id: string, headers: Record<string, string>): Promise<Any> {
  return ok(await api.gql<{ cart: Any }>(PRICES, { variables: { id }, headers })).cart;
}

describe('cart totals', () => {
  it('adds tax, coupon and fixed product tax, and shows them in the display currency', async () => {
    const id = await newCart(api);
    await addItems(api, id, [{ sku: `${P}-ECOCHAIR`, quantity: 2 }]);
    const { shipping, billing, method, coupon } = CHECKOUT_STEPS;
    await runSteps(api, id, [shipping, billing, method, coupon]);

    const usd = await prices(id, INT);
    const [item] = usd.items;
    expect(item.prices.price).toEqual({ value: 200, currency: 'USD' });
    expect(item.prices.row_total.value).toBe(400);
    expect(item.prices.total_item_discount.value).toBe(40);
    expect(item.prices.fixed_product_taxes).toEqual([
      { label: 'Recycling fee', amount: { value: 5, currency: 'USD' } },
    ]);
    expect(usd.prices.discounts).toEqual([
      { label: 'Welcome 10% off', amount: { value: 40, currency: 'USD' } },
    ]);
    expect(usd.prices.subtotal_with_discount_excluding_tax.value).toBe(360);
    expect(usd.prices.applied_taxes.map((t: Any) => t.label)).toEqual(['Sales tax CA 7.25%']);
    const shippingAmount = usd.shipping_addresses[0].selected_shipping_method.amount.value;
    expect(shippingAmount).toBe(30);
    const tax = usd.prices.applied_taxes[0].amount.value;
    // subtotal − discount + shipping + tax + 2 × 5 fixed product tax
    expect(usd.prices.grand_total.value).toBeCloseTo(400 - 40 + 30 + tax + 10, 2);

    const eur = await prices(id, { ...INT, 'Content-Currency': 'EUR' });
    expect(eur.items[0].prices.price).toEqual({ value: 184.3, currency: 'EUR' });
    expect(eur.prices.discounts[0].amount).toEqual({ value: 36.86, currency: 'EUR' });
    expect(eur.prices.grand_total.currency).toBe('EUR');
    expect(eur.prices.grand_total.value).toBeCloseTo(usd.prices.grand_total.value * 0.9215, 1);
  });

  it("shows the ru website's prices with the VAT they include", async () => {
    const id = await newCart(api, { Store: 'ru' });
    await addItems(api, id, [{ sku: `${P}-TABLE`, quantity: 1 }], { Store: 'ru' });
    const cart = await prices(id, { Store: 'ru' });
    expect(cart.prices.subtotal_including_tax).toEqual({ value: 10000, currency: 'RUB' });
    expect(cart.prices.applied_taxes.map((t: Any) => t.label)).toEqual(['НДС 22%']);
    expect(cart.prices.grand_total.value).toBe(10000);
  });

  it('answers zero totals for an empty cart', async () => {
    const id = await newCart(api);
    const cart = ok(await api.gql<{ cart: Any }>(GET, { variables: { id }, headers: INT })).cart;
    expect(cart.prices.grand_total).toEqual({ value: 0, currency: 'USD' });
    expect(cart.prices.subtotal_excluding_tax.value).toBe(0);
    expect(cart.items).toEqual([]);
  });
});

describe('concurrent changes', () => {
  it('counts every one of parallel adds to one cart', async () => {
    const id = await newCart(api);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => addItems(api, id, [{ sku: `${P}-TABLE`, quantity: 1 }])),
    );
    expect(results.every((r) => r.user_errors.length === 0)).toBe(true);
    const cart = ok(await api.gql<{ cart: Any }>(GET, { variables: { id }, headers: INT })).cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(8);
  });
});

// What a cart costs as the API shows it: tax, coupon and fixed product tax together, in the base
// and in another display currency; the ru website's tax-inclusive prices; an empty cart; and
// concurrent adds to one cart that all count.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { product, productFixedTax } from '../../src/modules/catalog/product-tables.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  addItems,
  CALIFORNIA,
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

  it("charges a configurable's fixed product tax on its variants' lines", async () => {
    const db = api.database.db;
    const [sofa] = await db
      .select({ id: product.id })
      .from(product)
      .where(eq(product.sku, `${P}-SOFA`));
    await db.insert(productFixedTax).values({
      productId: sofa?.id as number,
      websiteId: 2,
      countryCode: 'US',
      amount: '25',
      label: 'Eco fee',
    });
    const id = await newCart(api);
    await addItems(api, id, [{ sku: `${P}-SOFA-BLUE`, parent_sku: `${P}-SOFA`, quantity: 1 }]);
    await runSteps(api, id, [CHECKOUT_STEPS.shipping]);
    const [item] = (await prices(id, INT)).items;
    expect(item.prices.fixed_product_taxes).toEqual([
      { label: 'Eco fee', amount: { value: 25, currency: 'USD' } },
    ]);
  });

  it("shows the ru website's prices with the VAT they include", async () => {
    const id = await newCart(api, { Store: 'ru' });
    await addItems(api, id, [{ sku: `${P}-TABLE`, quantity: 1 }], { Store: 'ru' });
    const cart = await prices(id, { Store: 'ru' });
    expect(cart.prices.subtotal_including_tax).toEqual({ value: 10000, currency: 'RUB' });
    expect(cart.prices.applied_taxes.map((t: Any) => t.label)).toEqual(['НДС 22%']);
    expect(cart.prices.grand_total.value).toBe(10000);
  });

  it("prices ru's tax-inclusive delivery without and with its VAT", async () => {
    const ru = { Store: 'ru' };
    const id = await newCart(api, ru);
    await addItems(api, id, [{ sku: `${P}-TABLE`, quantity: 1 }], ru);
    const moscow = { ...CALIFORNIA, city: 'Москва', region: 'MOW', postcode: '125009', country_code: 'RU' };
    const res = await api.gql<Any>(
      `mutation($id: String!, $address: CartAddressInput) {
        setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) {
          cart { shipping_addresses { available_shipping_methods {
            carrier_code amount { ${MONEY} } price_excl_tax { ${MONEY} } price_incl_tax { ${MONEY} }
          } } }
        }
      }`,
      { variables: { id, address: moscow }, headers: ru },
    );
    const methods = ok(res).setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods;
    const flat = methods.find((m: Any) => m.carrier_code === 'flatrate');
    expect(flat.amount).toEqual({ value: 990, currency: 'RUB' });
    expect(flat.price_incl_tax).toEqual({ value: 990, currency: 'RUB' });
    // 990 / 1.22
    expect(flat.price_excl_tax.value).toBeCloseTo(811.48, 2);
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

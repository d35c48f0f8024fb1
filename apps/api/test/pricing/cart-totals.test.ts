import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product, productFixedTax } from '../../src/modules/catalog/product-tables.ts';
import { germanAddress, regionIds } from '../address/helpers.ts';
import { addItems, type CartCatalogue, INT, insertCartCatalogue, newCart } from '../cart/fixtures.ts';
import { useTestApi } from '../support/api-client.ts';
import { applyCoupon, cartPrices, chooseShipping, labelled, shipTo } from './helpers.ts';

const api = useTestApi();
const RU = { Store: 'ru' };
const EUR = { ...INT, 'Content-Currency': 'EUR' };
let cat: CartCatalogue;

beforeAll(async () => {
  cat = await insertCartCatalogue(api.database.db, 'PRT');
});

/** An eco fee on the table for deliveries to Germany (int) and Russia (ru). */
async function fixedTaxOnTable(): Promise<void> {
  const [table] = await api.database.db
    .select()
    .from(product)
    .where(eq(product.sku, `${cat.prefix}-TABLE`));
  await api.database.db.insert(productFixedTax).values([
    { productId: table?.id as number, websiteId: 2, countryCode: 'DE', amount: '3.5', label: 'Eco fee' },
    { productId: table?.id as number, websiteId: 1, countryCode: 'RU', amount: '150', label: 'Экосбор' },
  ]);
}

describe('cart totals with tax, a coupon and a fixed product tax', () => {
  let intCart: string;

  beforeAll(async () => {
    await fixedTaxOnTable();
    intCart = await newCart(api);
    await addItems(api, intCart, [{ sku: `${cat.prefix}-TABLE`, quantity: 2 }]);
    await shipTo(api, intCart, germanAddress(), INT);
    await chooseShipping(api, intCart, 'flatrate', INT);
    expect((await applyCoupon(api, intCart, 'welcome10', INT)).errors).toBeUndefined();
  });

  it('adds German VAT after the discount on the goods and on shipping, and the eco fee per unit, in dollars', async () => {
    const cart = await cartPrices(api, intCart, INT);
    expect(cart.prices.subtotal_excluding_tax).toEqual({ value: 160, currency: 'USD' });
    expect(cart.prices.subtotal_with_discount_excluding_tax.value).toBe(144);
    expect(labelled(cart.prices.discounts)).toEqual({ 'Welcome 10% off': 16 });
    // 19 % of 144 on the goods plus 19 % of the 2 × $15 flat rate.
    expect(labelled(cart.prices.applied_taxes)).toEqual({ 'VAT DE 19%': 33.06 });
    expect(cart.shipping_addresses[0].selected_shipping_method.price_incl_tax.value).toBe(35.7);
    expect(cart.items[0].prices.fixed_product_taxes).toEqual([
      { label: 'Eco fee', amount: { value: 3.5, currency: 'USD' } },
    ]);
    expect(cart.prices.grand_total).toEqual({ value: 144 + 27.36 + 30 + 5.7 + 7, currency: 'USD' });
    expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
  });

  it('shows the same cart in euros, each amount converted from the dollar amounts and rounded to cents', async () => {
    const cart = await cartPrices(api, intCart, EUR);
    // 160 × 0.9215 = 147.44; the discount 16 × 0.9215 = 14.744 → 14.74; 19 % of 132.70 = 25.213 → 25.21.
    expect(cart.prices.subtotal_excluding_tax).toEqual({ value: 147.44, currency: 'EUR' });
    expect(labelled(cart.prices.discounts)).toEqual({ 'Welcome 10% off': 14.74 });
    expect(cart.prices.subtotal_with_discount_excluding_tax.value).toBe(132.7);
    // Shipping 30 × 0.9215 = 27.645 → 27.65, its VAT 5.2535 plus the 0.003 left from the goods → 5.26.
    expect(cart.shipping_addresses[0].selected_shipping_method.price_excl_tax.value).toBe(27.65);
    expect(labelled(cart.prices.applied_taxes)).toEqual({ 'VAT DE 19%': 30.47 });
    expect(cart.items[0].prices.fixed_product_taxes[0].amount).toEqual({ value: 3.23, currency: 'EUR' });
    // The eco fee row: 7 × 0.9215 = 6.4505 → 6.45.
    expect(cart.prices.grand_total).toEqual({ value: 197.27, currency: 'EUR' });
  });

  it('keeps the shelf price on the ru website, whose prices include Russian VAT, and shows the VAT it contains', async () => {
    const ruCart = await newCart(api, RU);
    await addItems(api, ruCart, [{ sku: `${cat.prefix}-TABLE`, quantity: 1 }], RU);
    const regions = await regionIds(api, 'RU');
    const moscow = {
      ...germanAddress(),
      country_code: 'RU',
      city: 'Москва',
      postcode: '101000',
      region_id: regions.MOW,
    };
    await shipTo(api, ruCart, moscow, RU);
    await chooseShipping(api, ruCart, 'flatrate', RU);
    expect((await applyCoupon(api, ruCart, 'MINUS1000', RU)).errors).toBeUndefined();
    const cart = await cartPrices(api, ruCart, RU);
    expect(cart.prices.subtotal_including_tax).toEqual({ value: 10000, currency: 'RUB' });
    // 10 000 less the 22/122 it contains (1 803.28).
    expect(cart.prices.subtotal_excluding_tax.value).toBe(8196.72);
    expect(labelled(cart.prices.discounts)).toEqual({ 'Скидка 1 000 ₽': 1000 });
    // The VAT in the 9 000 left (1 622.95) and in the 990 ₽ delivery (178.52, plus the rest carried: 178.53).
    expect(labelled(cart.prices.applied_taxes)).toEqual({ 'НДС 22%': 1801.48 });
    expect(cart.prices.subtotal_with_discount_excluding_tax.value).toBe(7377.05);
    expect(cart.shipping_addresses[0].selected_shipping_method.price_incl_tax.value).toBe(990);
    expect(cart.prices.grand_total).toEqual({ value: 9000 + 990 + 150, currency: 'RUB' });
  });
});

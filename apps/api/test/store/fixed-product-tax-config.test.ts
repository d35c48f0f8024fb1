// StoreConfig's fixed product tax display settings (Magento's WeeeGraphQl) follow the store view's
// tax/weee/* configuration, and switching fixed product taxes off (tax/weee/enable) takes them off
// products and carts too, so the settings never say otherwise than the prices do. Payflow Pro is
// not offered: its vault is off.
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import { addItems, CHECKOUT_STEPS, newCart, ok, runSteps } from '../cart/fixtures.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();
const INT = { Store: 'int' };
const RU = { Store: 'ru' };
const INT_WEBSITE = 2;
const INT_STORE = 2;

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
type Any = any;

const SETTINGS = `storeConfig {
  category_fixed_product_tax_display_setting
  product_fixed_product_tax_display_setting
  sales_fixed_product_tax_display_setting
  payment_payflowpro_cc_vault_active
}`;

async function settings(headers: Record<string, string>) {
  return ok(await api.gql<{ storeConfig: Any }>(`{ ${SETTINGS} }`, { headers })).storeConfig;
}

const display = (category: string, product: string, sales: string) => ({
  category_fixed_product_tax_display_setting: category,
  product_fixed_product_tax_display_setting: product,
  sales_fixed_product_tax_display_setting: sales,
  payment_payflowpro_cc_vault_active: '0',
});

async function configure(scope: 'websites' | 'stores', scopeId: number, values: Record<string, string>) {
  const db = api.database.db;
  await db
    .insert(configValue)
    .values(Object.entries(values).map(([path, value]) => ({ scope, scopeId, path, value })));
  await bumpStoreVersion(db);
}

async function productTaxes() {
  const res = ok(
    await api.gql<{ products: { items: Any[] } }>(
      `{ products(filter: { sku: { eq: "FPT-CHAIR" } }) { items {
          price_range { minimum_price { fixed_product_taxes { label amount { value currency } } } }
          price { minimalPrice { adjustments { code amount { value } } } } } } }`,
      { headers: INT },
    ),
  );
  const [item] = res.products.items;
  return {
    listed: item.price_range.minimum_price.fixed_product_taxes,
    adjustments: item.price.minimalPrice.adjustments,
  };
}

async function cartTaxes(id: string) {
  const res = ok(
    await api.gql<{ cart: Any }>(
      `query($id: String!) { cart(cart_id: $id) {
         items { prices { fixed_product_taxes { label amount { value } } } }
         prices { grand_total { value } subtotal_excluding_tax { value } applied_taxes { amount { value } } }
       } }`,
      { variables: { id }, headers: INT },
    ),
  );
  return res.cart;
}

beforeAll(async () => {
  const db = api.database.db;
  const chair = await insertProduct(db, {
    sku: 'FPT-CHAIR',
    texts: { 0: { name: 'Eco chair' } },
    prices: { 1: { price: '12000' }, 2: { price: '200' } },
    fixedTaxes: [{ websiteId: INT_WEBSITE, countryCode: 'US', amount: '5', label: 'Recycling fee' }],
  });
  await bumpStoreVersion(db);
  await reindexProducts(db, [chair]);
});

describe('fixed product tax display settings', () => {
  it('answer prices excluding the taxes, with the taxes and the total shown beside, when unset', async () => {
    const excluded = 'EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS';
    expect(await settings(INT)).toEqual(display(excluded, excluded, excluded));
    expect(await settings(RU)).toEqual(display(excluded, excluded, excluded));
    // what the API does: prices without the tax, which is listed beside them
    expect(await productTaxes()).toEqual({
      listed: [{ label: 'Recycling fee', amount: { value: 5, currency: 'USD' } }],
      adjustments: [{ code: 'WEEE', amount: { value: 5 } }],
    });
  });

  it('follow tax/weee/display_list, display and display_sales of the store view', async () => {
    await configure('stores', INT_STORE, {
      'tax/weee/display_list': '0',
      'tax/weee/display': '1',
      'tax/weee/display_sales': '3',
    });
    expect(await settings(INT)).toEqual(
      display('INCLUDE_FPT_WITHOUT_DETAILS', 'INCLUDE_FPT_WITH_DETAILS', 'EXCLUDE_FPT_WITHOUT_DETAILS'),
    );
    const excluded = 'EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS';
    expect(await settings(RU)).toEqual(display(excluded, excluded, excluded));
  });

  it('answer FPT_DISABLED with tax/weee/enable off, and products and carts then carry no such tax', async () => {
    const id = await newCart(api);
    await addItems(api, id, [{ sku: 'FPT-CHAIR', quantity: 2 }]);
    await runSteps(api, id, [CHECKOUT_STEPS.shipping]);
    const charged = await cartTaxes(id);
    expect(charged.items[0].prices.fixed_product_taxes).toEqual([
      { label: 'Recycling fee', amount: { value: 5 } },
    ]);

    await configure('websites', INT_WEBSITE, { 'tax/weee/enable': '0' });
    expect(await settings(INT)).toEqual(display('FPT_DISABLED', 'FPT_DISABLED', 'FPT_DISABLED'));
    const excluded = 'EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS';
    expect(await settings(RU)).toEqual(display(excluded, excluded, excluded));
    expect(await productTaxes()).toEqual({ listed: [], adjustments: [] });
    const off = await cartTaxes(id);
    expect(off.items[0].prices.fixed_product_taxes).toEqual([]);
    // the grand total loses the 2 × 5 recycling fee and nothing else
    const tax = (cart: Any) => cart.prices.applied_taxes.reduce((s: number, t: Any) => s + t.amount.value, 0);
    expect(tax(off)).toBeCloseTo(tax(charged), 2);
    expect(off.prices.grand_total.value).toBeCloseTo(charged.prices.grand_total.value - 10, 2);
  });
});

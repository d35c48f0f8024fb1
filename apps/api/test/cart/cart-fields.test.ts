// Cart fields beyond the basics: item errors when the stock falls below a line, itemsV2 paging and
// sorting, saved addresses of the customer's address book, and guest checkout switched off.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/modules/catalog/product-tables.ts';
import { countryRegion } from '../../src/modules/directory/tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import { bearer, createAccount, FAST_HASHING, signIn } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { type Any, addItems, errorOf, GET, INT, insertCartCatalogue, newCart, ok } from './fixtures.ts';

const api = useTestApi(FAST_HASHING);
const P = 'CF';

beforeAll(async () => {
  await insertCartCatalogue(api.database.db, P);
  // Guest checkout is switched off in the int_ru store view only.
  await api.database.db
    .insert(configValue)
    .values({ scope: 'stores', scopeId: 3, path: 'checkout/options/guest_checkout', value: '0' });
  await bumpStoreVersion(api.database.db);
});

describe('item errors', () => {
  it('reports a line whose quantity is no longer in stock', async () => {
    const id = await newCart(api);
    await addItems(api, id, [{ sku: `${P}-FABRIC`, quantity: 5 }]);
    await api.database.db
      .update(product)
      .set({ stockQty: '3' })
      .where(eq(product.sku, `${P}-FABRIC`));
    const [item] = ok(await api.gql<{ cart: Any }>(GET, { variables: { id }, headers: INT })).cart.items;
    expect(item.is_available).toBe(false);
    expect(item.errors).toEqual([{ code: 'ITEM_QTY', message: 'The requested qty is not available' }]);
    await api.database.db
      .update(product)
      .set({ stockQty: '7.5' })
      .where(eq(product.sku, `${P}-FABRIC`));
    const [again] = ok(await api.gql<{ cart: Any }>(GET, { variables: { id }, headers: INT })).cart.items;
    expect(again).toMatchObject({ is_available: true, errors: [] });
  });
});

describe('itemsV2', () => {
  const PAGE = `query($id: String!, $size: Int, $page: Int, $sort: QuoteItemsSortInput) {
    cart(cart_id: $id) {
      itemsV2(pageSize: $size, currentPage: $page, sort: $sort) {
        total_count page_info { current_page page_size total_pages } items { quantity product { sku } }
      }
    }
  }`;

  it('pages and sorts the lines', async () => {
    const id = await newCart(api);
    await addItems(api, id, [
      { sku: `${P}-TABLE`, quantity: 3 },
      { sku: `${P}-STOOL`, quantity: 2 },
      { sku: `${P}-FABRIC`, quantity: 4.5 },
    ]);
    const page = async (variables: Record<string, unknown>) =>
      ok(await api.gql<{ cart: Any }>(PAGE, { variables: { id, ...variables }, headers: INT })).cart.itemsV2;
    const first = await page({ size: 2, page: 1 });
    expect(first.total_count).toBe(3);
    expect(first.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 });
    expect(first.items.map((i: Any) => i.product.sku)).toEqual([`${P}-TABLE`, `${P}-STOOL`]);
    expect((await page({ size: 2, page: 2 })).items.map((i: Any) => i.product.sku)).toEqual([`${P}-FABRIC`]);
    const byQty = await page({ sort: { field: 'QTY', order: 'DESC' } });
    expect(byQty.items.map((i: Any) => i.quantity)).toEqual([4.5, 3, 2]);
    const skus = async (field: string, order = 'ASC') =>
      (await page({ sort: { field, order } })).items.map((i: Any) => i.product.sku.slice(P.length + 1));
    expect(await skus('PRICE')).toEqual(['FABRIC', 'STOOL', 'TABLE']);
    expect(await skus('ROW_TOTAL', 'DESC')).toEqual(['TABLE', 'FABRIC', 'STOOL']);
    expect(await skus('NAME')).toEqual(['FABRIC', 'TABLE', 'STOOL']);
    expect(await skus('SKU', 'DESC')).toEqual(['TABLE', 'STOOL', 'FABRIC']);
    const bad = await api.gql(PAGE, { variables: { id, page: 0 }, headers: INT });
    expect(errorOf(bad).message).toBe('currentPage value must be greater than 0.');
  });
});

describe("the customer's address book", () => {
  const SET = `mutation($id: String!, $address: Int) {
    setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $address }] }) {
      cart { shipping_addresses { firstname city region { code } } }
    }
  }`;

  it("copies the customer's own saved address and refuses another customer's", async () => {
    const sign = async () => {
      const account = await createAccount(api);
      return { ...INT, ...bearer(await signIn(api, account.email, account.password)) };
    };
    const [me, other] = [await sign(), await sign()];
    const [texas] = await api.database.db
      .select({ id: countryRegion.id })
      .from(countryRegion)
      .where(and(eq(countryRegion.countryId, 'US'), eq(countryRegion.code, 'TX')));
    const saved = ok(
      await api.gql<{ createCustomerAddress: { id: number } }>(
        `mutation($region: Int) { createCustomerAddress(input: {
          firstname: "Grace", lastname: "Hopper", street: ["5 Main St"], city: "Austin", postcode: "73301",
          country_code: US, region: { region_id: $region }, telephone: "+1 512 555 0100"
        }) { id } }`,
        { headers: me, variables: { region: texas?.id } },
      ),
    ).createCustomerAddress.id;
    const cartId = ok(
      await api.gql<{ customerCart: { id: string } }>('{ customerCart { id } }', { headers: me }),
    ).customerCart.id;
    await addItems(api, cartId, [{ sku: `${P}-TABLE`, quantity: 1 }], me);
    const res = ok(await api.gql<Any>(SET, { variables: { id: cartId, address: saved }, headers: me }));
    expect(res.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([
      { firstname: 'Grace', city: 'Austin', region: { code: 'TX' } },
    ]);

    const otherCart = ok(
      await api.gql<{ customerCart: { id: string } }>('{ customerCart { id } }', { headers: other }),
    ).customerCart.id;
    expect(
      errorOf(await api.gql(SET, { variables: { id: otherCart, address: saved }, headers: other })),
    ).toEqual({
      message: `Current customer does not have permission to address with ID "${saved}"`,
      category: 'graphql-authorization',
    });
    expect(
      errorOf(await api.gql(SET, { variables: { id: otherCart, address: 999999 }, headers: other })),
    ).toEqual({
      message: 'Could not find a address with ID "999999"',
      category: 'graphql-no-such-entity',
    });
  });
});

describe('guest checkout switched off', () => {
  it('refuses checkout steps on guest carts but still creates them and adds products', async () => {
    const headers = { Store: 'int_ru' };
    const id = await newCart(api, headers);
    await addItems(api, id, [{ sku: `${P}-TABLE`, quantity: 1 }], headers);
    const res = await api.gql(
      'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "a@example.com" }) { cart { id } } }',
      { variables: { id }, headers },
    );
    expect(errorOf(res)).toEqual({
      message: 'Guest checkout is not allowed. Register a customer account or login with existing one.',
      category: 'graphql-authorization',
    });
  });
});

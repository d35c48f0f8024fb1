import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import { wishlist, wishlistItem } from '../../src/modules/wishlist/tables.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import { errorOf, FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  ADD,
  type Any,
  addToWishlist,
  ITEM_FIELDS,
  insertWishlistCatalogue,
  type MutationOut,
  MY_WISHLIST,
  REMOVE,
  uid,
  type WishlistCatalogue,
  type WishlistOut,
} from './fixtures.ts';

const api = useTestApi(FAST_HASHING);
const INT = { Store: 'int' };
let cat: WishlistCatalogue;

beforeAll(async () => {
  cat = await insertWishlistCatalogue(api.database.db);
  // The wish list is switched off in the int_ru store view only.
  await api.database.db
    .insert(configValue)
    .values({ scope: 'stores', scopeId: 3, path: 'wishlist/general/active', value: '0' });
  await bumpStoreVersion(api.database.db);
});

async function myWishlist(shopper: Shopper, headers: Record<string, string> = {}): Promise<WishlistOut> {
  const res = await api.gql<{ customer: { wishlist: WishlistOut } }>(MY_WISHLIST, {
    headers: { ...shopper.headers, ...headers },
  });
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  return res.data?.customer.wishlist as WishlistOut;
}

async function remove(shopper: Shopper, ids: string[], wishlistId = '0') {
  return api.gql<{ removeProductsFromWishlist: MutationOut }>(REMOVE, {
    variables: { id: wishlistId, ids },
    headers: shopper.headers,
  });
}

describe('reading the wish list', () => {
  it('creates the one wish list on first use and answers it through wishlist, wishlists and wishlist_v2', async () => {
    const me = await newShopper(api);
    const first = await myWishlist(me);
    expect(first).toMatchObject({
      items_count: 0,
      items_v2: { items: [], page_info: { current_page: 1, page_size: 50, total_pages: 0 } },
    });
    expect(first.sharing_code).toMatch(/^[0-9a-f]{32}$/);
    expect(first.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const res = await api.gql<Any>(
      `query($id: ID!) { customer {
        wishlists { id } second: wishlists(currentPage: 2) { id }
        mine: wishlist_v2(id: $id) { id } unknown: wishlist_v2(id: "987654") { id } odd: wishlist_v2(id: "x") { id }
      } }`,
      { variables: { id: first.id }, headers: me.headers },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.customer).toEqual({
      wishlists: [{ id: first.id }],
      second: [],
      mine: { id: first.id },
      unknown: null,
      odd: null,
    });
    expect((await myWishlist(me)).id).toBe(first.id);
    const rows = await api.database.db.select().from(wishlist).where(eq(wishlist.customerId, me.id));
    expect(rows).toHaveLength(1);
  });

  it('checks the page arguments', async () => {
    const me = await newShopper(api);
    const res = await api.gql('{ customer { wishlists(pageSize: 0) { id } } }', { headers: me.headers });
    expect(errorOf(res)).toEqual({
      message: 'pageSize value must be greater than 0.',
      category: 'graphql-input',
    });
    const items = await api.gql('{ customer { wishlist { items_v2(currentPage: 0) { items { id } } } } }', {
      headers: me.headers,
    });
    expect(errorOf(items).message).toBe('currentPage value must be greater than 0.');
  });
});

describe('addProductsToWishlist', () => {
  it('adds a simple product to the wish list "0" and sums the quantity when it is added again', async () => {
    const me = await newShopper(api);
    const before = await myWishlist(me);
    const added = await addToWishlist(api, me.headers, [{ sku: 'WL-LAMP', quantity: 1 }]);
    expect(added.user_errors).toEqual([]);
    expect(added.wishlist).toMatchObject({ id: before.id, items_count: 1 });
    const [item] = added.wishlist.items_v2.items;
    expect(item).toMatchObject({
      __typename: 'SimpleWishlistItem',
      quantity: 1,
      description: null,
      product: { sku: 'WL-LAMP' },
      customizable_options: [],
    });
    expect(item.added_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const again = await addToWishlist(api, me.headers, [{ sku: 'WL-LAMP', quantity: 2.5 }]);
    expect(again.wishlist.items_count).toBe(1);
    expect(again.wishlist.items_v2.items[0]).toMatchObject({ id: item.id, quantity: 3.5 });
    // Also by its own id.
    const byId = await addToWishlist(api, me.headers, [{ sku: 'WL-LAMP', quantity: 1 }], before.id);
    expect(byId.wishlist.items_v2.items[0].quantity).toBe(4.5);
  });

  it('keeps custom options on the item and tells items with other options apart', async () => {
    const me = await newShopper(api, INT);
    const [linen, silk] = cat.shade.values as [number, number];
    const [bulb, cable] = cat.extras.values as [number, number];
    const added = await addToWishlist(api, me.headers, [
      {
        sku: 'WL-LAMP',
        quantity: 1,
        selected_options: [
          uid(`custom-option/${cat.shade.id}/${silk}`),
          uid(`custom-option/${cat.extras.id}/${cable}`),
          uid(`custom-option/${cat.extras.id}/${bulb}`),
        ],
        entered_options: [{ uid: uid(`custom-option/${cat.engraving.id}`), value: ' For Ann ' }],
      },
      // Magento also takes a choice entered as its value id.
      {
        sku: 'WL-LAMP',
        quantity: 2,
        entered_options: [{ uid: uid(`custom-option/${cat.shade.id}`), value: `${linen}` }],
      },
      { sku: 'WL-LAMP', quantity: 3, selected_options: [uid(`custom-option/${cat.shade.id}/${linen}`)] },
    ]);
    expect(added.user_errors).toEqual([]);
    const items = added.wishlist.items_v2.items;
    expect(items.map((i: Any) => i.quantity)).toEqual([1, 5]);
    expect(items[0].customizable_options).toEqual([
      {
        customizable_option_uid: uid(`custom-option/${cat.shade.id}`),
        id: cat.shade.id,
        is_required: true,
        label: 'Shade',
        sort_order: 0,
        type: 'drop_down',
        values: [
          {
            customizable_option_value_uid: uid(`custom-option/${cat.shade.id}/${silk}`),
            id: silk,
            label: 'Silk',
            value: String(silk),
            price: { type: 'PERCENT', units: '%', value: 10 },
          },
        ],
      },
      {
        customizable_option_uid: uid(`custom-option/${cat.engraving.id}`),
        id: cat.engraving.id,
        is_required: false,
        label: 'Engraving',
        sort_order: 1,
        type: 'field',
        values: [
          {
            customizable_option_value_uid: uid(`custom-option/${cat.engraving.id}`),
            id: cat.engraving.id,
            label: '',
            value: 'For Ann',
            price: { type: 'FIXED', units: '$', value: 3 },
          },
        ],
      },
      {
        customizable_option_uid: uid(`custom-option/${cat.extras.id}`),
        id: cat.extras.id,
        is_required: false,
        label: 'Extras',
        sort_order: 2,
        type: 'checkbox',
        values: [
          expect.objectContaining({ id: bulb, label: 'Bulb', value: String(bulb) }),
          expect.objectContaining({ id: cable, label: 'Cable', value: String(cable) }),
        ],
      },
    ]);
    expect(items[1].customizable_options[0].values[0]).toMatchObject({
      label: 'Linen',
      price: { type: 'FIXED', units: '$', value: 5 },
    });
  });

  it('reports unusable options and leaves the item out', async () => {
    const me = await newShopper(api);
    const [linen, silk] = cat.shade.values as [number, number];
    const added = await addToWishlist(api, me.headers, [
      { sku: 'WL-LAMP', quantity: 1, selected_options: [uid(`custom-option/${cat.shade.id}/999999`)] },
      {
        sku: 'WL-LAMP',
        quantity: 1,
        selected_options: [
          uid(`custom-option/${cat.shade.id}/${linen}`),
          uid(`custom-option/${cat.shade.id}/${silk}`),
        ],
      },
      {
        sku: 'WL-LAMP',
        quantity: 1,
        entered_options: [{ uid: uid(`custom-option/${cat.engraving.id}`), value: 'x'.repeat(11) }],
      },
      { sku: 'WL-LAMP', quantity: 1, selected_options: ['not-a-uid'] },
      {
        sku: 'WL-LAMP',
        quantity: 1,
        selected_options: [uid(`configurable/${cat.color.id}/${cat.color.options[0]}`)],
      },
    ]);
    expect(added.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Some of the selected item options are not currently available.' },
      { code: 'UNDEFINED', message: 'Some of the selected item options are not currently available.' },
      { code: 'UNDEFINED', message: 'The text is too long. Shorten the text and try again.' },
      { code: 'UNDEFINED', message: 'Some of the selected item options are not currently available.' },
      { code: 'UNDEFINED', message: 'Some of the selected item options are not currently available.' },
    ]);
    expect(added.wishlist.items_count).toBe(0);
  });

  it('adds a configurable product with its variant, or open, or by the variant SKU', async () => {
    const me = await newShopper(api, INT);
    const red = uid(`configurable/${cat.color.id}/${cat.color.options[0]}`);
    const large = uid(`configurable/${cat.size.id}/${cat.size.options[1]}`);
    const added = await addToWishlist(api, me.headers, [
      { sku: 'WL-SOFA-RED-L', parent_sku: 'WL-SOFA', quantity: 1, selected_options: [red, large] },
      { sku: 'WL-SOFA', quantity: 1 },
      { sku: 'WL-SOFA-BLUE-S', quantity: 2 },
      { sku: 'WL-SOFA-RED-S', parent_sku: 'WL-SOFA', quantity: 1 },
    ]);
    expect(added.user_errors).toEqual([]);
    const items = added.wishlist.items_v2.items;
    expect(
      items.map((i: Any) => [i.__typename, i.product.sku, i.configured_variant?.sku ?? null, i.child_sku]),
    ).toEqual([
      ['ConfigurableWishlistItem', 'WL-SOFA', 'WL-SOFA-RED-L', 'WL-SOFA-RED-L'],
      ['ConfigurableWishlistItem', 'WL-SOFA', null, 'WL-SOFA'],
      ['ConfigurableWishlistItem', 'WL-SOFA', 'WL-SOFA-BLUE-S', 'WL-SOFA-BLUE-S'],
      ['ConfigurableWishlistItem', 'WL-SOFA', 'WL-SOFA-RED-S', 'WL-SOFA-RED-S'],
    ]);
    expect(items[0].configurable_options).toEqual([
      {
        id: cat.color.id,
        configurable_product_option_uid: uid(`configurable/${cat.sofa}/${cat.color.id}`),
        configurable_product_option_value_uid: red,
        option_label: 'Colour',
        value_id: cat.color.options[0],
        value_label: 'Red',
      },
      {
        id: cat.size.id,
        configurable_product_option_uid: uid(`configurable/${cat.sofa}/${cat.size.id}`),
        configurable_product_option_value_uid: large,
        option_label: 'Size',
        value_id: cat.size.options[1],
        value_label: 'Large',
      },
    ]);
    expect(items[1].configurable_options).toEqual([]);
  });

  it('answers the configurable problems as user errors', async () => {
    const me = await newShopper(api);
    const blue = uid(`configurable/${cat.color.id}/${cat.color.options[1]}`);
    const large = uid(`configurable/${cat.size.id}/${cat.size.options[1]}`);
    const added = await addToWishlist(api, me.headers, [
      { sku: 'WL-SOFA', quantity: 1, selected_options: [blue] },
      { sku: 'WL-SOFA', quantity: 1, selected_options: [blue, large] },
    ]);
    expect(added.user_errors.map((e) => e.message)).toEqual([
      'You need to choose options for your item.',
      'Some of the selected item options are not currently available.',
    ]);
  });

  it('reports products that cannot be added and still adds the valid ones, with HTTP 200', async () => {
    const me = await newShopper(api, INT);
    const res = await api.gql<{ addProductsToWishlist: MutationOut }>(ADD, {
      variables: {
        id: '0',
        items: [
          { sku: 'NO-SUCH-SKU', quantity: 1 },
          { sku: 'WL-LAMP', quantity: 0 },
          { sku: 'WL-LAMP', quantity: -1 },
          { sku: 'WL-LAMP', quantity: 10_001 },
          { sku: 'WL-OFF', quantity: 1 },
          { sku: 'WL-CHAIR', quantity: 1 },
          { sku: 'WL-LAMP', quantity: 2 },
        ],
      },
      headers: me.headers,
    });
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    const out = res.data?.addProductsToWishlist as MutationOut;
    expect(out.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item must be greater than 0' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be more than 10000' },
      { code: 'UNDEFINED', message: 'The product is disabled' },
      // Sold on the ru website only.
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "WL-CHAIR"' },
    ]);
    expect(out.wishlist.items_v2.items.map((i: Any) => [i.product.sku, i.quantity])).toEqual([
      ['WL-LAMP', 2],
    ]);
    // Summing may not pass the limit either.
    const more = await addToWishlist(api, me.headers, [{ sku: 'WL-LAMP', quantity: 9_999 }]);
    expect(more.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be more than 10000' },
    ]);
  });

  it('shows an item only in the store views whose catalogue has its product', async () => {
    const me = await newShopper(api);
    await addToWishlist(api, me.headers, [
      { sku: 'WL-CHAIR', quantity: 1 },
      { sku: 'WL-LAMP', quantity: 1 },
    ]);
    expect((await myWishlist(me)).items_count).toBe(2);
    const international = await myWishlist(me, INT);
    expect(international.items_count).toBe(1);
    expect(international.items_v2.items.map((i: Any) => i.product.sku)).toEqual(['WL-LAMP']);
  });

  it('pages items_v2 and still serves the deprecated items', async () => {
    const me = await newShopper(api, INT);
    await addToWishlist(api, me.headers, [
      { sku: 'WL-LAMP', quantity: 1 },
      { sku: 'WL-SOFA', quantity: 1 },
      { sku: 'WL-SOFA-RED-S', quantity: 1 },
    ]);
    const res = await api.gql<Any>(
      `{ customer { wishlist {
        page2: items_v2(currentPage: 2, pageSize: 2) { items { product { sku } } page_info { current_page page_size total_pages } }
        items { id qty description added_at product { sku } }
      } } }`,
      { headers: me.headers },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.customer.wishlist.page2).toEqual({
      items: [{ product: { sku: 'WL-SOFA' } }],
      page_info: { current_page: 2, page_size: 2, total_pages: 2 },
    });
    expect(res.data.customer.wishlist.items.map((i: Any) => [typeof i.id, i.qty, i.product.sku])).toEqual([
      ['number', 1, 'WL-LAMP'],
      ['number', 1, 'WL-SOFA'],
      ['number', 1, 'WL-SOFA'],
    ]);
  });

  it('answers Magento errors for guests, other wish lists and a switched-off wish list', async () => {
    const me = await newShopper(api);
    const other = await newShopper(api);
    const theirs = await myWishlist(other);
    const guest = await api.gql(ADD, { variables: { id: '0', items: [{ sku: 'WL-LAMP', quantity: 1 }] } });
    expect(errorOf(guest)).toEqual({
      message: 'The current user cannot perform operations on wishlist',
      category: 'graphql-authorization',
    });
    for (const id of [theirs.id, '987654', 'abc']) {
      const res = await api.gql(ADD, {
        variables: { id, items: [{ sku: 'WL-LAMP', quantity: 1 }] },
        headers: me.headers,
      });
      expect(errorOf(res)).toEqual({ message: 'The wishlist was not found.', category: 'graphql-input' });
    }
    expect((await myWishlist(other)).items_count).toBe(0);

    const off = { ...me.headers, Store: 'int_ru' };
    const disabled = await api.gql(ADD, {
      variables: { id: '0', items: [{ sku: 'WL-LAMP', quantity: 1 }] },
      headers: off,
    });
    expect(errorOf(disabled)).toEqual({
      message: 'The wishlist configuration is currently disabled.',
      category: 'graphql-input',
    });
    const reading = await api.gql('{ customer { email wishlists { id } } }', { headers: off });
    expect(errorOf(reading).message).toBe('The wishlist configuration is currently disabled.');
    const config = await api.gql<Any>('{ storeConfig { magento_wishlist_general_is_enabled } }', {
      headers: off,
    });
    expect(config.data.storeConfig.magento_wishlist_general_is_enabled).toBe('0');
  });
});

describe('removeProductsFromWishlist', () => {
  it('removes the items of the wish list and reports every other id', async () => {
    const me = await newShopper(api);
    const other = await newShopper(api);
    const mine = await addToWishlist(api, me.headers, [
      { sku: 'WL-LAMP', quantity: 1 },
      { sku: 'WL-SOFA', quantity: 1 },
    ]);
    const theirs = await addToWishlist(api, other.headers, [{ sku: 'WL-LAMP', quantity: 1 }]);
    const [lamp, sofa] = mine.wishlist.items_v2.items.map((i: Any) => i.id as string);
    const foreign = theirs.wishlist.items_v2.items[0].id as string;

    const res = await remove(me, [lamp as string, foreign, '987654', 'x', lamp as string]);
    expect(res.errors).toBeUndefined();
    const out = res.data?.removeProductsFromWishlist as MutationOut;
    expect(out.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: `The wishlist item with ID "${foreign}" does not belong to the wishlist`,
      },
      { code: 'UNDEFINED', message: 'The wishlist item with ID "987654" does not belong to the wishlist' },
      { code: 'UNDEFINED', message: 'The wishlist item with ID "x" does not belong to the wishlist' },
      { code: 'UNDEFINED', message: `The wishlist item with ID "${lamp}" does not belong to the wishlist` },
    ]);
    expect(out.wishlist.items_v2.items.map((i: Any) => i.id)).toEqual([sofa]);
    const left = await api.database.db
      .select()
      .from(wishlistItem)
      .where(eq(wishlistItem.id, Number(foreign)));
    expect(left).toHaveLength(1);
  });

  it('refuses guests and wish lists of others', async () => {
    const me = await newShopper(api);
    const other = await newShopper(api);
    const theirs = await addToWishlist(api, other.headers, [{ sku: 'WL-LAMP', quantity: 1 }]);
    const item = theirs.wishlist.items_v2.items[0].id as string;
    const guest = await api.gql(REMOVE, { variables: { id: theirs.wishlist.id, ids: [item] } });
    expect(errorOf(guest)).toEqual({
      message: 'The current user cannot perform operations on wishlist',
      category: 'graphql-authorization',
    });
    expect(errorOf(await remove(me, [item], theirs.wishlist.id))).toEqual({
      message: 'The wishlist was not found.',
      category: 'graphql-input',
    });
    expect((await myWishlist(other)).items_count).toBe(1);
  });
});

describe('the items of the wish list', () => {
  it('carry the catalogue product fields', async () => {
    const me = await newShopper(api, INT);
    await addToWishlist(api, me.headers, [{ sku: 'WL-LAMP', quantity: 1 }]);
    const res = await api.gql<Any>(
      `{ customer { wishlist { items_v2 { items { ${ITEM_FIELDS} product { name price_range { minimum_price { final_price { value currency } } } } } } } } }`,
      { headers: me.headers },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.customer.wishlist.items_v2.items[0].product).toEqual({
      sku: 'WL-LAMP',
      name: 'Desk lamp',
      price_range: { minimum_price: { final_price: { value: 50, currency: 'USD' } } },
    });
  });
});

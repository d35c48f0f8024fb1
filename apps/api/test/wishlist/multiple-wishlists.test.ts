// Multiple wish lists (Magento Commerce's MultipleWishlistGraphQl shapes) over HTTP: creating,
// renaming and deleting lists, moving and copying items between two of them, the limits, the
// switch, and the authorization matrix (owner of each customer type, another customer, a guest),
// with proof that refused writes changed nothing.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import { wishlist, wishlistItem } from '../../src/modules/wishlist/tables.ts';
import type { Shopper } from '../address/helpers.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { errorOf, FAST_HASHING } from '../customer/helpers.ts';
import { type CustomerKind, newCustomer } from '../estimates/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { type Any, addToWishlist, insertWishlistCatalogue } from './fixtures.ts';

const api = useTestApi(FAST_HASHING);
const INT = { Store: 'int' };
const LIST_FIELDS = 'id name visibility items_count items_v2 { items { id quantity product { sku } } }';

const CREATE = `mutation($input: CreateWishlistInput!) { createWishlist(input: $input) { wishlist { ${LIST_FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $name: String, $visibility: WishlistVisibilityEnum) {
  updateWishlist(wishlistId: $id, name: $name, visibility: $visibility) { uid name visibility }
}`;
const DELETE = `mutation($id: ID!) { deleteWishlist(wishlistId: $id) { status wishlists { id name } } }`;
const transfer = (name: string, input: string) => `mutation($from: ID!, $to: ID!, $items: [${input}!]!) {
  ${name}(sourceWishlistUid: $from, destinationWishlistUid: $to, wishlistItems: $items) {
    user_errors { code message }
    source_wishlist { ${LIST_FIELDS} }
    destination_wishlist { ${LIST_FIELDS} }
  }
}`;
const MOVE = transfer('moveProductsBetweenWishlists', 'WishlistItemMoveInput');
const COPY = transfer('copyProductsBetweenWishlists', 'WishlistItemCopyInput');
const MY_LISTS = `{ customer { wishlists { ${LIST_FIELDS} } } }`;

beforeAll(async () => {
  const db = api.database.db;
  await insertWishlistCatalogue(db, 'MW');
  // A second simple product sold on the int website (the catalogue's chair is ru only).
  const stool = await insertProduct(db, {
    sku: 'MW-STOOL',
    texts: { 0: { name: 'Stool' } },
    prices: { 1: { price: '3000' }, 2: { price: '30' } },
  });
  await reindexProducts(db, [stool]);
  // Multiple wish lists are off in the int_ru store view; the ru store view allows two lists.
  await db.insert(configValue).values([
    { scope: 'stores', scopeId: 3, path: 'wishlist/general/multiple_enabled', value: '0' },
    { scope: 'stores', scopeId: 1, path: 'wishlist/general/multiple_wishlist_number', value: '2' },
  ]);
  await bumpStoreVersion(db);
});

const gql = (
  query: string,
  variables: Record<string, unknown>,
  who: Shopper | null,
  store: Record<string, string> = INT,
) => api.gql<Any>(query, { variables, headers: { ...store, ...(who?.headers ?? {}) } });

async function create(who: Shopper, name: string, visibility = 'PRIVATE') {
  const res = await gql(CREATE, { input: { name, visibility } }, who);
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  return res.data.createWishlist.wishlist as { id: string; name: string; visibility: string };
}

async function lists(who: Shopper, store = INT): Promise<Any[]> {
  const res = await gql(MY_LISTS, {}, who, store);
  expect(res.errors, res.errors?.[0]?.message).toBeUndefined();
  return res.data.customer.wishlists;
}

/** Every row of the customers' wish lists and their items: what a refused write must leave alone. */
async function rowsOf(...who: Shopper[]) {
  const db = api.database.db;
  const lists = await db
    .select()
    .from(wishlist)
    .where(
      inArray(
        wishlist.customerId,
        who.map((w) => w.id),
      ),
    )
    .orderBy(wishlist.id);
  const ids = lists.map((l) => l.id);
  const items = ids.length
    ? await db
        .select()
        .from(wishlistItem)
        .where(inArray(wishlistItem.wishlistId, ids))
        .orderBy(wishlistItem.id)
    : [];
  return { lists, items };
}

describe('storeConfig', () => {
  it('answers enable_multiple_wishlists and maximum_number_of_wishlists per store view', async () => {
    const ask = (store: string) =>
      api.gql<Any>('{ storeConfig { enable_multiple_wishlists maximum_number_of_wishlists } }', {
        headers: { Store: store },
      });
    expect((await ask('int')).data.storeConfig).toEqual({
      enable_multiple_wishlists: '1',
      maximum_number_of_wishlists: '10',
    });
    expect((await ask('int_ru')).data.storeConfig.enable_multiple_wishlists).toBe('0');
    expect((await ask('ru')).data.storeConfig.maximum_number_of_wishlists).toBe('2');
  });
});

describe('createWishlist, updateWishlist, deleteWishlist', () => {
  it('creates named lists beside the default one and lists them all, the default first', async () => {
    const me = await newCustomer(api);
    const kitchen = await create(me, '  Kitchen   ideas ', 'PUBLIC');
    expect(kitchen).toMatchObject({ name: 'Kitchen ideas', visibility: 'PUBLIC', items_count: 0 });
    const all = await lists(me);
    expect(all.map((l) => [l.name, l.visibility])).toEqual([
      ['Wish List', 'PRIVATE'],
      ['Kitchen ideas', 'PUBLIC'],
    ]);
    const one = await gql(
      `query($id: ID!) { customer { wishlist_v2(id: $id) { id name } } }`,
      { id: kitchen.id },
      me,
    );
    expect(one.data.customer.wishlist_v2).toEqual({ id: kitchen.id, name: 'Kitchen ideas' });
    // addProductsToWishlist takes the new list's id.
    const added = await addToWishlist(
      api,
      { ...INT, ...me.headers },
      [{ sku: 'MW-LAMP', quantity: 2 }],
      kitchen.id,
    );
    expect(added.wishlist.id).toBe(kitchen.id);
  });

  it('refuses an empty name, a name in use (any case) and a list past the maximum, writing nothing', async () => {
    const me = await newCustomer(api);
    await create(me, 'Bedroom');
    const before = await rowsOf(me);
    const cases: [Record<string, unknown>, Record<string, string>, string][] = [
      [{ name: '   ', visibility: 'PRIVATE' }, INT, 'Provide wish list name.'],
      [{ name: 'bedroom', visibility: 'PRIVATE' }, INT, 'Wish list "bedroom" already exists.'],
      [{ name: 'wish list', visibility: 'PRIVATE' }, INT, 'Wish list "wish list" already exists.'],
      [
        { name: 'x'.repeat(256), visibility: 'PRIVATE' },
        INT,
        'The wish list name cannot be longer than 255 characters.',
      ],
      // The ru store view allows two lists: the default and Bedroom.
      [{ name: 'Hall', visibility: 'PRIVATE' }, { Store: 'ru' }, 'Only 2 wish list(s) can be created.'],
    ];
    for (const [input, store, message] of cases) {
      const res = await gql(CREATE, { input }, me, store);
      expect(errorOf(res), message).toEqual({ message, category: 'graphql-input' });
    }
    expect(await rowsOf(me)).toEqual(before);
  });

  it('renames and changes the visibility of a list, the default one too, and refuses a name in use', async () => {
    const me = await newCustomer(api);
    const office = await create(me, 'Office');
    const [defaultList] = await lists(me);
    const renamed = await gql(UPDATE, { id: office.id, name: 'Home office', visibility: 'PUBLIC' }, me);
    expect(renamed.data.updateWishlist).toEqual({
      uid: office.id,
      name: 'Home office',
      visibility: 'PUBLIC',
    });
    const onlyVisibility = await gql(UPDATE, { id: office.id, visibility: 'PRIVATE' }, me);
    expect(onlyVisibility.data.updateWishlist).toEqual({
      uid: office.id,
      name: 'Home office',
      visibility: 'PRIVATE',
    });
    const defaultRenamed = await gql(UPDATE, { id: defaultList.id, name: 'Favourites' }, me);
    expect(defaultRenamed.data.updateWishlist.name).toBe('Favourites');
    // Its own name again (another case) is no conflict.
    expect((await gql(UPDATE, { id: office.id, name: 'HOME OFFICE' }, me)).errors).toBeUndefined();

    const before = await rowsOf(me);
    const taken = await gql(UPDATE, { id: office.id, name: 'favourites' }, me);
    expect(errorOf(taken)).toEqual({
      message: 'Wish list "favourites" already exists.',
      category: 'graphql-input',
    });
    const empty = await gql(UPDATE, { id: office.id, name: ' ' }, me);
    expect(errorOf(empty).message).toBe('Provide wish list name.');
    expect(await rowsOf(me)).toEqual(before);
  });

  it('deletes a list with its items and answers the remaining ones; the default list stays', async () => {
    const me = await newCustomer(api);
    const spare = await create(me, 'Spare');
    await addToWishlist(api, { ...INT, ...me.headers }, [{ sku: 'MW-LAMP', quantity: 1 }], spare.id);
    const [defaultList] = await lists(me);
    const deleted = await gql(DELETE, { id: spare.id }, me);
    expect(deleted.data.deleteWishlist).toEqual({
      status: true,
      wishlists: [{ id: defaultList.id, name: 'Wish List' }],
    });
    const left = await rowsOf(me);
    expect(left.lists.map((l) => l.id)).toEqual([Number(defaultList.id)]);
    expect(left.items).toEqual([]);

    const refused = await gql(DELETE, { id: defaultList.id }, me);
    expect(errorOf(refused)).toEqual({
      message: "The default wish list can't be deleted.",
      category: 'graphql-input',
    });
    const again = await gql(DELETE, { id: spare.id }, me);
    expect(errorOf(again).message).toBe('The wishlist was not found.');
    expect(await rowsOf(me)).toEqual(left);
  });

  it('is refused where multiple wish lists are off, which shows the default list only', async () => {
    const me = await newCustomer(api);
    const other = await create(me, 'Kept aside');
    const before = await rowsOf(me);
    const off = { Store: 'int_ru' };
    const [defaultList] = await lists(me);
    const attempts: [string, Record<string, unknown>][] = [
      [CREATE, { input: { name: 'Another', visibility: 'PRIVATE' } }],
      [UPDATE, { id: other.id, name: 'Renamed' }],
      [DELETE, { id: other.id }],
      [MOVE, { from: defaultList.id, to: other.id, items: [] }],
      [COPY, { from: defaultList.id, to: other.id, items: [] }],
    ];
    for (const [query, variables] of attempts) {
      const res = await gql(query, variables, me, off);
      expect(errorOf(res)).toEqual({
        message: 'The multiple wishlist configuration is currently disabled.',
        category: 'graphql-input',
      });
    }
    expect((await lists(me, off)).map((l) => l.id)).toEqual([defaultList.id]);
    expect(await rowsOf(me)).toEqual(before);
  });
});

describe('moveProductsBetweenWishlists and copyProductsBetweenWishlists', () => {
  it('moves part of an item, then the rest into the same item; copies leave the source alone', async () => {
    const me = await newCustomer(api);
    const headers = { ...INT, ...me.headers };
    const added = await addToWishlist(api, headers, [{ sku: 'MW-LAMP', quantity: 3 }]);
    const source = added.wishlist.id;
    const [lamp] = added.wishlist.items_v2.items;
    const target = (await create(me, 'Living room')).id;

    const part = await gql(
      MOVE,
      { from: source, to: target, items: [{ wishlist_item_id: lamp.id, quantity: 1 }] },
      me,
    );
    expect(part.errors).toBeUndefined();
    const moved = part.data.moveProductsBetweenWishlists;
    expect(moved.user_errors).toEqual([]);
    expect(moved.source_wishlist.items_v2.items).toEqual([
      { id: lamp.id, quantity: 2, product: { sku: 'MW-LAMP' } },
    ]);
    expect(moved.destination_wishlist.items_v2.items).toMatchObject([
      { quantity: 1, product: { sku: 'MW-LAMP' } },
    ]);
    const destinationItem = moved.destination_wishlist.items_v2.items[0].id;

    const rest = await gql(MOVE, { from: source, to: target, items: [{ wishlist_item_id: lamp.id }] }, me);
    const all = rest.data.moveProductsBetweenWishlists;
    expect(all.source_wishlist).toMatchObject({ items_count: 0, items_v2: { items: [] } });
    expect(all.destination_wishlist.items_v2.items).toEqual([
      { id: destinationItem, quantity: 3, product: { sku: 'MW-LAMP' } },
    ]);

    const copied = await gql(
      COPY,
      { from: target, to: source, items: [{ wishlist_item_id: destinationItem, quantity: 2 }] },
      me,
    );
    const copy = copied.data.copyProductsBetweenWishlists;
    expect(copy.user_errors).toEqual([]);
    expect(copy.source_wishlist.items_v2.items).toEqual([
      { id: destinationItem, quantity: 3, product: { sku: 'MW-LAMP' } },
    ]);
    expect(copy.destination_wishlist.items_v2.items).toMatchObject([
      { quantity: 2, product: { sku: 'MW-LAMP' } },
    ]);
  });

  it('moves a whole item as it is, and reports items it cannot move while moving the others', async () => {
    const me = await newCustomer(api);
    const headers = { ...INT, ...me.headers };
    const added = await addToWishlist(api, headers, [
      { sku: 'MW-LAMP', quantity: 2 },
      { sku: 'MW-STOOL', quantity: 1 },
    ]);
    const [lamp, chair] = added.wishlist.items_v2.items;
    const target = (await create(me, 'Terrace')).id;
    const res = await gql(
      MOVE,
      {
        from: added.wishlist.id,
        to: target,
        items: [
          { wishlist_item_id: chair.id },
          { wishlist_item_id: lamp.id, quantity: 5 },
          { wishlist_item_id: lamp.id, quantity: 0 },
          { wishlist_item_id: '999999' },
        ],
      },
      me,
    );
    const out = res.data.moveProductsBetweenWishlists;
    expect(out.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: `The quantity of wish list item "${lamp.id}" to move cannot be more than 2`,
      },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
      { code: 'UNDEFINED', message: 'The wishlist item with ID "999999" does not belong to the wishlist' },
    ]);
    // The chair's item itself moved (same id).
    expect(out.destination_wishlist.items_v2.items).toEqual([
      { id: chair.id, quantity: 1, product: { sku: 'MW-STOOL' } },
    ]);
    expect(out.source_wishlist.items_v2.items).toEqual([
      { id: lamp.id, quantity: 2, product: { sku: 'MW-LAMP' } },
    ]);

    const same = await gql(MOVE, { from: target, to: target, items: [{ wishlist_item_id: chair.id }] }, me);
    expect(errorOf(same).message).toBe('The source and destination wish lists must be different.');
  });
});

describe('authorization matrix', () => {
  const owners: CustomerKind[] = ['client', 'partner', 'manager'];

  it.each(owners)('a %s owns their lists: creates, renames, moves, copies and deletes', async (kind) => {
    const me = await newCustomer(api, kind);
    const added = await addToWishlist(api, { ...INT, ...me.headers }, [{ sku: 'MW-LAMP', quantity: 2 }]);
    const list = await create(me, `Mine as ${kind}`);
    const item = added.wishlist.items_v2.items[0].id;
    for (const [query, variables] of [
      [UPDATE, { id: list.id, name: `Renamed as ${kind}` }],
      [MOVE, { from: added.wishlist.id, to: list.id, items: [{ wishlist_item_id: item, quantity: 1 }] }],
      [COPY, { from: added.wishlist.id, to: list.id, items: [{ wishlist_item_id: item }] }],
      [DELETE, { id: list.id }],
    ] as const) {
      const res = await gql(query, variables, me);
      expect(res.errors, `${kind}: ${res.errors?.[0]?.message}`).toBeUndefined();
    }
  });

  it.each(owners)(
    'another customer (a %s) can neither read nor change the lists, and nothing changes',
    async (kind) => {
      const owner = await newCustomer(api);
      const stranger = await newCustomer(api, kind);
      const added = await addToWishlist(api, { ...INT, ...owner.headers }, [{ sku: 'MW-LAMP', quantity: 2 }]);
      const ownerDefault = added.wishlist.id;
      const item = added.wishlist.items_v2.items[0].id;
      const ownerList = (await create(owner, 'Private plans')).id;
      const strangerAdded = await addToWishlist(api, { ...INT, ...stranger.headers }, [
        { sku: 'MW-STOOL', quantity: 1 },
      ]);
      const strangerDefault = strangerAdded.wishlist.id;
      const strangerItem = strangerAdded.wishlist.items_v2.items[0].id;
      const before = await rowsOf(owner, stranger);

      const read = await gql(
        `query($id: ID!) { customer { wishlist_v2(id: $id) { id } } }`,
        { id: ownerList },
        stranger,
      );
      expect(read.data.customer.wishlist_v2).toBeNull();
      expect((await lists(stranger)).map((l) => l.id)).toEqual([strangerDefault]);

      const attempts: [string, string, Record<string, unknown>][] = [
        ['rename', UPDATE, { id: ownerList, name: 'Mine now' }],
        ['delete', DELETE, { id: ownerList }],
        [
          'move out of',
          MOVE,
          { from: ownerDefault, to: strangerDefault, items: [{ wishlist_item_id: item }] },
        ],
        [
          'move into',
          MOVE,
          { from: strangerDefault, to: ownerList, items: [{ wishlist_item_id: strangerItem }] },
        ],
        [
          'copy out of',
          COPY,
          { from: ownerDefault, to: strangerDefault, items: [{ wishlist_item_id: item }] },
        ],
        [
          'copy into',
          COPY,
          { from: strangerDefault, to: ownerList, items: [{ wishlist_item_id: strangerItem }] },
        ],
      ];
      for (const [what, query, variables] of attempts) {
        const res = await gql(query, variables, stranger);
        expect(errorOf(res), what).toEqual({
          message: 'The wishlist was not found.',
          category: 'graphql-input',
        });
      }
      // The owner's item named from the stranger's own list is not the stranger's to move.
      const foreignItem = await gql(
        MOVE,
        {
          from: strangerDefault,
          to: (await create(stranger, 'Stranger list')).id,
          items: [{ wishlist_item_id: item }],
        },
        stranger,
      );
      expect(foreignItem.data.moveProductsBetweenWishlists.user_errors).toEqual([
        { code: 'UNDEFINED', message: `The wishlist item with ID "${item}" does not belong to the wishlist` },
      ]);
      const after = await rowsOf(owner, stranger);
      expect(after.lists.filter((l) => l.customerId === owner.id)).toEqual(
        before.lists.filter((l) => l.customerId === owner.id),
      );
      expect(after.items.filter((i) => i.wishlistId !== after.lists.at(-1)?.id)).toEqual(before.items);
    },
  );

  it('a guest is refused every operation and nothing changes', async () => {
    const owner = await newCustomer(api);
    const added = await addToWishlist(api, { ...INT, ...owner.headers }, [{ sku: 'MW-LAMP', quantity: 1 }]);
    const ownerList = (await create(owner, 'Guest target')).id;
    const item = added.wishlist.items_v2.items[0].id;
    const before = await rowsOf(owner);
    const attempts: [string, Record<string, unknown>][] = [
      [CREATE, { input: { name: 'Guest list', visibility: 'PUBLIC' } }],
      [UPDATE, { id: ownerList, name: 'Guest was here' }],
      [DELETE, { id: ownerList }],
      [MOVE, { from: added.wishlist.id, to: ownerList, items: [{ wishlist_item_id: item }] }],
      [COPY, { from: added.wishlist.id, to: ownerList, items: [{ wishlist_item_id: item }] }],
    ];
    for (const [query, variables] of attempts) {
      const res = await gql(query, variables, null);
      expect(errorOf(res)).toEqual({
        message: 'The current user cannot perform operations on wishlist',
        category: 'graphql-authorization',
      });
    }
    expect(await rowsOf(owner)).toEqual(before);
    const guestLists = await api.database.db.select().from(wishlist).where(eq(wishlist.name, 'Guest list'));
    expect(guestLists).toEqual([]);
  });
});

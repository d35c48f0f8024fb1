// Grouped products in the cart (issue 18): the members go in as ordinary SimpleCartItem lines, by
// their own SKUs or by the grouped SKU with Magento's uids base64("grouped/<member id>/<qty>"); a
// grouped SKU without them answers "Please specify the quantity of product(s).". A wish list, a
// project or an estimate refuses a grouped or a bundle product with a message saying why.
import { beforeAll, describe, expect, it } from 'vitest';
import { productBundle, productBundleOption, productBundleSelection } from '../../src/db/schema.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { newShopper } from '../address/helpers.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { createEstimate } from '../estimates/helpers.ts';
import { createProject } from '../projects/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { type Any, addItems, errorOf, INT, newCart, ok, uid } from './fixtures.ts';

const api = useTestApi(FAST_HASHING);
const ids: Record<string, number> = {};
const both = (ru: string, int: string) => ({ 1: { price: ru }, 2: { price: int } });

beforeAll(async () => {
  const db = api.database.db;
  const add = async (key: string, f: Omit<Parameters<typeof insertProduct>[1], 'sku'>) => {
    ids[key] = await insertProduct(db, { sku: `GC-${key}`, ...f });
    return ids[key] as number;
  };
  await add('TABLE', { texts: { 0: { name: 'Oslo table' } }, prices: both('64900', '790'), stockQty: '5' });
  await add('CHAIR', { texts: { 0: { name: 'Oslo chair' } }, prices: both('8900', '109'), stockQty: '20' });
  await add('BENCH', { texts: { 0: { name: 'Oslo bench' } }, prices: both('12900', '159'), visibility: 1 });
  await add('SOLDOUT', { prices: both('100', '10'), isInStock: false, stockQty: '0' });
  await add('OTHER', { prices: both('100', '10') });
  await add('SET', {
    typeId: 'grouped',
    texts: { 0: { name: 'Oslo dining collection' } },
    groupedLinks: [
      { productId: ids.TABLE as number, qty: '1' },
      { productId: ids.CHAIR as number, qty: '4' },
      { productId: ids.BENCH as number },
      { productId: ids.SOLDOUT as number },
    ],
  });
  await add('SHUT', {
    typeId: 'grouped',
    isInStock: false,
    groupedLinks: [{ productId: ids.TABLE as number, qty: '1' }],
  });
  // A fixed-price bundle of one option offering the chair.
  const bundle = await add('BUNDLE', { typeId: 'bundle', prices: both('90000', '900') });
  await db.insert(productBundle).values({ productId: bundle, dynamicPrice: false });
  const [option] = await db
    .insert(productBundleOption)
    .values({ productId: bundle, type: 'select', titles: { '0': 'Chairs' } })
    .returning({ id: productBundleOption.id });
  await db
    .insert(productBundleSelection)
    .values({ optionId: option!.id, productId: ids.CHAIR as number, isDefault: true, qty: '4' });
  await reindexProducts(db, Object.values(ids));
});

const grouped = (member: string, qty: number | string) => uid(`grouped/${ids[member]}/${qty}`);
const lines = (cart: Any) =>
  cart.items
    .map((i: Any) => [i.__typename, i.product.sku, i.quantity])
    .sort((a: Any[], b: Any[]) => String(a[1]).localeCompare(String(b[1])));

describe('adding a grouped product to the cart', () => {
  it('adds the members by their own SKUs as simple lines', async () => {
    const id = await newCart(api);
    const out = await addItems(api, id, [
      { sku: 'GC-TABLE', quantity: 1 },
      { sku: 'GC-CHAIR', quantity: 4 },
    ]);
    expect(out.user_errors).toEqual([]);
    expect(lines(out.cart)).toEqual([
      ['SimpleCartItem', 'GC-CHAIR', 4],
      ['SimpleCartItem', 'GC-TABLE', 1],
    ]);
    expect(out.cart.prices.grand_total.value).toBe(790 + 4 * 109);
  });

  it('adds a line per member named in the grouped uids, with the uid’s quantity, a hidden member too', async () => {
    const id = await newCart(api);
    const out = await addItems(api, id, [
      {
        sku: 'GC-SET',
        quantity: 1,
        selected_options: [grouped('TABLE', 1), grouped('CHAIR', 4), grouped('BENCH', 2)],
      },
    ]);
    expect(out.user_errors).toEqual([]);
    expect(lines(out.cart)).toEqual([
      ['SimpleCartItem', 'GC-BENCH', 2],
      ['SimpleCartItem', 'GC-CHAIR', 4],
      ['SimpleCartItem', 'GC-TABLE', 1],
    ]);
    // Again: the same members' lines grow (the input's own quantity is not a multiplier).
    const again = await addItems(api, id, [
      { sku: 'GC-SET', quantity: 3, selected_options: [grouped('CHAIR', 2), grouped('TABLE', 0)] },
    ]);
    expect(again.user_errors).toEqual([]);
    expect(lines(again.cart)).toEqual([
      ['SimpleCartItem', 'GC-BENCH', 2],
      ['SimpleCartItem', 'GC-CHAIR', 6],
      ['SimpleCartItem', 'GC-TABLE', 1],
    ]);
  });

  it('checks each member’s stock: a sold-out member is refused, the others are added', async () => {
    const id = await newCart(api);
    const out = await addItems(api, id, [
      { sku: 'GC-SET', quantity: 1, selected_options: [grouped('SOLDOUT', 1), grouped('CHAIR', 1)] },
    ]);
    expect(out.user_errors).toHaveLength(1);
    expect(lines(out.cart)).toEqual([['SimpleCartItem', 'GC-CHAIR', 1]]);
  });

  it('answers Magento’s error without a quantity for a member, and adds nothing', async () => {
    const id = await newCart(api);
    for (const selected_options of [
      undefined,
      [],
      [grouped('TABLE', 0)],
      // a product the group does not offer is passed over
      [grouped('OTHER', 1)],
    ]) {
      const out = await addItems(api, id, [{ sku: 'GC-SET', quantity: 1, selected_options }]);
      expect(out.user_errors).toEqual([
        { code: 'UNDEFINED', message: 'Please specify the quantity of product(s).' },
      ]);
      expect(out.cart.items).toEqual([]);
    }
  });

  it('refuses a group switched off for sale', async () => {
    const id = await newCart(api);
    const out = await addItems(api, id, [
      { sku: 'GC-SHUT', quantity: 1, selected_options: [grouped('TABLE', 1)] },
    ]);
    expect(out.user_errors).toEqual([
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
    ]);
  });

  it('addSimpleProductsToCart refuses a grouped SKU the same way', async () => {
    const id = await newCart(api);
    const res = await api.gql<Any>(
      `mutation($id: String!) { addSimpleProductsToCart(input: { cart_id: $id,
        cart_items: [{ data: { sku: "GC-SET", quantity: 1 } }] }) { cart { items { uid } } } }`,
      { variables: { id }, headers: INT },
    );
    expect(errorOf(res)).toEqual({
      message: 'Please specify the quantity of product(s).',
      category: 'graphql-input',
    });
  });
});

describe('wish lists, projects and estimates', () => {
  const GROUPED = 'it is a grouped product; add its products one by one.';

  it('a wish list refuses a grouped and a bundle product and still adds the others', async () => {
    const me = await newShopper(api, INT);
    const res = ok(
      await api.gql<Any>(
        `mutation($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) {
          user_errors { code message } wishlist { items_count } } }`,
        {
          variables: {
            items: [
              { sku: 'GC-SET', quantity: 1 },
              { sku: 'GC-BUNDLE', quantity: 1 },
              { sku: 'GC-TABLE', quantity: 1 },
            ],
          },
          headers: me.headers,
        },
      ),
    ).addProductsToWishlist;
    expect(res).toEqual({
      user_errors: [
        { code: 'UNDEFINED', message: `Could not add "GC-SET" to the wish list: ${GROUPED}` },
        {
          code: 'UNDEFINED',
          message:
            'Could not add "GC-BUNDLE" to the wish list: it is a bundle product, which wish lists do not hold yet.',
        },
      ],
      wishlist: { items_count: 1 },
    });
  });

  it('a project refuses them with the project’s words', async () => {
    const me = await newShopper(api, INT);
    const { project_id: id } = await createProject(api, me);
    const add = (sku: string) =>
      api.gql<Any>(
        `mutation($id: Int!, $sku: String!) { addSimpleProductToProject(project_id: $id,
          projectProducts: [{ sku: $sku, quantity: 1 }]) { project_id } }`,
        { variables: { id, sku }, headers: me.headers },
      );
    expect(errorOf(await add('GC-SET'))).toEqual({
      message: `Could not add "GC-SET" to the project: ${GROUPED}`,
      category: 'graphql-input',
    });
    expect(errorOf(await add('GC-BUNDLE')).message).toBe(
      'Could not add "GC-BUNDLE" to the project: it is a bundle product, which projects do not hold yet.',
    );
  });

  it('an estimate refuses them with the estimate’s words', async () => {
    const me = await newShopper(api, INT);
    const { id } = await createEstimate(api, me);
    const add = (sku: string) =>
      api.gql<Any>(
        `mutation($id: Int!, $sku: String!) { addSimpleProductsToEstimate(estimate_id: $id,
          products: [{ sku: $sku, quantity: 1 }]) { id } }`,
        { variables: { id, sku }, headers: me.headers },
      );
    expect(errorOf(await add('GC-SET')).message).toBe(`Could not add "GC-SET" to the estimate: ${GROUPED}`);
    expect(errorOf(await add('GC-BUNDLE')).message).toBe(
      'Could not add "GC-BUNDLE" to the estimate: it is a bundle product, which estimates do not hold yet.',
    );
  });
});

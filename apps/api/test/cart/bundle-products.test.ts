// Bundle products (issue 18): BundleProduct's items and price range (dynamic and fixed price), the
// listing's price, addBundleProductsToCart and addProductsToCart with Magento's bundle uids, the
// choice's checks with Magento's messages (nothing changes on a refusal), a BundleCartItem's chosen
// products and price, stock per chosen product, weight, the ordered BundleOrderItem (its dynamic
// SKU) and the stock it takes, and an estimate refusing a cart that holds a bundle.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/db/schema.ts';
import { cart, cartItem } from '../../src/modules/cart/tables.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { insertBundle } from '../catalog/bundle-fixtures.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { cartToEstimate, cartWith } from '../estimates/cart-support.ts';
import { newCustomer } from '../estimates/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { type Any, CHECKOUT_STEPS, errorOf, INT, newCart, ok, runSteps, uid } from './fixtures.ts';

const api = useTestApi();
const P = 'BNDL';
const DYNAMIC = `${P}-DINING-SET`;
const FIXED = `${P}-CHAIR-PAIR`;
const ids: Record<string, number> = {};
let dyn: { options: number[]; selections: number[][] };
let fix: { options: number[]; selections: number[][] };

beforeAll(async () => {
  const db = api.database.db;
  const simple = (sku: string, name: string, usd: string, stockQty: string, weight: string) =>
    insertProduct(db, {
      sku: `${P}-${sku}`,
      texts: { 0: { name } },
      prices: { 1: { price: String(Number(usd) * 80) }, 2: { price: usd } },
      stockQty,
      weight,
    });
  ids.t180 = await simple('T180', 'Oslo table 180', '790', '10', '40');
  ids.t220 = await simple('T220', 'Oslo table 220', '990', '1', '50');
  ids.oak = await simple('OAK', 'Oslo chair, oak', '109', '40', '6');
  ids.black = await simple('BLACK', 'Oslo chair, black', '119', '20', '6');
  ids.bench = await simple('BENCH', 'Oslo bench', '249', '3', '12');
  ids.dyn = await insertProduct(db, {
    sku: DYNAMIC,
    typeId: 'bundle',
    texts: { 0: { name: 'Oslo dining set' } },
    stockQty: '0',
  });
  dyn = await insertBundle(db, {
    productId: ids.dyn,
    options: [
      {
        titles: { 0: 'Table', 1: 'Стол' },
        type: 'radio',
        selections: [{ productId: ids.t180, isDefault: true }, { productId: ids.t220 }],
      },
      {
        titles: { 0: 'Chairs', 1: 'Стулья' },
        type: 'select',
        selections: [
          { productId: ids.oak, qty: '4', canChangeQty: true, isDefault: true },
          { productId: ids.black, qty: '4', canChangeQty: true },
        ],
      },
      {
        titles: { 0: 'Bench' },
        type: 'checkbox',
        required: false,
        selections: [{ productId: ids.bench }],
      },
    ],
  });
  ids.fix = await insertProduct(db, {
    sku: FIXED,
    typeId: 'bundle',
    texts: { 0: { name: 'A pair of chairs' } },
    prices: { 1: { price: '40000' }, 2: { price: '500' } },
    weight: '15',
  });
  fix = await insertBundle(db, {
    productId: ids.fix,
    dynamicPrice: false,
    dynamicWeight: false,
    options: [
      {
        titles: { 0: 'Chairs' },
        type: 'select',
        selections: [
          { productId: ids.oak, qty: '2', prices: { 2: '100' }, isDefault: true },
          { productId: ids.black, qty: '2', priceType: 'PERCENT', prices: { 2: '30' } },
        ],
      },
    ],
  });
  await bumpStoreVersion(db);
  await reindexProducts(db, Object.values(ids));
});

const gql = (query: string, variables: Record<string, unknown> = {}, headers = INT) =>
  api.gql<Any>(query, { variables, headers });

const RANGE = 'minimum_price { final_price { value } } maximum_price { final_price { value } }';
const PRODUCT = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
  __typename sku stock_status price_range { ${RANGE} }
  ... on BundleProduct { dynamic_price dynamic_sku dynamic_weight price_view ship_bundle_items
    items { option_id uid title required type position sku price_range { ${RANGE} }
      options { id uid label quantity can_change_quantity price price_type is_default product { __typename sku } } } }
} } }`;

const BUNDLE_LINE = `__typename uid quantity product { __typename sku }
  prices { price { value } row_total { value } }
  errors { code message }
  ... on BundleCartItem { bundle_options { id uid label type values { id uid label quantity price } } }`;
const CART = `id items { ${BUNDLE_LINE} }`;
const ADD_BUNDLE = `mutation($id: String!, $items: [BundleProductCartItemInput]!) {
  addBundleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { ${CART} } }
}`;
const ADD = `mutation($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART} } user_errors { code message } }
}`;

/** addBundleProductsToCart's item: the table, `chairs` of a chair, and the bench or not. */
function setItem(qty: number, table: 0 | 1, chair: 0 | 1, chairs: number, bench = false) {
  return {
    data: { sku: DYNAMIC, quantity: qty },
    bundle_options: [
      { id: dyn.options[0], quantity: 1, value: [String(dyn.selections[0]?.[table])] },
      { id: dyn.options[1], quantity: chairs, value: [String(dyn.selections[1]?.[chair])] },
      ...(bench ? [{ id: dyn.options[2], quantity: 1, value: [String(dyn.selections[2]?.[0])] }] : []),
    ],
  };
}

async function snapshot(maskedId: string) {
  const db = api.database.db;
  const [row] = await db.select().from(cart).where(eq(cart.maskedId, maskedId));
  return JSON.stringify(
    await db
      .select()
      .from(cartItem)
      .where(eq(cartItem.cartId, row?.id ?? -1)),
  );
}

describe('BundleProduct', () => {
  it('answers its settings, its options with the products they offer, and Magento’s uids', async () => {
    const [item] = ok(await gql(PRODUCT, { sku: DYNAMIC })).products.items;
    expect(item).toMatchObject({
      __typename: 'BundleProduct',
      stock_status: 'IN_STOCK',
      dynamic_price: true,
      dynamic_weight: true,
      price_view: 'PRICE_RANGE',
      ship_bundle_items: 'TOGETHER',
    });
    expect(item.items.map((i: Any) => [i.title, i.type, i.required, i.uid])).toEqual([
      ['Table', 'radio', true, uid(`bundle/${dyn.options[0]}`)],
      ['Chairs', 'select', true, uid(`bundle/${dyn.options[1]}`)],
      ['Bench', 'checkbox', false, uid(`bundle/${dyn.options[2]}`)],
    ]);
    expect(item.items[1].options).toEqual([
      {
        id: dyn.selections[1]?.[0],
        uid: uid(`bundle/${dyn.options[1]}/${dyn.selections[1]?.[0]}/4`),
        label: 'Oslo chair, oak',
        quantity: 4,
        can_change_quantity: true,
        price: 109,
        price_type: 'DYNAMIC',
        is_default: true,
        product: { __typename: 'SimpleProduct', sku: `${P}-OAK` },
      },
      expect.objectContaining({ label: 'Oslo chair, black', price: 119, is_default: false }),
    ]);
    // The bench is a checkbox: its quantity is never the shopper's.
    expect(item.items[2].options[0].can_change_quantity).toBe(false);
    expect(item.items[1].price_range.minimum_price.final_price.value).toBe(436);
    expect(item.items[1].price_range.maximum_price.final_price.value).toBe(476);
  });

  it('a dynamic price ranges from the cheapest required choices to every dearest choice', async () => {
    const [item] = ok(await gql(PRODUCT, { sku: DYNAMIC })).products.items;
    // 790 + 4 × 109; 990 + 4 × 119 + 249
    expect(item.price_range.minimum_price.final_price.value).toBe(1226);
    expect(item.price_range.maximum_price.final_price.value).toBe(1715);
  });

  it('a fixed price adds the selection prices (FIXED, or PERCENT of the bundle’s) to its own', async () => {
    const [item] = ok(await gql(PRODUCT, { sku: FIXED })).products.items;
    expect(item.dynamic_price).toBe(false);
    expect(item.items[0].options.map((o: Any) => [o.price, o.price_type])).toEqual([
      [100, 'FIXED'],
      [30, 'PERCENT'],
    ]);
    // 500 + 2 × 100; 500 + 2 × 30 % of 500
    expect(item.price_range.minimum_price.final_price.value).toBe(700);
    expect(item.price_range.maximum_price.final_price.value).toBe(800);
  });

  it('is listed at its lowest price, so price filters and sorting find it there', async () => {
    const query = `query($from: String!, $to: String!) { products(filter: { price: { from: $from, to: $to } }, pageSize: 100) { items { sku } } }`;
    const near = ok(await gql(query, { from: '1200', to: '1230' })).products.items.map((i: Any) => i.sku);
    expect(near).toContain(DYNAMIC);
    const far = ok(await gql(query, { from: '1500', to: '1800' })).products.items.map((i: Any) => i.sku);
    expect(far).not.toContain(DYNAMIC);
  });
});

describe('adding a bundle', () => {
  it('addBundleProductsToCart makes a BundleCartItem priced by its chosen products', async () => {
    const id = await newCart(api);
    const out = ok(await gql(ADD_BUNDLE, { id, items: [setItem(2, 0, 1, 6, true)] })).addBundleProductsToCart
      .cart;
    expect(out.items).toHaveLength(1);
    const [line] = out.items;
    expect(line).toMatchObject({
      __typename: 'BundleCartItem',
      quantity: 2,
      product: { __typename: 'BundleProduct', sku: DYNAMIC },
      errors: [],
      // 790 + 6 × 119 + 249 per set
      prices: { price: { value: 1753 }, row_total: { value: 3506 } },
    });
    expect(line.bundle_options).toEqual([
      {
        id: dyn.options[0],
        uid: uid(`bundle/${dyn.options[0]}`),
        label: 'Table',
        type: 'radio',
        values: [
          {
            id: dyn.selections[0]?.[0],
            uid: uid(`bundle/${dyn.options[0]}/${dyn.selections[0]?.[0]}/1`),
            label: 'Oslo table 180',
            quantity: 1,
            price: 790,
          },
        ],
      },
      {
        id: dyn.options[1],
        uid: uid(`bundle/${dyn.options[1]}`),
        label: 'Chairs',
        type: 'select',
        values: [expect.objectContaining({ label: 'Oslo chair, black', quantity: 6, price: 119 })],
      },
      expect.objectContaining({
        label: 'Bench',
        values: [expect.objectContaining({ quantity: 1, price: 249 })],
      }),
    ]);
  });

  it('addProductsToCart takes the choice as uids; the same choice again adds to the same line', async () => {
    const id = await newCart(api);
    const uids = [
      uid(`bundle/${dyn.options[0]}/${dyn.selections[0]?.[0]}/1`),
      uid(`bundle/${dyn.options[1]}/${dyn.selections[1]?.[0]}/4`),
    ];
    const first = ok(await gql(ADD, { id, items: [{ sku: DYNAMIC, quantity: 1, selected_options: uids }] }));
    expect(first.addProductsToCart.user_errors).toEqual([]);
    const again = ok(
      await gql(ADD, { id, items: [{ sku: DYNAMIC, quantity: 1, selected_options: [...uids].reverse() }] }),
    ).addProductsToCart.cart;
    expect(again.items.map((i: Any) => [i.__typename, i.quantity, i.prices.price.value])).toEqual([
      ['BundleCartItem', 2, 1226],
    ]);
    // Another chair makes another line.
    const other = ok(await gql(ADD_BUNDLE, { id, items: [setItem(1, 0, 1, 4)] })).addBundleProductsToCart
      .cart;
    expect(other.items.map((i: Any) => i.prices.price.value).sort()).toEqual([1226, 1266]);
  });

  it('a fixed-price bundle charges its price plus the selection price', async () => {
    const id = await newCart(api);
    const add = (selection: number) =>
      gql(ADD_BUNDLE, {
        id,
        items: [
          {
            data: { sku: FIXED, quantity: 1 },
            bundle_options: [{ id: fix.options[0], quantity: 5, value: [String(selection)] }],
          },
        ],
      });
    ok(await add(fix.selections[0]?.[0] as number));
    const out = ok(await add(fix.selections[0]?.[1] as number)).addBundleProductsToCart.cart;
    // The quantity is not the shopper's to change here: 2 per pair, as the option says.
    expect(
      out.items.map((i: Any) => [i.prices.price.value, i.bundle_options[0].values[0].quantity]).sort(),
    ).toEqual([
      [700, 2],
      [800, 2],
    ]);
  });

  it('refuses an incomplete or impossible choice with Magento’s messages, adding nothing', async () => {
    const id = await newCart(api);
    const before = await snapshot(id);
    const table = { id: dyn.options[0], quantity: 1, value: [String(dyn.selections[0]?.[0])] };
    const cases: [Any[], string][] = [
      [[], 'Please specify product option(s).'],
      [[table], 'Please select all required options.'],
      [
        [{ ...table, value: [String(dyn.selections[0]?.[0]), String(dyn.selections[0]?.[1])] }],
        'The options you selected are not available.',
      ],
      [
        [{ ...table, value: [String(dyn.selections[1]?.[0])] }],
        'The options you selected are not available.',
      ],
      [[{ ...table, value: ['abc'] }], 'The options you selected are not available.'],
      [
        [table, { id: dyn.options[1], quantity: 0, value: [String(dyn.selections[1]?.[0])] }],
        'The product quantity should be greater than 0',
      ],
    ];
    for (const [options, message] of cases) {
      const res = await gql(ADD_BUNDLE, {
        id,
        items: [{ data: { sku: DYNAMIC, quantity: 1 }, bundle_options: options }],
      });
      expect(errorOf(res).message, JSON.stringify(options)).toBe(message);
    }
    // addProductsToCart answers the same problems as user errors.
    const soft = ok(await gql(ADD, { id, items: [{ sku: DYNAMIC, quantity: 1 }] })).addProductsToCart;
    expect(soft.user_errors).toEqual([{ code: 'UNDEFINED', message: 'Please specify product option(s).' }]);
    const foreign = ok(
      await gql(ADD, {
        id,
        items: [{ sku: `${P}-OAK`, quantity: 1, selected_options: [uid(`bundle/${dyn.options[0]}/1/1`)] }],
      }),
    ).addProductsToCart;
    expect(foreign.user_errors[0].message).toBe(
      'Some of the selected item options are not currently available.',
    );
    expect(await snapshot(id)).toBe(before);
  });

  it('takes stock from each chosen product: more than one has is refused', async () => {
    const id = await newCart(api);
    const res = await gql(ADD_BUNDLE, { id, items: [setItem(2, 1, 0, 4)] });
    expect(errorOf(res).message).toBe(`The requested qty is not available for "${P}-T220"`);
    // 6 per set: 40 oak chairs make 6 sets, not 8.
    expect(errorOf(await gql(ADD_BUNDLE, { id, items: [setItem(8, 0, 0, 6)] })).message).toBe(
      `The requested qty is not available for "${P}-OAK"`,
    );
    expect(await snapshot(id)).toContain('[]');
    ok(await gql(ADD_BUNDLE, { id, items: [setItem(1, 1, 0, 4)] }));
    const update = await gql(
      `mutation($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 2 }] }) { cart { id } } }`,
      {
        id,
        uid: uid((await api.database.db.select().from(cartItem).orderBy(cartItem.id)).at(-1)?.id as number),
      },
    );
    expect(errorOf(update).message).toBe(`The requested qty is not available for "${P}-T220"`);
  });
});

describe('ordering a bundle', () => {
  it('the order lists the chosen products and takes their stock; the shipment weighs them', async () => {
    const id = await newCart(api);
    ok(await gql(ADD_BUNDLE, { id, items: [setItem(1, 0, 1, 6, true)] }));
    await runSteps(api, id, [CHECKOUT_STEPS.email, CHECKOUT_STEPS.shipping]);
    const weight = ok(
      await gql(`query($id: String!) { cart(cart_id: $id) { shipping_addresses { items_weight } } }`, { id }),
    ).cart.shipping_addresses[0].items_weight;
    // 40 + 6 × 6 + 12
    expect(weight).toBe(88);
    await runSteps(api, id, [CHECKOUT_STEPS.billing, CHECKOUT_STEPS.method, CHECKOUT_STEPS.payment]);
    const stockOf = async () =>
      Object.fromEntries(
        (
          await api.database.db
            .select({ sku: product.sku, qty: product.stockQty })
            .from(product)
            .where(inArray(product.id, [ids.t180 as number, ids.black as number, ids.bench as number]))
        ).map((r) => [r.sku, Number(r.qty)]),
      );
    const before = await stockOf();
    const placed = ok(
      await gql(
        `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } orderV2 {
          items { __typename product_sku product_type quantity_ordered product_sale_price { value }
            ... on BundleOrderItem { bundle_options { uid label values { uid product_name product_sku quantity price { value currency } } } } } } } }`,
        { id },
      ),
    ).placeOrder;
    expect(placed.errors).toEqual([]);
    const order = placed.orderV2;
    expect(order.items).toEqual([
      {
        __typename: 'BundleOrderItem',
        // A dynamic SKU: the bundle's, then its chosen products'.
        product_sku: `${DYNAMIC}-${P}-T180-${P}-BLACK-${P}-BENCH`,
        product_type: 'bundle',
        quantity_ordered: 1,
        product_sale_price: { value: 1753 },
        bundle_options: [
          {
            uid: uid(`bundle/${dyn.options[0]}`),
            label: 'Table',
            values: [
              {
                uid: uid(`bundle/${dyn.options[0]}/${dyn.selections[0]?.[0]}`),
                product_name: 'Oslo table 180',
                product_sku: `${P}-T180`,
                quantity: 1,
                price: { value: 790, currency: 'USD' },
              },
            ],
          },
          expect.objectContaining({
            label: 'Chairs',
            values: [expect.objectContaining({ product_sku: `${P}-BLACK`, quantity: 6 })],
          }),
          expect.objectContaining({ label: 'Bench' }),
        ],
      },
    ]);
    const after = await stockOf();
    expect(after).toEqual({
      [`${P}-T180`]: (before[`${P}-T180`] ?? 0) - 1,
      [`${P}-BLACK`]: (before[`${P}-BLACK`] ?? 0) - 6,
      [`${P}-BENCH`]: (before[`${P}-BENCH`] ?? 0) - 1,
    });
  });
});

describe('a bundle and estimates', () => {
  it('an estimate is not made from a cart holding a bundle, and the cart stays as it was', async () => {
    const client = await newCustomer(api, 'client');
    const id = await cartWith(api, client);
    ok(
      await api.gql(ADD_BUNDLE, {
        variables: { id, items: [setItem(1, 0, 0, 4)] },
        headers: { ...client.headers, ...INT },
      }),
    );
    const before = await snapshot(id);
    const res = await cartToEstimate(api, client, id, 'Dining room');
    expect(errorOf(res).message).toBe(
      'The cart holds a bundle product, which estimates cannot hold yet. Remove it from the cart, or order it, and try again.',
    );
    expect(await snapshot(id)).toBe(before);
  });
});

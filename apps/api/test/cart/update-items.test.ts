// Changing and removing cart lines by uid or id, and the refusals that leave the cart unchanged.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  addItems,
  CART_FIELDS,
  errorOf,
  GET,
  INT,
  newCart,
  ok,
  uid,
  useCartCatalogue,
} from './fixtures.ts';

const api = useTestApi();
const P = 'CU';
const cat = useCartCatalogue(api, P);

const UPDATE = `mutation($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART_FIELDS} } } }`;
const REMOVE = `mutation($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { ${CART_FIELDS} } } }`;

async function cartWithTable(qty = 2): Promise<{ id: string; item: Any }> {
  const id = await newCart(api);
  const out = await addItems(api, id, [{ sku: `${P}-TABLE`, quantity: qty }]);
  return { id, item: out.cart.items[0] };
}

const update = (cart_id: string, cart_items: Record<string, unknown>[]) =>
  api.gql<{ updateCartItems: Any }>(UPDATE, { headers: INT, variables: { input: { cart_id, cart_items } } });

async function quantities(id: string): Promise<number[]> {
  const res = ok(await api.gql<{ cart: Any }>(GET, { variables: { id }, headers: INT }));
  return res.cart.items.map((i: Any) => i.quantity);
}

describe('updateCartItems', () => {
  it('changes the quantity by cart_item_uid and by the deprecated cart_item_id', async () => {
    const { id, item } = await cartWithTable();
    let cart = ok(await update(id, [{ cart_item_uid: item.uid, quantity: 5 }])).updateCartItems.cart;
    expect(cart.items[0].quantity).toBe(5);
    expect(cart.items[0].prices.price.value).toBe(70);
    cart = ok(await update(id, [{ cart_item_id: Number(item.id), quantity: 1.0 }])).updateCartItems.cart;
    expect(cart.items[0].quantity).toBe(1);
  });

  it('removes the line when the quantity is 0', async () => {
    const { id, item } = await cartWithTable();
    const cart = ok(await update(id, [{ cart_item_uid: item.uid, quantity: 0 }])).updateCartItems.cart;
    expect(cart.items).toEqual([]);
    expect(cart.total_quantity).toBe(0);
  });

  it('refuses quantities the stock or the sale rules do not allow and keeps the old quantity', async () => {
    const { id, item } = await cartWithTable();
    expect(errorOf(await update(id, [{ cart_item_uid: item.uid, quantity: 11 }]))).toEqual({
      message: 'The requested qty is not available',
      category: 'graphql-input',
    });
    expect(errorOf(await update(id, [{ cart_item_uid: item.uid, quantity: -1 }])).message).toBe(
      'The product quantity should be greater than 0',
    );
    expect(await quantities(id)).toEqual([2]);
  });

  it('applies all changes of one call or none', async () => {
    const id = await newCart(api);
    const out = await addItems(api, id, [
      { sku: `${P}-TABLE`, quantity: 1 },
      { sku: `${P}-STOOL`, quantity: 2 },
    ]);
    const [table, stool] = out.cart.items;
    const res = await update(id, [
      { cart_item_uid: table.uid, quantity: 3 },
      { cart_item_uid: stool.uid, quantity: 3 },
    ]);
    expect(errorOf(res).message).toBe('You can buy this product only in quantities of 2 at a time.');
    expect(await quantities(id)).toEqual([1, 2]);
  });

  it('changes custom options, and joins a line that becomes the same as another', async () => {
    const id = await newCart(api);
    const option = (value: number) => uid(`custom-option/${cat.lamp.shade}/${value}`);
    const out = await addItems(api, id, [
      { sku: `${P}-LAMP`, quantity: 1, selected_options: [option(cat.lamp.linen)] },
      { sku: `${P}-LAMP`, quantity: 2, selected_options: [option(cat.lamp.silk)] },
    ]);
    const [linen, silk] = out.cart.items;
    const shade = (value: number) => [{ id: cat.lamp.shade, value_string: String(value) }];
    expect(
      errorOf(await update(id, [{ cart_item_uid: linen.uid, quantity: 1, customizable_options: [] }]))
        .message,
    ).toBe(
      "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
    );
    const joined = ok(
      await update(id, [
        { cart_item_uid: linen.uid, quantity: 1, customizable_options: shade(cat.lamp.silk) },
      ]),
    ).updateCartItems.cart;
    expect(joined.items).toHaveLength(1);
    expect(joined.items[0]).toMatchObject({ uid: silk.uid, quantity: 3 });
    expect(joined.items[0].customizable_options[0].values[0].label).toBe('Silk');
    const back = ok(
      await update(id, [
        { cart_item_uid: silk.uid, quantity: 3, customizable_options: shade(cat.lamp.linen) },
      ]),
    ).updateCartItems.cart;
    expect(back.items[0]).toMatchObject({ uid: silk.uid, quantity: 3 });
    expect(back.items[0].customizable_options[0].values[0].label).toBe('Linen');
  });

  it("answers Magento's messages for missing, doubled and unknown item references", async () => {
    const { id, item } = await cartWithTable();
    expect(errorOf(await update(id, []))).toEqual({
      message: 'Required parameter "cart_items" is missing.',
      category: 'graphql-input',
    });
    expect(errorOf(await update(id, [{ quantity: 1 }])).message).toBe(
      'Required parameter "cart_item_id" for "cart_items" is missing.',
    );
    expect(errorOf(await update(id, [{ cart_item_uid: item.uid }])).message).toBe(
      'Required parameter "quantity" for "cart_items" is missing.',
    );
    expect(
      errorOf(await update(id, [{ cart_item_uid: item.uid, cart_item_id: 1, quantity: 1 }])).message,
    ).toBe("`cart_item_id` and `cart_item_uid` can't be used at the same time.");
    expect(errorOf(await update(id, [{ cart_item_id: 999999, quantity: 1 }]))).toEqual({
      message: 'Could not find cart item with id: 999999.',
      category: 'graphql-no-such-entity',
    });
  });

  it("refuses another cart's item", async () => {
    const mine = await cartWithTable();
    const other = await cartWithTable();
    expect(errorOf(await update(mine.id, [{ cart_item_uid: other.item.uid, quantity: 1 }])).message).toBe(
      `Could not find cart item with id: ${other.item.uid}.`,
    );
    expect(await quantities(other.id)).toEqual([2]);
  });
});

describe('removeItemFromCart', () => {
  const remove = (input: Record<string, unknown>) =>
    api.gql<{ removeItemFromCart: Any }>(REMOVE, { headers: INT, variables: { input } });

  it('removes a line by uid or id', async () => {
    const byUid = await cartWithTable();
    expect(
      ok(await remove({ cart_id: byUid.id, cart_item_uid: byUid.item.uid })).removeItemFromCart.cart.items,
    ).toEqual([]);
    const byId = await cartWithTable();
    expect(
      ok(await remove({ cart_id: byId.id, cart_item_id: Number(byId.item.id) })).removeItemFromCart.cart
        .items,
    ).toEqual([]);
  });

  it("answers Magento's messages for a missing or foreign item", async () => {
    const mine = await cartWithTable();
    const other = await cartWithTable();
    expect(errorOf(await remove({ cart_id: mine.id }))).toEqual({
      message: 'Required parameter "cart_item_id" is missing.',
      category: 'graphql-input',
    });
    expect(errorOf(await remove({ cart_id: mine.id, cart_item_uid: other.item.uid }))).toEqual({
      message: "The cart doesn't contain the item",
      category: 'graphql-no-such-entity',
    });
    expect(errorOf(await remove({ cart_id: mine.id, cart_item_uid: uid('abc') })).message).toBe(
      "The cart doesn't contain the item",
    );
    expect(await quantities(other.id)).toEqual([2]);
  });
});

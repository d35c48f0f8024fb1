// Adding products to a cart: simple, with custom options, configurable, float quantities, the
// same line twice, and every refusal with Magento's message (user_errors or GraphQL errors).
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
const P = 'CA';
const cat = useCartCatalogue(api, P);

const ADD_SIMPLE = `mutation($input: AddSimpleProductsToCartInput) {
  addSimpleProductsToCart(input: $input) { cart { ${CART_FIELDS} } }
}`;
const ADD_CONFIGURABLE = `mutation($input: AddConfigurableProductsToCartInput) {
  addConfigurableProductsToCart(input: $input) { cart { ${CART_FIELDS} } }
}`;

async function readCart(id: string): Promise<Any> {
  return ok(await api.gql<{ cart: Any }>(GET, { variables: { id }, headers: INT })).cart;
}

describe('addProductsToCart', () => {
  it('adds a simple product at its special price and shows the cart in the display currency', async () => {
    const id = await newCart(api);
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    const out = await addItems(api, id, [{ sku: `${P}-TABLE`, quantity: 2 }]);
    expect(out.user_errors).toEqual([]);
    expect(out.cart.total_quantity).toBe(2);
    const [item] = out.cart.items;
    expect(item).toMatchObject({ __typename: 'SimpleCartItem', quantity: 2, product: { sku: `${P}-TABLE` } });
    expect(item.uid).toBe(uid(item.id));
    expect(item.prices.price).toEqual({ value: 80, currency: 'USD' });
    expect(item.prices.row_total).toEqual({ value: 160, currency: 'USD' });
    expect(out.cart.prices.subtotal_excluding_tax).toEqual({ value: 160, currency: 'USD' });

    const euro = ok(
      await api.gql<{ cart: Any }>(GET, {
        variables: { id },
        headers: { ...INT, 'Content-Currency': 'EUR' },
      }),
    );
    expect(euro.cart.prices.subtotal_excluding_tax.currency).toBe('EUR');
    // USD → EUR at the seeded rate 0.9215
    expect(euro.cart.prices.subtotal_excluding_tax.value).toBe(147.44);
    expect(euro.cart.items[0].prices.price).toEqual({ value: 73.72, currency: 'EUR' });
  });

  it('sums the same product added twice into one line and applies the tier price of the new quantity', async () => {
    const id = await newCart(api);
    await addItems(api, id, [{ sku: `${P}-TABLE`, quantity: 3 }]);
    const out = await addItems(api, id, [{ sku: `${P}-TABLE`, quantity: 2 }]);
    expect(out.cart.items).toHaveLength(1);
    expect(out.cart.items[0].quantity).toBe(5);
    expect(out.cart.items[0].prices.price.value).toBe(70);
  });

  it('takes float quantities in the product increments', async () => {
    const id = await newCart(api);
    const out = await addItems(api, id, [{ sku: `${P}-FABRIC`, quantity: 2.5 }]);
    expect(out.user_errors).toEqual([]);
    expect(out.cart.items[0].quantity).toBe(2.5);
    expect(out.cart.prices.subtotal_excluding_tax.value).toBe(25);
  });

  it('reports each problem as a user error and still adds the valid items', async () => {
    const id = await newCart(api);
    const out = await addItems(api, id, [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: `${P}-OFF`, quantity: 1 },
      { sku: `${P}-RUONLY`, quantity: 1 },
      { sku: `${P}-SOLDOUT`, quantity: 1 },
      { sku: `${P}-TABLE`, quantity: 11 },
      { sku: `${P}-STOOL`, quantity: 1 },
      { sku: `${P}-STOOL`, quantity: 3 },
      { sku: `${P}-FABRIC`, quantity: 0 },
      { sku: `${P}-FABRIC`, quantity: 1 },
    ]);
    expect(out.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${P}-OFF"` },
      { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${P}-RUONLY"` },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      { code: 'INSUFFICIENT_STOCK', message: 'The fewest you may purchase is 2.' },
      { code: 'UNDEFINED', message: 'You can buy this product only in quantities of 2 at a time.' },
      { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' },
    ]);
    expect(out.cart.items.map((i: Any) => [i.product.sku, i.quantity])).toEqual([[`${P}-FABRIC`, 1]]);
  });

  it('refuses a summed quantity above the stock and keeps the line as it was', async () => {
    const id = await newCart(api);
    await addItems(api, id, [{ sku: `${P}-FABRIC`, quantity: 7 }]);
    const out = await addItems(api, id, [{ sku: `${P}-FABRIC`, quantity: 1 }]);
    expect(out.user_errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    expect(out.cart.items[0].quantity).toBe(7);
  });

  it('adds custom options by uid, prices them and keeps different options on separate lines', async () => {
    const id = await newCart(api);
    const silk = uid(`custom-option/${cat.lamp.shade}/${cat.lamp.silk}`);
    const linen = uid(`custom-option/${cat.lamp.shade}/${cat.lamp.linen}`);
    const out = await addItems(api, id, [
      { sku: `${P}-LAMP`, quantity: 1, selected_options: [silk] },
      {
        sku: `${P}-LAMP`,
        quantity: 1,
        selected_options: [linen],
        entered_options: [{ uid: uid(`custom-option/${cat.lamp.engraving}`), value: 'Anna' }],
      },
      { sku: `${P}-LAMP`, quantity: 1 },
    ]);
    expect(out.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message:
          "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
      },
    ]);
    const [silkLine, linenLine] = out.cart.items;
    // 50 + 10 % of 50; 50 + 5 + 3
    expect(silkLine.prices.price.value).toBe(55);
    expect(linenLine.prices.price.value).toBe(58);
    expect(
      linenLine.customizable_options.map((o: Any) => [o.label, o.values[0].label || o.values[0].value]),
    ).toEqual([
      ['Shade', 'Linen'],
      ['Engraving', 'Anna'],
    ]);
  });

  it('adds a configurable by its parent sku and option uids as a ConfigurableCartItem', async () => {
    const id = await newCart(api);
    const out = await addItems(api, id, [
      {
        sku: `${P}-SOFA`,
        quantity: 1,
        selected_options: [
          uid(`configurable/${cat.color.id}/${cat.color.blue}`),
          uid(`configurable/${cat.size.id}/${cat.size.small}`),
        ],
      },
      {
        sku: `${P}-SOFA`,
        quantity: 1,
        selected_options: [uid(`configurable/${cat.color.id}/${cat.color.red}`)],
      },
    ]);
    expect(out.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
    ]);
    const [line] = out.cart.items;
    expect(line).toMatchObject({
      __typename: 'ConfigurableCartItem',
      product: { sku: `${P}-SOFA` },
      configured_variant: { sku: `${P}-SOFA-BLUE` },
    });
    expect(line.configurable_options.map((o: Any) => `${o.option_label}: ${o.value_label}`)).toEqual([
      'Colour: Blue',
      'Size: Small',
    ]);
    expect(line.prices.price.value).toBe(900);
  });
});

describe('addSimpleProductsToCart and addConfigurableProductsToCart', () => {
  it('adds a simple product with customizable options by id', async () => {
    const id = await newCart(api);
    const res = await api.gql<{ addSimpleProductsToCart: Any }>(ADD_SIMPLE, {
      headers: INT,
      variables: {
        input: {
          cart_id: id,
          cart_items: [
            {
              data: { sku: `${P}-LAMP`, quantity: 2 },
              customizable_options: [{ id: cat.lamp.shade, value_string: String(cat.lamp.linen) }],
            },
          ],
        },
      },
    });
    const cart = ok(res).addSimpleProductsToCart.cart;
    expect(cart.items[0].quantity).toBe(2);
    expect(cart.items[0].prices.row_total.value).toBe(110);
  });

  it('throws one error per problem and adds nothing when any item fails', async () => {
    const id = await newCart(api);
    const res = await api.gql(ADD_SIMPLE, {
      headers: INT,
      variables: {
        input: {
          cart_id: id,
          cart_items: [
            { data: { sku: `${P}-TABLE`, quantity: 1 } },
            { data: { sku: `${P}-TABLE`, quantity: 20 } },
            { data: { sku: 'NO-SUCH-SKU', quantity: 1 } },
          ],
        },
      },
    });
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ['The requested qty is not available', 'graphql-input'],
      ['Could not find a product with SKU "NO-SUCH-SKU"', 'graphql-no-such-entity'],
    ]);
    expect((await readCart(id)).items).toEqual([]);
  });

  it('refuses an empty item list', async () => {
    const id = await newCart(api);
    const res = await api.gql(ADD_SIMPLE, {
      headers: INT,
      variables: { input: { cart_id: id, cart_items: [] } },
    });
    expect(errorOf(res)).toEqual({
      message: 'Required parameter "cart_items" is missing',
      category: 'graphql-input',
    });
  });

  it('adds a configurable by parent and variant sku, and refuses a variant of another product', async () => {
    const id = await newCart(api);
    const good = await api.gql<{ addConfigurableProductsToCart: Any }>(ADD_CONFIGURABLE, {
      headers: INT,
      variables: {
        input: {
          cart_id: id,
          cart_items: [{ parent_sku: `${P}-SOFA`, data: { sku: `${P}-SOFA-RED`, quantity: 2 } }],
        },
      },
    });
    const cart = ok(good).addConfigurableProductsToCart.cart;
    expect(cart.items[0].configured_variant.sku).toBe(`${P}-SOFA-RED`);

    const wrong = await api.gql(ADD_CONFIGURABLE, {
      headers: INT,
      variables: {
        input: {
          cart_id: id,
          cart_items: [{ parent_sku: `${P}-SOFA`, data: { sku: `${P}-TABLE`, quantity: 1 } }],
        },
      },
    });
    expect(errorOf(wrong)).toEqual({
      message: 'Could not find specified product.',
      category: 'graphql-input',
    });

    const tooMany = await api.gql(ADD_CONFIGURABLE, {
      headers: INT,
      variables: {
        input: {
          cart_id: id,
          cart_items: [{ parent_sku: `${P}-SOFA`, data: { sku: `${P}-SOFA-RED`, quantity: 2 } }],
        },
      },
    });
    expect(errorOf(tooMany).message).toBe('The requested qty is not available');
    expect((await readCart(id)).items[0].quantity).toBe(2);
  });
});

// Documents written in the style of Magento's storefront clients (Vue Storefront's Magento 2
// integration, PWA Studio), kept in ./documents: each must validate against our schema as it is,
// and runs end to end here with assertions on the answer (issue 18). A client's document that
// names something we lack fails validation whole, so the first check is the one that matters.
// The vsf-*.graphql documents are not in that style but Vue Storefront's own, copied unchanged
// from vuestorefront/magento2 (each names its file there).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { commandContexts } from '../../src/cli/orders-command.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { productLink, urlRewrite } from '../../src/modules/catalog/product-tables.ts';
import { invoiceOrder, shipOrder } from '../../src/modules/sales/fulfilment.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { buildSchema } from '../../src/schema.ts';
import { CHECKOUT_STEPS, runSteps } from '../cart/fixtures.ts';
import { insertBundle } from '../catalog/bundle-fixtures.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { INT, LONDON, placeOrder, readyCart, stockedProduct } from '../checkout/support.ts';
import { bearer, createAccount, signIn } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();
const DIR = join(import.meta.dirname, 'documents');
const documents = Object.fromEntries(
  readdirSync(DIR)
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => [name, readFileSync(join(DIR, name), 'utf8')]),
);

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
type Any = any;

describe('client documents validate against our schema', () => {
  const schema = buildSchema();
  it.each(Object.keys(documents))('%s', (name) => {
    const errors = validate(schema, parse(documents[name] as string)).map((error) => error.message);
    expect(errors).toEqual([]);
  });
});

describe('client documents run', () => {
  let sofaId = 0;
  beforeAll(async () => {
    const db = api.database.db;
    sofaId = await insertProduct(db, {
      sku: 'CLIENT-SOFA',
      texts: { 0: { name: 'Linen sofa', extra: {} } },
      prices: { 1: { price: '59990' }, 2: { price: '900.0000', specialPrice: '810.0000' } },
    });
    await db.insert(urlRewrite).values({
      storeId: 2,
      requestPath: 'linen-sofa.html',
      targetPath: `catalog/product/view/id/${sofaId}`,
      entityType: 'product',
      entityId: sofaId,
    });
    await bumpStoreVersion(db);
    await reindexProducts(db);
  });

  it('product-listing.graphql: a listing filtered by SKU with prices in both shapes and the product’s URLs', async () => {
    const res = await api.gql<{ products: Any }>(documents['product-listing.graphql'] as string, {
      variables: { filter: { sku: { eq: 'CLIENT-SOFA' } } },
      headers: { Store: 'int' },
    });
    expect(res.errors).toBeUndefined();
    const listing = res.data!.products;
    expect(listing.total_count).toBe(1);
    expect(listing.page_info).toEqual({ current_page: 1, page_size: 10, total_pages: 1 });
    const [sofa] = listing.items;
    expect(sofa).toMatchObject({
      __typename: 'SimpleProduct',
      sku: 'CLIENT-SOFA',
      name: 'Linen sofa',
      url_rewrites: [{ url: 'linen-sofa.html', parameters: [{ name: 'id', value: String(sofaId) }] }],
      price: { regularPrice: { amount: { currency: 'USD', value: 900 } } },
      price_range: {
        minimum_price: {
          final_price: { currency: 'USD', value: 810 },
          regular_price: { currency: 'USD', value: 900 },
        },
      },
    });
    expect(listing.sort_fields.options.length).toBeGreaterThan(0);
  });

  it('contact-us.graphql: the form is on and a message is accepted', async () => {
    const document = documents['contact-us.graphql'] as string;
    const config = await api.gql<{ storeConfig: Any }>(document, {
      operationName: 'GetStoreConfigForContactUs',
      headers: { Store: 'int' },
    });
    expect(config.errors).toBeUndefined();
    expect(config.data!.storeConfig).toEqual({ store_code: 'int', contact_enabled: true });
    const sent = await api.gql<{ contactUs: Any }>(document, {
      operationName: 'SubmitContactForm',
      variables: { name: 'Client Test', email: 'client.test@example.com', comment: 'Hello from a client.' },
      headers: { Store: 'int' },
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.contactUs).toEqual({ status: true });
  });

  it('multiple-wishlists.graphql: lists may be created, and the new one is listed after the default', async () => {
    const document = documents['multiple-wishlists.graphql'] as string;
    const config = await api.gql<{ storeConfig: Any }>(document, {
      operationName: 'GetMultipleWishlistsEnabled',
      headers: { Store: 'int' },
    });
    expect(config.data!.storeConfig).toEqual({
      store_code: 'int',
      enable_multiple_wishlists: '1',
      maximum_number_of_wishlists: '10',
    });
    const account = await createAccount(api);
    const headers = { Store: 'int', ...bearer(await signIn(api, account.email, account.password)) };
    const created = await api.gql<{ createWishlist: Any }>(document, {
      operationName: 'CreateWishlist',
      variables: { input: { name: 'Favorites', visibility: 'PUBLIC' } },
      headers,
    });
    expect(created.errors).toBeUndefined();
    const lists = await api.gql<{ customer: Any }>(document, {
      operationName: 'GetCustomerWishlists',
      headers,
    });
    expect(lists.data!.customer.wishlists).toMatchObject([
      { name: 'Wish List', visibility: 'PRIVATE', items_count: 0 },
      {
        id: created.data!.createWishlist.wishlist.id,
        name: 'Favorites',
        visibility: 'PUBLIC',
        items_count: 0,
      },
    ]);
  });

  it('recaptcha-config.graphql: reCAPTCHA is off and protects no form', async () => {
    const res = await api.gql<{ recaptchaV3Config: Any }>(documents['recaptcha-config.graphql'] as string);
    expect(res.errors).toBeUndefined();
    expect(res.data!.recaptchaV3Config).toEqual({
      website_key: '',
      badge_position: 'inline',
      language_code: null,
      minimum_score: 0.5,
      is_enabled: false,
      failure_message: 'reCAPTCHA verification failed.',
      forms: [],
    });
  });
  it('account-order.graphql: an order with its invoice and its shipment’s tracking number', async () => {
    await stockedProduct(api.database.db, 'CLIENT-BED', { stock: '10', int: '400', name: 'Oak bed' });
    const account = await createAccount(api);
    const headers = { ...INT, ...bearer(await signIn(api, account.email, account.password)) };
    const cartId = await readyCart(api, {
      headers,
      items: [{ sku: 'CLIENT-BED', quantity: 2 }],
      address: LONDON,
      payment: { code: 'checkmo' },
    });
    const number = (await placeOrder(api, cartId, headers)).order!.order_number;
    await invoiceOrder(api.database.db, number, commandContexts(api.database.db));
    await shipOrder(
      api.database.db,
      number,
      [{ carrierCode: 'dhl', title: 'DHL', number: 'CLIENT-TRACK-1' }],
      commandContexts(api.database.db),
    );
    const res = await api.gql<{ customer: Any }>(documents['account-order.graphql'] as string, {
      variables: { filter: { number: { eq: number } }, pageSize: 10 },
      headers,
    });
    expect(res.errors).toBeUndefined();
    const orders = res.data!.customer.orders;
    expect(orders.total_count).toBe(1);
    const [order] = orders.items;
    expect(order).toMatchObject({ number, status: 'Complete' });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_sku: 'CLIENT-BED',
        quantity_ordered: 2,
        quantity_invoiced: 2,
        quantity_shipped: 2,
        status: 'Shipped',
      }),
    ]);
    expect(order.invoices).toHaveLength(1);
    const [invoice] = order.invoices;
    expect(invoice.number).toMatch(/^\d{10}$/);
    expect(invoice.total.grand_total).toEqual(order.total.grand_total);
    expect(invoice.total.subtotal).toEqual(order.total.subtotal);
    expect(invoice.items).toEqual([
      expect.objectContaining({
        product_sku: 'CLIENT-BED',
        quantity_invoiced: 2,
        order_item: { id: order.items[0].id, product_sku: 'CLIENT-BED' },
      }),
    ]);
    expect(order.shipments).toEqual([
      expect.objectContaining({
        tracking: [{ carrier: 'dhl', title: 'DHL', number: 'CLIENT-TRACK-1' }],
        items: [expect.objectContaining({ product_sku: 'CLIENT-BED', quantity_shipped: 2 })],
        comments: [],
      }),
    ]);
  });

  it('cart-gift-options.graphql: the settings, a gift message and receipt on the cart, then on the order', async () => {
    const document = documents['cart-gift-options.graphql'] as string;
    const run = (
      operationName: string,
      variables: Record<string, unknown>,
      headers: Record<string, string>,
    ) => api.gql<Any>(document, { operationName, variables, headers });
    const config = await run('GetGiftOptionsConfig', {}, INT);
    expect(config.errors).toBeUndefined();
    expect(config.data.storeConfig).toMatchObject({
      allow_order: '1',
      allow_gift_receipt: '1',
      allow_printed_card: '0',
    });

    await stockedProduct(api.database.db, 'CLIENT-LAMP', { stock: '10', int: '80', name: 'Desk lamp' });
    const account = await createAccount(api);
    const headers = { ...INT, ...bearer(await signIn(api, account.email, account.password)) };
    const cartId = await readyCart(api, {
      headers,
      items: [{ sku: 'CLIENT-LAMP', quantity: 1 }],
      address: LONDON,
      payment: { code: 'checkmo' },
    });
    const giftMessage = { to: 'Mila', from: 'Oleg', message: 'For your new desk' };
    const set = await run(
      'SetGiftOptionsOnCart',
      { cartId, giftMessage, giftReceiptIncluded: true, printedCardIncluded: false },
      headers,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data.setGiftOptionsOnCart.cart).toMatchObject({
      id: cartId,
      gift_message: giftMessage,
      gift_receipt_included: true,
      printed_card_included: false,
      gift_wrapping: null,
      available_gift_wrappings: [],
    });
    const read = await run('GetGiftOptions', { cartId }, headers);
    expect(read.data.cart.gift_message).toEqual(giftMessage);

    const number = (await placeOrder(api, cartId, headers)).order!.order_number;
    const order = await run('GetOrderGiftOptions', { number }, headers);
    expect(order.errors).toBeUndefined();
    expect(order.data.customer.orders.items).toEqual([
      {
        number,
        gift_message: giftMessage,
        gift_receipt_included: true,
        printed_card_included: false,
        gift_wrapping: null,
      },
    ]);
  });
  it('virtual-cart.graphql: a VirtualProduct into the cart as a VirtualCartItem, a virtual cart with a billing address only', async () => {
    const document = documents['virtual-cart.graphql'] as string;
    const run = (operationName: string, variables: Record<string, unknown>) =>
      api.gql<Any>(document, { operationName, variables, headers: INT });
    const id = await insertProduct(api.database.db, {
      sku: 'CLIENT-CONSULT',
      typeId: 'virtual',
      texts: { 0: { name: 'Design consultation', extra: {} } },
      prices: { 1: { price: '15000' }, 2: { price: '190' } },
      stockQty: '50',
    });
    await reindexProducts(api.database.db, [id]);
    const product = await run('GetVirtualProductDetail', { sku: 'CLIENT-CONSULT' });
    expect(product.errors).toBeUndefined();
    expect(product.data.products.items).toEqual([
      expect.objectContaining({ __typename: 'VirtualProduct', type_id: 'virtual', options: [] }),
    ]);
    const cartId = (await api.gql<Any>('mutation { createEmptyCart }', { headers: INT })).data
      .createEmptyCart;
    const added = await run('AddVirtualProductToCart', { cartId, sku: 'CLIENT-CONSULT', quantity: 1 });
    expect(added.errors).toBeUndefined();
    expect(added.data.addVirtualProductsToCart.cart).toMatchObject({
      is_virtual: true,
      items: [{ __typename: 'VirtualCartItem', product: { __typename: 'VirtualProduct' } }],
      shipping_addresses: [],
      prices: { grand_total: { value: 190 } },
    });
    const billed = await run('SetBillingAddressOnVirtualCart', { cartId, address: LONDON });
    expect(billed.errors).toBeUndefined();
    const cart = billed.data.setBillingAddressOnCart.cart;
    expect(cart.billing_address).toMatchObject({ city: 'London', country: { code: 'GB' } });
    expect(cart.available_payment_methods.map((m: Any) => m.code)).toContain('checkmo');
  });

  it('grouped-product.graphql: a GroupedProduct with its items, added by its members’ uids', async () => {
    const document = documents['grouped-product.graphql'] as string;
    const run = (operationName: string, variables: Record<string, unknown>) =>
      api.gql<Any>(document, { operationName, variables, headers: INT });
    const db = api.database.db;
    const table = await insertProduct(db, {
      sku: 'CLIENT-OSLO-TABLE',
      texts: { 0: { name: 'Oslo table', extra: {} } },
      prices: { 1: { price: '64900' }, 2: { price: '790' } },
    });
    const chair = await insertProduct(db, {
      sku: 'CLIENT-OSLO-CHAIR',
      texts: { 0: { name: 'Oslo chair', extra: {} } },
      prices: { 1: { price: '8900' }, 2: { price: '109' } },
    });
    const set = await insertProduct(db, {
      sku: 'CLIENT-OSLO-SET',
      typeId: 'grouped',
      texts: { 0: { name: 'Oslo dining collection', extra: {} } },
      groupedLinks: [
        { productId: table, qty: '1' },
        { productId: chair, qty: '4' },
      ],
    });
    await reindexProducts(db, [table, chair, set]);
    const product = await run('GetGroupedProductDetail', { sku: 'CLIENT-OSLO-SET' });
    expect(product.errors).toBeUndefined();
    const [grouped] = product.data.products.items;
    expect(grouped).toMatchObject({
      __typename: 'GroupedProduct',
      stock_status: 'IN_STOCK',
      price_range: { minimum_price: { final_price: { currency: 'USD', value: 109 } } },
    });
    expect(grouped.items.map((i: Any) => [i.position, i.qty, i.product.sku])).toEqual([
      [0, 1, 'CLIENT-OSLO-TABLE'],
      [1, 4, 'CLIENT-OSLO-CHAIR'],
    ]);
    // The client sends each member's id with the quantity the shopper set.
    const uids = grouped.items.map((i: Any) =>
      Buffer.from(`grouped/${i.product.id}/${i.qty}`).toString('base64'),
    );
    const cartId = (await api.gql<Any>('mutation { createEmptyCart }', { headers: INT })).data
      .createEmptyCart;
    const added = await run('AddGroupedProductToCart', {
      cartId,
      cartItems: [{ sku: 'CLIENT-OSLO-SET', quantity: 1, selected_options: uids }],
    });
    expect(added.errors).toBeUndefined();
    const out = added.data.addProductsToCart;
    expect(out.user_errors).toEqual([]);
    expect(out.cart.total_quantity).toBe(5);
    expect(
      out.cart.items
        .map((i: Any) => [i.__typename, i.product.sku, i.quantity, i.prices.row_total.value])
        .sort((a: Any[], b: Any[]) => String(a[1]).localeCompare(String(b[1]))),
    ).toEqual([
      ['SimpleCartItem', 'CLIENT-OSLO-CHAIR', 4, 436],
      ['SimpleCartItem', 'CLIENT-OSLO-TABLE', 1, 790],
    ]);
  });
  it('bundle-cart.graphql: a BundleProduct’s items, a choice by its uids into the cart fragment, the ordered BundleOrderItem', async () => {
    const document = documents['bundle-cart.graphql'] as string;
    const run = (operationName: string, variables: Record<string, unknown>) =>
      api.gql<Any>(document, { operationName, variables, headers: INT });
    const db = api.database.db;
    const simple = (sku: string, name: string, usd: string) =>
      insertProduct(db, {
        sku,
        texts: { 0: { name, extra: {} } },
        prices: { 1: { price: String(Number(usd) * 80) }, 2: { price: usd } },
        stockQty: '50',
      });
    const table = await simple('CLIENT-SET-TABLE', 'Oslo table', '790');
    const oak = await simple('CLIENT-SET-OAK', 'Oslo chair, oak', '109');
    const black = await simple('CLIENT-SET-BLACK', 'Oslo chair, black', '119');
    const set = await insertProduct(db, {
      sku: 'CLIENT-SET',
      typeId: 'bundle',
      texts: { 0: { name: 'Oslo dining set', extra: {} } },
    });
    await insertBundle(db, {
      productId: set,
      options: [
        { titles: { 0: 'Table' }, type: 'radio', selections: [{ productId: table, isDefault: true }] },
        {
          titles: { 0: 'Chairs' },
          type: 'select',
          selections: [
            { productId: oak, qty: '4', canChangeQty: true, isDefault: true },
            { productId: black, qty: '4', canChangeQty: true },
          ],
        },
      ],
    });
    await reindexProducts(db, [table, oak, black, set]);
    const product = await run('GetBundleProductDetail', { sku: 'CLIENT-SET' });
    expect(product.errors).toBeUndefined();
    const [bundle] = product.data.products.items;
    expect(bundle).toMatchObject({
      __typename: 'BundleProduct',
      dynamic_price: true,
      price_range: {
        minimum_price: { final_price: { value: 1226 } },
        maximum_price: { final_price: { value: 1266 } },
      },
    });
    expect(bundle.items.map((i: Any) => [i.title, i.options.map((o: Any) => o.label)])).toEqual([
      ['Table', ['Oslo table']],
      ['Chairs', ['Oslo chair, oak', 'Oslo chair, black']],
    ]);
    // The client picks the black chair, six of them: Magento's uid with the quantity changed.
    const chair = bundle.items[1].options[1];
    const uids = [
      bundle.items[0].options[0].uid,
      Buffer.from(`bundle/${bundle.items[1].option_id}/${chair.id}/6`).toString('base64'),
    ];
    const cartId = (await api.gql<Any>('mutation { createEmptyCart }', { headers: INT })).data
      .createEmptyCart;
    const added = await run('AddBundleToCart', { cartId, sku: 'CLIENT-SET', quantity: 1, options: uids });
    expect(added.errors).toBeUndefined();
    expect(added.data.addProductsToCart.user_errors).toEqual([]);
    const [line] = added.data.addProductsToCart.cart.items;
    expect(line).toMatchObject({
      __typename: 'BundleCartItem',
      quantity: 1,
      prices: { price: { value: 1504 } },
      bundle_options: [
        { label: 'Table', type: 'radio', values: [{ label: 'Oslo table', quantity: 1, price: 790 }] },
        {
          label: 'Chairs',
          type: 'select',
          values: [{ label: 'Oslo chair, black', quantity: 6, price: 119 }],
        },
      ],
    });
    await runSteps(api, cartId, [
      CHECKOUT_STEPS.email,
      CHECKOUT_STEPS.shipping,
      CHECKOUT_STEPS.billing,
      CHECKOUT_STEPS.method,
      CHECKOUT_STEPS.payment,
    ]);
    const placed = await run('PlaceBundleOrder', { cartId });
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.orderV2.items).toEqual([
      expect.objectContaining({
        __typename: 'BundleOrderItem',
        product_sku: 'CLIENT-SET-CLIENT-SET-TABLE-CLIENT-SET-BLACK',
        bundle_options: [
          expect.objectContaining({ label: 'Table' }),
          expect.objectContaining({
            label: 'Chairs',
            values: [
              expect.objectContaining({
                product_sku: 'CLIENT-SET-BLACK',
                quantity: 6,
                price: { currency: 'USD', value: 119 },
              }),
            ],
          }),
        ],
      }),
    ]);
  });

  it('vsf-related-products.graphql: Vue Storefront’s related products query, the listed ones in position order', async () => {
    const db = api.database.db;
    const add = (sku: string, name: string, price: string, f: { isActive?: boolean } = {}) =>
      insertProduct(db, {
        sku,
        texts: { 0: { name } },
        prices: { 1: { price: String(Number(price) * 80) }, 2: { price } },
        ...f,
      });
    const sofa = await add('VSF-SOFA', 'Velvet sofa', '1200');
    const cushion = await add('VSF-CUSHION', 'Velvet cushion', '40');
    const table = await add('VSF-TABLE', 'Walnut coffee table', '350');
    const off = await add('VSF-OFF', 'Retired pouf', '90', { isActive: false });
    await db.insert(productLink).values(
      [table, off, cushion].map((linkedProductId, position) => ({
        productId: sofa,
        linkedProductId,
        linkType: 'related' as const,
        position,
      })),
    );
    await bumpStoreVersion(db);
    await reindexProducts(db, [sofa, cushion, table, off]);
    const res = await api.gql<{ products: Any }>(documents['vsf-related-products.graphql'] as string, {
      variables: { filter: { sku: { eq: 'VSF-SOFA' } } },
      headers: { Store: 'int' },
    });
    expect(res.errors).toBeUndefined();
    const [item] = res.data!.products.items;
    expect(item.uid).toBe(Buffer.from(String(sofa)).toString('base64'));
    expect(item.related_products.map((p: Any) => [p.__typename, p.sku, p.name])).toEqual([
      ['SimpleProduct', 'VSF-TABLE', 'Walnut coffee table'],
      ['SimpleProduct', 'VSF-CUSHION', 'Velvet cushion'],
    ]);
    expect(item.related_products[1]).toMatchObject({
      uid: Buffer.from(String(cushion)).toString('base64'),
      stock_status: 'IN_STOCK',
      rating_summary: 0,
      review_count: 0,
      reviews: { items: [] },
      url_key: 'vsf-cushion',
      categories: [],
      price_range: {
        minimum_price: {
          final_price: { currency: 'USD', value: 40 },
          regular_price: { currency: 'USD', value: 40 },
        },
        maximum_price: { final_price: { currency: 'USD', value: 40 } },
      },
    });
  });
});

// An ordered bundle's invoice and shipment lines are Magento 2.4.7's BundleInvoiceItem and
// BundleShipmentItem: the line's invoiced / shipped quantity with `bundle_options`, the choice as
// the order keeps it (the same as BundleOrderItem's); other lines stay InvoiceItem / ShipmentItem.
// The invoice and shipment mails list the choice after the bundle's line.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commandContexts } from '../../src/cli/orders-command.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { mailOutbox } from '../../src/modules/mail/tables.ts';
import { invoiceOrder, shipOrder } from '../../src/modules/sales/fulfilment.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import { insertBundle } from '../catalog/bundle-fixtures.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { type Any, INT, LONDON, ok, placeOrder, readyCart, stockedProduct } from '../checkout/support.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';

const api = useTestApi(FAST_HASHING);
const P = 'BDOC';
const SET = `${P}-SET`;
const M = 'value currency';
const uid = (text: string) => Buffer.from(text).toString('base64');

const OPTIONS = `bundle_options { id uid label values { id uid product_name product_sku quantity price { ${M} } } }`;
const ORDER = `query($number: String) { customer { orders(filter: {number: {eq: $number}}) { items {
  number status
  items { __typename product_sku ... on BundleOrderItem { ${OPTIONS} } }
  invoices { number items { __typename product_sku product_name quantity_invoiced product_sale_price { ${M} }
    order_item { __typename product_sku }
    ... on BundleInvoiceItem { ${OPTIONS} } } }
  shipments { number items { __typename product_sku quantity_shipped
    order_item { __typename product_sku }
    ... on BundleShipmentItem { ${OPTIONS} } } }
} } } }`;

let bundle: { options: number[]; selections: number[][] };
let owner: Shopper;

beforeAll(async () => {
  const db = api.database.db;
  const simple = (sku: string, name: string, usd: string) =>
    insertProduct(db, {
      sku: `${P}-${sku}`,
      texts: { 0: { name } },
      prices: { 1: { price: String(Number(usd) * 80) }, 2: { price: usd } },
      stockQty: '100',
      weight: '5',
    });
  const table = await simple('TABLE', 'Oslo table 180', '790');
  const chair = await simple('CHAIR', 'Oslo chair, black', '119');
  const set = await insertProduct(db, {
    sku: SET,
    typeId: 'bundle',
    texts: { 0: { name: 'Oslo dining set' } },
    stockQty: '0',
  });
  bundle = await insertBundle(db, {
    productId: set,
    dynamicSku: false,
    options: [
      { titles: { 0: 'Table' }, type: 'radio', selections: [{ productId: table, isDefault: true }] },
      {
        titles: { 0: 'Chairs' },
        type: 'select',
        selections: [{ productId: chair, qty: '4', canChangeQty: true, isDefault: true }],
      },
    ],
  });
  await bumpStoreVersion(db);
  await reindexProducts(db, [table, chair, set]);
  await stockedProduct(db, `${P}-LAMP`, { int: '50', name: 'Lamp' });
  owner = await newShopper(api);
});

describe('an invoiced and shipped bundle', () => {
  it('answers BundleInvoiceItem and BundleShipmentItem with the choice as ordered, and mails it', async () => {
    const headers = { ...INT, ...owner.headers };
    const choice = [
      uid(`bundle/${bundle.options[0]}/${bundle.selections[0]?.[0]}/1`),
      uid(`bundle/${bundle.options[1]}/${bundle.selections[1]?.[0]}/6`),
    ];
    const cartId = await readyCart(api, {
      headers,
      items: [
        { sku: SET, quantity: 2, selected_options: choice },
        { sku: `${P}-LAMP`, quantity: 1 },
      ],
      address: LONDON,
      payment: { code: 'checkmo' },
    });
    const placed = await placeOrder(api, cartId, headers);
    expect(placed.errors).toEqual([]);
    const number = placed.order!.order_number;
    const contexts = commandContexts(api.database.db);
    const { invoice } = await invoiceOrder(api.database.db, number, contexts);
    const { shipment } = await shipOrder(
      api.database.db,
      number,
      [{ carrierCode: 'dhl', title: 'DHL', number: 'BDOC-1' }],
      contexts,
    );

    const [order] = ok(await api.gql<Any>(ORDER, { variables: { number }, headers })).customer.orders.items;
    expect(order.status).toBe('Complete');
    const ordered = order.items.find((i: Any) => i.__typename === 'BundleOrderItem');
    // The order line's own choice, as Magento: per bundle, prices in the order's currency.
    expect(ordered.bundle_options).toEqual([
      {
        id: uid(`bundle/${bundle.options[0]}`),
        uid: uid(`bundle/${bundle.options[0]}`),
        label: 'Table',
        values: [
          {
            id: uid(`bundle/${bundle.options[0]}/${bundle.selections[0]?.[0]}`),
            uid: uid(`bundle/${bundle.options[0]}/${bundle.selections[0]?.[0]}`),
            product_name: 'Oslo table 180',
            product_sku: `${P}-TABLE`,
            quantity: 1,
            price: { value: 790, currency: 'USD' },
          },
        ],
      },
      expect.objectContaining({
        label: 'Chairs',
        values: [
          expect.objectContaining({
            product_sku: `${P}-CHAIR`,
            quantity: 6,
            price: { value: 119, currency: 'USD' },
          }),
        ],
      }),
    ]);

    const [inv] = order.invoices;
    expect(inv.number).toBe(invoice);
    expect(inv.items).toEqual([
      {
        __typename: 'BundleInvoiceItem',
        product_sku: SET,
        product_name: 'Oslo dining set',
        quantity_invoiced: 2,
        // 790 + 6 × 119
        product_sale_price: { value: 1504, currency: 'USD' },
        order_item: { __typename: 'BundleOrderItem', product_sku: SET },
        bundle_options: ordered.bundle_options,
      },
      {
        __typename: 'InvoiceItem',
        product_sku: `${P}-LAMP`,
        product_name: 'Lamp',
        quantity_invoiced: 1,
        product_sale_price: { value: 50, currency: 'USD' },
        order_item: { __typename: 'OrderItem', product_sku: `${P}-LAMP` },
      },
    ]);

    const [shipped] = order.shipments;
    expect(shipped.number).toBe(shipment);
    expect(shipped.items).toEqual([
      {
        __typename: 'BundleShipmentItem',
        product_sku: SET,
        quantity_shipped: 2,
        order_item: { __typename: 'BundleOrderItem', product_sku: SET },
        bundle_options: ordered.bundle_options,
      },
      {
        __typename: 'ShipmentItem',
        product_sku: `${P}-LAMP`,
        quantity_shipped: 1,
        order_item: { __typename: 'OrderItem', product_sku: `${P}-LAMP` },
      },
    ]);

    // The mails list the choice after the bundle's line, as the confirmation does.
    const mail = async (template: string) => {
      const rows = await api.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, owner.email), eq(mailOutbox.template, template)));
      expect(rows).toHaveLength(1);
      // As delivered: the outbox clears a mail's bodies once it is sent.
      const subject = rows[0]!.subject;
      const sent = await waitForMail(api.mailDir, owner.email, (m) => m.subject === subject);
      return sent.text.replace(/\r\n/g, '\n');
    };
    expect(await mail('order-invoice')).toContain(
      `Oslo dining set (${SET}) × 2 — $3,008.00 — Table: 1 × Oslo table 180; Chairs: 6 × Oslo chair, black`,
    );
    expect(await mail('order-shipment')).toContain(
      `Oslo dining set (${SET}) × 2 — Table: 1 × Oslo table 180; Chairs: 6 × Oslo chair, black\nLamp (${P}-LAMP) × 1`,
    );
  });

  it('is invoiced and shipped in whole bundles with --item: a fraction is refused', async () => {
    const headers = { ...INT, ...owner.headers };
    const choice = [
      uid(`bundle/${bundle.options[0]}/${bundle.selections[0]?.[0]}/1`),
      uid(`bundle/${bundle.options[1]}/${bundle.selections[1]?.[0]}/4`),
    ];
    const cartId = await readyCart(api, {
      headers,
      items: [{ sku: SET, quantity: 2, selected_options: choice }],
      address: LONDON,
      payment: { code: 'checkmo' },
    });
    const placed = await placeOrder(api, cartId, headers);
    const number = placed.order!.order_number;
    const contexts = commandContexts(api.database.db);
    await expect(
      shipOrder(api.database.db, number, [], contexts, [{ sku: SET, qty: '0.5' }]),
    ).rejects.toThrow(`"${SET}" is a bundle: it is shipped whole, give a whole quantity (got 0.5).`);
    await expect(invoiceOrder(api.database.db, number, contexts, [{ sku: SET, qty: '1.5' }])).rejects.toThrow(
      /is a bundle: it is invoiced whole/,
    );
    await invoiceOrder(api.database.db, number, contexts, [{ sku: SET, qty: '1' }]);
    await shipOrder(api.database.db, number, [], contexts, [{ sku: SET, qty: '1' }]);
    const [order] = ok(await api.gql<Any>(ORDER, { variables: { number }, headers })).customer.orders.items;
    expect(order.status).toBe('Processing');
    expect(order.invoices[0].items).toEqual([
      expect.objectContaining({ __typename: 'BundleInvoiceItem', product_sku: SET, quantity_invoiced: 1 }),
    ]);
    expect(order.shipments[0].items).toEqual([
      expect.objectContaining({ __typename: 'BundleShipmentItem', product_sku: SET, quantity_shipped: 1 }),
    ]);
  });
});

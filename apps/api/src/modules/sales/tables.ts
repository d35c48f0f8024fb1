// Orders (Magento `sales_order` and friends). Amounts are kept twice: in the website's base
// currency (`base_*`, what stock, payments and reports use) and in the currency the shopper saw
// (`order_currency_code`), each rounded to its currency when the order was placed.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BundleOptionSnapshot } from '../cart/tables.ts';
import { customer } from '../customer/tables.ts';
import { estimate } from '../estimates/tables.ts';
import { project } from '../projects/tables.ts';
import { storeView, website } from '../store/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 20, scale: 4 }).notNull().default('0');
const qty = (name: string) => numeric(name, { precision: 12, scale: 4 }).notNull().default('0');

/** Labelled amounts of an order (discounts, taxes, fixed product taxes), base and display. */
export interface OrderAmountLine {
  label: string;
  base: string;
  amount: string;
  /** Tax rate in percent, for taxes. */
  rate?: string;
}

export interface OrderTotalsDetail {
  discounts: OrderAmountLine[];
  taxes: OrderAmountLine[];
  fixedProductTaxes: OrderAmountLine[];
  shippingDiscount: { base: string; amount: string };
}

/** pending (offline payment) → processing; pending_payment (redirect) → processing | canceled. */
export const ORDER_STATUSES = ['pending', 'pending_payment', 'processing', 'complete', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const salesOrder = pgTable(
  'sales_order',
  {
    id: serial('id').primaryKey(),
    /** The order number shown to shoppers (sales/order-number.ts). */
    incrementId: varchar('increment_id', { length: 32 }).notNull(),
    storeViewId: integer('store_view_id')
      .notNull()
      .references(() => storeView.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => website.id),
    /** The cart it was placed from: a retried placeOrder of that cart answers with this order. */
    cartId: integer('cart_id').notNull(),
    customerId: integer('customer_id').references(() => customer.id),
    customerEmail: text('customer_email').notNull(),
    customerFirstname: text('customer_firstname').notNull(),
    customerLastname: text('customer_lastname').notNull(),
    customerMiddlename: text('customer_middlename'),
    /** The partner the order is credited to and their reward (base currency); see sales/partner.ts. */
    partnerCustomerId: integer('partner_customer_id').references(() => customer.id),
    partnerReward: money('partner_reward'),
    /** The project the order was bought for (estimates of issue 14 set it); a project with orders is archived, not deleted. */
    projectId: integer('project_id').references(() => project.id, { onDelete: 'restrict' }),
    /** The proposal the order was placed from (its agreed prices, workflows/place-order.ts); kept null once it is deleted. */
    estimateId: integer('estimate_id').references(() => estimate.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 32 }).$type<OrderStatus>().notNull(),
    baseCurrencyCode: varchar('base_currency_code', { length: 3 }).notNull(),
    orderCurrencyCode: varchar('order_currency_code', { length: 3 }).notNull(),
    baseToOrderRate: numeric('base_to_order_rate', { precision: 24, scale: 12 }).notNull(),
    baseSubtotal: money('base_subtotal'),
    subtotal: money('subtotal'),
    baseSubtotalInclTax: money('base_subtotal_incl_tax'),
    subtotalInclTax: money('subtotal_incl_tax'),
    /** Positive. */
    baseDiscountAmount: money('base_discount_amount'),
    discountAmount: money('discount_amount'),
    baseShippingAmount: money('base_shipping_amount'),
    shippingAmount: money('shipping_amount'),
    baseShippingInclTax: money('base_shipping_incl_tax'),
    shippingInclTax: money('shipping_incl_tax'),
    baseTaxAmount: money('base_tax_amount'),
    taxAmount: money('tax_amount'),
    baseGrandTotal: money('base_grand_total'),
    grandTotal: money('grand_total'),
    totalsDetail: jsonb('totals_detail').$type<OrderTotalsDetail>().notNull(),
    /** `<carrier>_<method>`, null for a virtual order. */
    shippingMethod: varchar('shipping_method', { length: 120 }),
    /** "<carrier title> - <method title>", as Magento stores it. */
    shippingDescription: text('shipping_description'),
    couponCode: text('coupon_code'),
    appliedRuleIds: integer('applied_rule_ids').array().notNull().default([]),
    customerNote: text('customer_note'),
    /** The gift options copied from the cart at placement (cart/gift-options.ts). */
    giftMessage: jsonb('gift_message').$type<{ to: string; from: string; message: string }>(),
    giftReceiptIncluded: boolean('gift_receipt_included').notNull().default(false),
    printedCardIncluded: boolean('printed_card_included').notNull().default(false),
    /** Random; Magento's order `token` (guest order lookup). */
    protectCode: varchar('protect_code', { length: 32 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_order_increment_id').on(t.incrementId),
    // One live order per cart: a declined payment cancels the order and gives the cart back.
    uniqueIndex('sales_order_live_cart').on(t.cartId).where(sql`status <> 'canceled'`),
    index('sales_order_customer').on(t.customerId, t.id),
    index('sales_order_project').on(t.projectId),
    index('sales_order_estimate').on(t.estimateId),
  ],
);

/** One option of an ordered bundle: what was chosen, per bundle, at the price charged. */
export type OrderBundleOption = BundleOptionSnapshot;

export const salesOrderItem = pgTable(
  'sales_order_item',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    /** The product whose stock was taken (a configurable's variant). */
    productId: integer('product_id').notNull(),
    parentProductId: integer('parent_product_id'),
    productType: varchar('product_type', { length: 16 }).notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    options: jsonb('options').$type<{ label: string; value: string }[]>().notNull().default([]),
    /** A bundle's chosen products as ordered (BundleOrderItem.bundle_options), else []. */
    bundleOptions: jsonb('bundle_options').$type<OrderBundleOption[]>().notNull().default([]),
    qtyOrdered: qty('qty_ordered'),
    qtyCanceled: qty('qty_canceled'),
    /** What invoices (sales/fulfilment.ts) and shipments have covered so far. */
    qtyInvoiced: qty('qty_invoiced'),
    qtyShipped: qty('qty_shipped'),
    basePrice: money('base_price'),
    price: money('price'),
    priceInclTax: money('price_incl_tax'),
    baseRowTotal: money('base_row_total'),
    rowTotal: money('row_total'),
    rowTotalInclTax: money('row_total_incl_tax'),
    discountAmount: money('discount_amount'),
    taxAmount: money('tax_amount'),
    taxPercent: numeric('tax_percent', { precision: 12, scale: 4 }).notNull().default('0'),
    /** The product media file of the thumbnail of what was bought (the variant's own, else its
     * parent's) as it was at placement, so the order keeps showing it; null when it had none. */
    image: text('image'),
  },
  (t) => [index('sales_order_item_order').on(t.orderId)],
);

export const salesOrderAddress = pgTable(
  'sales_order_address',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    addressType: varchar('address_type', { length: 8 }).$type<'billing' | 'shipping'>().notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    middlename: text('middlename'),
    company: text('company'),
    street: text('street').array().notNull(),
    city: text('city').notNull(),
    postcode: text('postcode'),
    countryId: varchar('country_id', { length: 2 }).notNull(),
    region: text('region'),
    regionId: integer('region_id'),
    regionCode: text('region_code'),
    telephone: text('telephone'),
    customerAddressId: integer('customer_address_id'),
  },
  (t) => [index('sales_order_address_order').on(t.orderId)],
);

export const PAYMENT_STATES = ['pending', 'awaiting_provider', 'paid', 'declined'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const salesOrderPayment = pgTable(
  'sales_order_payment',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 64 }).notNull(),
    /** The method's title when the order was placed. */
    title: text('title').notNull(),
    additionalData: jsonb('additional_data').$type<Record<string, string>>().notNull().default({}),
    state: varchar('state', { length: 24 }).$type<PaymentState>().notNull(),
    /** The provider's id of the payment (PayPal order id, Robokassa InvId). */
    providerReference: text('provider_reference'),
    /** Amount asked from the provider, and its currency. */
    amount: money('amount'),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_order_payment_order').on(t.orderId),
    index('sales_order_payment_reference').on(t.method, t.providerReference),
  ],
);

/** The last order number handed out per store view (one row each, updated in the order's transaction). */
export const salesSequence = pgTable('sales_sequence', {
  storeViewId: integer('store_view_id')
    .primaryKey()
    .references(() => storeView.id),
  lastValue: integer('last_value').notNull().default(0),
});

/** Counters of invoice and shipment numbers, per kind and store view (sales/order-number.ts). */
export const SALES_DOCUMENT_KINDS = ['invoice', 'shipment'] as const;
export type SalesDocumentKind = (typeof SALES_DOCUMENT_KINDS)[number];

export const salesDocumentSequence = pgTable(
  'sales_document_sequence',
  {
    kind: varchar('kind', { length: 16 }).$type<SalesDocumentKind>().notNull(),
    storeViewId: integer('store_view_id')
      .notNull()
      .references(() => storeView.id),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.storeViewId] })],
);

/** An invoice (Magento `sales_invoice`): what was charged, written when the payment is captured or
 * an offline payment is marked paid. Amounts as the order's, base and display currency. */
export const salesInvoice = pgTable(
  'sales_invoice',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    incrementId: varchar('increment_id', { length: 32 }).notNull(),
    baseSubtotal: money('base_subtotal'),
    subtotal: money('subtotal'),
    baseShippingAmount: money('base_shipping_amount'),
    shippingAmount: money('shipping_amount'),
    shippingInclTax: money('shipping_incl_tax'),
    /** Positive. */
    baseDiscountAmount: money('base_discount_amount'),
    discountAmount: money('discount_amount'),
    baseTaxAmount: money('base_tax_amount'),
    taxAmount: money('tax_amount'),
    baseGrandTotal: money('base_grand_total'),
    grandTotal: money('grand_total'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_invoice_increment_id').on(t.incrementId),
    index('sales_invoice_order').on(t.orderId),
  ],
);

export const salesInvoiceItem = pgTable(
  'sales_invoice_item',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => salesInvoice.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => salesOrderItem.id, { onDelete: 'cascade' }),
    qty: qty('qty'),
    price: money('price'),
    rowTotal: money('row_total'),
    discountAmount: money('discount_amount'),
    taxAmount: money('tax_amount'),
  },
  (t) => [index('sales_invoice_item_invoice').on(t.invoiceId)],
);

/** A shipment (Magento `sales_shipment`): what left the warehouse, with its tracking numbers. */
export const salesShipment = pgTable(
  'sales_shipment',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrder.id, { onDelete: 'cascade' }),
    incrementId: varchar('increment_id', { length: 32 }).notNull(),
    totalQty: qty('total_qty'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_shipment_increment_id').on(t.incrementId),
    index('sales_shipment_order').on(t.orderId),
  ],
);

export const salesShipmentItem = pgTable(
  'sales_shipment_item',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => salesShipment.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => salesOrderItem.id, { onDelete: 'cascade' }),
    qty: qty('qty'),
  },
  (t) => [index('sales_shipment_item_shipment').on(t.shipmentId)],
);

/** A tracking number of a shipment (Magento `sales_shipment_track`). */
export const salesShipmentTrack = pgTable(
  'sales_shipment_track',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => salesShipment.id, { onDelete: 'cascade' }),
    /** The carrier's code (`flatrate`, `dhl`, `custom`…). */
    carrierCode: varchar('carrier_code', { length: 32 }).notNull(),
    title: text('title').notNull(),
    trackNumber: text('track_number').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sales_shipment_track_shipment').on(t.shipmentId)],
);

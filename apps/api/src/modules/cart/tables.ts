// Carts (Magento's quotes): a guest's or a customer's, reached by a 32-character random masked id,
// their items, their shipping and billing addresses and the payment chosen. A cart stays in the
// website it was created in; a customer has at most one active cart per website. Prices are never
// stored here: they are recomputed from the catalogue and the rules whenever the cart is read.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { product } from '../catalog/product-tables.ts';
import { customer } from '../customer/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A gift message as Magento's GiftMessage: plain text, `to`/`from` may be empty. */
export interface GiftMessageValue {
  to: string;
  from: string;
  message: string;
}

export const cart = pgTable(
  'cart',
  {
    id: serial('id').primaryKey(),
    /** 32 random letters and digits (or a client-chosen 32-character id, as Magento allows). */
    maskedId: varchar('masked_id', { length: 32 }).notNull(),
    /** Null: a guest cart. Only mergeCarts and assignCustomerToGuestCart change it. */
    customerId: integer('customer_id').references(() => customer.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id').notNull(),
    storeViewId: integer('store_view_id').notNull(),
    /** The guest's e-mail (setGuestEmailOnCart); customers' carts answer the account's. */
    email: text('email'),
    comment: text('comment'),
    couponCode: text('coupon_code'),
    isActive: boolean('is_active').notNull().default(true),
    /** The order the cart became (set with is_active = false by place order). */
    orderId: integer('order_id'),
    /**
     * The proposal whose items were loaded into the cart (workflows/proposal-to-cart.ts); null once
     * no agreed line is left. No foreign key: the estimates module builds on the cart, not the other
     * way round (scripts/check-boundaries.mjs), so place order checks that the estimate still exists.
     */
    estimateId: integer('estimate_id'),
    /** The order's gift message (setGiftOptionsOnCart; cart/gift-options.ts), else null. */
    giftMessage: jsonb('gift_message').$type<GiftMessageValue>(),
    giftReceiptIncluded: boolean('gift_receipt_included').notNull().default(false),
    printedCardIncluded: boolean('printed_card_included').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_masked_id_unique').on(t.maskedId),
    uniqueIndex('cart_customer_active_unique')
      .on(t.customerId, t.websiteId)
      .where(sql`${t.isActive} and ${t.customerId} is not null`),
  ],
);

/** Custom options of a line: option id → value id(s) ("12" or "12,13", sorted) or the text entered. */
export type CartItemOptions = Record<string, string>;

/**
 * A bundle line's choice (issue 18): bundle option id → selection id → quantity of that product in
 * one bundle ("2"). Empty for every other line.
 */
export type CartBundleChoice = Record<string, Record<string, string>>;

/**
 * A bundle's chosen option as an order keeps it (sales_order_item.bundle_options): the products
 * chosen, their quantity per bundle and one unit's price inside the bundle (display currency).
 */
export interface BundleOptionSnapshot {
  optionId: number;
  label: string;
  values: {
    selectionId: number;
    productId: number;
    sku: string;
    name: string;
    /** Per bundle: the line's quantity times this is taken from stock. */
    qty: string;
    price: string;
  }[];
}

export const cartItem = pgTable(
  'cart_item',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    /** The product added: a configurable parent, or the simple product itself. */
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** The variant of a configurable that is charged and shipped, else null. */
    variantId: integer('variant_id').references(() => product.id, { onDelete: 'cascade' }),
    qty: numeric('qty', { precision: 12, scale: 4 }).notNull(),
    options: jsonb('options').$type<CartItemOptions>().notNull().default({}),
    /** The products chosen in a bundle's options (cart/bundle-line.ts), else {}. */
    bundle: jsonb('bundle').$type<CartBundleChoice>().notNull().default({}),
    /**
     * The unit price agreed in a proposal (base currency, excluding tax), else null: the line is
     * then priced with it instead of the catalogue's, and cart rules and coupons leave it alone.
     */
    agreedUnitPrice: numeric('agreed_unit_price', { precision: 20, scale: 4 }),
    /** The partner's reward per unit agreed with that price (design/b2b.md §4), base currency. */
    agreedPartnerReward: numeric('agreed_partner_reward', { precision: 20, scale: 4 }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('cart_item_cart_idx').on(t.cartId),
    check('cart_item_qty_positive', sql`${t.qty} > 0`),
    check('cart_item_agreed_price_positive', sql`${t.agreedUnitPrice} > 0`),
    check(
      'cart_item_agreed_reward',
      sql`${t.agreedPartnerReward} is null or (${t.agreedUnitPrice} is not null and ${t.agreedPartnerReward} >= 0)`,
    ),
  ],
);

export type CartAddressKind = 'shipping' | 'billing';

export const cartAddress = pgTable(
  'cart_address',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<CartAddressKind>().notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    street: text('street').array().notNull(),
    city: text('city').notNull(),
    postcode: text('postcode'),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    /** A region of the directory, else null (free text in `region`). */
    regionId: integer('region_id'),
    region: text('region'),
    regionCode: varchar('region_code', { length: 32 }),
    telephone: text('telephone'),
    vatId: text('vat_id'),
    customerNotes: text('customer_notes'),
    /** The address book entry it was copied from. */
    customerAddressId: integer('customer_address_id'),
    saveInAddressBook: boolean('save_in_address_book').notNull().default(false),
    /** Billing only: follows the shipping address (same_as_shipping). */
    sameAsShipping: boolean('same_as_shipping').notNull().default(false),
    /** Shipping only: the method chosen. */
    carrierCode: varchar('carrier_code', { length: 64 }),
    methodCode: varchar('method_code', { length: 64 }),
  },
  (t) => [uniqueIndex('cart_address_kind_unique').on(t.cartId, t.kind)],
);

export const cartPayment = pgTable('cart_payment', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => cart.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 64 }).notNull(),
  additionalData: jsonb('additional_data').$type<Record<string, string>>().notNull().default({}),
});

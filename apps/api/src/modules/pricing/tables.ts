// Taxes and cart price rules (Magento's tax_calculation_* and salesrule_* tables, trimmed to what
// the totals engine reads). Amounts are in the website's base currency; rates are percentages.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StoreLabels } from '../catalog/product-tables.ts';
import { product } from '../catalog/product-tables.ts';
import { customer } from '../customer/tables.ts';
import { countryRegion } from '../directory/tables.ts';
import type { PricingCustomerType } from './customer-types.ts';

export { PRICING_CUSTOMER_TYPES, type PricingCustomerType } from './customer-types.ts';

/** Product tax classes ("Taxable Goods", a reduced rate…); rules name the classes they tax. */
export const taxClass = pgTable('tax_class', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** A product's tax class when it is not the default (config tax/classes/default_product_tax_class). */
export const productTaxClass = pgTable('product_tax_class', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => product.id, { onDelete: 'cascade' }),
  taxClassId: integer('tax_class_id')
    .notNull()
    .references(() => taxClass.id),
});

/** One rate for a destination: a country, one of its regions or all, a postcode pattern or all. */
export const taxRate = pgTable(
  'tax_rate',
  {
    id: serial('id').primaryKey(),
    /** Shown as the applied tax's label, e.g. "VAT 19%". */
    title: text('title').notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    /** Null: every region of the country. */
    regionId: integer('region_id').references(() => countryRegion.id),
    /** "*" (all), an exact postcode, a prefix "90*" or a numeric range "10000-19999". */
    postcode: varchar('postcode', { length: 32 }).notNull().default('*'),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
  },
  (t) => [index('tax_rate_country').on(t.countryCode)],
);

/**
 * Which rates apply to which product classes and customer types. Rules of the same priority add
 * up; a higher priority number is charged on top of the lower ones (compound), as in Magento.
 */
export const taxRule = pgTable('tax_rule', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  priority: integer('priority').notNull().default(0),
  customerTypes: text('customer_types').array().$type<PricingCustomerType[]>().notNull(),
  productTaxClassIds: integer('product_tax_class_ids').array().notNull(),
});

export const taxRuleRate = pgTable(
  'tax_rule_rate',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => taxRule.id, { onDelete: 'cascade' }),
    rateId: integer('rate_id')
      .notNull()
      .references(() => taxRate.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.rateId] })],
);

/** by_percent: % of each matching row; by_fixed: amount per unit; cart_fixed: once per cart. */
export const CART_RULE_ACTIONS = ['by_percent', 'by_fixed', 'cart_fixed'] as const;
export type CartRuleAction = (typeof CART_RULE_ACTIONS)[number];

export const cartRule = pgTable(
  'cart_rule',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The discount's label per store view ("0" = every view); empty: the coupon code or "Discount". */
    labels: jsonb('labels').$type<StoreLabels>().notNull().default({}),
    websiteIds: integer('website_ids').array().notNull(),
    customerTypes: text('customer_types').array().$type<PricingCustomerType[]>().notNull(),
    /** Inclusive dates in the store's time zone; null: open-ended. */
    fromDate: date('from_date'),
    toDate: date('to_date'),
    isActive: boolean('is_active').notNull().default(true),
    /** Lower runs first. */
    sortOrder: integer('sort_order').notNull().default(0),
    stopRulesProcessing: boolean('stop_rules_processing').notNull().default(false),
    /** Applies only with one of its coupons. */
    requiresCoupon: boolean('requires_coupon').notNull().default(false),
    /** Orders per customer with this rule (0 = unlimited; limited rules need a signed-in customer). */
    usesPerCustomer: integer('uses_per_customer').notNull().default(0),
    timesUsed: integer('times_used').notNull().default(0),
    /** Conditions: the cart subtotal (catalogue prices) at least this; items in these categories / SKUs. */
    minSubtotal: numeric('min_subtotal', { precision: 20, scale: 4 }),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
    skus: text('skus').array().notNull().default(sql`'{}'`),
    action: varchar('action', { length: 16 }).$type<CartRuleAction>().notNull(),
    discountAmount: numeric('discount_amount', { precision: 20, scale: 4 }).notNull().default('0'),
    /** Most units of a row the discount applies to (null: all). */
    maxDiscountQty: numeric('max_discount_qty', { precision: 12, scale: 4 }),
    applyToShipping: boolean('apply_to_shipping').notNull().default(false),
    freeShipping: boolean('free_shipping').notNull().default(false),
  },
  (t) => [
    check('cart_rule_action_check', sql`${t.action} in ('by_percent', 'by_fixed', 'cart_fixed')`),
    check('cart_rule_percent_check', sql`${t.action} <> 'by_percent' or ${t.discountAmount} <= 100`),
  ],
);

export const coupon = pgTable(
  'coupon',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => cartRule.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Orders with this coupon in all (0 = unlimited). */
    usageLimit: integer('usage_limit').notNull().default(0),
    /** Orders per customer (0 = unlimited; limited coupons need a signed-in customer). */
    usagePerCustomer: integer('usage_per_customer').notNull().default(0),
    timesUsed: integer('times_used').notNull().default(0),
  },
  // Codes are matched case-insensitively, so they are unique case-insensitively.
  (t) => [uniqueIndex('coupon_code_unique').on(sql`lower(${t.code})`), index('coupon_rule').on(t.ruleId)],
);

export const couponUsage = pgTable(
  'coupon_usage',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    timesUsed: integer('times_used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.customerId] })],
);

export const cartRuleCustomer = pgTable(
  'cart_rule_customer',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => cartRule.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    timesUsed: integer('times_used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.customerId] })],
);

import { boolean, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A website: its own base currency, regions and store views (Magento `store_website`). */
export const website = pgTable('website', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
  baseCurrencyCode: varchar('base_currency_code', { length: 3 }).notNull(),
});

/** A shipping region of a website: one country, the payment methods offered there. */
export const websiteRegion = pgTable('website_region', {
  id: serial('id').primaryKey(),
  websiteId: integer('website_id')
    .notNull()
    .references(() => website.id),
  code: varchar('code', { length: 32 }).notNull().unique(),
  countryId: varchar('country_id', { length: 2 }).notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  paymentMethods: text('payment_methods').array().notNull().default([]),
});

/** A store view: a language and presentation of a website (Magento `store`). */
export const storeView = pgTable('store_view', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  websiteId: integer('website_id')
    .notNull()
    .references(() => website.id),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  defaultRegionCode: varchar('default_region_code', { length: 32 }),
  defaultDisplayCurrencyCode: varchar('default_display_currency_code', { length: 3 }).notNull(),
  /** Currencies a shopper may switch to; empty means the default one only. */
  availableCurrencyCodes: varchar('available_currency_codes', { length: 3 }).array().notNull().default([]),
});

/**
 * Configuration values with Magento's scope fallback: a store view value wins over its website's,
 * which wins over the default (`scope = 'default'`, `scope_id = 0`).
 */
export const configValue = pgTable(
  'config_value',
  {
    id: serial('id').primaryKey(),
    scope: varchar('scope', { length: 16 }).notNull(),
    scopeId: integer('scope_id').notNull().default(0),
    path: text('path').notNull(),
    value: text('value'),
  },
  (t) => [uniqueIndex('config_value_scope_path').on(t.scope, t.scopeId, t.path)],
);

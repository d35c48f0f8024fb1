// Shipping data that does not fit in configuration: the table-rate carrier's price table and the
// store-pickup carrier's locations. Carrier switches and prices live in `config_value` under
// Magento's `carriers/<code>/*` paths.
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { StoreLabels } from '../catalog/product-tables.ts';
import { website } from '../store/tables.ts';

/**
 * Magento's `shipping_tablerate`: a price by destination and by one package condition (weight,
 * value or quantity). `*` / 0 in a destination column matches anything; the most specific
 * destination wins, then the highest `condition_value` not above the package's.
 */
export const shippingTablerate = pgTable(
  'shipping_tablerate',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => website.id),
    destCountryId: varchar('dest_country_id', { length: 2 }).notNull().default('*'),
    /** Directory region id, 0 for any region. */
    destRegionId: integer('dest_region_id').notNull().default(0),
    /** A postcode, a prefix ending in `*` (e.g. `10*`), or `*`. */
    destZip: varchar('dest_zip', { length: 16 }).notNull().default('*'),
    /** package_weight | package_value_with_discount | package_qty */
    conditionName: varchar('condition_name', { length: 32 }).notNull(),
    conditionValue: numeric('condition_value', { precision: 12, scale: 4 }).notNull().default('0'),
    price: numeric('price', { precision: 20, scale: 4 }).notNull(),
  },
  (t) => [index('shipping_tablerate_lookup').on(t.websiteId, t.conditionName, t.destCountryId)],
);

/** A store-pickup point: each active one is a method `pickup_<code>` for its country. */
export const pickupLocation = pgTable(
  'pickup_location',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => website.id),
    code: varchar('code', { length: 32 }).notNull(),
    /** Per store view, "0" the default. */
    name: jsonb('name').$type<StoreLabels>().notNull(),
    /** Opening hours as shown with the method, per store view. */
    hours: jsonb('hours').$type<StoreLabels>().notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode'),
    countryId: varchar('country_id', { length: 2 }).notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('pickup_location_website').on(t.websiteId)],
);

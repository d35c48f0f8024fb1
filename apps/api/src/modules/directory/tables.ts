import {
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Countries the store ships to; names are localised from the ISO dataset at read time. */
export const country = pgTable('directory_country', {
  id: varchar('id', { length: 2 }).primaryKey(),
  iso3: varchar('iso3', { length: 3 }).notNull(),
});

export const countryRegion = pgTable(
  'directory_country_region',
  {
    id: serial('id').primaryKey(),
    countryId: varchar('country_id', { length: 2 })
      .notNull()
      .references(() => country.id),
    code: varchar('code', { length: 32 }).notNull(),
    defaultName: text('default_name').notNull(),
  },
  (t) => [uniqueIndex('directory_country_region_code').on(t.countryId, t.code)],
);

/** A region's name in one locale (ru_RU, en_US…); the default name is used otherwise. */
export const countryRegionName = pgTable(
  'directory_country_region_name',
  {
    locale: varchar('locale', { length: 8 }).notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => countryRegion.id),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.regionId] })],
);

/** Exchange rates from a base currency; money stays decimal end to end. */
export const currencyRate = pgTable(
  'directory_currency_rate',
  {
    currencyFrom: varchar('currency_from', { length: 3 }).notNull(),
    currencyTo: varchar('currency_to', { length: 3 }).notNull(),
    rate: numeric('rate', { precision: 24, scale: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currencyFrom, t.currencyTo] })],
);

// The address book: a customer's saved addresses. Which of them are the default billing and
// shipping addresses is kept on the customer (`customer.default_billing_id` /
// `default_shipping_id`), as in Magento, so there is exactly one of each at most.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customer } from '../customer/tables.ts';
import { country, countryRegion } from '../directory/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const customerAddress = pgTable(
  'customer_address',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    middlename: text('middlename'),
    prefix: text('prefix'),
    suffix: text('suffix'),
    company: text('company'),
    /** One or two lines. */
    street: text('street').array().notNull(),
    city: text('city').notNull(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => country.id),
    /** A region of the directory; null for a free-text region (or none). */
    regionId: integer('region_id').references(() => countryRegion.id, { onDelete: 'set null' }),
    /** The region as written (free text), or the directory region's default name. */
    region: text('region'),
    regionCode: varchar('region_code', { length: 32 }),
    /** Null only for countries whose postcode is optional. */
    postcode: text('postcode'),
    telephone: text('telephone').notNull(),
    fax: text('fax'),
    vatId: text('vat_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_address_customer_idx').on(t.customerId),
    check('customer_address_street_lines', sql`cardinality(${t.street}) between 1 and 2`),
  ],
);

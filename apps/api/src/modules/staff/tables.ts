// Departments of the shop's staff (issue 15, spec §3 "Helpdesk ticket"): sales, delivery and
// service in the demo, each with a label per store view and the manager accounts working in it.
// A module of their own because projects (the primary manager comes from sales, ADR 0030) and
// helpdesk (tickets are opened in a department) both need them, and may not import each other.
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customer } from '../customer/tables.ts';
import { storeView } from '../store/tables.ts';

export const department = pgTable(
  'department',
  {
    id: serial('id').primaryKey(),
    /** Stable code: sales, delivery, service. */
    code: varchar('code', { length: 32 }).notNull(),
    /** The admin name; storefront labels per store view come from department_label. */
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('department_code_unique').on(t.code)],
);

export const departmentLabel = pgTable(
  'department_label',
  {
    departmentId: integer('department_id')
      .notNull()
      .references(() => department.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => storeView.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ name: 'department_label_pk', columns: [t.departmentId, t.storeId] })],
);

/** Manager accounts (customer type manager) working in a department. */
export const departmentManager = pgTable(
  'department_manager',
  {
    departmentId: integer('department_id')
      .notNull()
      .references(() => department.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'department_manager_pk', columns: [t.departmentId, t.customerId] }),
    index('department_manager_customer_idx').on(t.customerId),
  ],
);

// Every table of the API, one import for Drizzle Kit and the database handle.

export * from '../modules/cart/tables.ts';
export * from '../modules/catalog/personally/tables.ts';
export * from '../modules/catalog/product-tables.ts';
export * from '../modules/catalog/tables.ts';
export * from '../modules/cms/blog/tables.ts';
export * from '../modules/cms/tables.ts';
export * from '../modules/contact/tables.ts';
export * from '../modules/customer/tables.ts';
export * from '../modules/customer-address/tables.ts';
export * from '../modules/directory/tables.ts';
export * from '../modules/estimates/tables.ts';
export * from '../modules/helpdesk/tables.ts';
export * from '../modules/mail/tables.ts';
export * from '../modules/newsletter/tables.ts';
export * from '../modules/payment/tables.ts';
export * from '../modules/pricing/tables.ts';
export * from '../modules/project-design/tables.ts';
export * from '../modules/projects/tables.ts';
export * from '../modules/review/tables.ts';
export * from '../modules/sales/tables.ts';
export * from '../modules/shipping/tables.ts';
export * from '../modules/staff/tables.ts';
export * from '../modules/store/tables.ts';
export * from '../modules/wishlist/tables.ts';

// What other modules (and the CLI) may read or change of a customer account.

export { CUSTOMER_TYPES, type CustomerType } from './customer-types.ts';
export { magentoDateTime } from './customer-view.ts';
export { NOT_AUTHORIZED } from './session.ts';
export {
  type CustomerRow,
  findCustomerByEmail,
  findCustomerById,
  findCustomerType,
  listCustomers,
  setCustomerType,
} from './store.ts';

// What other modules (and the CLI) may read or change of a customer account.
export {
  type CustomerRow,
  findCustomerByEmail,
  findCustomerById,
  listCustomers,
  setCustomerType,
} from './store.ts';

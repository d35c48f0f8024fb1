// What payment and the workflows may read or change of an order and its payments.
export {
  findCustomerNames,
  findOrder,
  findPaymentByReference,
  type OrderPaymentRow,
  type OrderRow,
  orderPayments,
  updatePayment,
} from './store.ts';

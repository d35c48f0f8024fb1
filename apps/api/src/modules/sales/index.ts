// What the workflows may read of an order and its payments, whether a project has orders, and the
// provider reference and link they keep on a payment (payment itself never imports sales).
export {
  findCustomerNames,
  findOrder,
  findPaymentByReference,
  type OrderPaymentRow,
  type OrderRow,
  orderPayments,
  projectHasOrders,
  updatePayment,
} from './store.ts';

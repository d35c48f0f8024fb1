// What the workflows may use of estimates (workflows/cart-to-estimate.ts, proposal-to-cart.ts,
// place-order.ts): reading an estimate as its reader may, its prices, creating one with items, the
// status change to on_cart with the version check, and who the partner of an estimate is.
export { type EstimateView, ensureAllowed, readableEstimate } from './access.ts';
export { pricedEstimate } from './pricing.ts';
export { cleanName, estimateById } from './service.ts';
export { CHANGED_MEANWHILE } from './status.ts';
export { mayLoadIntoCart } from './status-machine.ts';
export {
  findEstimate,
  findPeople,
  insertEstimate,
  insertItem as insertEstimateItem,
  insertStatusChange,
  peopleOf,
  updateEstimateIfVersion,
} from './store.ts';

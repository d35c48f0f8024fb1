// What other modules and the workflows (cart-to-estimate.ts, proposal-to-cart.ts, place-order.ts)
// may use of estimates: the reader's view of an estimate and its prices (the agreed unit prices of
// a proposal are its items' client prices), a change in one transaction on the locked estimate,
// creating an estimate with items, recording a status change against the version that was read,
// and who the people and the partner of an estimate are.
export {
  type EstimateView,
  ensureAllowed,
  estimateNotAccessible,
  readableEstimate,
  withLockedEstimate,
} from './access.ts';
export { type PricedEstimate, type PricedItem, pricedEstimate } from './pricing.ts';
export {
  cleanName,
  estimateById,
  insertNewEstimate,
  type NewEstimate,
  type NewEstimateItem,
  prepareNewEstimate,
} from './service.ts';
export { actorOf, CHANGED_MEANWHILE, recordStatusChange } from './status.ts';
export { ESTIMATE_STATUSES, type EstimateStatus, mayLoadIntoCart } from './status-machine.ts';
export {
  findEstimate,
  findPeople,
  insertEstimate,
  insertItem as insertEstimateItem,
  insertStatusChange,
  peopleOf,
  updateEstimateIfVersion,
} from './store.ts';

// What other modules and the workflows (cart → estimate, proposal → cart) may use of estimates:
// the reader's view of an estimate and its prices (the agreed unit prices of a proposal are its
// items' client prices), a change in one transaction on the locked estimate, creating an estimate
// with items, and recording a status change (checked against the version that was read).
export {
  type EstimateView,
  estimateNotAccessible,
  readableEstimate,
  withLockedEstimate,
} from './access.ts';
export { type PricedEstimate, type PricedItem, pricedEstimate } from './pricing.ts';
export {
  estimateById,
  insertNewEstimate,
  type NewEstimate,
  type NewEstimateItem,
  prepareNewEstimate,
} from './service.ts';
export { actorOf, CHANGED_MEANWHILE, recordStatusChange } from './status.ts';
export { ESTIMATE_STATUSES, type EstimateStatus, mayLoadIntoCart } from './status-machine.ts';

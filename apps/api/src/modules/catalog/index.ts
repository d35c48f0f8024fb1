// What other modules may use of the catalogue through one door. (Older modules still import some
// catalogue files directly; new code goes through here.)

export { findProductsBySku, isListed, lineMedia, productUrlKeys } from './product/service.ts';
export { type SupplierFigures, supplierFigures } from './product/supplier-figures.ts';

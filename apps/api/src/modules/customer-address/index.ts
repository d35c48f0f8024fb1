// What other modules may use of the address book: an address, the directory regions an address
// may name, and saving an address with its default flags (an order's addresses at checkout).
export {
  type AddressRow,
  findAddress,
  insertAddress,
  localRegionNames,
  lockDefaults,
  regionsOfCountry,
  writeDefaults,
} from './store.ts';

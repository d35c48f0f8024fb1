// What other modules may use of the address book: a saved address of the caller (checked as the
// address book checks it), adding an order's addresses with their default flags, the directory
// regions an address may name, and the address rules a cart address follows too.

export {
  addToAddressBook,
  callerAddress,
  DEFAULT_OPTIONAL_ZIP,
  DEFAULT_STATE_REQUIRED,
} from './service.ts';
export {
  type AddressRow,
  type AddressValues,
  type DirectoryRegion,
  localRegionNames,
  regionsOfCountry,
} from './store.ts';
export { cleanAddress, countryList } from './validation.ts';

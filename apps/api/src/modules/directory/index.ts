// What other modules may read of the directory: countries and currency rates.
export { type CountryRow, findCurrencyRate, listCountries } from './store.ts';

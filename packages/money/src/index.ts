export { type CurrencyInfo, currencyCodes, currencyInfo, listCurrencies } from './currencies.ts';
export { formatMoney, type Money, REQUIRED_ARGUMENT_MESSAGE } from './format.ts';
export { roundMoney } from './round.ts';

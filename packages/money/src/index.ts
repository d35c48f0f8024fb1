export { type CurrencyInfo, currencyCodes, currencyInfo, listCurrencies } from './currencies.ts';
export { formatMoney, type Money, REQUIRED_ARGUMENT_MESSAGE, roundMoney } from './format.ts';

// The currency reference (~160 ISO 4217 currencies): codes, names, plural names, symbols and
// decimal digits from CLDR (the Unicode locale data that Node and browsers ship through Intl),
// overlaid with the currencies.json dataset where it knows a currency's symbols and cash rounding
// (the Swiss franc rounds to 0.05).
import currenciesPackage from 'currencies.json';

// currencies.json is CommonJS (`module.exports = { currencies }`): one small English list.
const dataset = new Map(currenciesPackage.currencies.map((c) => [c.code, c]));

export interface CurrencyInfo {
  code: string;
  symbol: string;
  symbolNative: string;
  name: string;
  namePlural: string;
  decimalDigits: number;
  /** Rounding increment for display (0 = none beyond decimal digits). */
  rounding: number;
}

const cache = new Map<string, CurrencyInfo | null>();

function currencyPart(code: string, locale: string, display: 'symbol' | 'narrowSymbol' | 'name', n: number) {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    currencyDisplay: display,
  }).formatToParts(n);
  return parts
    .filter((p) => p.type === 'currency')
    .map((p) => p.value)
    .join('')
    .trim();
}

function fromCldr(code: string): CurrencyInfo {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
  return {
    code,
    symbol: currencyPart(code, 'en-US', 'symbol', 1),
    symbolNative: currencyPart(code, 'en-US', 'narrowSymbol', 1),
    name: new Intl.DisplayNames('en', { type: 'currency' }).of(code) ?? code,
    namePlural: currencyPart(code, 'en-US', 'name', 2),
    decimalDigits: format.resolvedOptions().maximumFractionDigits ?? 2,
    rounding: 0,
  };
}

/** Every ISO currency code the runtime's CLDR data knows. */
export function currencyCodes(): string[] {
  return Intl.supportedValuesOf('currency');
}

/** The reference entry of a currency, or undefined for a code that is not an ISO currency. */
export function currencyInfo(code: string): CurrencyInfo | undefined {
  const upper = code.toUpperCase();
  const cached = cache.get(upper);
  if (cached !== undefined) return cached ?? undefined;
  let info: CurrencyInfo | null = null;
  if (currencyCodes().includes(upper)) {
    info = fromCldr(upper);
    const known = dataset.get(upper);
    if (known) {
      info = {
        ...info,
        symbol: known.symbol,
        symbolNative: known.symbolNative,
        name: known.name,
        namePlural: known.namePlural,
        decimalDigits: known.decimalDigits,
        rounding: known.rounding,
      };
    }
  }
  cache.set(upper, info);
  return info ?? undefined;
}

export function listCurrencies(): CurrencyInfo[] {
  return currencyCodes()
    .map((c) => currencyInfo(c))
    .filter((c): c is CurrencyInfo => c !== undefined);
}

// The decimal digits and cash rounding formatMoney shows a currency with: CLDR's digits (what
// Intl knows), except for the currencies where the reference (currencies.ts, ADR 0004) says
// otherwise. Only those exceptions are written here, so a browser formats a price without the
// 19 KB reference dataset; a test checks this table against the reference for every currency.

interface DisplayDigits {
  digits: number;
  /** Cash rounding increment (0: none beyond the digits). */
  rounding: number;
}

const EXCEPTIONS: Record<string, DisplayDigits> = {
  AMD: { digits: 0, rounding: 0 },
  CHF: { digits: 2, rounding: 0.05 },
  CRC: { digits: 0, rounding: 0 },
  MUR: { digits: 0, rounding: 0 },
  RSD: { digits: 0, rounding: 0 },
  TZS: { digits: 0, rounding: 0 },
  UZS: { digits: 0, rounding: 0 },
  ZWL: { digits: 0, rounding: 0 },
};

let isoCodes: Set<string> | undefined;

/** How a currency is shown, or undefined for a code that is not an ISO currency. */
export function displayDigits(code: string): (DisplayDigits & { code: string }) | undefined {
  const upper = code.toUpperCase();
  isoCodes ??= new Set(Intl.supportedValuesOf('currency'));
  if (!isoCodes.has(upper)) return undefined;
  const exception = EXCEPTIONS[upper];
  if (exception) return { code: upper, ...exception };
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: upper }).resolvedOptions()
    .maximumFractionDigits;
  return { code: upper, digits: digits ?? 2, rounding: 0 };
}

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

type Shown = DisplayDigits & { code: string };

let isoCodes: Set<string> | undefined;
// Asking Intl costs a NumberFormat; a page formats dozens of prices in two or three currencies.
const known = new Map<string, Shown | null>();

/** How a currency is shown, or undefined for a code that is not an ISO currency. */
export function displayDigits(code: string): Shown | undefined {
  const upper = code.toUpperCase();
  let shown = known.get(upper);
  if (shown === undefined) {
    isoCodes ??= new Set(Intl.supportedValuesOf('currency'));
    shown = isoCodes.has(upper) ? { code: upper, ...(EXCEPTIONS[upper] ?? cldrDigits(upper)) } : null;
    known.set(upper, shown);
  }
  return shown ?? undefined;
}

function cldrDigits(code: string): DisplayDigits {
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits;
  return { digits: digits ?? 2, rounding: 0 };
}

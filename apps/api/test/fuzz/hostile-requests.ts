// Whole HTTP requests an outsider sends: schema operations with hostile arguments and headers,
// malformed bodies and media types, document bombs (depth, aliases, fragments, tokens), queries over
// GET with broken variables, raw requests with NUL bytes in headers, and the payment and media
// routes called with the wrong methods and values.
import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import { hostileString } from './hostile-values.ts';
import { type GraphQLPayload, schemaOperation } from './schema-operations.ts';

export interface FuzzRequest {
  /** What kind of request this is, for grouping findings. */
  kind: string;
  method: string;
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent over a raw socket, byte for byte (headers Node's client refuses to send). */
  raw?: boolean;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Node's HTTP client refuses control characters in header values; keep what it can send. */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 4_000);

const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      store: fc.oneof(fc.constantFrom('default', 'int', 'en', 'nope', 'DEFAULT'), hostileString),
      'content-currency': fc.oneof(fc.constantFrom('RUB', 'USD', 'EUR', 'XXX', 'usd'), hostileString),
      region: hostileString,
      authorization: fc.oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', 'Bearer null', 'bearer x.y.z'),
        hostileString.map((s) => `Bearer ${s}`),
      ),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'unknown', '::1, 10.0.0.1', '999.999.999.999', "'; --"),
      'x-captcha': hostileString,
      accept: fc.constantFrom(
        'application/json',
        'text/html',
        '*/*',
        'application/graphql-response+json',
        'x/y;;',
      ),
    },
    { requiredKeys: [] },
  )
  .map((headers) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, headerSafe(v)])));

function post(kind: string, payload: unknown, headers: Record<string, string> = {}): FuzzRequest {
  return {
    kind,
    method: 'POST',
    path: '/graphql',
    headers: { ...JSON_TYPE, ...headers },
    body: JSON.stringify(payload),
  };
}

function get(
  kind: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
): FuzzRequest {
  return { kind, method: 'GET', path: `/graphql?${new URLSearchParams(params)}`, headers };
}

function operationRequests(schema: GraphQLSchema): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      payload: schemaOperation(schema),
      headers: hostileHeaders,
      overGet: fc.integer({ min: 0, max: 7 }),
    })
    .map(({ payload, headers, overGet }) =>
      overGet === 0 ? getOperation(payload, headers) : post('operation', payload, headers),
    );
}

/** Over GET when the URL stays under Node's 16 KB header limit (longer ones are refused with 431). */
function getOperation(payload: GraphQLPayload, headers: Record<string, string>): FuzzRequest {
  const params: Record<string, string> = { query: payload.query };
  if (payload.variables) params.variables = JSON.stringify(payload.variables);
  if (payload.operationName) params.operationName = payload.operationName;
  const request = get('operation over GET', params, headers);
  return request.path.length < 8_000 ? request : post('operation', payload, headers);
}

const malformedBodies = [
  '',
  '{',
  'null',
  '"{ __typename }"',
  '[]',
  '[{"query":"{ __typename }"}]',
  '{"query":5}',
  '{"query":null}',
  '{"query":""}',
  '{"query":"{ __typename }","variables":"x"}',
  '{"query":"{ __typename }","variables":[1]}',
  '{"query":"{ __typename }","operationName":7}',
  '{"query":"{ __typename }","operationName":"Missing"}',
  '{"query":"query A { __typename } query B { __typename }"}',
  '{"query":"query ($a: Int!) { __typename }"}',
  '{"query":"query ($a: Int!) { __typename }","variables":{"a":"x"}}',
  '{"query":"{ __typename }","variables":{"unknown":1}}',
  '{"query":"{ __typename }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"x"}}}',
  '{"query":"{ nope }"}',
  '{"query":"{ products { items { nope } } }"}',
  '{"query":"{ products(pageSize: \\"x\\") { total_count } }"}',
  '{"query":"subscription { __typename }"}',
  '{"query":"{ __schema { types { name } } }"}',
  '{"query":"mutation { __typename }"}',
  '{"query":"{ __typename @skip }"}',
  '{"query":"{ __typename @nope }"}',
  '{"query":"{ ...F } fragment F on Query { ...F }"}',
  '{"query":"{ \\u0000 }"}',
  '{"__proto__":{"query":"{ __typename }"}}',
];

const mediaTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=XyZ; x=application/json',
  'text/plain; a=application/json',
  'application/jsonp',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/graphql',
  '',
];

const malformedRequests: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc
    .constantFrom(...malformedBodies)
    .map((body) => ({ kind: 'malformed body', method: 'POST', path: '/graphql', headers: JSON_TYPE, body })),
  fc.tuple(fc.constantFrom(...mediaTypes), fc.constantFrom(...malformedBodies)).map(([type, body]) => ({
    kind: 'media type',
    method: 'POST',
    path: '/graphql',
    headers: type ? { 'content-type': type } : ({} as Record<string, string>),
    body,
  })),
  fc
    .string({ unit: 'binary', maxLength: 200 })
    .map((body) => ({ kind: 'random body', method: 'POST', path: '/graphql', headers: JSON_TYPE, body })),
  fc
    .constantFrom<Record<string, string>[]>(
      { query: '{ __typename }', variables: '{' },
      { query: '{ __typename }', variables: '[1]' },
      { query: 'mutation { generateCustomerToken(email: "a@b.c", password: "x") { token } }' },
      { query: '' },
      { query: '{ __typename }', operationName: '\u0000' },
      { variables: '{}' },
    )
    .map((params) => get('malformed GET', params)),
  fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND').map((method) => ({
    kind: 'method',
    method,
    path: '/graphql',
    headers: { ...JSON_TYPE, origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    body: method === 'HEAD' || method === 'OPTIONS' ? undefined : '{"query":"{ __typename }"}',
  })),
);

/** Documents whose cost is in their shape: nesting, aliases, fragment chains, tokens, directives. */
const documentBombs: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc
    .integer({ min: 20, max: 20_000 })
    .map((n) => post('deep nesting', { query: `{${' storeConfig {'.repeat(n)}${' }'.repeat(n)} }` })),
  fc.integer({ min: 20, max: 20_000 }).map((n) =>
    post('deep list literal', {
      query: `{ products(filter: { sku: { in: ${'['.repeat(n)}"a"${']'.repeat(n)} } }) { total_count } }`,
    }),
  ),
  fc.integer({ min: 25, max: 3_000 }).map((n) =>
    post('many aliases', {
      query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    }),
  ),
  fc.integer({ min: 5, max: 80 }).map((levels) => {
    const fragments = [`fragment F0 on Query { __typename }`];
    for (let i = 1; i <= levels; i += 1)
      fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
    return post('fragment chain', { query: `query { ...F${levels} } ${fragments.join(' ')}` });
  }),
  fc
    .integer({ min: 100, max: 60_000 })
    .map((n) =>
      post('many tokens', { query: `{ __typename ${'@include(if: true) '.repeat(Math.ceil(n / 6))}}` }),
    ),
  fc
    .integer({ min: 1_000, max: 900_000 })
    .map((n) => post('huge string literal', { query: `{ route(url: "${'a'.repeat(n)}") { __typename } }` })),
  // Written as text: JSON.stringify itself would overflow the stack on the deepest ones.
  fc.integer({ min: 100, max: 20_000 }).map((n) => ({
    kind: 'deep variables',
    method: 'POST',
    path: '/graphql',
    headers: JSON_TYPE,
    body: `{"query":"query ($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }","variables":{"f":{"sku":{"in":${'['.repeat(n)}"a"${']'.repeat(n)}}}}}`,
  })),
  fc.integer({ min: 2_000_000, max: 3_000_000 }).map((n) => ({
    kind: 'body too large',
    method: 'POST',
    path: '/graphql',
    headers: JSON_TYPE,
    body: `{"query":"{ __typename }","x":"${'a'.repeat(n)}"}`,
  })),
);

/** Raw requests Node's client will not send: NUL bytes and line breaks in header values. */
const rawRequests: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom('store', 'authorization', 'content-currency', 'region', 'x-forwarded-for'),
    fc.constantFrom('a\u0000b', '\u0000', 'x\u000bz', 'a\rb'),
  )
  .map(([name, value]) => ({
    kind: 'raw header',
    method: 'GET',
    path: '/graphql?query=%7B__typename%7D',
    headers: { [name]: value },
    raw: true,
  }));

const routePaths = [
  '/payment/paypal/return',
  '/payment/paypal/cancel',
  '/payment/robokassa/result',
  '/payment/robokassa/success',
  '/payment/robokassa/fail',
  '/payment/nope',
  '/sandbox/paypal/checkoutnow',
  '/sandbox/paypal/v1/oauth2/token',
  '/sandbox/paypal/v2/checkout/orders',
  '/sandbox/paypal/v2/checkout/orders/x/capture',
  '/sandbox/robokassa/pay',
  '/media/catalog/product/a.jpg',
  '/media/../../etc/passwd',
  '/media/%2e%2e/%2e%2e/etc/passwd',
  '/media/%00.jpg',
  '/health',
  '/graphql/../health',
  '/',
  '/nope',
];

const otherRoutes: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'),
    path: fc.constantFrom(...routePaths),
    params: fc.dictionary(
      fc.constantFrom('token', 'PayerID', 'InvId', 'OutSum', 'SignatureValue', 'order', 'Culture'),
      hostileString.map((s) => s.slice(0, 2_000)),
      { maxKeys: 4 },
    ),
    form: fc.boolean(),
  })
  .map(({ method, path, params, form }) => {
    const query = new URLSearchParams(params).toString();
    const hasBody = method !== 'GET' && method !== 'HEAD' && form;
    return {
      kind: `route ${path.split('/').slice(0, 3).join('/')}`,
      method,
      path: hasBody || !query ? path : `${path}?${query}`,
      headers: hasBody
        ? { 'content-type': 'application/x-www-form-urlencoded' }
        : ({} as Record<string, string>),
      body: hasBody ? query : undefined,
    };
  });

/** The mix the fuzz test and `npm run fuzz` send. */
export function hostileRequest(schema: GraphQLSchema): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 12, arbitrary: operationRequests(schema) },
    { weight: 3, arbitrary: malformedRequests },
    { weight: 2, arbitrary: documentBombs },
    { weight: 1, arbitrary: rawRequests },
    { weight: 2, arbitrary: otherRoutes },
  );
}

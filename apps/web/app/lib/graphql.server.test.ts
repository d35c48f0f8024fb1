import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '~/test/graphql-stub';
import { CartDetailsDocument, HealthCheckDocument, WebsitesConfigDocument } from './graphql/generated';
import { mapGraphQLResult, requestGraphQL } from './graphql.server';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the GraphQL client', () => {
  it('sends the document with its fragments, the variables and the scope, and answers the data', async () => {
    const sent = stubGraphQL({ CartDetails: { data: { cart: null } } });
    const result = await requestGraphQL(CartDetailsDocument, {
      variables: { cartId: 'abc' },
      scope: { store: 'int', authToken: 'tok' },
    });
    const { query } = JSON.parse(String(vi.mocked(fetch).mock.calls[0]?.[1]?.body)) as { query: string };
    expect(result).toEqual({ ok: true, data: { cart: null } });
    expect(sent[0]?.variables).toEqual({ cartId: 'abc' });
    expect(sent[0]?.headers.get('Store')).toBe('int');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
    // The generated document already holds the fragments it spreads.
    expect(query).toContain('fragment CartFields on Cart');
    expect(query).toContain('fragment Money on Money');
  });

  it('sends empty variables for an operation without any', async () => {
    const sent = stubGraphQL({ HealthCheck: { data: { healthCheck: { email: 'a@b.c' } } } });
    const result = await requestGraphQL(HealthCheckDocument);
    expect(result.ok && result.data.healthCheck?.email).toBe('a@b.c');
    expect(sent[0]?.variables).toEqual({});
  });

  it('keeps the API’s errors apart from a broken answer', async () => {
    stubGraphQL({ HealthCheck: new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') }) });
    expect(await requestGraphQL(HealthCheckDocument)).toEqual({
      ok: false,
      error: { kind: 'network', message: 'The API could not be reached: ECONNREFUSED' },
    });

    stubGraphQL({ HealthCheck: { status: 502, body: '<html>Bad gateway</html>' } });
    expect(await requestGraphQL(HealthCheckDocument)).toEqual({
      ok: false,
      error: { kind: 'http', status: 502, message: 'The API answered 502' },
    });

    stubGraphQL({ HealthCheck: { status: 200, body: '{"hello":"world"}' } });
    expect(await requestGraphQL(HealthCheckDocument)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });

    stubGraphQL({ HealthCheck: { data: null } });
    expect(await requestGraphQL(HealthCheckDocument)).toEqual({
      ok: false,
      error: { kind: 'invalid-response', message: 'The API answered without data' },
    });
  });

  it('answers GraphQL errors with their category and the partial data', async () => {
    stubGraphQL({
      HealthCheck: {
        data: { healthCheck: null },
        errors: [
          {
            message: "The current customer isn't authorized.",
            extensions: { category: 'graphql-authorization' },
          },
        ],
      },
    });
    expect(await requestGraphQL(HealthCheckDocument)).toMatchObject({
      ok: false,
      error: {
        kind: 'graphql',
        message: "The current customer isn't authorized.",
        category: 'graphql-authorization',
        partialData: { healthCheck: null },
      },
    });
  });

  it('maps the data of a successful result and passes errors through', () => {
    const error = { kind: 'network' as const, message: 'down' };
    expect(mapGraphQLResult({ ok: true, data: 2 }, (n) => n * 2)).toEqual({ ok: true, data: 4 });
    expect(mapGraphQLResult<number, number>({ ok: false, error }, (n) => n * 2)).toEqual({
      ok: false,
      error,
    });
  });

  it('is typed by the document (checked by the typecheck, never run)', () => {
    const misuses = async () => {
      // Only optional variables ($ip): they may be left out.
      await requestGraphQL(WebsitesConfigDocument);
      // @ts-expect-error CartDetails has a required $cartId.
      await requestGraphQL(CartDetailsDocument);
      // @ts-expect-error $cartId is a String.
      await requestGraphQL(CartDetailsDocument, { variables: { cartId: 42 } });
      // @ts-expect-error CartDetails declares no $id.
      await requestGraphQL(CartDetailsDocument, { variables: { cartId: 'abc', id: 1 } });
      const result = await requestGraphQL(CartDetailsDocument, { variables: { cartId: 'abc' } });
      // @ts-expect-error CartFields does not select Cart.email.
      return result.ok ? result.data.cart?.email : null;
    };
    expect(misuses).toBeTypeOf('function');
  });
});

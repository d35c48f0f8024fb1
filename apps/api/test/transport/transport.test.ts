import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi({ GRAPHQL_MAX_BODY_BYTES: '20000' });

describe('GraphQL transport', () => {
  it('answers a query sent as POST JSON', async () => {
    const res = await api.gql<{ storeConfig: { store_code: string } }>('{ storeConfig { store_code } }');
    expect(res.status).toBe(200);
    expect(res.data?.storeConfig.store_code).toBe('ru');
  });

  it('answers a query sent as GET with variables and an operation name', async () => {
    const res = await api.gql<{ country: { id: string } }>(
      'query A { storeConfig { store_code } } query B($id: String) { country(id: $id) { id } }',
      { method: 'GET', variables: { id: 'US' }, operationName: 'B' },
    );
    expect(res.status).toBe(200);
    expect(res.data?.country.id).toBe('US');
  });

  it('rejects a mutation sent over GET with Magento’s message', async () => {
    const res = await api.gql('mutation { createEmptyCart }', { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.errors?.[0]?.message).toBe('Mutation requests allowed only for POST requests');
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('requires a JSON content type on POST', async () => {
    const response = await fetch(api.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"query":"{ storeConfig { store_code } }"}',
    });
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(response.status).toBe(400);
    expect(body.errors[0]?.message).toBe('Request content type must be application/json');
  });

  it('parses the POST media type exactly: only application/json, with or without parameters', async () => {
    const post = (type: string) =>
      fetch(api.url, {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"query":"mutation { createEmptyCart }"}',
      });
    // Content types a cross-site form can send without a preflight, hiding the JSON type in a parameter.
    for (const type of [
      'multipart/form-data; boundary=XyZ; x=application/json',
      'text/plain; a=application/json',
      'application/x-www-form-urlencoded; x=application/json',
      'text/plain, application/json',
      'application/jsonp',
      'application/graphql-response+json',
    ]) {
      const response = await post(type);
      const body = (await response.json()) as {
        errors: { message: string; extensions: { category: string } }[];
      };
      expect({ type, status: response.status }).toEqual({ type, status: 400 });
      expect(body.errors[0]?.message).toBe('Request content type must be application/json');
      expect(body.errors[0]?.extensions.category).toBe('graphql-input');
    }
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON',
      ' application/json ; charset="UTF-8"',
    ]) {
      const response = await post(type);
      const body = (await response.json()) as { data?: { createEmptyCart: string } };
      expect({ type, status: response.status }).toEqual({ type, status: 200 });
      expect(body.data?.createEmptyCart).toMatch(/\w+/);
    }
  });

  it('refuses a body over the size limit without reading it into a query', async () => {
    const padding = 'x'.repeat(25_000);
    const response = await api.post(JSON.stringify({ query: `{ storeConfig { store_code } } # ${padding}` }));
    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe('Request body is too large.');
  });

  it('reports a syntax error as a bad request', async () => {
    const res = await api.gql('{ storeConfig { ');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/^Syntax Error/);
  });

  it('serves GraphiQL to a browser on GET /graphql', async () => {
    const response = await fetch(api.url, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('GraphiQL');
  });

  it('marks every response as not cacheable and tags it with a request id', async () => {
    const res = await api.gql('{ storeConfig { store_code } }');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

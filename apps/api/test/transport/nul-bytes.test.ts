// Issue 11 §7: a NUL byte (U+0000) in any string input is the client's mistake, answered with an
// input error, never a database error masked as "Internal server error" (PostgreSQL cannot store
// it in text). Request headers with a NUL never reach the API: Node's HTTP parser answers 400.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();
const NUL = '\u0000';

function expectNulRefused(res: {
  status: number;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) {
  expect(res.status).toBeLessThan(500);
  expect(res.errors?.length).toBeGreaterThan(0);
  for (const error of res.errors ?? []) {
    expect(error.message).toMatch(/must not contain NUL bytes/);
    expect(error.extensions?.category).toBe('graphql-input');
  }
}

describe('NUL bytes in GraphQL input', () => {
  it('refuses a NUL in a string literal of the document (an escape sequence)', async () => {
    const res = await api.gql('{ products(search: "shoe\\u0000s") { total_count } }');
    expectNulRefused(res);
    expect(res.data ?? null).toBeNull();
  });

  it('refuses a NUL in a block string and in an argument of a nested input object literal', async () => {
    expectNulRefused(await api.gql('{ products(search: """a\u0000b""") { total_count } }'));
    expectNulRefused(await api.gql('{ products(filter: { sku: { eq: "x\\u0000" } }) { total_count } }'));
  });

  it('refuses a NUL in a variable, nested in input objects and lists', async () => {
    const create = await api.gql(
      'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      {
        variables: {
          input: { email: `nul${NUL}@example.com`, firstname: 'A', lastname: 'B', password: 'Passw0rd!long' },
        },
      },
    );
    expectNulRefused(create);
    const list = await api.gql(
      'query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier } } }',
      {
        variables: { ids: ['footer', `foot${NUL}er`] },
      },
    );
    expectNulRefused(list);
    const search = await api.gql('query ($q: String) { products(search: $q) { total_count } }', {
      variables: { q: NUL },
      method: 'GET',
    });
    expectNulRefused(search);
  });

  it('refuses a NUL in a variable’s name and in an unused variable', async () => {
    expectNulRefused(await api.gql('{ storeConfig { store_code } }', { variables: { [`x${NUL}`]: 'a' } }));
    expectNulRefused(
      await api.gql('{ storeConfig { store_code } }', { variables: { unused: { deep: [NUL] } } }),
    );
  });

  it('refuses a NUL in the operation name', async () => {
    const res = await api.gql('query A { storeConfig { store_code } }', { operationName: `A${NUL}` });
    expectNulRefused(res);
  });

  it('keeps answering ordinary strings (a NUL-free control)', async () => {
    const res = await api.gql('query ($q: String) { products(search: $q) { total_count } }', {
      variables: { q: 'shoe\\u0000s' },
    });
    expect(res.errors).toBeUndefined();
  });
});

describe('NUL bytes in request headers', () => {
  /** Sends a raw request: fetch itself refuses to send a NUL in a header. */
  function rawRequest(header: string): Promise<string> {
    const url = new URL(api.url);
    const body = '{"query":"{ storeConfig { store_code } }"}';
    const request =
      `POST /graphql HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
      `${header}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
    return new Promise((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.write(request, 'latin1'));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('answers 400 for a NUL in any header the API reads, before any query runs', async () => {
    for (const header of [
      `Store: de${NUL}fault`,
      `Content-Currency: EU${NUL}R`,
      `Region: d${NUL}e`,
      `Authorization: Bearer abc${NUL}def`,
      `X-Captcha: ${NUL}`,
    ]) {
      const answer = await rawRequest(header);
      expect({ header, status: answer.split('\r\n')[0] }).toEqual({
        header,
        status: 'HTTP/1.1 400 Bad Request',
      });
    }
    // and the server still answers
    expect((await api.gql('{ storeConfig { store_code } }')).errors).toBeUndefined();
  });
});

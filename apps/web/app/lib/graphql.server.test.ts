import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubGraphQL } from '~/test/graphql-stub';
import { requestGraphQL } from './graphql.server';

afterEach(() => vi.unstubAllGlobals());

describe('the GraphQL client', () => {
  it('sends the scope as Magento headers and the shopper address as X-Forwarded-For', async () => {
    const sent = stubGraphQL({ Probe: { data: { ok: true } } });
    const result = await requestGraphQL({
      query: 'query Probe { ok }',
      schema: z.object({ ok: z.boolean() }),
      scope: { store: 'int', currency: 'EUR', region: 'de', authToken: 'tok', clientIp: '198.51.100.4' },
    });
    expect(result).toEqual({ ok: true, data: { ok: true } });
    const headers = sent[0]?.headers;
    expect(
      Object.fromEntries(
        ['Store', 'Content-Currency', 'Region', 'Authorization', 'X-Forwarded-For'].map((name) => [
          name,
          headers?.get(name),
        ]),
      ),
    ).toEqual({
      Store: 'int',
      'Content-Currency': 'EUR',
      Region: 'de',
      Authorization: 'Bearer tok',
      'X-Forwarded-For': '198.51.100.4',
    });
  });

  it('sends neither a token nor an address it does not have', async () => {
    const sent = stubGraphQL({ Probe: { data: { ok: true } } });
    await requestGraphQL({ query: 'query Probe { ok }', schema: z.object({ ok: z.boolean() }), scope: {} });
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
    expect(sent[0]?.headers.get('X-Forwarded-For')).toBeNull();
  });
});

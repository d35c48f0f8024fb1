import { describe, expect, it } from 'vitest';
import { scopeToHeaders } from './graphql.server';

describe('API request headers', () => {
  it('carry the store scope, the token and the shopper’s address', () => {
    expect(
      scopeToHeaders({
        store: 'ru',
        currency: 'RUB',
        region: 'ru',
        authToken: 'tok',
        clientIp: '203.0.113.9',
      }),
    ).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Store: 'ru',
      'Content-Currency': 'RUB',
      Region: 'ru',
      Authorization: 'Bearer tok',
      'X-Forwarded-For': '203.0.113.9',
    });
  });

  it('leave out what is unknown, so a guest sends no Authorization', () => {
    expect(scopeToHeaders({ store: 'int' })).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Store: 'int',
    });
  });
});

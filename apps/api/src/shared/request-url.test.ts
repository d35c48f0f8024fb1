import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-url.ts';

const API = 'https://api.shop.example/';

describe('the URL of an incoming request', () => {
  it('keeps the path and query on the configured origin', () => {
    expect(requestUrl('/graphql?query=%7B%7D', API).toString()).toBe(
      'https://api.shop.example/graphql?query=%7B%7D',
    );
    expect(requestUrl(undefined, API).toString()).toBe('https://api.shop.example/');
  });

  it('never takes a host from the request target', () => {
    expect(requestUrl('//evil.example/graphql', API).toString()).toBe(
      'https://api.shop.example//evil.example/graphql',
    );
    expect(requestUrl('http://evil.example:9999/graphql?x=1', API).toString()).toBe(
      'https://api.shop.example/graphql?x=1',
    );
    expect(requestUrl('http://evil.example//other.example/x', API).toString()).toBe(
      'https://api.shop.example//other.example/x',
    );
    expect(requestUrl('*', API).toString()).toBe('https://api.shop.example/');
  });
});

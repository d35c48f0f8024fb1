import { describe, expect, it } from 'vitest';
import { isCrossSitePost } from './cross-site-posts';

const OWN = 'https://shop.example';

describe('cross-site posts', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { fetchSite: 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { fetchSite: 'same-site' }],
    ['Sec-Fetch-Site: cross-site, whatever the Origin says', { fetchSite: 'cross-site', origin: OWN }],
    ['another Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['an Origin that is not a URL', { origin: 'shop.example' }],
    ['the same host over http', { origin: 'http://shop.example' }],
    ['the same host on another port', { origin: 'https://shop.example:8443' }],
    ['a subdomain', { origin: 'https://evil.shop.example' }],
  ])('refuses a post with %s', (_name, headers) => {
    expect(isCrossSitePost({ method: 'POST', publicOrigin: OWN, ...headers })).toBe(true);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { fetchSite: 'same-origin' }],
    ['Sec-Fetch-Site: none (the user’s own action)', { fetchSite: 'none' }],
    // A browser's own word beats our idea of the public origin (a proxy missing from TRUSTED_PROXIES).
    [
      'Sec-Fetch-Site: same-origin and an Origin we do not recognise',
      {
        fetchSite: 'same-origin',
        origin: 'https://public.example',
      },
    ],
    ['our own Origin', { origin: OWN }],
    ['our own Origin with the default port spelt out', { origin: 'https://SHOP.example:443' }],
    ['neither header (not a browser)', {}],
  ])('lets a post with %s through', (_name, headers) => {
    expect(isCrossSitePost({ method: 'POST', publicOrigin: 'https://shop.example:443', ...headers })).toBe(
      false,
    );
  });

  it('checks every method that can change something, and no safe one', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(isCrossSitePost({ method, fetchSite: 'cross-site', publicOrigin: OWN })).toBe(true);
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isCrossSitePost({ method, fetchSite: 'cross-site', publicOrigin: OWN })).toBe(false);
    }
  });

  it('refuses every Origin when the public origin cannot be told', () => {
    expect(isCrossSitePost({ method: 'POST', origin: OWN, publicOrigin: 'https://' })).toBe(true);
  });
});

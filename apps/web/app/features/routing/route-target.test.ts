import { describe, expect, it } from 'vitest';
import { isRedirect, redirectLocation, routeLookupPath } from './route-target';

describe('routeLookupPath', () => {
  it('drops the slashes around the path below the website', () => {
    expect(routeLookupPath('living-room/sofas.html/')).toBe('living-room/sofas.html');
    expect(routeLookupPath('/about-us')).toBe('about-us');
    expect(routeLookupPath(undefined)).toBe('');
  });
});

describe('isRedirect', () => {
  it('is a redirect only for 301 and 302', () => {
    expect(isRedirect({ redirect_code: 301 })).toBe(true);
    expect(isRedirect({ redirect_code: 302 })).toBe(true);
    expect(isRedirect({ redirect_code: 0 })).toBe(false);
    expect(isRedirect({ redirect_code: 307 })).toBe(false);
  });
});

describe('redirectLocation', () => {
  it('stays on the website and keeps the query of the request', () => {
    expect(redirectLocation('int', 'new-sofa.html', '?color=5')).toBe('/int/new-sofa.html?color=5');
    expect(redirectLocation('ru', '/living-room/sofas.html', '')).toBe('/ru/living-room/sofas.html');
  });

  it('keeps the query of the target when it brings one', () => {
    expect(redirectLocation('int', 'sale.html?p=2', '?color=5')).toBe('/int/sale.html?p=2');
  });

  it('uses an absolute URL of a custom rewrite as it is', () => {
    expect(redirectLocation('int', 'https://example.com/page', '?a=1')).toBe('https://example.com/page');
  });
});

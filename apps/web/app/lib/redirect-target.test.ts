import { describe, expect, it } from 'vitest';
import { replaceWebsitePrefix } from '~/lib/shop/website-codes';
import { safeRedirectPath, withFrom } from './redirect-target';

const SITE = 'https://shop.example';

/** Where a browser goes with this Location header, answered by a page of SITE. */
function browserTarget(location: string): string {
  return new URL(location, `${SITE}/int/checkout/cart/add`).origin;
}

// Known ways to smuggle another site past a "starts with /" check: browsers strip tabs and
// newlines, read backslashes as slashes, collapse dot segments, and take schemes in any case.
const OFF_SITE = [
  ['a tab after the slash', '/\t/evil.example/phish'],
  ['a newline after the slash', '/\n/evil.example/phish'],
  ['a carriage return after the slash', '/\r/evil.example/phish'],
  ['a scheme-relative URL', '//evil.example/phish'],
  ['a slash and a backslash', '/\\evil.example/phish'],
  ['two backslashes', '\\\\evil.example/phish'],
  ['a tab between two backslashes', '\\\t\\evil.example/phish'],
  ['dot segments collapsing into //', '/.//evil.example/phish'],
  ['a parent segment collapsing into //', '/int/..//evil.example/phish'],
  ['encoded slashes without a leading slash', '%2f%2fevil.example/phish'],
  ['an encoded tab', '%09/evil.example'],
  ['a javascript: URL', 'javascript:alert(document.cookie)'],
  ['an upper-case JAVASCRIPT: URL', 'JAVASCRIPT:alert(1)'],
  ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['an upper-case DATA: URL', 'DATA:text/html,<script>alert(1)</script>'],
  ['a full URL', 'https://evil.example/phish'],
  ['an upper-case scheme', 'HTTPS://evil.example/phish'],
  ['user info naming this site', 'https://shop.example@evil.example/phish'],
  ['scheme-relative user info naming this site', '//shop.example@evil.example/phish'],
  ['a scheme without slashes', 'http:evil.example'],
  ['leading spaces before //', '  //evil.example'],
  ['an empty value', ''],
] as const;

describe('redirect targets', () => {
  it.each(OFF_SITE)('refuses %s', (_name, value) => {
    expect(safeRedirectPath(value, '/int/')).toBe('/int/');
  });

  it.each(OFF_SITE)('never answers a target off the site for %s', (_name, value) => {
    expect(browserTarget(safeRedirectPath(value, '/int/'))).toBe(SITE);
  });

  it('accepts paths on this site, answering their normalised form', () => {
    expect(safeRedirectPath('/int/sofas?page=2', '/int/')).toBe('/int/sofas?page=2');
    expect(safeRedirectPath('/int/sofas#reviews', '/int/')).toBe('/int/sofas#reviews');
    expect(safeRedirectPath('/int/a/../sofas', '/int/')).toBe('/int/sofas');
    expect(safeRedirectPath('/int/%2f%2fevil.example', '/int/')).toBe('/int/%2f%2fevil.example');
    expect(safeRedirectPath('/int/\tsofas', '/int/')).toBe('/int/sofas');
    expect(safeRedirectPath('/int/so fas', '/int/')).toBe('/int/so%20fas');
  });

  it('answers the fallback for anything that is not a string', () => {
    expect(safeRedirectPath(null, '/int/')).toBe('/int/');
    expect(safeRedirectPath(undefined, '/int/')).toBe('/int/');
    expect(safeRedirectPath(new File([], 'x'), '/int/')).toBe('/int/');
  });

  it('adds the from marker, replacing an earlier one and keeping the query', () => {
    expect(withFrom('/int/?from=language&q=1', 'region-and-currency')).toBe(
      '/int/?from=region-and-currency&q=1',
    );
  });

  it('moves a page to another website', () => {
    expect(replaceWebsitePrefix('/int/living-room?sort=price', 'ru')).toBe('/ru/living-room?sort=price');
    expect(replaceWebsitePrefix('/int', 'ru')).toBe('/ru/');
    expect(replaceWebsitePrefix('/', 'int')).toBe('/int/');
    expect(replaceWebsitePrefix('/foo/bar?x=1', 'int')).toBe('/int/foo/bar?x=1');
  });
});

import { describe, expect, it } from 'vitest';
import { replaceWebsitePrefix } from '~/features/website/website-codes';
import { safeRedirectPath, withFrom } from './redirect-target';

describe('redirect targets', () => {
  it('accepts only paths on this site', () => {
    expect(safeRedirectPath('/int/sofas?page=2', '/int/')).toBe('/int/sofas?page=2');
    expect(safeRedirectPath('//evil.example/x', '/int/')).toBe('/int/');
    expect(safeRedirectPath('https://evil.example/', '/int/')).toBe('/int/');
    expect(safeRedirectPath(null, '/int/')).toBe('/int/');
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

import { describe, expect, it } from 'vitest';
import { revalidateOnNavigationOnly } from './revalidation';

const page = new URL('http://shop.test/int/kazan-chair.html');

describe('revalidateOnNavigationOnly', () => {
  it('keeps the page after an action that stays on the same address', () => {
    expect(
      revalidateOnNavigationOnly({
        currentUrl: page,
        nextUrl: page,
        formMethod: 'POST',
        defaultShouldRevalidate: true,
      }),
    ).toBe(false);
  });

  it('reloads when an action sends the shopper to another address (region or language)', () => {
    expect(
      revalidateOnNavigationOnly({
        currentUrl: page,
        nextUrl: new URL('http://shop.test/int/kazan-chair.html?from=language'),
        formMethod: 'POST',
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
  });

  it('follows the router on navigations and GET forms', () => {
    const other = new URL('http://shop.test/int/verona-lamp.html');
    expect(
      revalidateOnNavigationOnly({ currentUrl: page, nextUrl: other, defaultShouldRevalidate: true }),
    ).toBe(true);
    expect(
      revalidateOnNavigationOnly({
        currentUrl: page,
        nextUrl: page,
        formMethod: 'GET',
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
    expect(
      revalidateOnNavigationOnly({ currentUrl: page, nextUrl: page, defaultShouldRevalidate: false }),
    ).toBe(false);
  });
});

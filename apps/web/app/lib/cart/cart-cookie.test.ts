import { describe, expect, it } from 'vitest';
import { CART_COOKIE, cartIdCookie, clearedCartIdCookie, readCartId } from './cart-cookie.server';

const request = (cookie?: string, url = 'http://shop.test/int/') =>
  new Request(url, { headers: cookie ? { Cookie: cookie } : {} });

describe('the cart cookie', () => {
  it('keeps the cart id HttpOnly on the website path for a day by default', () => {
    const cookie = cartIdCookie(request(), 'int', 'abc123');
    expect(cookie).toContain(`${CART_COOKIE}=abc123`);
    expect(cookie).toContain('Path=/int');
    expect(cookie).toContain('Max-Age=86400');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('takes the lifetime it is given and is Secure on https', () => {
    const cookie = cartIdCookie(request(undefined, 'https://shop.test/ru/'), 'ru', 'x', 3600);
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain('Path=/ru');
    expect(cookie).toContain('Secure');
  });

  it('reads a cart id and ignores values that cannot be one', () => {
    expect(readCartId(request('cart_id=Q2pYxOm3f0aZ8kLqRrT1uV2wX3yZ4a5b'))).toBe(
      'Q2pYxOm3f0aZ8kLqRrT1uV2wX3yZ4a5b',
    );
    expect(readCartId(request())).toBeNull();
    expect(readCartId(request('cart_id=%22%3B%20drop'))).toBeNull();
  });

  it('is cleared on the path it was set on', () => {
    const cookie = clearedCartIdCookie('int');
    expect(cookie).toContain('cart_id=;');
    expect(cookie).toContain('Path=/int');
    expect(cookie).toContain('Max-Age=0');
  });
});

import { describe, expect, it } from 'vitest';
import { flashCookie, readFlash } from './flash.server';

function requestWith(setCookie: string): Request {
  const pair = setCookie.split(';')[0] ?? '';
  return new Request('http://shop.test/int/', { headers: { Cookie: pair } });
}

describe('flash messages', () => {
  it('carry a message, and optionally a customer drawer to open, across one redirect', () => {
    const cookie = flashCookie(
      new Request('http://shop.test/'),
      { type: 'success', key: 'customer.createpassword.success' },
      'signIn',
    );
    expect(cookie).toContain('HttpOnly');
    const flash = readFlash(requestWith(cookie));
    expect(flash.message).toEqual({ type: 'success', key: 'customer.createpassword.success' });
    expect(flash.drawer).toBe('signIn');
    expect(flash.clearCookie).toMatch(/^flash=; Max-Age=0/);
  });

  it('ignore a drawer that is not a customer drawer type', () => {
    const raw = encodeURIComponent(JSON.stringify({ type: 'notice', key: 'x', drawer: 'regionAndCurrency' }));
    const flash = readFlash(new Request('http://shop.test/', { headers: { Cookie: `flash=${raw}` } }));
    expect(flash.message).toEqual({ type: 'notice', key: 'x' });
    expect(flash.drawer).toBeUndefined();
  });
});

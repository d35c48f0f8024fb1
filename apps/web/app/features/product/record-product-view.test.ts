import { describe, expect, it } from 'vitest';
import { shouldRecordView } from './record-product-view.server';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

function request(headers: Record<string, string>, method = 'GET') {
  return new Request('http://shop.example/int/oslo-sofa.html', { method, headers });
}

describe('shouldRecordView', () => {
  it('counts a page request of a browser', () => {
    expect(shouldRecordView(request({ 'user-agent': CHROME }))).toBe(true);
  });

  it('does not count crawlers', () => {
    expect(
      shouldRecordView(
        request({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      ),
    ).toBe(false);
  });

  it('does not count prefetches', () => {
    expect(shouldRecordView(request({ 'user-agent': CHROME, 'sec-purpose': 'prefetch' }))).toBe(false);
    expect(shouldRecordView(request({ 'user-agent': CHROME, purpose: 'prefetch' }))).toBe(false);
    expect(shouldRecordView(request({ 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' }))).toBe(
      false,
    );
  });

  it('does not count anything but GET', () => {
    expect(shouldRecordView(request({ 'user-agent': CHROME }, 'HEAD'))).toBe(false);
  });
});

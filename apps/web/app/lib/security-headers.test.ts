import { describe, expect, it } from 'vitest';
import { cspDirectives } from './security-headers';

describe('the storefront CSP’s pictures', () => {
  it('allows this site, data: and https pictures, and the API’s origin when given', () => {
    expect(cspDirectives(false)['img-src']).toEqual(["'self'", 'data:', 'https:']);
    expect(cspDirectives(false, ['http://127.0.0.1:4000'])['img-src']).toEqual([
      "'self'",
      'data:',
      'https:',
      'http://127.0.0.1:4000',
    ]);
  });
});

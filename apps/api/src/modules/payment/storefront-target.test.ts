import { describe, expect, it } from 'vitest';
import { REDIRECT_CASES } from '../../../test/payment/redirect-bypasses.ts';
import { MAX_TARGET_LENGTH, storefrontPage, storefrontTarget } from './storefront-target.ts';

const BASE = 'http://localhost:3000/int/';

describe('a redirect target on the storefront', () => {
  for (const { name, input, lands } of REDIRECT_CASES) {
    it(`${lands ? 'lands on the storefront' : 'is refused'} for ${name}`, () => {
      expect(storefrontTarget(BASE, input)?.toString() ?? null).toBe(lands);
    });
  }

  it('is refused when longer than any page needs', () => {
    expect(storefrontTarget(BASE, `checkout/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toBeNull();
  });

  it('built by the API itself must be a page of the storefront too', () => {
    expect(storefrontPage(BASE, 'checkout/payment/return').toString()).toBe(
      'http://localhost:3000/int/checkout/payment/return',
    );
    expect(() => storefrontPage(BASE, '//evil.example/')).toThrow(/not a page of the storefront/);
  });
});

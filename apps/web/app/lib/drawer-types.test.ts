import { describe, expect, it } from 'vitest';
import { isSecondaryDrawerType, resolveCustomerDrawerType } from './drawer-types';

describe('drawer types', () => {
  it('knows the three secondary drawer types and nothing else', () => {
    expect(['regionAndCurrency', 'language', 'buyNow'].every(isSecondaryDrawerType)).toBe(true);
    expect(isSecondaryDrawerType('cart')).toBe(false);
  });

  it('lets guests open sign-in, sign-up and forgotten password, defaulting to sign-in', () => {
    expect(resolveCustomerDrawerType('signUp', false)).toBe('signUp');
    expect(resolveCustomerDrawerType('forgotPassword', false)).toBe('forgotPassword');
    expect(resolveCustomerDrawerType('account', false)).toBe('signIn');
    expect(resolveCustomerDrawerType(undefined, false)).toBe('signIn');
  });

  it('gives signed-in customers the account and add-to-project drawers, defaulting to account', () => {
    expect(resolveCustomerDrawerType('addToProject', true)).toBe('addToProject');
    expect(resolveCustomerDrawerType('signIn', true)).toBe('account');
  });
});

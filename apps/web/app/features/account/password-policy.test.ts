import { describe, expect, it } from 'vitest';
import { characterClasses, passwordPolicyError, toPasswordPolicy } from './password-policy';

describe('the password policy', () => {
  it('reads the store configuration, with Magento’s defaults when it says nothing usable', () => {
    expect(
      toPasswordPolicy({ minimum_password_length: '10', required_character_classes_number: '2' }),
    ).toEqual({
      minLength: 10,
      requiredClasses: 2,
    });
    expect(toPasswordPolicy(null)).toEqual({ minLength: 8, requiredClasses: 3 });
    expect(
      toPasswordPolicy({ minimum_password_length: 'x', required_character_classes_number: '9' }),
    ).toEqual({
      minLength: 8,
      requiredClasses: 4,
    });
  });

  it('counts lower case, upper case, digits and other characters, in any script', () => {
    expect(characterClasses('abc')).toBe(1);
    expect(characterClasses('aB1')).toBe(3);
    expect(characterClasses('aB1!')).toBe(4);
    expect(characterClasses('пароЛь1')).toBe(3);
  });

  it('names the first rule a password breaks', () => {
    const policy = { minLength: 8, requiredClasses: 3 };
    expect(passwordPolicyError('', policy)).toEqual({ key: 'validation.required' });
    expect(passwordPolicyError('aB1', policy)).toEqual({
      key: 'account.validation.password_length',
      values: { min: 8 },
    });
    expect(passwordPolicyError(' Abcdef1 ', policy)).toEqual({ key: 'account.validation.password_spaces' });
    expect(passwordPolicyError('abcdefgh', policy)).toEqual({
      key: 'account.validation.password_classes',
      values: { classes: 3 },
    });
    expect(passwordPolicyError('Atrium-demo-2026', policy)).toBeUndefined();
  });
});

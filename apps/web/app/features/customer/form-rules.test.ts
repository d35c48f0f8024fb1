import { describe, expect, it } from 'vitest';
import { characterClassCount, DEFAULT_PASSWORD_POLICY, passwordPolicyFrom } from '~/lib/password-policy';
import { validateCreatePassword, validateForgotPassword, validateSignIn, validateSignUp } from './form-rules';

const policy = DEFAULT_PASSWORD_POLICY;
const signUp = {
  firstname: ' Ada ',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  password: 'Analytical-1843',
  is_subscribed: 'on',
};

describe('the sign-in form', () => {
  it('needs an e-mail and a password, with validation.required', () => {
    expect(validateSignIn({})).toEqual({
      ok: false,
      errors: { email: { key: 'validation.required' }, password: { key: 'validation.required' } },
    });
  });

  it('refuses an address that is not an e-mail and takes the password as typed', () => {
    expect(validateSignIn({ email: 'ada.example.com', password: 'x' })).toEqual({
      ok: false,
      errors: { email: { key: 'customer.validation.email' } },
    });
    expect(validateSignIn({ email: ' ada@example.com ', password: ' secret ' })).toEqual({
      ok: true,
      values: { email: 'ada@example.com', password: ' secret ' },
    });
  });
});

describe('the sign-up form', () => {
  it('accepts a complete form, trimming names and reading the newsletter checkbox', () => {
    const result = validateSignUp(signUp, policy);
    expect(result.ok && result.values).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lovelace',
      is_subscribed: true,
      is_organization: false,
    });
  });

  it('requires first name, last name, e-mail and password', () => {
    const result = validateSignUp({ firstname: '  ' }, policy);
    expect(result.ok ? {} : result.errors).toEqual({
      firstname: { key: 'validation.required' },
      lastname: { key: 'validation.required' },
      email: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
  });

  it('applies the store’s password policy: length, then character classes', () => {
    const short = validateSignUp({ ...signUp, password: 'Ab1!' }, policy);
    expect(short.ok ? undefined : short.errors.password).toEqual({
      key: 'customer.validation.password_length',
      values: { count: 8 },
    });
    const plain = validateSignUp({ ...signUp, password: 'abcdefgh1' }, policy);
    expect(plain.ok ? undefined : plain.errors.password).toEqual({
      key: 'customer.validation.password_classes',
      values: { count: 3 },
    });
    const lenient = validateSignUp(
      { ...signUp, password: 'abcdefgh1' },
      { minLength: 6, requiredClasses: 2 },
    );
    expect(lenient.ok).toBe(true);
  });

  it('refuses a password that starts or ends with a space', () => {
    const result = validateSignUp({ ...signUp, password: ' Analytical-1843' }, policy);
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.errors.password).toEqual({
      key: 'customer.validation.password_spaces',
    });
  });

  it('needs the organisation name when the shopper represents an organisation', () => {
    const missing = validateSignUp(
      { ...signUp, is_organization: 'on', organization_tin: '7700000000' },
      policy,
    );
    expect(missing.ok ? {} : missing.errors).toEqual({ organization_name: { key: 'validation.required' } });
    const complete = validateSignUp(
      { ...signUp, is_organization: 'on', organization_name: ' Atrium LLC ', organization_vat: 'RU77' },
      policy,
    );
    expect(complete.ok && complete.values).toMatchObject({
      is_organization: true,
      organization_name: 'Atrium LLC',
      organization_vat: 'RU77',
      organization_tin: '',
    });
  });

  it('refuses a password equal to the e-mail, whatever its case', () => {
    const result = validateSignUp(
      { ...signUp, email: 'Ada.L@Example.com', password: 'ada.l@example.COM' },
      policy,
    );
    expect(result.ok ? undefined : result.errors.password).toEqual({
      key: 'customer.validation.password_is_email',
    });
  });

  it('accepts names in any script but not with symbols the API refuses', () => {
    expect(validateSignUp({ ...signUp, firstname: 'Анна-Мария', lastname: "O'Neil" }, policy).ok).toBe(true);
    const result = validateSignUp({ ...signUp, firstname: 'Ada <script>' }, policy);
    expect(result.ok ? undefined : result.errors.firstname).toEqual({
      key: 'customer.validation.name_characters',
    });
  });

  it('wants a TIN of 10 or 12 digits when one is given', () => {
    const organization = { ...signUp, is_organization: 'on', organization_name: 'Atrium' };
    expect(validateSignUp({ ...organization, organization_tin: '7701234567' }, policy).ok).toBe(true);
    expect(validateSignUp({ ...organization, organization_tin: '770123456789' }, policy).ok).toBe(true);
    const short = validateSignUp({ ...organization, organization_tin: '12345' }, policy);
    expect(short.ok ? undefined : short.errors.organization_tin).toEqual({ key: 'customer.validation.tin' });
  });

  it('limits the length of names', () => {
    const result = validateSignUp({ ...signUp, lastname: 'x'.repeat(256) }, policy);
    expect(result.ok ? undefined : result.errors.lastname).toEqual({
      key: 'customer.validation.too_long',
      values: { count: 255 },
    });
  });
});

describe('the password forms', () => {
  it('asks only for a valid e-mail to send a reset link', () => {
    expect(validateForgotPassword({ email: 'ada@example.com' }).ok).toBe(true);
    expect(validateForgotPassword({ email: '' })).toEqual({
      ok: false,
      errors: { email: { key: 'validation.required' } },
    });
  });

  it('needs the new password twice, the same both times', () => {
    const input = { email: 'ada@example.com', password: 'Analytical-1843' };
    expect(validateCreatePassword({ ...input, password_confirmation: 'Analytical-1843' }, policy).ok).toBe(
      true,
    );
    const missing = validateCreatePassword(input, policy);
    expect(missing.ok ? undefined : missing.errors.password_confirmation).toEqual({
      key: 'validation.required',
    });
    const different = validateCreatePassword({ ...input, password_confirmation: 'Analytical-1844' }, policy);
    expect(different.ok ? undefined : different.errors.password_confirmation).toEqual({
      key: 'customer.validation.password_mismatch',
    });
  });
});

describe('the password policy', () => {
  it('reads storeConfig’s strings and keeps Magento’s defaults for missing values', () => {
    expect(
      passwordPolicyFrom({ minimum_password_length: '10', required_character_classes_number: '2' }),
    ).toEqual({
      minLength: 10,
      requiredClasses: 2,
    });
    expect(passwordPolicyFrom({})).toEqual({ minLength: 8, requiredClasses: 3 });
    expect(passwordPolicyFrom({ required_character_classes_number: '9' }).requiredClasses).toBe(4);
  });

  it('counts Latin lower case, upper case, digits and other characters, as the API does', () => {
    expect(characterClassCount('abc')).toBe(1);
    expect(characterClassCount('aB3')).toBe(3);
    expect(characterClassCount('aB3-')).toBe(4);
    // Cyrillic letters are "special characters" to Magento's rule: two classes here, not three.
    expect(characterClassCount('Пароль1')).toBe(2);
  });
});

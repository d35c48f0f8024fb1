import { describe, expect, it } from 'vitest';
import { formData } from '~/test/form-data';
import { readAccountEditForm, validateAccountEdit } from './account-edit-form';

const policy = { minLength: 8, requiredClasses: 3 };

const names = { firstname: 'Ada', lastname: 'Lovelace' };

describe('the edit account form', () => {
  it('saves names and organisation without asking for a password', () => {
    const result = validateAccountEdit(
      readAccountEditForm(
        formData({ ...names, middlename: 'K', is_organization: 'on', org_name: 'Analytical Ltd' }),
      ),
      policy,
      'ada@example.com',
    );
    expect(result).toEqual({
      ok: true,
      plan: {
        profile: {
          firstname: 'Ada',
          middlename: 'K',
          lastname: 'Lovelace',
          organization_info: {
            is_organization: true,
            name: 'Analytical Ltd',
            tin: '',
            vat: '',
            address: '',
            logo_url: '',
          },
        },
        email: undefined,
        newPassword: undefined,
        currentPassword: '',
      },
    });
  });

  it('requires the names, and the organisation name for an organisation', () => {
    const result = validateAccountEdit(
      readAccountEditForm(formData({ is_organization: 'on' })),
      policy,
      'a@b.co',
    );
    expect(result.ok || Object.keys(result.errors).sort()).toEqual(['firstname', 'lastname', 'orgName']);
  });

  it('asks for the current password to change the e-mail, and a valid new e-mail', () => {
    const bad = validateAccountEdit(
      readAccountEditForm(formData({ ...names, change_email: 'on', email: 'not-an-email' })),
      policy,
      'ada@example.com',
    );
    expect(bad.ok || bad.errors).toEqual({
      email: { key: 'customer.validation.email' },
      currentPassword: { key: 'validation.required' },
    });
    const good = validateAccountEdit(
      readAccountEditForm(
        formData({ ...names, change_email: 'on', email: 'Ada@New.example', current_password: 'old' }),
      ),
      policy,
      'ada@example.com',
    );
    expect(good.ok && [good.plan.email, good.plan.currentPassword]).toEqual(['ada@new.example', 'old']);
  });

  it('treats the same e-mail as no change', () => {
    const result = validateAccountEdit(
      readAccountEditForm(formData({ ...names, change_email: 'on', email: 'ADA@example.com' })),
      policy,
      'ada@example.com',
    );
    expect(result.ok && result.plan.email).toBeUndefined();
  });

  it('checks the new password against the policy and its confirmation', () => {
    const weak = validateAccountEdit(
      readAccountEditForm(
        formData({
          ...names,
          change_password: 'on',
          current_password: 'x',
          new_password: 'abcdefgh',
          confirm_password: 'abcdefgx',
        }),
      ),
      policy,
      'ada@example.com',
    );
    expect(weak.ok || weak.errors).toEqual({
      newPassword: { key: 'customer.validation.password_classes', values: { count: 3 } },
      confirmPassword: { key: 'customer.validation.password_mismatch' },
    });
    const strong = validateAccountEdit(
      readAccountEditForm(
        formData({
          ...names,
          change_password: 'on',
          current_password: 'x',
          new_password: 'Abcdefg1',
          confirm_password: 'Abcdefg1',
        }),
      ),
      policy,
      'ada@example.com',
    );
    expect(strong.ok && strong.plan.newPassword).toBe('Abcdefg1');
  });

  it('accepts only http(s) logo addresses', () => {
    const result = validateAccountEdit(
      readAccountEditForm(
        formData({ ...names, is_organization: 'on', org_name: 'X', org_logo_url: 'javascript:alert(1)' }),
      ),
      policy,
      'a@b.co',
    );
    expect(result.ok || result.errors.orgLogoUrl).toEqual({ key: 'account.validation.url' });
  });
});

// The "edit account" form's rules: names, organisation, and the optional e-mail and password
// changes. Both changes need the current password (Magento: updateCustomer changes the e-mail only
// with it; changeCustomerPassword checks it); the new password must meet the store's policy and be
// typed twice.

import type { FieldError, FieldErrors } from '~/lib/form-messages';
import {
  compactErrors,
  formFlag,
  formText,
  isEmail,
  optionalText,
  REQUIRED,
  requiredText,
} from '~/lib/forms/form-errors';
import { type PasswordPolicy, passwordProblem } from '~/lib/password-policy';

export interface OrganizationValues {
  isOrganization: boolean;
  name: string;
  tin: string;
  vat: string;
  address: string;
  logoUrl: string;
}

export interface AccountEditValues {
  firstname: string;
  middlename: string;
  lastname: string;
  organization: OrganizationValues;
  changeEmail: boolean;
  email: string;
  changePassword: boolean;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type AccountEditField =
  | 'firstname'
  | 'middlename'
  | 'lastname'
  | 'orgName'
  | 'orgTin'
  | 'orgVat'
  | 'orgAddress'
  | 'orgLogoUrl'
  | 'email'
  | 'currentPassword'
  | 'newPassword'
  | 'confirmPassword';
export type AccountEditErrors = FieldErrors<AccountEditField>;

/** Passwords are taken as typed: a space is a character of the password. */
function rawText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export function readAccountEditForm(form: FormData): AccountEditValues {
  return {
    firstname: formText(form, 'firstname'),
    middlename: formText(form, 'middlename'),
    lastname: formText(form, 'lastname'),
    organization: {
      isOrganization: formFlag(form, 'is_organization'),
      name: formText(form, 'org_name'),
      tin: formText(form, 'org_tin'),
      vat: formText(form, 'org_vat'),
      address: formText(form, 'org_address'),
      logoUrl: formText(form, 'org_logo_url'),
    },
    changeEmail: formFlag(form, 'change_email'),
    email: formText(form, 'email').toLowerCase(),
    changePassword: formFlag(form, 'change_password'),
    currentPassword: rawText(form, 'current_password'),
    newPassword: rawText(form, 'new_password'),
    confirmPassword: rawText(form, 'confirm_password'),
  };
}

const MAX_URL_LENGTH = 1024;

function logoUrlError(value: string): FieldError | undefined {
  if (!value) return undefined;
  if (value.length > MAX_URL_LENGTH)
    return { key: 'customer.validation.too_long', values: { count: MAX_URL_LENGTH } };
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? undefined
      : { key: 'account.validation.url' };
  } catch {
    return { key: 'account.validation.url' };
  }
}

export interface OrganizationInfoInput {
  is_organization: boolean;
  name: string;
  tin: string;
  vat: string;
  address: string;
  logo_url: string;
}

export interface AccountEditPlan {
  /** Names and organisation: always saved. */
  profile: {
    firstname: string;
    middlename: string;
    lastname: string;
    organization_info: OrganizationInfoInput;
  };
  /** The new e-mail, when it changes; saved with the current password. */
  email?: string;
  /** The new password, when it changes. */
  newPassword?: string;
  currentPassword: string;
}

export type AccountEditResult =
  | { ok: true; plan: AccountEditPlan }
  | { ok: false; errors: AccountEditErrors };

export function validateAccountEdit(
  values: AccountEditValues,
  policy: PasswordPolicy,
  currentEmail: string,
): AccountEditResult {
  const org = values.organization;
  const emailChanges = values.changeEmail && values.email !== currentEmail.toLowerCase();
  let emailError: FieldError | undefined;
  if (values.changeEmail) {
    if (!values.email) emailError = REQUIRED;
    else if (!isEmail(values.email)) emailError = { key: 'customer.validation.email' };
  }
  const needsPassword = emailChanges || values.changePassword;
  let confirmError: FieldError | undefined;
  if (values.changePassword) {
    if (!values.confirmPassword) confirmError = REQUIRED;
    else if (values.confirmPassword !== values.newPassword) {
      confirmError = { key: 'customer.validation.password_mismatch' };
    }
  }

  const errors = compactErrors<AccountEditField>({
    firstname: requiredText(values.firstname),
    middlename: optionalText(values.middlename),
    lastname: requiredText(values.lastname),
    orgName: org.isOrganization ? requiredText(org.name) : optionalText(org.name),
    orgTin: optionalText(org.tin),
    orgVat: optionalText(org.vat),
    orgAddress: optionalText(org.address),
    orgLogoUrl: logoUrlError(org.logoUrl),
    email: emailError,
    currentPassword: needsPassword && !values.currentPassword ? REQUIRED : undefined,
    newPassword: values.changePassword ? passwordProblem(values.newPassword, policy) : undefined,
    confirmPassword: confirmError,
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    plan: {
      profile: {
        firstname: values.firstname,
        middlename: values.middlename,
        lastname: values.lastname,
        organization_info: {
          is_organization: org.isOrganization,
          name: org.name,
          tin: org.tin,
          vat: org.vat,
          address: org.address,
          logo_url: org.logoUrl,
        },
      },
      email: emailChanges ? values.email : undefined,
      newPassword: values.changePassword ? values.newPassword : undefined,
      currentPassword: values.currentPassword,
    },
  };
}

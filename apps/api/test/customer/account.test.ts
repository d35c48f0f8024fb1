import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customer } from '../../src/modules/customer/tables.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  bearer,
  CUSTOMER,
  CUSTOMER_FIELDS,
  createAccount,
  errorOf,
  FAST_HASHING,
  signIn,
  signInError,
  uniqueEmail,
} from './helpers.ts';

const api = useTestApi(FAST_HASHING);

const UPDATE_V1 = `mutation($input: CustomerInput!) { updateCustomer(input: $input) { customer { ${CUSTOMER_FIELDS} } } }`;
const UPDATE_V2 = `mutation($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { ${CUSTOMER_FIELDS} } } }`;
const UPDATE_EMAIL = `mutation($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }`;
const CHANGE_PASSWORD = `mutation($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) { email }
}`;
const IS_EMAIL_AVAILABLE =
  'query($email: String!) { isEmailAvailable(email: $email) { is_email_available } }';

async function signedIn() {
  const account = await createAccount(api);
  return { ...account, token: await signIn(api, account.email, account.password) };
}

async function rowOf(id: number) {
  const [row] = await api.database.db.select().from(customer).where(eq(customer.id, id));
  return row;
}

describe('updateCustomerV2', () => {
  it('changes only the fields given, organisation details included', async () => {
    const me = await signedIn();
    const res = await api.gql<{ updateCustomerV2: { customer: Record<string, unknown> } }>(UPDATE_V2, {
      variables: {
        input: {
          firstname: 'Renamed',
          gender: 1,
          dob: '1985-12-31',
          organization_info: { is_organization: true, name: 'Acme', tin: '500100732212' },
        },
      },
      headers: bearer(me.token),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateCustomerV2.customer).toMatchObject({
      email: me.email,
      firstname: 'Renamed',
      lastname: 'Shopper',
      gender: 1,
      date_of_birth: '1985-12-31',
      organization_info: { is_organization: true, name: 'Acme', tin: '500100732212', vat: null },
    });

    // A second update leaves what it does not mention and clears what it empties.
    const again = await api.gql<{ updateCustomerV2: { customer: Record<string, unknown> } }>(UPDATE_V2, {
      variables: { input: { lastname: 'Other', organization_info: { name: '', vat: 'GB1' } } },
      headers: bearer(me.token),
    });
    expect(again.data?.updateCustomerV2.customer).toMatchObject({
      firstname: 'Renamed',
      lastname: 'Other',
      organization_info: { is_organization: true, name: null, tin: '500100732212', vat: 'GB1' },
    });
  });

  it('cannot change the customer type or the e-mail', async () => {
    const me = await signedIn();
    for (const field of ['astrio_customer_type: "manager"', 'email: "x@example.com"']) {
      const res = await api.gql(`mutation { updateCustomerV2(input: { ${field} }) { customer { email } } }`, {
        headers: bearer(me.token),
      });
      expect(res.errors?.[0]?.message).toMatch(/is not defined by type "CustomerUpdateInput"/);
    }
    expect((await rowOf(me.id))?.customerType).toBe('client');
  });

  it('refuses an emptied required name and changes nothing', async () => {
    const me = await signedIn();
    const res = await api.gql(UPDATE_V2, {
      variables: { input: { firstname: 'Changed', lastname: ' ' } },
      headers: bearer(me.token),
    });
    expect(errorOf(res)).toEqual({
      message: 'Required parameters are missing: Last Name',
      category: 'graphql-input',
    });
    expect(await rowOf(me.id)).toMatchObject({ firstname: 'Test', lastname: 'Shopper' });
  });

  it('refuses invalid organisation details and changes nothing', async () => {
    const me = await signedIn();
    const res = await api.gql(UPDATE_V2, {
      variables: {
        input: { firstname: 'Changed', organization_info: { logo_url: 'ftp://example.com/x.png' } },
      },
      headers: bearer(me.token),
    });
    expect(errorOf(res).message).toBe('The organization logo URL must be an http or https URL.');
    expect((await rowOf(me.id))?.firstname).toBe('Test');
  });
});

describe('updateCustomer (CustomerInput) and the e-mail', () => {
  it('changes the e-mail with the current password; the new one signs in, the old one no longer', async () => {
    const me = await signedIn();
    const next = uniqueEmail('moved');
    const res = await api.gql<{ updateCustomer: { customer: { email: string; firstname: string } } }>(
      UPDATE_V1,
      {
        variables: { input: { email: next.toUpperCase(), password: me.password, firstname: 'Moved' } },
        headers: bearer(me.token),
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateCustomer.customer).toMatchObject({ email: next, firstname: 'Moved' });
    await signIn(api, next, me.password);
    expect((await signInError(api, me.email, me.password)).category).toBe('graphql-authentication');
  });

  it('needs the password to change the e-mail', async () => {
    const me = await signedIn();
    const res = await api.gql(UPDATE_V1, {
      variables: { input: { email: uniqueEmail() } },
      headers: bearer(me.token),
    });
    expect(errorOf(res)).toEqual({
      message: 'Provide the current "password" to change "email".',
      category: 'graphql-input',
    });
    expect((await rowOf(me.id))?.email).toBe(me.email);
  });

  it('refuses a wrong password and changes nothing else either', async () => {
    const me = await signedIn();
    const res = await api.gql(UPDATE_V1, {
      variables: { input: { email: uniqueEmail(), password: 'Wrong-Pass-9', firstname: 'Nope' } },
      headers: bearer(me.token),
    });
    expect(errorOf(res)).toEqual({
      message: 'Invalid login or password.',
      category: 'graphql-authentication',
    });
    expect(await rowOf(me.id)).toMatchObject({ email: me.email, firstname: 'Test', failuresNum: 1 });
  });

  it('refuses an e-mail another account has', async () => {
    const me = await signedIn();
    const other = await createAccount(api);
    const res = await api.gql(UPDATE_V1, {
      variables: { input: { email: other.email, password: me.password } },
      headers: bearer(me.token),
    });
    expect(errorOf(res)).toEqual({
      message: 'A customer with the same email address already exists in an associated website.',
      category: 'graphql-already-exists',
    });
  });

  it('refuses an invalid new e-mail', async () => {
    const me = await signedIn();
    const res = await api.gql(UPDATE_V1, {
      variables: { input: { email: 'broken@', password: me.password } },
      headers: bearer(me.token),
    });
    expect(errorOf(res).message).toBe('"broken@" is not a valid email address.');
  });

  it('needs no password when the e-mail given is the current one', async () => {
    const me = await signedIn();
    const res = await api.gql(UPDATE_V1, {
      variables: { input: { email: me.email, lastname: 'Kept' } },
      headers: bearer(me.token),
    });
    expect(res.errors).toBeUndefined();
  });

  it('updateCustomerEmail changes the e-mail with the password', async () => {
    const me = await signedIn();
    const next = uniqueEmail('v2');
    const res = await api.gql<{ updateCustomerEmail: { customer: { email: string } } }>(UPDATE_EMAIL, {
      variables: { email: next, password: me.password },
      headers: bearer(me.token),
    });
    expect(res.data?.updateCustomerEmail.customer.email).toBe(next);
    const wrong = await api.gql(UPDATE_EMAIL, {
      variables: { email: uniqueEmail(), password: 'Wrong-Pass-9' },
      headers: bearer(me.token),
    });
    expect(errorOf(wrong).message).toBe('Invalid login or password.');
  });
});

describe('changeCustomerPassword', () => {
  it('sets the new password and keeps only the token that changed it', async () => {
    const me = await signedIn();
    const otherDevice = await signIn(api, me.email, me.password);
    const res = await api.gql<{ changeCustomerPassword: { email: string } }>(CHANGE_PASSWORD, {
      variables: { currentPassword: me.password, newPassword: 'Brand-New-Pass-2' },
      headers: bearer(me.token),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.changeCustomerPassword.email).toBe(me.email);

    expect((await api.gql(CUSTOMER, { headers: bearer(me.token) })).errors).toBeUndefined();
    expect(errorOf(await api.gql(CUSTOMER, { headers: bearer(otherDevice) })).category).toBe(
      'graphql-authorization',
    );
    await signIn(api, me.email, 'Brand-New-Pass-2');
    expect((await signInError(api, me.email, me.password)).category).toBe('graphql-authentication');
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const me = await signedIn();
    const res = await api.gql(CHANGE_PASSWORD, {
      variables: { currentPassword: 'Wrong-Pass-9', newPassword: 'Brand-New-Pass-2' },
      headers: bearer(me.token),
    });
    expect(errorOf(res)).toEqual({
      message: 'Invalid login or password.',
      category: 'graphql-authentication',
    });
    await signIn(api, me.email, me.password);
  });

  it('applies the password policy to the new password', async () => {
    const me = await signedIn();
    const res = await api.gql(CHANGE_PASSWORD, {
      variables: { currentPassword: me.password, newPassword: 'short' },
      headers: bearer(me.token),
    });
    expect(errorOf(res).message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    );
    await signIn(api, me.email, me.password);
  });

  it('locks the account after too many wrong current passwords', async () => {
    const me = await signedIn();
    for (let i = 0; i < 6; i++) {
      await api.gql(CHANGE_PASSWORD, {
        variables: { currentPassword: `Wrong-Pass-${i}`, newPassword: 'Brand-New-Pass-2' },
        headers: bearer(me.token),
      });
    }
    const res = await api.gql(CHANGE_PASSWORD, {
      variables: { currentPassword: me.password, newPassword: 'Brand-New-Pass-2' },
      headers: bearer(me.token),
    });
    expect(errorOf(res)).toEqual({ message: 'The account is locked.', category: 'graphql-authentication' });
  });
});

describe('isEmailAvailable', () => {
  it('answers true for registered and unknown e-mails alike, so accounts cannot be discovered', async () => {
    const { email } = await createAccount(api);
    for (const candidate of [email, uniqueEmail(), 'client@atrium.example']) {
      const res = await api.gql<{ isEmailAvailable: { is_email_available: boolean } }>(IS_EMAIL_AVAILABLE, {
        variables: { email: candidate },
      });
      expect(res.data?.isEmailAvailable.is_email_available).toBe(true);
    }
  });

  it('validates the e-mail', async () => {
    expect(errorOf(await api.gql(IS_EMAIL_AVAILABLE, { variables: { email: ' ' } }))).toEqual({
      message: 'Email must be specified',
      category: 'graphql-input',
    });
    expect(errorOf(await api.gql(IS_EMAIL_AVAILABLE, { variables: { email: 'nope' } }))).toEqual({
      message: 'Email is invalid',
      category: 'graphql-input',
    });
  });
});

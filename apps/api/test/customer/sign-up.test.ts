import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customer } from '../../src/modules/customer/tables.ts';
import { useTestApi } from '../support/api-client.ts';
import { waitForMail } from '../support/mail.ts';
import { CREATE_V1, CREATE_V2, createAccount, errorOf, FAST_HASHING, uniqueEmail } from './helpers.ts';

const api = useTestApi(FAST_HASHING);

describe('createCustomerV2', () => {
  it('creates a client account with personal and organisation details', async () => {
    const email = uniqueEmail('anna');
    const res = await api.gql<{ createCustomerV2: { customer: Record<string, unknown> } }>(CREATE_V2, {
      variables: {
        input: {
          email: `  ${email.toUpperCase()} `,
          password: 'Strong-Pass-1',
          firstname: ' Анна ',
          lastname: 'Иванова-Петрова',
          middlename: 'Сергеевна',
          gender: 2,
          date_of_birth: '1990-04-15',
          taxvat: '123456789012',
          is_subscribed: false,
          organization_info: {
            is_organization: true,
            name: ' ООО «Ромашка» ',
            address: 'Москва, ул. Ленина, 1',
            tin: '7701234567',
            vat: 'RU7701234567',
            logo_url: 'https://example.com/logo.png',
          },
        },
      },
    });
    expect(res.errors).toBeUndefined();
    const created = res.data?.createCustomerV2.customer;
    expect(created).toMatchObject({
      email,
      firstname: 'Анна',
      lastname: 'Иванова-Петрова',
      middlename: 'Сергеевна',
      prefix: null,
      gender: 2,
      date_of_birth: '1990-04-15',
      dob: '1990-04-15',
      taxvat: '123456789012',
      confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
      astrio_customer_type: 'client',
      organization_info: {
        is_organization: true,
        name: 'ООО «Ромашка»',
        address: 'Москва, ул. Ленина, 1',
        tin: '7701234567',
        vat: 'RU7701234567',
        logo_url: 'https://example.com/logo.png',
      },
    });
    expect(created?.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [row] = await api.database.db.select().from(customer).where(eq(customer.email, email));
    expect(row).toMatchObject({ customerType: 'client', websiteId: 1, storeId: 1 });
  });

  it('records the website and store view the account was created in', async () => {
    const { email } = await createAccount(api, {}, { Store: 'int' });
    const [row] = await api.database.db.select().from(customer).where(eq(customer.email, email));
    expect(row).toMatchObject({ websiteId: 2, storeId: 2 });
  });

  it('accepts an account without a password (Magento), which cannot sign in until one is set', async () => {
    const email = uniqueEmail();
    const res = await api.gql(CREATE_V2, {
      variables: { input: { email, firstname: 'No', lastname: 'Password' } },
    });
    expect(res.errors).toBeUndefined();
    const [row] = await api.database.db.select().from(customer).where(eq(customer.email, email));
    expect(row?.passwordHash).toBeNull();
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const { email } = await createAccount(api);
    const res = await api.gql(CREATE_V2, {
      variables: {
        input: { email: email.toUpperCase(), password: 'Other-Pass-1', firstname: 'A', lastname: 'B' },
      },
    });
    expect(errorOf(res)).toEqual({
      message: 'A customer with the same email address already exists in an associated website.',
      category: 'graphql-already-exists',
    });
    expect(res.data?.createCustomerV2).toBeNull();
  });

  it('refuses an invalid e-mail with Magento’s message', async () => {
    for (const email of ['not-an-email', 'a@b', 'a b@example.com', 'a@-example.com', 'a@example..com']) {
      const res = await api.gql(CREATE_V2, {
        variables: { input: { email, password: 'Strong-Pass-1', firstname: 'A', lastname: 'B' } },
      });
      expect(errorOf(res), email).toEqual({
        message: `"${email}" is not a valid email address.`,
        category: 'graphql-input',
      });
    }
  });

  it('accepts an internationalised domain such as .рф', async () => {
    await createAccount(api, { email: `ivan.${Date.now()}@пример.рф` });
  });

  it('names the required fields that are missing', async () => {
    const res = await api.gql(CREATE_V2, {
      variables: {
        input: { email: uniqueEmail(), password: 'Strong-Pass-1', firstname: '  ', lastname: '' },
      },
    });
    expect(errorOf(res)).toEqual({
      message: 'Required parameters are missing: First Name, Last Name',
      category: 'graphql-input',
    });
  });

  it('applies the password policy of the store view', async () => {
    const cases: [string, string][] = [
      ['Short-1', 'The password needs at least 8 characters. Create a new password and try again.'],
      [
        'alllowercase1',
        'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      ],
      [' Spaced-Pass-1', "The password can't begin or end with a space. Verify the password and try again."],
      [`Aa1-${'x'.repeat(253)}`, 'Please enter a password with at most 256 characters.'],
    ];
    for (const [password, message] of cases) {
      const res = await api.gql(CREATE_V2, {
        variables: { input: { email: uniqueEmail(), password, firstname: 'A', lastname: 'B' } },
      });
      expect(errorOf(res), password).toEqual({ message, category: 'graphql-input' });
    }
  });

  it('refuses a password equal to the e-mail', async () => {
    const email = `Same.As-Mail.${Date.now()}@Example.com`;
    const res = await api.gql(CREATE_V2, {
      variables: { input: { email, password: email, firstname: 'A', lastname: 'B' } },
    });
    expect(errorOf(res).message).toBe(
      "The password can't be the same as the email address. Create a new password and try again.",
    );
  });

  it('validates gender, date of birth, names and organisation details', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ gender: 7 }, '"7" is not a valid gender value.'],
      [
        { date_of_birth: '1990-02-30' },
        '"1990-02-30" is not a valid date of birth. Use the format YYYY-MM-DD.',
      ],
      [{ date_of_birth: '3000-01-01' }, 'The Date of Birth should not be greater than today.'],
      [{ firstname: '<script>' }, 'First Name is not valid!'],
      [{ lastname: 'x'.repeat(256) }, 'Last Name is not valid!'],
      [{ organization_info: { tin: '12345' } }, 'The organization TIN must have 10 or 12 digits.'],
      [
        { organization_info: { logo_url: 'javascript:alert(1)' } },
        'The organization logo URL must be an http or https URL.',
      ],
      [
        { organization_info: { name: 'x'.repeat(256) } },
        'The organization name cannot be longer than 255 characters.',
      ],
    ];
    for (const [extra, message] of cases) {
      const email = uniqueEmail();
      const res = await api.gql(CREATE_V2, {
        variables: { input: { email, password: 'Strong-Pass-1', firstname: 'A', lastname: 'B', ...extra } },
      });
      expect(errorOf(res), JSON.stringify(extra)).toEqual({ message, category: 'graphql-input' });
      const rows = await api.database.db.select().from(customer).where(eq(customer.email, email));
      expect(rows).toHaveLength(0);
    }
  });

  it('sends a welcome mail in the store view’s language', async () => {
    const ru = await createAccount(api, { firstname: 'Пётр' }, { Store: 'ru' });
    const ruMail = await waitForMail(api.mailDir, ru.email);
    expect(ruMail.subject).toBe('Добро пожаловать в Атриум');
    expect(ruMail.text).toContain('Здравствуйте, Пётр!');
    expect(ruMail.text).toContain('http://localhost:3000/ru/customer/account');
    expect(ruMail.html).toContain('<html lang="ru">');
    expect(ruMail.from).toContain('no-reply@atrium.example');

    const int = await createAccount(api, { firstname: 'Peter' }, { Store: 'int' });
    const intMail = await waitForMail(api.mailDir, int.email);
    expect(intMail.subject).toBe('Welcome to Atrium');
    expect(intMail.text).toContain('Hello Peter,');
    expect(intMail.text).toContain('http://localhost:3000/int/customer/account');
  });

  it('escapes what the shopper typed in the HTML of the mail', async () => {
    const { email } = await createAccount(api, { firstname: "O'Brien" });
    const mail = await waitForMail(api.mailDir, email);
    expect(mail.html).toContain('O&#39;Brien');
  });
});

describe('createCustomer (deprecated CustomerInput)', () => {
  it('creates an account from the older input', async () => {
    const email = uniqueEmail();
    const res = await api.gql<{ createCustomer: { customer: { email: string } } }>(CREATE_V1, {
      variables: { input: { email, password: 'Strong-Pass-1', firstname: 'Old', lastname: 'Client' } },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createCustomer.customer.email).toBe(email);
  });

  it('names every missing required field, the e-mail included', async () => {
    const res = await api.gql(CREATE_V1, { variables: { input: { password: 'Strong-Pass-1' } } });
    expect(errorOf(res)).toEqual({
      message: 'Required parameters are missing: First Name, Last Name, Email',
      category: 'graphql-input',
    });
  });

  it('cannot choose a customer type: the input has no such field', async () => {
    const res = await api.gql(
      'mutation { createCustomer(input: { email: "x@example.com", firstname: "A", lastname: "B", astrio_customer_type: "manager" }) { customer { email } } }',
    );
    expect(res.errors?.[0]?.message).toContain('astrio_customer_type');
  });
});

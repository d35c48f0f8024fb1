// Customer sessions in the browser: sign up, sign in and out, the API's messages in the forms, the
// password reset from the mail, and expired sessions (spec §2, §4, §8).
import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  createAccount,
  DEMO_PASSWORD,
  graphql,
  resetLinkFor,
  tokenFor,
  uniqueEmail,
  useToken,
} from './customer-support.ts';
import { chooseWebsite, recordMessages, screenshot, shownMessages, waitForHydration } from './support.ts';

// Signing up or in hashes a password and reloads the page's data: on a shared two-core machine that
// can take longer than the default five seconds.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

/** The account's e-mail as the API answers it for this token; null once the token is revoked. */
async function accountEmail(token: string): Promise<string | null> {
  const answer = await graphql<{ customer: { email: string } }>('{ customer { email } }', {}, token);
  if (answer.errors?.[0]?.extensions?.category === 'graphql-authorization') return null;
  if (!answer.data) throw new Error(`customer query failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.customer.email;
}

async function openCustomerDrawer(page: Page) {
  await waitForHydration(page);
  await page.getByTestId('account-button').click();
  return page.getByRole('dialog');
}

async function signInThroughDrawer(page: Page, email: string, password: string) {
  const drawer = await openCustomerDrawer(page);
  await expect(drawer).toHaveAccessibleName('Sign in');
  await drawer.getByLabel('E-mail').fill(email);
  await drawer.getByLabel('Password').fill(password);
  await drawer.getByRole('button', { name: 'Sign in' }).click();
  return drawer;
}

test.describe('customer sessions', () => {
  test('a shopper signs up and is signed in', async ({ page, context }) => {
    const email = uniqueEmail('signup');
    await page.goto('/int/');
    const drawer = await openCustomerDrawer(page);
    await drawer.getByRole('button', { name: 'New here? Create an account' }).click();
    await expect(drawer).toHaveAccessibleName('Create an account');
    await drawer.getByLabel('First name').fill('Nadia');
    await drawer.getByLabel('Last name').fill('Sokolova');
    await drawer.getByLabel('E-mail').fill(email);
    await drawer.getByLabel('Password').fill('Velvet-Chair-77');
    await drawer.getByLabel('Send me the newsletter').check();
    await drawer.getByLabel('I represent an organization').check();
    await drawer.getByLabel('Organization name').fill('Sokolova Interiors');
    await drawer.getByLabel('Taxpayer number (TIN)').fill('7701234567');
    await drawer.getByRole('button', { name: 'Create an account' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Welcome, Nadia! Your account has been created.')).toBeVisible();
    const account = page.getByTestId('account-button');
    await expect(account).toHaveAttribute('data-signed-in', 'true');
    await expect(account).toContainText('Nadia');

    // The token is in an HttpOnly cookie that page scripts cannot read.
    const cookie = (await context.cookies()).find((item) => item.name === 'auth_token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth_token');

    // The API made the account with the organisation.
    const me = await graphql<{
      customer: { email: string; organization_info: { name: string; tin: string } };
    }>('{ customer { email organization_info { name tin } } }', {}, cookie?.value);
    expect(me.data?.customer).toEqual({
      email,
      organization_info: { name: 'Sokolova Interiors', tin: '7701234567' },
    });
  });

  test('the sign-up form checks the password policy and shows the API’s answer', async ({ page }) => {
    const existing = await createAccount('taken');
    await page.goto('/int/');
    const drawer = await openCustomerDrawer(page);
    await drawer.getByRole('button', { name: 'New here? Create an account' }).click();
    await expect(drawer.getByText('At least 8 characters, using 3 of these kinds')).toBeVisible();
    await drawer.getByRole('button', { name: 'Create an account' }).click();
    await expect(drawer.getByText('This is a required field.')).toHaveCount(4);

    await drawer.getByLabel('First name').fill('Ivan');
    await drawer.getByLabel('Last name').fill('Orlov');
    await drawer.getByLabel('E-mail').fill(existing.email);
    await drawer.getByLabel('Password').fill('short');
    await drawer.getByRole('button', { name: 'Create an account' }).click();
    await expect(drawer.getByText('The password needs at least 8 characters.')).toBeVisible();
    await drawer.getByLabel('Password').fill('onlylowercase1');
    await drawer.getByRole('button', { name: 'Create an account' }).click();
    await expect(drawer.getByText('Use at least 3 kinds of characters')).toBeVisible();

    await drawer.getByLabel('Password').fill('Good-Password-42');
    await drawer.getByRole('button', { name: 'Create an account' }).click();
    await expect(drawer.getByRole('alert')).toHaveText(
      'A customer with the same email address already exists in an associated website.',
    );
    await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'false');
  });

  test('the demo client signs in from the drawer', async ({ page }) => {
    await page.goto('/int/');
    await signInThroughDrawer(page, 'client@atrium.example', DEMO_PASSWORD);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('You are signed in. Welcome back!')).toBeVisible();
    await expect(page.getByTestId('account-button')).toContainText('Ирина');

    const drawer = await openCustomerDrawer(page);
    await expect(drawer).toHaveAccessibleName('My account');
    await expect(drawer.getByTestId('customer-greeting')).toHaveText('Hello, Ирина Смирнова!');
    await expect(drawer.getByRole('link', { name: 'Address book' })).toHaveAttribute(
      'href',
      '/int/customer/account/address',
    );
  });

  test('a wrong password shows the API’s message in the form', async ({ page }) => {
    const account = await createAccount('wrong');
    await page.goto('/int/');
    const drawer = await signInThroughDrawer(page, account.email, 'Not-The-Password-1');
    await expect(drawer.getByRole('alert')).toHaveText(
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    );
    await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'false');
  });

  test('signing out revokes the token, clears the cookie and says so', async ({ page, context }) => {
    const account = await createAccount('signout', { firstname: 'Oleg' });
    await page.goto('/int/');
    await signInThroughDrawer(page, account.email, account.password);
    await expect(page.getByTestId('account-button')).toContainText('Oleg');
    const token = (await context.cookies()).find((item) => item.name === 'auth_token')?.value;
    expect(token).toBeTruthy();

    const drawer = await openCustomerDrawer(page);
    await drawer.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/int\/$/);
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'false');
    expect((await context.cookies()).some((item) => item.name === 'auth_token')).toBe(false);

    const after = await graphql('{ customer { email } }', {}, token);
    expect(after.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  test('opening the logout address asks first and leaves the session alone', async ({ page, context }) => {
    const account = await createAccount('logout-get', { firstname: 'Lev' });
    const token = await tokenFor(account);
    await useToken(context, token);
    await recordMessages(page);
    await page.goto('/int/customer/logout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign out');
    await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'true');
    expect(await accountEmail(token)).toBe(account.email);
    await screenshot(page, 'logout-page-1280');

    // The page's button posts from this site: that ends the session.
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/int\/$/);
    await expect.poll(() => shownMessages(page)).toContain('You have been signed out.');
    expect(await accountEmail(token)).toBeNull();
  });

  test('a link to logout from another site ends no session', async ({ request }) => {
    const account = await createAccount('logout-cross-site');
    const token = await tokenFor(account);
    const headers = { Cookie: `auth_token=${token}; website=int`, 'Sec-Fetch-Site': 'cross-site' };
    const plain = await request.get('/int/customer/logout', { headers, maxRedirects: 0 });
    expect(plain.status()).toBe(200);
    expect(plain.headers()['set-cookie'] ?? '').not.toContain('auth_token=;');
    expect(await accountEmail(token)).toBe(account.email);

    // The session-expired address clears this browser's cookie, and still revokes nothing.
    const expired = await request.get('/int/customer/logout?sessionExpired=1', { headers, maxRedirects: 0 });
    expect(expired.status()).toBe(302);
    expect(expired.headers().location).toBe('/int/');
    expect(expired.headers()['set-cookie']).toContain('auth_token=;');
    expect(await accountEmail(token)).toBe(account.email);
  });

  test('a forgotten password is reset from the mailed link', async ({ page }) => {
    const account = await createAccount('reset', { firstname: 'Vera' });
    await page.goto('/int/');
    const drawer = await openCustomerDrawer(page);
    await drawer.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(drawer).toHaveAccessibleName('Reset your password');
    await drawer.getByLabel('E-mail').fill(account.email);
    await drawer.getByRole('button', { name: 'Send the link' }).click();
    await expect(drawer.getByRole('status')).toHaveText(
      `If there is an account with ${account.email}, you will receive an e-mail with a link to reset your password.`,
    );

    const link = new URL(await resetLinkFor(account.email));
    expect(link.pathname).toBe('/int/customer/createpassword');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
    await waitForHydration(page);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-New-Lamp-9');
    await page.getByLabel('Confirm the new password').fill('Brand-New-Lamp-8');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm the new password').fill('Brand-New-Lamp-9');
    await page.getByRole('button', { name: 'Save the new password' }).click();

    await expect(page).toHaveURL(/\/int\/$/);
    await expect(
      page.getByText('Your new password has been saved. You can sign in with it now.'),
    ).toBeVisible();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('E-mail').fill(account.email);
    await signIn.getByLabel('Password').fill('Brand-New-Lamp-9');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('account-button')).toContainText('Vera');

    // The link is single-use.
    await page.goto(`${link.pathname}${link.search}`);
    await waitForHydration(page);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-Lamp-10');
    await page.getByLabel('Confirm the new password').fill('Another-Lamp-10');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toContainText('The password token is mismatched');
  });

  test('the new-password page needs a token', async ({ page }) => {
    await page.goto('/int/customer/createpassword');
    await expect(page).toHaveURL(/\/int\/$/);
  });

  test('a revoked token ends the session with the expired-session notice', async ({ page, context }) => {
    const account = await createAccount('revoked');
    const token = await tokenFor(account);
    await useToken(context, token);
    await page.goto('/int/');
    await expect(page.getByTestId('account-button')).toContainText(account.firstname);

    await graphql('mutation { revokeCustomerToken { result } }', {}, token);
    await page.goto('/int/categories');
    await expect(page).toHaveURL(/\/int\/$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'false');
    expect((await context.cookies()).some((item) => item.name === 'auth_token')).toBe(false);
  });

  test('a garbage token is an expired session too', async ({ page, context }) => {
    await useToken(context, 'not-a-real-token');
    await page.goto('/int/categories');
    await expect(page).toHaveURL(/\/int\/$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });
});

test.describe('account pages and sessions', () => {
  test('a guest opening the account goes home', async ({ page }) => {
    await page.goto('/int/customer/account');
    await expect(page).toHaveURL(/\/int\/$/);
  });

  test('a garbage token on an account page ends at home with the expired-session notice', async ({
    page,
    context,
  }) => {
    await useToken(context, 'garbage-token');
    await page.goto('/int/customer/account');
    await expect(page).toHaveURL(/\/int\/$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect((await context.cookies()).some((item) => item.name === 'auth_token')).toBe(false);
  });

  test('a revoked token on an account page ends the session too', async ({ page, context }) => {
    const account = await createAccount('revoked-account');
    const token = await tokenFor(account);
    await useToken(context, token);
    await page.goto('/int/customer/account');
    await expect(page).toHaveURL(/\/int\/customer\/account\/?$/);
    await graphql('mutation { revokeCustomerToken { result } }', {}, token);
    await page.reload();
    await expect(page).toHaveURL(/\/int\/$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the logout page’s button signs out', async ({ page, context }) => {
    const account = await createAccount('logout-nojs');
    const token = await tokenFor(account);
    await useToken(context, token);
    await page.goto('/int/customer/logout');
    await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'true');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/int\/$/);
    await expect(page.getByTestId('account-button')).toHaveAttribute('data-signed-in', 'false');
    expect(await accountEmail(token)).toBeNull();
    expect((await context.cookies()).some((item) => item.name === 'auth_token')).toBe(false);
  });
});

// The account dashboard, the edit page (names, organisation, e-mail, password) and the newsletter
// (subscriptions page and the footer's form) in a real browser against the real API.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createCustomer, TEST_PASSWORD, tokenFor, useToken } from './customer-support.ts';
import { chooseWebsite, waitForHydration } from './support.ts';

// Each step is a form post, a redirect and the page's API calls on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const ACCOUNT = '/int/customer/account/';
const EDIT = '/int/customer/account/edit';

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

const saved = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('the dashboard shows the customer, no client type, newsletter status and addresses', async ({
  page,
  context,
}) => {
  const customer = await createCustomer({ firstname: 'Ada', lastname: 'Lovelace' });
  await useToken(context, customer.token);
  await page.goto(ACCOUNT);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText('Ada Lovelace');
  await expect(page.getByTestId('account-email')).toHaveText(customer.email);
  // An ordinary shopper is not shown a back-office "Customer type: Client".
  await expect(page.getByTestId('account-type')).toHaveCount(0);
  await expect(page.getByTestId('account-newsletter')).toContainText('You are not subscribed');
  await expect(page.getByTestId('account-addresses')).toContainText(
    'You have not set a default billing address.',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  const nav = page.getByTestId('account-nav');
  await expect(nav.getByRole('link')).toHaveText([
    'Account dashboard',
    'Account information',
    'My orders',
    'Projects',
    'Estimates',
    'Proposals',
    'Messages',
    'Address book',
    'Wishlist',
    'Newsletter subscriptions',
  ]);
  await expect(nav.getByRole('link', { name: 'Account dashboard' })).toHaveAttribute('aria-current', 'page');
});

test('a customer edits names and organisation', async ({ page, context }) => {
  await useToken(context, (await createCustomer()).token);
  await page.goto(EDIT);
  await waitForHydration(page);
  const form = page.getByTestId('account-edit-form');
  await form.getByLabel('First name').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This is a required field.')).toBeVisible();

  await form.getByLabel('First name').fill('Augusta');
  await form.getByLabel('Middle name').fill('Ada');
  await form.getByLabel('Last name').fill('King');
  await expect(page.getByTestId('organization-fields')).toBeHidden();
  await form.getByLabel('I represent an organization').check();
  await expect(page.getByTestId('organization-fields')).toBeVisible();
  await form.getByLabel('Organization name').fill('Analytical Engines Ltd');
  await form.getByLabel('Taxpayer number (TIN)').fill('7701234567');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(ACCOUNT);
  await expect(saved(page, 'You saved the account information.')).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText('Augusta Ada King');
  const organisation = page.getByTestId('account-organization');
  await expect(organisation).toContainText('Analytical Engines Ltd');
  await expect(organisation).toContainText('7701234567');
});

test('changing the e-mail needs the current password; a new password works for the next sign-in', async ({
  page,
  context,
}) => {
  const customer = await createCustomer();
  await useToken(context, customer.token);
  await page.goto(EDIT);
  await waitForHydration(page);
  const form = page.getByTestId('account-edit-form');
  const newEmail = customer.email.replace('@', '.new@');

  await form.getByLabel('Change email').check();
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail);
  await form.getByLabel('Current password').fill('Wrong-password-1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expect(page).toHaveURL(EDIT);

  await form.getByLabel('Current password').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(ACCOUNT);
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(`${EDIT}?changePassword=1`);
  await waitForHydration(page);
  await expect(form.getByLabel('Change password')).toBeChecked();
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await form.getByLabel('Confirm new password').fill('short');
  await form.getByLabel('Current password').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The password needs at least 8 characters.')).toBeVisible();

  const newPassword = 'Brand-new-2026';
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByLabel('Current password').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(ACCOUNT);
  await expect(saved(page, 'You saved the account information.')).toBeVisible();
  expect(await tokenFor({ email: newEmail, password: newPassword })).toMatch(/\S{20,}/);
  // Still signed in after the change.
  await page.reload();
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);
});

test('a customer subscribes to the newsletter and unsubscribes again', async ({ page, context }) => {
  await useToken(context, (await createCustomer()).token);
  await page.goto('/int/customer/account/subscriptions');
  await waitForHydration(page);
  const form = page.getByTestId('subscriptions-form');
  await form.getByLabel('General subscription').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(saved(page, 'Thank you for your subscription.')).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-subscribed', 'true');
  await expect(form.getByLabel('General subscription')).toBeChecked();

  await form.getByLabel('General subscription').uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(saved(page, 'You have unsubscribed from the newsletter.')).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveAttribute('data-subscribed', 'false');
});

test('a guest asks for a subscription with the footer form and is told to confirm it', async ({ page }) => {
  await page.goto('/int/');
  await waitForHydration(page);
  const form = page.getByTestId('newsletter-form');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('This is a required field.')).toBeVisible();
  const email = `e2e-footer-${Date.now()}@atrium.example`;
  const checkInbox = 'Check your inbox: confirm the subscription with the link we have sent to your email.';
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const notice = page.getByRole('status').filter({ hasText: checkInbox });
  await expect(notice).toBeVisible();
  await expect(form.getByLabel('Your email address')).toHaveValue('');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);

  // Asking again answers the same: nothing tells whether the address is known or subscribed.
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(notice).toBeVisible();
});

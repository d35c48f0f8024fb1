// Screenshots of the customer drawers and of the new-password page, for a person to look at
// (e2e/screenshots/customer-*.png), plus the pages that work without JavaScript.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createAccount, tokenFor, useToken } from './customer-support.ts';
import { chooseWebsite, screenshot, waitForHydration } from './support.ts';

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

async function shoot(page: Page, name: string) {
  await screenshot(page, `customer-${name}`);
}

async function openDrawer(page: Page, name: string) {
  await waitForHydration(page);
  await page.getByTestId('account-button').click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.beforeEach(async ({ page, context }) => {
  await chooseWebsite(context, 'int');
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('guest drawers: sign in, create an account (with an organisation), forgotten password', async ({
  page,
}) => {
  await page.goto('/int/');
  const drawer = await openDrawer(page, 'Sign in');
  await drawer.getByRole('button', { name: 'Sign in' }).click();
  await expect(drawer.getByText('This is a required field.')).toHaveCount(2);
  await shoot(page, 'drawer-sign-in');

  // The dialog is named after its type, which changes: find it by role alone from here on.
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'New here? Create an account' }).click();
  await dialog.getByLabel('I represent an organization').check();
  await expect(dialog.getByTestId('organization-fields')).toBeVisible();
  await shoot(page, 'drawer-sign-up');

  await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(dialog).toHaveAccessibleName('Reset your password');
  await shoot(page, 'drawer-forgot-password');
});

test('the signed-in drawer: account', async ({ page, context }) => {
  const account = await createAccount('shots', { firstname: 'Liliya' });
  await useToken(context, await tokenFor(account));
  await page.goto('/int/');
  const drawer = await openDrawer(page, 'My account');
  await expect(drawer.getByTestId('customer-greeting')).toHaveText('Hello, Liliya Tester!');
  await shoot(page, 'drawer-account');
});

test('the new-password page, in Russian', async ({ page, context }) => {
  await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
  await page.goto('/ru/customer/createpassword?token=abc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новый пароль');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Сохранить новый пароль' }).click();
  await expect(page.getByText('Это поле обязательно.').first()).toBeVisible();
  await shoot(page, 'createpassword-ru');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the account button leads to a sign-in page whose form signs in', async ({ page, context }) => {
    const account = await createAccount('nojs', { firstname: 'Boris' });
    await page.goto('/int/');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/int\/customer\/signin$/);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The account sign-in was incorrect');
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The account pages are the next stop; the header shows the customer either way.
    await expect(page.getByRole('link', { name: 'My account (Boris)' })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === 'auth_token')).toBe(true);
    await shoot(page, 'page-after-sign-in-without-js');
  });
});

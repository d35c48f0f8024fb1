// The newsletter's double opt-in in a real browser: a guest asks to subscribe an account's address
// with the footer form, the owner gets a mail (read from the API's ATRIUM_E2E_MAIL_DIR), opens its
// link and confirms on the storefront's page; only then is the account subscribed. The page works
// without JavaScript, and a wrong code is refused without changing anything.
import { expect as baseExpect, test } from '@playwright/test';
import { createAccount, graphql, newsletterLinkFor, tokenFor, uniqueEmail } from './customer-support.ts';
import { chooseWebsite, screenshot, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

async function isSubscribed(account: { email: string; password: string }): Promise<boolean> {
  const answer = await graphql<{ customer: { is_subscribed: boolean } }>(
    '{ customer { is_subscribed } }',
    {},
    await tokenFor(account),
  );
  return Boolean(answer.data?.customer.is_subscribed);
}

/** The link's path and query, to open on the storefront under test. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('an account is subscribed only once its owner confirms the mailed link', async ({ page }) => {
  const owner = await createAccount('newsletter-owner');
  await page.goto('/int/');
  await waitForHydration(page);
  const form = page.getByTestId('newsletter-form');
  await form.getByLabel('Your email address').fill(owner.email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
  expect(await isSubscribed(owner)).toBe(false);

  const link = await newsletterLinkFor(owner.email);
  expect(new URL(link).pathname).toBe('/int/newsletter/subscriber/confirm');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  // Opening the link alone confirms nothing: mail scanners open links too.
  expect(await isSubscribed(owner)).toBe(false);
  await screenshot(page, 'newsletter-confirm');

  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByTestId('subscription-confirmed')).toContainText(
    'Thank you! Your newsletter subscription is confirmed.',
  );
  await screenshot(page, 'newsletter-confirmed');
  expect(await isSubscribed(owner)).toBe(true);

  // The link works once.
  await page.goto(pathOf(link));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('alert')).toContainText('This is an invalid subscription confirmation code.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ context }) => {
    await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
  });

  test('a guest confirms on the Russian website, and a wrong code changes nothing', async ({ page }) => {
    const email = uniqueEmail('newsletter-nojs');
    const asked = await graphql(
      'mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }',
      { e: email },
      undefined,
      'ru',
    );
    expect(asked.data).toEqual({ subscribeEmailToNewsletter: { status: 'NOT_ACTIVE' } });
    const link = new URL(await newsletterLinkFor(email));
    expect(link.pathname).toBe('/ru/newsletter/subscriber/confirm');

    const wrong = new URL(link);
    wrong.searchParams.set('code', 'W'.repeat(43));
    await page.goto(pathOf(wrong.toString()));
    await page.getByRole('button', { name: 'Подтвердить подписку' }).click();
    await expect(page.getByRole('alert')).toContainText('This is an invalid subscription confirmation code.');

    await page.goto(pathOf(link.toString()));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Подтверждение подписки');
    await page.getByRole('button', { name: 'Подтвердить подписку' }).click();
    await expect(page.getByTestId('subscription-confirmed')).toContainText(
      'Подписка на рассылку подтверждена',
    );
    await screenshot(page, 'newsletter-confirmed-ru-nojs');
  });
});

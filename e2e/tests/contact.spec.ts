// The contact page (/:website/contact) in a real browser: a guest sends the form, sees the
// confirmation, and the mail reaches the store's contact address (read from the API's
// ATRIUM_E2E_MAIL_DIR) with Reply-To the guest; an invalid e-mail is refused on the form; a
// signed-in customer finds the name and e-mail filled in; and the form works without JavaScript.
import { expect as baseExpect, test } from '@playwright/test';
import { type ReadMail, readMails } from '../../apps/api/test/support/mail.ts';
import { createCustomer, uniqueEmail, useToken } from './customer-support.ts';
import { chooseWebsite, screenshot, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** The contact mail that names the sender's address (the outbox worker sends it shortly after). */
async function contactMailFrom(email: string, timeoutMs = 15_000): Promise<ReadMail> {
  const dir = process.env.ATRIUM_E2E_MAIL_DIR;
  if (!dir) throw new Error('ATRIUM_E2E_MAIL_DIR is not set (see playwright.config.ts)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails(dir).find((m) => m.subject.startsWith('Contact Form') && m.text.includes(email));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no contact mail from ${email} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

test('a guest sends the contact form and the store gets the mail', async ({ page }) => {
  const email = uniqueEmail('contact');
  await page.goto('/int/');
  // The footer's "Contact us" link leads to the page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/int\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await waitForHydration(page);
  await screenshot(page, 'contact', { fullPage: true });

  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('E-mail').fill('grace@');
  await form.getByLabel('Phone number').fill('+1 555 0100');
  await form.getByLabel("What's on your mind?").fill('Is the <b>walnut</b> desk in stock?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Enter a valid e-mail address, for example name@example.com.')).toBeVisible();
  await expect(page.getByTestId('contact-sent')).toHaveCount(0);
  await screenshot(page, 'contact-error');

  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText('Thanks for contacting us');
  // The form is empty again for another message.
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  await screenshot(page, 'contact-sent');

  const mail = await contactMailFrom(email);
  expect(mail.to).toContain('hello@atrium.example');
  expect(mail.subject).toBe('Contact Form: Grace Hopper');
  expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm'));
  expect(mail.text).toContain('Phone Number: +1 555 0100');
  expect(mail.html).toContain('&lt;b&gt;walnut&lt;/b&gt;');
});

test('a signed-in customer finds the name and e-mail filled in', async ({ page, context }) => {
  const customer = await createCustomer({ firstname: 'Grace', lastname: 'Contact' });
  await useToken(context, customer.token);
  await page.goto('/int/contact');
  const form = page.getByTestId('contact-form');
  await expect(form.getByLabel('Name')).toHaveValue(`${customer.firstname} ${customer.lastname}`);
  await expect(form.getByLabel('E-mail')).toHaveValue(customer.email);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'contact-phone', { fullPage: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form shows field errors, then sends and comes back with the confirmation', async ({ page }) => {
    const email = uniqueEmail('contact-nojs');
    await page.goto('/int/contact');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Alan Turing');
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('This is a required field.')).toBeVisible();
    // What was typed stays.
    await expect(form.getByLabel('E-mail')).toHaveValue(email);

    await form.getByLabel("What's on your mind?").fill('Do you ship to Manchester?');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/int\/contact$/);
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for contacting us' })).toBeVisible();
    expect(await contactMailFrom(email)).toBeTruthy();
  });
});

// The helpdesk in a real browser against the real API (issue 15 §4). The story, one step per test,
// each step's starting point made through the API: a client opens a ticket from a project with a
// PDF attached; the project's manager (the demo manager) sees it unread and replies with a PNG; the
// client sees the reply (the menu's badge drops once read) and downloads the file (its name and
// bytes); the manager marks the ticket solved and the client rates it. Then the forms without
// JavaScript: a plain multipart post opens a ticket and a required field is refused.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { useToken } from './customer-support.ts';
import { message, partnerProjectWithClient } from './estimates-support.ts';
import { openTicket, PDF, PNG, pdfFile, pngFile, reply } from './helpdesk-support.ts';
import { chooseWebsite, waitForHydration } from './support.ts';

// Each step is a form post (files included) and the page's API calls on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

/** A project of the demo partner's with a new client, and the client's ticket about it (a PDF attached). */
async function clientTicket(subject: string) {
  const project = await partnerProjectWithClient();
  const { client } = project;
  const ticket = await openTicket(
    client.token,
    {
      subject,
      content: 'Which fabric suits a family with a dog?',
      name: 'Clara Client',
      email: client.email,
      projectId: project.projectId,
    },
    [PDF()],
  );
  return { project, ticket };
}

test.describe('the story', () => {
  test('a client opens a ticket from a project with a PDF attached', async ({ page, context }) => {
    const project = await partnerProjectWithClient();
    await useToken(context, project.client.token);

    await page.goto(`/int/customer/account/projects/${project.projectId}`);
    await waitForHydration(page);
    await page.getByTestId('ask-question-link').click();
    await expect(page).toHaveURL(
      new RegExp(`/int/customer/account/messages/new\\?project=${project.projectId}$`),
    );
    await expect(page.getByTestId('new-ticket-about')).toContainText(project.projectName);
    // Name and e-mail come from the account.
    await expect(page.getByLabel('Your name')).toHaveValue('Clara Client');
    await expect(page.getByLabel('E-mail for answers')).toHaveValue(project.client.email);

    // The required fields are refused by the server with their message; nothing is opened.
    await page.getByTestId('new-ticket-submit').click();
    await expect(page.getByText('This is a required field.')).toHaveCount(2);

    await page.getByLabel('Subject').fill('Sofa fabric for the living room');
    await page.getByLabel('Message').fill('Which fabric suits a family with a dog?\nThe plan is attached.');
    await page
      .getByTestId('attachments-input')
      .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
    await page.getByTestId('new-ticket-submit').click();

    await expect(page).toHaveURL(/\/int\/customer\/account\/messages\/\d+$/);
    await expect(message(page, 'Your question has been sent.')).toBeVisible();
    await expect(page.getByTestId('thread-subject')).toHaveText('Sofa fabric for the living room');
    await expect(page.getByTestId('ticket-about')).toContainText(project.projectName);
    const own = page.locator('[data-testid="thread-message"][data-own="true"]');
    await expect(own).toContainText('The plan is attached.');
    await expect(own.getByTestId('attachment-link')).toContainText('plan.pdf');
    await expect(page.getByTestId('thread-manager')).not.toContainText('Not assigned yet');

    // The project's messages tab lists it; the project page now links the conversation.
    await page.goto(`/int/customer/account/projects/${project.projectId}/messages`);
    await expect(page.getByTestId('ticket-card')).toHaveCount(1);
    await expect(page.getByTestId('ticket-card')).toContainText('Sofa fabric for the living room');
    await page.goto(`/int/customer/account/projects/${project.projectId}`);
    await expect(page.getByTestId('ask-question-ticket')).toContainText('Your contact:');
  });

  test('the manager sees it unread and replies with a PNG', async ({ page, context }) => {
    const { project, ticket } = await clientTicket(`Fabric ${Date.now()}`);
    await useToken(context, project.managerToken);

    await page.goto('/int/customer/account/messages');
    const row = page.locator(`[data-testid="ticket-card"][data-ticket-id="${ticket.id}"]`);
    await expect(row).toHaveAttribute('data-unread', '1');
    await expect(row.getByTestId('unread-badge')).toBeVisible();
    await expect(page.getByTestId('account-nav-unread')).toBeVisible();
    await row.getByTestId('ticket-link').click();

    await expect(page.getByTestId('thread-page')).toHaveAttribute('data-role', 'MANAGER');
    await expect(page.getByTestId('message-new')).toHaveCount(1);
    await expect(page.getByText('plan.pdf')).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('Your message').fill('Take the velour: see the swatch.');
    await page
      .getByTestId('attachments-input')
      .setInputFiles({ name: 'swatch.png', mimeType: 'image/png', buffer: pngFile() });
    await page.getByTestId('reply-submit').click();

    const own = page.locator('[data-testid="thread-message"][data-own="true"]');
    await expect(own).toContainText('Take the velour');
    await expect(own.getByTestId('attachment-link')).toContainText('swatch.png');
    await expect(page.getByTestId('ticket-status')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('ticket-status')).toHaveText('Awaiting the customer');
    // Sent through a fetcher: the form is empty again.
    await expect(page.getByLabel('Your message')).toHaveValue('');

    // Read now: the list shows it without the unread badge.
    await page.goto('/int/customer/account/messages');
    await expect(row).toHaveAttribute('data-unread', '0');
  });

  test('the client sees the reply, the badge drops, and the attachment downloads', async ({
    page,
    context,
  }) => {
    const { project, ticket } = await clientTicket('Velour or linen?');
    await reply(project.managerToken, ticket.key, 'Take the velour: see the swatch.', [PNG()]);
    await useToken(context, project.client.token);

    await page.goto('/int/customer/account/');
    await expect(page.getByTestId('account-nav-unread')).toContainText('1');
    await page
      .getByTestId('account-nav')
      .getByRole('link', { name: /Messages/ })
      .click();
    const row = page.locator(`[data-testid="ticket-card"][data-ticket-id="${ticket.id}"]`);
    await expect(row).toHaveAttribute('data-unread', '1');
    await row.getByTestId('ticket-link').click();

    const answer = page.locator('[data-testid="thread-message"][data-own="false"]');
    await expect(answer).toContainText('Take the velour');
    await expect(answer.getByTestId('message-new')).toBeVisible();
    await expect(page.getByTestId('ticket-status')).toHaveText('Awaiting your reply');
    // Marked read on view: the menu's badge is gone.
    await expect(page.getByTestId('account-nav-unread')).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await answer.getByTestId('attachment-link').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('swatch.png');
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.equals(pngFile())).toBe(true);
  });

  test('the manager marks it solved and the client rates the answer', async ({ page, context, browser }) => {
    const { project, ticket } = await clientTicket('Delivery to the country house');
    await reply(project.managerToken, ticket.key, 'Thursday between 9 and 12.');

    const managerContext = await browser.newContext();
    await chooseWebsite(managerContext, 'int');
    await useToken(managerContext, project.managerToken);
    const manager = await managerContext.newPage();
    await manager.goto(`/int/customer/account/messages/${ticket.id}`);
    await waitForHydration(manager);
    await manager.getByTestId('ticket-solve').click();
    await expect(manager.getByTestId('ticket-status')).toHaveAttribute('data-status', 'solved');
    await managerContext.close();

    await useToken(context, project.client.token);
    await page.goto(`/int/customer/account/messages/${ticket.id}`);
    await expect(page.getByTestId('ticket-status')).toHaveText('Solved');
    await waitForHydration(page);
    const rating = page.getByTestId('rating-form');
    await rating.locator('label').filter({ hasText: '5 stars' }).click();
    await page.getByTestId('rating-submit').click();
    await expect(page.getByTestId('ticket-rating')).toHaveText('Rated 5 stars of 5');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the new-ticket form is a plain multipart post: refused, then opened with its file', async ({
    page,
    context,
  }) => {
    const project = await partnerProjectWithClient();
    await useToken(context, project.client.token);
    await page.goto(`/int/customer/account/messages/new?project=${project.projectId}`);

    await page.getByLabel('Subject').fill('Without scripts');
    await page.getByTestId('new-ticket-submit').click();
    await expect(page.getByText('This is a required field.')).toHaveCount(1);
    await expect(page.getByLabel('Subject')).toHaveValue('Without scripts');

    await page.getByLabel('Message').fill('Sent as a plain form.');
    await page
      .getByTestId('attachments-input')
      .setInputFiles({ name: 'Plan Ü.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
    await page.getByTestId('new-ticket-submit').click();
    await expect(page).toHaveURL(/\/int\/customer\/account\/messages\/\d+$/);
    await expect(page.getByTestId('thread-subject')).toHaveText('Without scripts');
    await expect(page.getByTestId('attachment-link')).toContainText('.pdf');

    // A reply is a plain post too: back to the thread (global messages need JavaScript to show).
    await page.getByLabel('Your message').fill('One more detail.');
    await page.getByTestId('reply-submit').click();
    await expect(page.locator('[data-testid="thread-message"][data-own="true"]')).toHaveCount(2);
  });
});

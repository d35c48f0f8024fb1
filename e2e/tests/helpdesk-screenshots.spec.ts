// Screenshots of the helpdesk pages at 1440 px and on a 390 px phone, for a person to look at
// (drawn only with E2E_SCREENSHOTS, ADR 0029): the client's list and thread (a project's ticket
// with a PDF and the manager's answer with a PNG, a solved one), the manager's list and thread,
// the new-ticket form opened from the project, and the Russian list.
import { expect as baseExpect, test } from '@playwright/test';
import { apiCall, useToken } from './customer-support.ts';
import { partnerProjectWithClient } from './estimates-support.ts';
import { openTicket, PDF, PNG, reply } from './helpdesk-support.ts';
import { chooseWebsite, screenshot } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 150_000 });

for (const width of [1440, 390]) {
  test(`helpdesk pages at ${width} px`, async ({ page, context }) => {
    const project = await partnerProjectWithClient(`Country house ${width}`);
    const { client } = project;
    const who = { name: 'Clara Client', email: client.email };
    const open = await openTicket(
      client.token,
      {
        ...who,
        subject: 'Sofa fabric for the living room',
        content: 'Which fabric suits a family with a dog?\nThe plan of the room is attached.',
        projectId: project.projectId,
      },
      [PDF('living-room-plan.pdf')],
    );
    await reply(project.managerToken, open.key, 'Take the velour: it cleans easily. Here is the swatch.', [
      PNG('velour-swatch.png'),
    ]);
    const solved = await openTicket(client.token, {
      ...who,
      subject: 'Delivery to the country house',
      content: 'Can you deliver on a Saturday?',
    });
    await reply(project.managerToken, solved.key, 'Yes: Saturday between 9 and 12.');
    await apiCall(
      'mutation ($key: String!) { awHelpdesk2TicketSolve(key: $key) { entity_id } }',
      { key: solved.key },
      { token: project.managerToken },
    );
    await apiCall(
      'mutation ($key: String!) { awHelpdesk2TicketRate(key: $key, rating: 5) { entity_id } }',
      { key: solved.key },
      { token: client.token },
    );

    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width, height: 900 });

    // The client: the list (one unread), the thread (the answer new), the form from the project.
    await useToken(context, client.token);
    await page.goto('/int/customer/account/messages');
    await expect(page.getByTestId('ticket-card')).toHaveCount(2);
    await screenshot(page, `helpdesk-client-list-${width}`, { fullPage: true });
    await page.goto(`/int/customer/account/messages/${open.id}`);
    await expect(page.getByTestId('message-new')).toBeVisible();
    await screenshot(page, `helpdesk-client-thread-${width}`, { fullPage: true });
    await page.goto(`/int/customer/account/messages/${solved.id}`);
    await expect(page.getByTestId('ticket-status')).toHaveAttribute('data-status', 'solved');
    await screenshot(page, `helpdesk-client-solved-${width}`, { fullPage: true });
    await page.goto(`/int/customer/account/projects/${project.projectId}/messages`);
    await expect(page.getByTestId('ticket-card')).toHaveCount(1);
    await screenshot(page, `helpdesk-client-project-tab-${width}`, { fullPage: true });
    await page.goto(`/int/customer/account/messages/new?project=${project.projectId}`);
    await expect(page.getByTestId('new-ticket-about')).toBeVisible();
    await screenshot(page, `helpdesk-client-new-${width}`, { fullPage: true });

    // The manager: their list (unread first) and the thread with the client's file.
    await reply(client.token, open.key, 'Thank you! And for the armchairs?');
    await useToken(context, project.managerToken);
    await page.goto('/int/customer/account/messages');
    await expect(page.locator(`[data-testid="ticket-card"][data-ticket-id="${open.id}"]`)).toBeVisible();
    await screenshot(page, `helpdesk-manager-list-${width}`);
    await page.goto(`/int/customer/account/messages/${open.id}`);
    await expect(page.getByTestId('thread-page')).toHaveAttribute('data-role', 'MANAGER');
    await screenshot(page, `helpdesk-manager-thread-${width}`, { fullPage: true });

    // The Russian website in Russian.
    await useToken(context, client.token);
    await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
    await page.goto('/ru/customer/account/messages');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, `helpdesk-ru-client-list-${width}`, { fullPage: true });
  });
}

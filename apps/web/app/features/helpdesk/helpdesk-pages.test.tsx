// The messages pages rendered on the server, as each reader's first HTML (no JavaScript yet): the
// list with its filters, unread badges and links; the thread for the customer and for the manager
// (own messages told apart, attachments linked to the download route, the forms each may use, all
// plain multipart posts); the new-ticket form prefilled and linked; the "Ask a question" action.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/i18n/config';
import { loadMessages } from '~/i18n/load-messages.server';
import { I18nProvider } from '~/i18n/react';
import { createTranslator } from '~/i18n/translator';
import { AskQuestion } from './AskQuestion';
import type { TicketListData } from './helpdesk.server';
import { cardFixture, type Reader, ticketFixture } from './helpdesk-fixtures';
import { toThreadView, toTicketCard } from './helpdesk-view';
import { NewTicketPage } from './NewTicketPage';
import { ThreadPage } from './ThreadPage';
import { TicketListPage } from './TicketListPage';

let rendered: () => ReactNode = () => null;
function RoutedPage() {
  return rendered();
}
const Stub = createRoutesStub([{ path: '/int/*', Component: RoutedPage }]);

function render(
  element: () => ReactNode,
  locale: Locale = 'en-US',
  path = '/int/customer/account/messages',
): string {
  rendered = element;
  return renderToString(
    <I18nProvider i18n={createTranslator(locale, loadMessages(locale).messages)}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');
}

const account = { website: 'int', projectId: null };
const count = (html: string, text: string) => html.split(text).length - 1;

function listData(overrides: Partial<TicketListData> = {}): TicketListData {
  return {
    scope: account,
    status: null,
    page: 1,
    totalPages: 1,
    totalCount: 2,
    unreadCount: 1,
    tickets: [
      toTicketCard(cardFixture(), account),
      toTicketCard(
        cardFixture({
          entity_id: 40,
          subject: 'Delivery date',
          unread_count: 0,
          project: null,
          order: { number: '000000012' },
          status: { id: 4, code: 'solved', label: 'Solved' },
        }),
        account,
      ),
    ],
    ...overrides,
  };
}

const thread = (reader: Reader, overrides = {}) => ({
  website: 'int',
  scope: account,
  ticket: toThreadView(ticketFixture(reader, overrides), account),
  helpdeskUnreadCount: null,
});

describe('the messages list (server render)', () => {
  it('shows each ticket’s status, subject, what it is about, last message time and unread badge', () => {
    const html = render(() => (
      <TicketListPage data={listData()} newTicketHref="/int/customer/account/messages/new" />
    ));
    expect(count(html, 'data-testid="ticket-card"')).toBe(2);
    expect(html).toContain('href="/int/customer/account/messages/41"');
    expect(html).toContain('Sofa fabric for the living room');
    expect(html).toContain('href="/int/customer/account/projects/7"');
    expect(html).toContain('href="/int/customer/account/orders/000000012"');
    expect(html).toContain('data-status="pending"');
    expect(html).toContain('Awaiting your reply');
    expect(html).toContain('Nov 24, 2026, 4:30 PM');
    expect(count(html, 'data-testid="unread-badge"')).toBe(1);
    expect(html).toContain('1 unread message');
    expect(html).toContain('2 conversations');
  });

  it('offers the status filters as links, the current one marked', () => {
    const html = render(() => <TicketListPage data={listData({ status: 'solved' })} newTicketHref="/x" />);
    expect(html).toContain('href="/int/customer/account/messages?status=open"');
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/int\/customer\/account\/messages\?status=solved"|href="\/int\/customer\/account\/messages\?status=solved"[^>]*aria-current="page"/,
    );
  });

  it('speaks Russian with its plural forms and dates', () => {
    const html = render(
      () => <TicketListPage data={listData({ totalCount: 5 })} newTicketHref="/x" />,
      'ru-RU',
    );
    expect(html).toContain('5 обращений');
    expect(html).toContain('Ждёт вашего ответа');
    expect(html).toContain('24 нояб. 2026');
  });

  it('pages with previous and next links keeping the filter', () => {
    const html = render(() => (
      <TicketListPage data={listData({ status: 'open', page: 2, totalPages: 3 })} newTicketHref="/x" />
    ));
    expect(html).toContain('href="/int/customer/account/messages?status=open"');
    expect(html).toContain('href="/int/customer/account/messages?status=open&amp;page=3"');
    expect(html).toContain('Page 2 of 3');
  });
});

describe('the thread (server render)', () => {
  it('shows the customer their own message apart, the manager’s answer as new, and the files', () => {
    const html = render(() => <ThreadPage data={thread('customer')} />);
    expect(html).toMatch(/data-own="true"[^>]*data-message-id="301"/);
    expect(html).toMatch(/data-own="false"[^>]*data-message-id="303"/);
    expect(count(html, 'data-testid="message-new"')).toBe(1);
    expect(html).toContain('href="/int/customer/account/messages/41/attachments/502"');
    expect(html).toContain('swatch.png');
    expect(html).toContain('3 MB');
    expect(html).toContain('data-kind="image"');
    expect(html).toContain('data-kind="pdf"');
    expect(html).toContain('Status changed: New → Pending');
  });

  it('gives the customer a multipart reply form, the manager chooser and close, but no solve', () => {
    const html = render(() => <ThreadPage data={thread('customer')} />);
    const reply = html.match(/<form[^>]*data-testid="reply-form"[^>]*>/)?.[0] ?? '';
    expect(reply).toMatch(/enctype="multipart\/form-data"/i);
    expect(reply).toContain('method="post"');
    expect(html).toContain('<input type="hidden" name="key" value="k-41"/>');
    const input = html.match(/<input[^>]*type="file"[^>]*>/)?.[0] ?? '';
    expect(input).toContain('name="attachments"');
    expect(input).toContain('multiple=""');
    expect(html).toContain('accept=".jpeg,.jpg,.png,.pdf,.xlsx,.xls,.pptx,.ppt,.docx,.doc"');
    expect(html).toContain('At most 5 files, 10 MB each');
    expect(html).toContain('Choose your manager');
    expect(html).toContain('data-testid="ticket-close"');
    expect(html).not.toContain('data-testid="ticket-solve"');
    expect(html).not.toContain('data-testid="rating-form"');
    expect(html).not.toContain('clara@example.com');
    // Before hydration the forms are plain posts: no via=fetcher yet.
    expect(html).not.toContain('name="via"');
  });

  it('gives the manager solve and reassign, and shows the customer to answer', () => {
    const html = render(() => <ThreadPage data={thread('manager')} />);
    expect(html).toContain('data-testid="ticket-solve"');
    expect(html).toContain('Reassign to');
    expect(html).toContain('Awaiting the customer');
    expect(html).toContain('clara@example.com');
    expect(html).toMatch(/data-own="true"[^>]*data-message-id="303"/);
  });

  it('asks a customer for 1–5 stars once solved, and shows no reply box when closed', () => {
    const solved = render(() => (
      <ThreadPage
        data={thread('customer', {
          status: { id: 4, code: 'solved', label: 'Solved' },
          permissions: {
            reply: true,
            set_manager: false,
            solve: false,
            close: true,
            reopen: true,
            rate: true,
          },
        })}
      />
    ));
    expect(count(solved, 'name="rating"')).toBe(5);
    expect(solved).toContain('data-testid="ticket-reopen"');
    const closed = render(() => (
      <ThreadPage
        data={thread('customer', {
          status: { id: 5, code: 'closed', label: 'Closed' },
          customer_rating: 4,
          permissions: {
            reply: false,
            set_manager: false,
            solve: false,
            close: false,
            reopen: true,
            rate: false,
          },
        })}
      />
    ));
    expect(closed).toContain('data-testid="reply-closed"');
    expect(closed).not.toContain('data-testid="reply-form"');
    expect(closed).toContain('Rated 4 stars of 5');
  });

  it('shows a refused reply’s message and keeps the text', () => {
    const html = render(() => (
      <ThreadPage
        data={thread('customer')}
        answer={{
          ok: false,
          intent: 'reply',
          content: 'My text',
          message: { text: '“x.png” is not a PNG picture.' },
        }}
      />
    ));
    expect(html).toContain('“x.png” is not a PNG picture.');
    expect(html).toContain('My text');
  });
});

describe('the new-ticket form and the ask action (server render)', () => {
  const data = {
    website: 'int',
    departments: [
      { id: 1, code: 'sales', label: 'Sales' },
      { id: 2, code: 'delivery', label: 'Delivery' },
    ],
    defaults: { subject: '', department: '1', content: '', name: 'Clara Client', email: 'clara@example.com' },
    about: { projectId: 7, estimateId: null, orderNumber: null },
    subject: {
      kind: 'project' as const,
      id: '7',
      name: 'Country house',
      ticket: {
        id: 41,
        subject: 'Sofa fabric',
        status: 'open' as const,
        managerName: 'Maria Manager',
        managerEmail: 'm@example.com',
      },
    },
  };

  it('prefills name and e-mail, links the project and offers its conversation', () => {
    const html = render(
      () => <NewTicketPage data={data} />,
      'en-US',
      '/int/customer/account/messages/new?project=7',
    );
    expect(html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    expect(html).toContain('value="Clara Client"');
    expect(html).toContain('value="clara@example.com"');
    expect(html).toContain('<input type="hidden" name="project" value="7"/>');
    expect(html).toContain('About:');
    expect(html).toContain('Country house');
    expect(html).toContain('href="/int/customer/account/messages/41"');
    expect(html).toContain('Delivery');
  });

  it('shows the required fields’ messages', () => {
    const answer = {
      ok: false as const,
      values: { ...data.defaults },
      errors: { subject: { key: 'validation.required' }, content: { key: 'validation.required' } },
    };
    const html = render(() => <NewTicketPage data={data} answer={answer} />, 'es-ES');
    expect(count(html, 'Este campo es obligatorio.')).toBe(2);
  });

  it('asks a question already linked, with the existing conversation’s manager as contact', () => {
    const html = render(() => (
      <AskQuestion
        website="int"
        about={{ estimateId: 12 }}
        ticket={{ id: 41, subject: 'S', status: 'open', managerName: 'Maria Manager', managerEmail: null }}
      />
    ));
    expect(html).toContain('href="/int/customer/account/messages/new?estimate=12"');
    expect(html).toContain('Ask about this estimate');
    expect(html).toContain('Your contact: Maria Manager');
    expect(html).toContain('href="/int/customer/account/messages/41"');
  });
});

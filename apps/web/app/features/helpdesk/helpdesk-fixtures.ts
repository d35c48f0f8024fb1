// Tickets as the API answers them, for the unit and render tests: a ticket about a project with a
// customer's question (a PDF attached), a manager's answer (a PNG) and a status event — as its
// customer reads it (the answer unread) or as its manager does.
import type { HelpdeskTicketCardFieldsFragment, HelpdeskTicketFieldsFragment } from '~/lib/graphql/generated';

export type Reader = 'customer' | 'manager';

export function cardFixture(
  overrides: Partial<HelpdeskTicketCardFieldsFragment> = {},
): HelpdeskTicketCardFieldsFragment {
  return {
    entity_id: 41,
    uid: 'k-41',
    subject: 'Sofa fabric for the living room',
    status: { id: 3, code: 'pending', label: 'Pending' },
    last_message_at: '2026-11-24 16:30:00',
    unread_count: 1,
    role: 'CUSTOMER',
    project: { id: 7, name: 'Country house' },
    estimate: null,
    order: null,
    department: { id: 1, current_storefront_label: 'Sales' },
    manager: { id: 90, name: 'Maria Manager' },
    ...overrides,
  };
}

export function ticketFixture(
  reader: Reader,
  overrides: Partial<HelpdeskTicketFieldsFragment> = {},
): HelpdeskTicketFieldsFragment {
  const customer = reader === 'customer';
  return {
    ...cardFixture({ role: customer ? 'CUSTOMER' : 'MANAGER' }),
    created_at: '2026-11-24 10:00:00',
    customer_rating: null,
    customer: { id: 5, name: 'Clara Client', email: 'clara@example.com' },
    department: {
      id: 1,
      code: 'sales',
      current_storefront_label: 'Sales',
      managers: [
        { id: 90, name: 'Maria Manager' },
        { id: 91, name: 'Max Manager' },
      ],
    },
    messages: [
      {
        id: 301,
        content: 'Which fabric suits a family with a dog?\nPlan attached.',
        author_name: 'Clara Client',
        created_at: '2026-11-24 10:00:00',
        status: customer ? 'read' : 'unread',
        timeline_type: 'message',
        type: 'customer-reply',
        is_own: customer,
        attachments: [{ id: 501, file_name: 'plan.pdf', size: 20480, extension: 'pdf' }],
      },
      {
        id: 302,
        content: 'Status changed: New → Pending',
        author_name: 'Maria Manager',
        created_at: '2026-11-24 16:29:00',
        status: 'read',
        timeline_type: 'event',
        type: 'system',
        is_own: false,
        attachments: [],
      },
      {
        id: 303,
        content: 'Take the velour: see the swatch.',
        author_name: 'Maria Manager',
        created_at: '2026-11-24 16:30:00',
        status: customer ? 'unread' : 'read',
        timeline_type: 'message',
        type: 'manager-reply',
        is_own: !customer,
        attachments: [{ id: 502, file_name: 'swatch.png', size: 3 * 1024 * 1024, extension: 'png' }],
      },
    ],
    permissions: customer
      ? { reply: true, set_manager: true, solve: false, close: true, reopen: false, rate: false }
      : { reply: true, set_manager: true, solve: true, close: true, reopen: false, rate: false },
    ...overrides,
  };
}

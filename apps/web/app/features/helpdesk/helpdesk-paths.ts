// Paths of the messages pages (issue 15, decisions of the helpdesk): the account's list and threads
// (customer/account/messages, messages/{ticketId}), the same inside a project
// (projects/{id}/messages…), the new-ticket form (linked by `project`, `estimate`, `order`) and the
// download of an attachment through the storefront (the API wants the session's token).

/** Where a list or thread is shown: the account, or one project's messages tab. */
export interface HelpdeskScope {
  website: string;
  projectId: number | null;
}

/** What a new ticket is about (the form's query parameters). */
export interface TicketAbout {
  projectId: number | null;
  estimateId: number | null;
  orderNumber: string | null;
}

export const STATUS_CODES = ['new', 'open', 'pending', 'solved', 'closed'] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

const account = (website: string) => `/${website}/customer/account`;

function base(scope: HelpdeskScope): string {
  return scope.projectId === null
    ? `${account(scope.website)}/messages`
    : `${account(scope.website)}/projects/${scope.projectId}/messages`;
}

export const helpdeskPaths = {
  list: (scope: HelpdeskScope, query: { status?: StatusCode | null; page?: number } = {}) => {
    const search = new URLSearchParams();
    if (query.status) search.set('status', query.status);
    if (query.page && query.page > 1) search.set('page', String(query.page));
    const text = search.toString();
    return `${base(scope)}${text ? `?${text}` : ''}`;
  },
  ticket: (scope: HelpdeskScope, ticketId: number) => `${base(scope)}/${ticketId}`,
  newTicket: (website: string, about: Partial<TicketAbout> = {}) => {
    const search = new URLSearchParams();
    if (about.projectId) search.set('project', String(about.projectId));
    if (about.estimateId) search.set('estimate', String(about.estimateId));
    if (about.orderNumber) search.set('order', about.orderNumber);
    const text = search.toString();
    return `${account(website)}/messages/new${text ? `?${text}` : ''}`;
  },
  attachment: (website: string, ticketId: number, attachmentId: number) =>
    `${account(website)}/messages/${ticketId}/attachments/${attachmentId}`,
  project: (website: string, projectId: number) => `${account(website)}/projects/${projectId}`,
  estimate: (website: string, estimateId: number) => `${account(website)}/estimates/${estimateId}`,
  order: (website: string, orderNumber: string) =>
    `${account(website)}/orders/${encodeURIComponent(orderNumber)}`,
};

/** A positive id from the path or the query (digits only), else null. */
export function positiveIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The list's status filter and page from its URL (an unknown status shows every ticket). */
export function listQueryOf(url: URL): { status: StatusCode | null; page: number } {
  const status = url.searchParams.get('status');
  return {
    status: STATUS_CODES.find((code) => code === status) ?? null,
    page: positiveIdOf(url.searchParams.get('page')) ?? 1,
  };
}

/** What the new-ticket form is about, from its query parameters (bad values are left out). */
export function aboutOf(url: URL): TicketAbout {
  const order = url.searchParams.get('order')?.trim() ?? '';
  return {
    projectId: positiveIdOf(url.searchParams.get('project')),
    estimateId: positiveIdOf(url.searchParams.get('estimate')),
    orderNumber: /^[\w-]{1,32}$/.test(order) ? order : null,
  };
}

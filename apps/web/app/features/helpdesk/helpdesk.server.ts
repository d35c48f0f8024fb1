// The messages pages' reads from the API: the ticket list (status filter, pages), one thread (its
// loader marks the other side's unread messages read, so the menu badge drops), the departments
// of the new-ticket form, what a new ticket is about, and the ticket an "Ask a question" action
// links to. A ticket the reader may not read answers 404, as an unknown one does.
import { data } from 'react-router';
import { dataOrFail } from '~/lib/customer/account-api.server';
import {
  HelpdeskDepartmentsDocument,
  HelpdeskMarkReadDocument,
  HelpdeskSubjectEstimateDocument,
  HelpdeskSubjectProjectDocument,
  HelpdeskTicketDocument,
  HelpdeskTicketListDocument,
} from '~/lib/graphql/generated';
import { type GraphQLClientError, requestGraphQL } from '~/lib/graphql.server';
import { NO_SUCH_ENTITY_CATEGORY, throwIfSessionExpired } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { HelpdeskScope, StatusCode, TicketAbout } from './helpdesk-paths';
import {
  type ThreadView,
  type TicketLinkView,
  toThreadView,
  toTicketCard,
  toTicketLink,
  unreadMessageIds,
} from './helpdesk-view';

export const TICKETS_PAGE_SIZE = 20;

const notFound = () => data({ messageKey: 'error.page_not_found' }, { status: 404 });

function isNoSuchEntity(error: GraphQLClientError): boolean {
  return (
    error.kind === 'graphql' &&
    error.errors.some((item) => item.extensions?.category === NO_SUCH_ENTITY_CATEGORY)
  );
}

export async function loadTicketList(
  shop: ShopContext,
  scope: HelpdeskScope,
  query: { status: StatusCode | null; page: number },
) {
  const filter = {
    ...(query.status ? { status: { eq: query.status } } : {}),
    ...(scope.projectId !== null ? { project_id: { eq: String(scope.projectId) } } : {}),
  };
  const result = await requestGraphQL(HelpdeskTicketListDocument, {
    variables: { currentPage: query.page, pageSize: TICKETS_PAGE_SIZE, filter },
    scope: shop.headers,
  });
  const list = dataOrFail(result, 'awHelpdesk2TicketList', shop.website).awHelpdesk2TicketList;
  return {
    scope,
    status: query.status,
    page: query.page,
    totalPages: list?.page_info?.total_pages ?? 1,
    totalCount: list?.total_count ?? 0,
    unreadCount: list?.unread_count ?? 0,
    tickets: (list?.items ?? []).map((ticket) => toTicketCard(ticket, scope)),
  };
}

export type TicketListData = Awaited<ReturnType<typeof loadTicketList>>;

export interface ThreadData {
  website: string;
  scope: HelpdeskScope;
  ticket: ThreadView;
  /** The reader's unread messages left after this page marked its own read; null when it marked none. */
  helpdeskUnreadCount: number | null;
}

/**
 * One thread. Inside a project only that project's tickets are shown. The other side's unread
 * messages are marked read (changeMessageStatus, one call each, as the spec names it); the page
 * still shows which they were.
 */
export async function loadThread(
  shop: ShopContext,
  scope: HelpdeskScope,
  ticketId: number,
): Promise<ThreadData> {
  const result = await requestGraphQL(HelpdeskTicketDocument, {
    variables: { entityId: ticketId },
    scope: shop.headers,
  });
  if (!result.ok && isNoSuchEntity(result.error)) throw notFound();
  const ticket = dataOrFail(result, 'awHelpdesk2TicketById', shop.website).awHelpdesk2TicketById;
  if (!ticket || (scope.projectId !== null && ticket.project?.id !== scope.projectId)) throw notFound();
  const marked = await Promise.all(
    unreadMessageIds(ticket).map((messageId) =>
      requestGraphQL(HelpdeskMarkReadDocument, { variables: { messageId }, scope: shop.headers }),
    ),
  );
  let helpdeskUnreadCount: number | null = null;
  for (const answer of marked) {
    if (!answer.ok) {
      // The thread is shown all the same; the message stays unread until the next visit.
      throwIfSessionExpired(answer.error, shop.website);
      console.error(`API call changeMessageStatus failed (${answer.error.kind}): ${answer.error.message}`);
      continue;
    }
    const left = answer.data.changeMessageStatus?.unread_count;
    if (typeof left === 'number') helpdeskUnreadCount = Math.min(left, helpdeskUnreadCount ?? left);
  }
  return { website: shop.website, scope, ticket: toThreadView(ticket, scope), helpdeskUnreadCount };
}

export async function loadDepartments(shop: ShopContext) {
  const result = await requestGraphQL(HelpdeskDepartmentsDocument, { scope: shop.headers });
  return dataOrFail(
    result,
    'awHelpdesk2AvailableDepartmentsForCreateTicket',
    shop.website,
  ).awHelpdesk2AvailableDepartmentsForCreateTicket.map((department) => ({
    id: department.id,
    code: department.code,
    label: department.current_storefront_label,
  }));
}

export interface SubjectView {
  kind: 'project' | 'estimate' | 'order';
  id: string;
  name: string;
  ticket: TicketLinkView | null;
}

/**
 * What a new ticket (or an "Ask a question" action) is about: the project or estimate by name
 * with its existing ticket, or the order by number. A project or estimate the customer may not
 * read is not named (the API refuses the ticket too).
 */
export async function loadSubject(shop: ShopContext, about: TicketAbout): Promise<SubjectView | null> {
  if (about.projectId !== null) {
    const result = await requestGraphQL(HelpdeskSubjectProjectDocument, {
      variables: { projectId: String(about.projectId) },
      scope: shop.headers,
    });
    if (!result.ok && isNoSuchEntity(result.error)) return null;
    const project = dataOrFail(result, 'projects (helpdesk)', shop.website).projects?.items[0];
    return project
      ? {
          kind: 'project',
          id: String(project.project_id),
          name: project.name,
          ticket: toTicketLink(project.helpdesk_ticket),
        }
      : null;
  }
  if (about.estimateId !== null) {
    const result = await requestGraphQL(HelpdeskSubjectEstimateDocument, {
      variables: { estimateId: String(about.estimateId) },
      scope: shop.headers,
    });
    if (!result.ok && isNoSuchEntity(result.error)) return null;
    const estimate = dataOrFail(result, 'estimates (helpdesk)', shop.website).estimates?.items[0];
    return estimate
      ? {
          kind: 'estimate',
          id: String(estimate.id),
          name: estimate.name,
          ticket: toTicketLink(estimate.ticket),
        }
      : null;
  }
  if (about.orderNumber !== null) {
    return { kind: 'order', id: about.orderNumber, name: about.orderNumber, ticket: null };
  }
  return null;
}

/**
 * The conversation an "Ask a question" action links to: the project's or estimate's latest ticket.
 * The page around it does not fail when this does (the action still opens a new ticket); an expired
 * session still ends in the logout redirect.
 */
export async function loadAskTicket(
  shop: ShopContext,
  about: Partial<TicketAbout>,
): Promise<TicketLinkView | null> {
  try {
    const subject = await loadSubject(shop, {
      projectId: about.projectId ?? null,
      estimateId: about.estimateId ?? null,
      orderNumber: null,
    });
    return subject?.ticket ?? null;
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('The ticket of an "Ask a question" action could not be loaded', error);
    return null;
  }
}

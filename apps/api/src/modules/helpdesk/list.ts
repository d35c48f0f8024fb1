// The reader's tickets (awHelpdesk2TicketList), the account's unread badge and the latest ticket
// of a project or an estimate (their `helpdesk_ticket` and `ticket` fields).
import type { QueryAwHelpdesk2TicketListArgs } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { caller, type TicketView, viewFrom, viewOf } from './access.ts';
import { relatedOf } from './related.ts';
import { statusId, TICKET_STATUSES, type TicketStatus } from './status-machine.ts';
import { latestTicketAbout, listTickets, totalUnread } from './store.ts';

type EqFilter = { eq?: string | null; in?: (string | null)[] | null } | null | undefined;

function values(filter: EqFilter): string[] | null {
  if (!filter || (filter.eq == null && filter.in == null)) return null;
  return [filter.eq, ...(filter.in ?? [])].filter((v): v is string => v != null).map((v) => v.trim());
}

/** Integer ids of an eq/in filter: null without a filter, [] when none is a valid id. */
const ids = (filter: EqFilter) =>
  values(filter)
    ?.filter((v) => /^\d{1,9}$/.test(v))
    .map(Number) ?? null;

function statusIds(filter: EqFilter): number[] | null {
  const codes = values(filter);
  if (!codes) return null;
  for (const code of codes) {
    if (!(TICKET_STATUSES as readonly string[]).includes(code))
      throw inputError(`"${code}" is not a ticket status: use ${TICKET_STATUSES.join(', ')}.`);
  }
  return codes.map((c) => statusId(c as TicketStatus));
}

export async function ticketList(ctx: RequestContext, args: QueryAwHelpdesk2TicketListArgs) {
  const me = caller(ctx);
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const filter = {
    statusIds: statusIds(args.filter?.status),
    projectIds: ids(args.filter?.project_id),
    estimateIds: ids(args.filter?.estimate_id),
    unreadOnly: args.filter?.unread === true,
  };
  const page = await listTickets(ctx.db, me.id, filter, {
    size: pageSize,
    offset: (currentPage - 1) * pageSize,
  });
  // The reader's relation and unread count come with each row: no query per ticket.
  const related = await relatedOf(ctx.db, page.rows);
  const items: TicketView[] = [];
  for (const { isCustomer, manages, inProject, unread, ...row } of page.rows) {
    const view = viewFrom(row, me.id, { isCustomer, manages, inProject });
    if (view) items.push({ ...view, unread, related });
  }
  return {
    items,
    total_count: page.total,
    unread_count: page.unread,
    page_info: {
      current_page: currentPage,
      page_size: pageSize,
      total_pages: Math.ceil(page.total / pageSize),
    },
  };
}

export function unreadTotal(ctx: RequestContext): Promise<number> {
  return totalUnread(ctx.db, caller(ctx).id);
}

export async function latestTicket(
  ctx: RequestContext,
  about: { projectId: number } | { estimateId: number },
): Promise<TicketView | null> {
  const me = caller(ctx);
  const row = await latestTicketAbout(ctx.db, me.id, about);
  return row ? viewOf(ctx.db, row, me.id) : null;
}

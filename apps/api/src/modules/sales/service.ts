// Orders as the signed-in customer sees them: only their own, the current store view's unless the
// scope widens it (Magento's CustomerOrders resolver), paged and sorted. With the `project_id`
// filter: the orders of a project the caller may read.
import type { CustomerOrdersArgs } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError, inputError } from '../../shared/errors.ts';
import { NOT_AUTHORIZED } from '../customer/session.ts';
import { projectAccess } from '../projects/index.ts';
import { listStoreViews } from '../store/index.ts';
import { orderViews } from './order-view.ts';
import { findOrder, listCustomerOrders, type OrderQuery } from './store.ts';

/**
 * The project of the `project_id` filter, which the caller must be able to read (its orders are
 * then listed whoever placed them: owner, members and managers read a project's orders, b2b.md §2).
 */
async function projectFilter(
  ctx: RequestContext,
  filter: CustomerOrdersArgs['filter'],
): Promise<number | null> {
  const wanted = filter?.project_id?.eq ?? filter?.project_id?.in?.[0];
  if (wanted == null) return null;
  const id = /^\s*\d{1,9}\s*$/.test(wanted) ? Number(wanted) : 0;
  return (await projectAccess(ctx, id, 'read')).projectId;
}

async function scopeStoreViews(
  ctx: RequestContext,
  scope: CustomerOrdersArgs['scope'],
): Promise<number[] | null> {
  if (scope === 'GLOBAL') return null;
  // A website has one store group here, so STORE (the group's views) and WEBSITE list the same.
  if (scope === 'WEBSITE' || scope === 'STORE')
    return (await listStoreViews(ctx.db, ctx.website.id)).map((s) => s.id);
  return [ctx.store.id];
}

function numberFilter(filter: CustomerOrdersArgs['filter']): OrderQuery['number'] {
  const number = filter?.number;
  if (!number) return null;
  return {
    ...(number.eq != null ? { eq: number.eq } : {}),
    ...(number.in != null ? { in: number.in.filter((n): n is string => n !== null) } : {}),
    ...(number.match != null ? { match: number.match } : {}),
  };
}

export async function customerOrders(ctx: RequestContext, customerId: number, args: CustomerOrdersArgs) {
  if (!ctx.customer || ctx.customer.id !== customerId) throw authorizationError(NOT_AUTHORIZED);
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const projectId = await projectFilter(ctx, args.filter);
  const { rows, total } = await listCustomerOrders(ctx.db, {
    customerId,
    projectId,
    storeViewIds: await scopeStoreViews(ctx, args.scope),
    number: numberFilter(args.filter),
    sort: args.sort ? { field: args.sort.sort_field, direction: args.sort.sort_direction } : null,
    pageSize,
    currentPage,
  });
  return {
    items: await orderViews(ctx, ctx.db, rows),
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
  };
}

/** The order placeOrder just wrote (or found), for its output. */
export async function placedOrderView(ctx: RequestContext, orderId: number) {
  const order = await findOrder(ctx.db, orderId);
  if (!order) return null;
  const [view] = await orderViews(ctx, ctx.db, [order]);
  return view ?? null;
}

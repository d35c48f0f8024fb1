// Who may read the fields that the address book, the wish list and the newsletter add to Customer:
// the signed-in customer on their own Customer, and whoever created an account in this very
// request on the Customer that createCustomer answers (a guest signing up reads is_subscribed,
// addresses… of the new account, as in Magento). Never anyone else, whatever the parent object.
import type { RequestContext } from '../../shared/context.ts';
import { authorizationError } from '../../shared/errors.ts';
import type { CustomerParent } from './customer-view.ts';
import { onCustomerSaved } from './hooks.ts';
import { NOT_AUTHORIZED } from './session.ts';

const createdInRequest = new WeakMap<RequestContext, Set<number>>();

onCustomerSaved(async (ctx, _tx, event) => {
  if (!event.created) return;
  const created = createdInRequest.get(ctx) ?? new Set<number>();
  created.add(event.customer.id);
  createdInRequest.set(ctx, created);
});

/** The id of the Customer `parent` if the caller may read its fields, else the authorization error. */
export function customerOwnedBy(
  ctx: RequestContext,
  parent: CustomerParent,
  message = NOT_AUTHORIZED,
): number {
  if (ctx.customer?.id === parent.id || createdInRequest.get(ctx)?.has(parent.id)) return parent.id;
  throw authorizationError(message);
}

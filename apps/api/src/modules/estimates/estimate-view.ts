// The fields of GraphQL type `Estimate` from its view (access.ts): the reader's role, the status in
// the store view's language, the owner and the partner (the partner's e-mail only for the partner
// and managers), the delivery address and information, the history, what the reader may do now
// (transitions and permissions, from status-machine.ts). People are read once per view.
import type {
  EstimateDeliveryInfo,
  EstimatePartnerInfo,
  EstimatePermissions,
  EstimateRole,
  EstimateStatusChange,
  EstimateTransition,
  ProjectParticipant,
} from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { toDisplayMoney } from '../../shared/money.ts';
import { magentoDateTime } from '../customer/customer-view.ts';
import { type EstimateView, isPrimaryManager } from './access.ts';
import { pricedEstimate } from './pricing.ts';
import {
  mayDelete,
  mayEditDelivery,
  mayEditDetails,
  mayEditItems,
  mayEditManagerPrices,
  mayEditPartnerPrices,
  mayInvite,
  mayLoadIntoCart,
  statusLabel,
  type TransitionFacts,
  transitionsFrom,
} from './status-machine.ts';
import { findPeople, listStatusChanges, type PersonRow } from './store.ts';

/** The first that applies: owner, manager, partner, member. */
export function estimateRole(view: EstimateView): EstimateRole {
  if (view.actors.has('owner')) return 'OWNER';
  if (view.actors.has('manager')) return 'MANAGER';
  if (view.actors.has('partner')) return 'PARTNER';
  return 'MEMBER';
}

/** Managers see the cost figures (b2b.md §4). */
export const seesCosts = (view: EstimateView) => view.actors.has('manager');
/** The estimate's partner and managers see the partner's figures. */
export const seesPartnerFigures = (view: EstimateView) =>
  view.actors.has('manager') || view.actors.has('partner');

export const estimateStatusLabel = (ctx: RequestContext, view: EstimateView) =>
  statusLabel(view.row.status, ctx.locale);

export const estimateCreatedAt = (view: EstimateView) => magentoDateTime(view.row.createdAt);
export const estimateUpdatedAt = (view: EstimateView) => magentoDateTime(view.row.updatedAt);
export const estimatePrimaryManager = (view: EstimateView) => isPrimaryManager(view);

const people = new WeakMap<EstimateView, Promise<PersonRow[]>>();

function ownerAndPartner(ctx: RequestContext, view: EstimateView): Promise<PersonRow[]> {
  let found = people.get(view);
  if (!found) {
    const ids = [view.row.ownerId, ...(view.people.partnerId === null ? [] : [view.people.partnerId])];
    found = findPeople(ctx.db, ids);
    people.set(view, found);
  }
  return found;
}

export async function estimateOwner(ctx: RequestContext, view: EstimateView): Promise<ProjectParticipant> {
  const owner = (await ownerAndPartner(ctx, view)).find((p) => p.id === view.row.ownerId);
  if (!owner) throw new Error(`owner of estimate ${view.row.id} not found`);
  return {
    customer_id: owner.id,
    firstname: owner.firstname,
    lastname: owner.lastname,
    email: owner.email,
    is_primary_manager: false,
  };
}

export async function partnerInfo(
  ctx: RequestContext,
  view: EstimateView,
): Promise<EstimatePartnerInfo | null> {
  const id = view.people.partnerId;
  if (id === null) return null;
  const partner = (await ownerAndPartner(ctx, view)).find((p) => p.id === id);
  if (!partner) return null;
  return {
    name: `${partner.firstname} ${partner.lastname}`.trim(),
    email: seesPartnerFigures(view) ? partner.email : null,
  };
}

export function addressDelivery(view: EstimateView) {
  const r = view.row;
  if (r.addressCountryCode === null) return null;
  return {
    id: r.id,
    estimate_id: r.id,
    city: r.addressCity,
    company: r.addressCompany,
    country_code: r.addressCountryCode as never,
    firstname: r.addressFirstname,
    lastname: r.addressLastname,
    postcode: r.addressPostcode,
    street: r.addressStreet ?? [],
    telephone: r.addressTelephone,
  };
}

export async function deliveryInfo(
  ctx: RequestContext,
  view: EstimateView,
): Promise<EstimateDeliveryInfo | null> {
  const r = view.row;
  if (r.deliveryDescription === null && r.deliveryCost === null) return null;
  const { pctx } = await pricedEstimate(ctx, view);
  return {
    description: r.deliveryDescription,
    delivery_cost: r.deliveryCost === null ? null : toDisplayMoney(r.deliveryCost, pctx.currency),
  };
}

export async function history(ctx: RequestContext, view: EstimateView): Promise<EstimateStatusChange[]> {
  return (await listStatusChanges(ctx.db, view.row.id)).map((c) => ({
    from_status: c.fromStatus,
    to_status: c.toStatus,
    changed_by: c.customerName,
    changed_at: magentoDateTime(c.changedAt),
    note: c.note,
  }));
}

/** What the status machine needs to know of the estimate (the note is the change's own). */
export async function transitionFacts(
  ctx: RequestContext,
  view: EstimateView,
  note: string | null,
): Promise<TransitionFacts> {
  const priced = await pricedEstimate(ctx, view);
  return {
    hasPartner: view.people.partnerId !== null,
    itemCount: priced.items.length,
    unpricedItems: priced.unpricedItems,
    note,
  };
}

export async function transitions(ctx: RequestContext, view: EstimateView): Promise<EstimateTransition[]> {
  const facts = await transitionFacts(ctx, view, null);
  return transitionsFrom(view.actors, view.row.status, facts).map(({ status, verdict }) =>
    verdict.allowed
      ? { status, allowed: true, reason_code: null, reason: null }
      : { status, allowed: false, reason_code: verdict.code, reason: verdict.message },
  );
}

export function permissions(view: EstimateView): EstimatePermissions {
  const { actors, row } = view;
  return {
    edit_items: mayEditItems(actors, row.status),
    edit_manager_prices: mayEditManagerPrices(actors, row.status),
    edit_partner_prices: mayEditPartnerPrices(actors, row.status),
    edit_details: mayEditDetails(actors, row.status),
    edit_delivery: mayEditDelivery(actors, row.status),
    invite: mayInvite(actors),
    delete: mayDelete(actors, row.status),
    load_into_cart: mayLoadIntoCart(actors, row.status),
  };
}

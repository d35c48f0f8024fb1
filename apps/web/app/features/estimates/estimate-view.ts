// Estimates as the pages show them (pure): the lists' cards, and one estimate with its people,
// address, delivery, totals, history and the reader's permissions. Field-level authorization is the
// API's (design/b2b.md §4): a figure the reader may not see comes as null and is simply not shown,
// so a client never gets cost or partner columns because no such figure reaches the page.
import type { DeliveryAddressValues } from '~/lib/address/delivery-address';
import type {
  EstimateCardFieldsFragment,
  EstimateDetailFieldsFragment,
  EstimateDetailQuery,
  EstimateStatus,
} from '~/lib/graphql/generated';
import { type EstimateLineView, toEstimateLine } from './estimate-line-view';
import { type MoneyRangeView, type MoneyView, toMoney, toMoneyRange } from './estimate-money';
import { type EstimateListKind, type EstimateScope, estimatePaths } from './estimate-paths';
import { type StatusActionView, statusActions } from './estimate-status';

export interface EstimateCardView {
  id: number;
  name: string;
  status: EstimateStatus;
  statusLabel: string;
  isCorrection: boolean;
  project: { name: string; href: string } | null;
  itemCount: number;
  total: MoneyRangeView | null;
  createdAt: string;
  /** The estimate's page (a proposal list opens the proposal page). */
  href: string;
}

export function toEstimateCard(
  estimate: EstimateCardFieldsFragment,
  scope: EstimateScope,
  kind: EstimateListKind,
): EstimateCardView {
  return {
    id: estimate.id,
    name: estimate.name,
    status: estimate.status,
    statusLabel: estimate.status_label,
    isCorrection: estimate.is_correction,
    project:
      estimate.project_id !== null
        ? {
            name: estimate.project_name ?? String(estimate.project_id),
            href: estimatePaths.project(scope.website, estimate.project_id),
          }
        : null,
    itemCount: estimate.products.total_count,
    total: toMoneyRange(estimate.products.total_prices.grand_total),
    createdAt: estimate.created_at,
    href: estimatePaths.detail(scope, kind, estimate.id),
  };
}

/** A delivery address without region (lib/address/delivery-address.ts). */
export type EstimateAddressValues = DeliveryAddressValues;

export interface HistoryEntryView {
  key: string;
  from: EstimateStatus | null;
  to: EstimateStatus;
  by: string;
  at: string;
  note: string;
}

export interface EstimatePermissionsView {
  editItems: boolean;
  editManagerPrices: boolean;
  editPartnerPrices: boolean;
  editDetails: boolean;
  /** Delivery description and cost: the manager's, in the statuses they price in (b2b.md §3). */
  editDelivery: boolean;
  invite: boolean;
  delete: boolean;
  /** "Load into cart": the proposal's owner or a member (b2b.md §5). */
  loadIntoCart: boolean;
}

export interface EstimateView {
  id: number;
  name: string;
  status: EstimateStatus;
  statusLabel: string;
  isCorrection: boolean;
  project: { id: number; name: string; href: string } | null;
  createdAt: string;
  updatedAt: string;
  owner: { name: string; email: string | null };
  partner: { name: string; email: string | null } | null;
  address: EstimateAddressValues | null;
  delivery: { description: string; cost: MoneyView | null };
  note: string;
  lines: EstimateLineView[];
  itemCount: number;
  totals: {
    subTotal: MoneyRangeView | null;
    delivery: MoneyRangeView | null;
    grandTotal: MoneyRangeView | null;
    /** Shown only when it differs from the grand total (VAT on the items). */
    grandTotalInclTax: MoneyRangeView | null;
  };
  /** Which figure columns the page shows: only those the API filled for this reader. */
  columns: { cost: boolean; partner: boolean };
  permissions: EstimatePermissionsView;
  actions: StatusActionView[];
  history: HistoryEntryView[];
}

/** One estimate as the detail query answers it (its fields and one page of items). */
export type EstimateDetail = NonNullable<NonNullable<EstimateDetailQuery['estimates']>['items'][number]>;

function personName(person: { firstname: string; lastname: string }): string {
  return [person.firstname, person.lastname].filter(Boolean).join(' ');
}

function addressValues(
  address: EstimateDetailFieldsFragment['address_delivery'],
): EstimateAddressValues | null {
  if (!address) return null;
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    company: address.company ?? '',
    street: (address.street ?? []).map((line) => line ?? ''),
    city: address.city ?? '',
    countryCode: address.country_code ?? '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
  };
}

export function toEstimateView(
  estimate: EstimateDetail,
  scope: EstimateScope,
  productUrlSuffix: string,
): EstimateView {
  const lines = estimate.products.items.flatMap((item) =>
    item ? [toEstimateLine(item, scope.website, productUrlSuffix)] : [],
  );
  const { permissions } = estimate;
  const totals = estimate.products.total_prices;
  return {
    id: estimate.id,
    name: estimate.name,
    status: estimate.status,
    statusLabel: estimate.status_label,
    isCorrection: estimate.is_correction,
    project:
      estimate.project_id !== null
        ? {
            id: estimate.project_id,
            name: estimate.project_name ?? String(estimate.project_id),
            href: estimatePaths.project(scope.website, estimate.project_id),
          }
        : null,
    createdAt: estimate.created_at,
    updatedAt: estimate.updated_at,
    owner: { name: personName(estimate.owner), email: estimate.owner.email },
    partner: estimate.partner_info
      ? { name: estimate.partner_info.name, email: estimate.partner_info.email }
      : null,
    address: addressValues(estimate.address_delivery),
    delivery: {
      description: estimate.delivery_info?.description ?? '',
      cost: toMoney(estimate.delivery_info?.delivery_cost),
    },
    note: estimate.products.note ?? '',
    lines,
    itemCount: estimate.products.total_count,
    totals: {
      subTotal: toMoneyRange(totals.sub_total),
      delivery: toMoneyRange(totals.snug_delivery_price_total),
      grandTotal: toMoneyRange(totals.grand_total),
      grandTotalInclTax: toMoneyRange(totals.grand_total_including_tax),
    },
    columns: {
      cost: permissions.edit_manager_prices || lines.some((line) => line.cost !== null),
      // A manager reads partner figures of every estimate; they mean something only with a partner.
      partner:
        estimate.partner_info !== null &&
        (permissions.edit_partner_prices || lines.some((line) => line.partner !== null)),
    },
    permissions: {
      editItems: permissions.edit_items,
      editManagerPrices: permissions.edit_manager_prices,
      editPartnerPrices: permissions.edit_partner_prices,
      editDetails: permissions.edit_details,
      editDelivery: permissions.edit_delivery,
      invite: permissions.invite,
      delete: permissions.delete,
      loadIntoCart: permissions.load_into_cart,
    },
    actions: statusActions(estimate.status, estimate.transitions, estimate.role),
    history: estimate.history.map((change, index) => ({
      key: `${index}-${change.changed_at}`,
      from: change.from_status,
      to: change.to_status,
      by: change.changed_by,
      at: change.changed_at,
      note: change.note ?? '',
    })),
  };
}

/** "2026-11-24 16:30:00" (UTC) as a date, or with `time` a date and time, in the interface language. */
export function formatEstimateDate(value: string, locale: string, time = false): string {
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(time ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(date);
}

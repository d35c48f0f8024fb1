// The estimates pages' API calls (spec §7): the lists, one estimate, the dashboard's waiting list,
// the success page's name, and the writes. An authorization error ends the session (spec §8,
// through dataOrFail / actionMessage); an estimate the customer may not read, or one that is not
// in the project whose tab shows it, is "This page could not be found" (404).
import { data } from 'react-router';
import { backendHas } from '~/lib/backend.server';
import { dataOrFail, writeResult } from '~/lib/customer/account-api.server';
import {
  AcceptEstimateInviteDocument,
  CartToEstimateDocument,
  ChangeEstimateStatusDocument,
  DeleteEstimateDocument,
  type EstimateAddressInput,
  EstimateDetailDocument,
  type EstimateFilterInput,
  EstimateNameDocument,
  type EstimatePriceProductInput,
  type EstimateProductUpdateInput,
  type EstimateStatus,
  EstimatesListDocument,
  ProposalToCartDocument,
  RemoveProductFromEstimateDocument,
  SendEstimateInviteDocument,
  SetCustomPriceManagerDocument,
  SetCustomPricePartnerDocument,
  UpdateEstimateDocument,
  UpdateEstimatePriceProductsDocument,
  UpdateEstimateProductsDocument,
} from '~/lib/graphql/generated';
import { type GraphQLClientError, requestGraphQL } from '~/lib/graphql.server';
import {
  isAuthorizationError,
  NO_SUCH_ENTITY_CATEGORY,
  throwIfSessionExpired,
} from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { PriceSide } from './estimate-form';
import {
  ESTIMATE_ITEMS_PAGE_SIZE,
  ESTIMATES_PAGE_SIZE,
  type EstimateListKind,
  type EstimateScope,
  PROPOSAL_STATUSES,
  WAITING_PAGE_SIZE,
} from './estimate-paths';
import { type EstimateCardView, type EstimateView, toEstimateCard, toEstimateView } from './estimate-view';

function notFound(): never {
  throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
}

function isNoSuchEntity(error: GraphQLClientError): boolean {
  return (
    error.kind === 'graphql' &&
    error.errors.some((item) => item.extensions?.category === NO_SUCH_ENTITY_CATEGORY)
  );
}

export interface EstimatesListData {
  website: string;
  kind: EstimateListKind;
  projectId: number | null;
  page: number;
  totalPages: number;
  totalCount: number;
  estimates: EstimateCardView[];
}

/** The filter of a list: a project's only, and for proposals the proposal statuses. */
export function listFilter(kind: EstimateListKind, projectId: number | null): EstimateFilterInput | null {
  const filter: EstimateFilterInput = {};
  if (projectId !== null) filter.project_id = { eq: String(projectId) };
  if (kind === 'proposals') filter.status = { in: [...PROPOSAL_STATUSES] };
  return Object.keys(filter).length > 0 ? filter : null;
}

/** One page of a list (the page `?page=N` asks for; "show more" loads the next one). */
export async function loadEstimatesList(
  shop: ShopContext,
  kind: EstimateListKind,
  projectId: number | null,
  page: number,
): Promise<EstimatesListData> {
  const result = await requestGraphQL(EstimatesListDocument, {
    variables: { currentPage: page, pageSize: ESTIMATES_PAGE_SIZE, filter: listFilter(kind, projectId) },
    scope: shop.headers,
  });
  const list = dataOrFail(result, 'estimates', shop.website).estimates;
  const totalCount = list?.total_count ?? 0;
  const scope = { website: shop.website, projectId };
  return {
    website: shop.website,
    kind,
    projectId,
    page,
    totalPages: list?.page_info?.total_pages ?? Math.ceil(totalCount / ESTIMATES_PAGE_SIZE),
    totalCount,
    estimates: (list?.items ?? []).flatMap((item) => (item ? [toEstimateCard(item, scope, kind)] : [])),
  };
}

export interface WaitingEstimates {
  status: EstimateStatus;
  totalCount: number;
  estimates: EstimateCardView[];
}

/**
 * The dashboard's "waiting" list: the estimates in `status` the reader may read (a manager's in
 * `estimate`, a partner's in `discount_partner`). The dashboard stays up when it cannot be loaded:
 * null, and the failure is logged (an authorization error still ends the session).
 */
export async function loadWaitingEstimates(
  shop: ShopContext,
  status: EstimateStatus,
): Promise<WaitingEstimates | null> {
  if (!backendHas('estimates')) return null;
  const result = await requestGraphQL(EstimatesListDocument, {
    variables: { currentPage: 1, pageSize: WAITING_PAGE_SIZE, filter: { status: { eq: status } } },
    scope: shop.headers,
  });
  if (!result.ok) {
    throwIfSessionExpired(result.error, shop.website);
    console.error(`API call estimates (waiting) failed (${result.error.kind}): ${result.error.message}`);
    return null;
  }
  const list = result.data.estimates;
  const scope = { website: shop.website, projectId: null };
  return {
    status,
    totalCount: list?.total_count ?? 0,
    estimates: (list?.items ?? []).flatMap((item) =>
      item ? [toEstimateCard(item, scope, 'estimates')] : [],
    ),
  };
}

/** One estimate; inside a project's tab it must belong to that project (else 404). */
export async function loadEstimate(
  shop: ShopContext,
  id: number,
  scope: EstimateScope,
): Promise<EstimateView> {
  const result = await requestGraphQL(EstimateDetailDocument, {
    variables: { estimateId: String(id), currentPage: 1, pageSize: ESTIMATE_ITEMS_PAGE_SIZE },
    scope: shop.headers,
  });
  if (!result.ok && isNoSuchEntity(result.error)) notFound();
  const estimate = dataOrFail(result, 'estimates (one)', shop.website).estimates?.items.find(
    (item) => item?.id === id,
  );
  if (!estimate) notFound();
  if (scope.projectId !== null && estimate.project_id !== scope.projectId) notFound();
  return toEstimateView(estimate, scope, shop.storeConfig.product_url_suffix ?? '');
}

/** The estimate's name for the success page; null when there is none the customer may read. */
export async function loadEstimateName(
  shop: ShopContext,
  id: number,
): Promise<{ id: number; name: string; projectId: number | null } | null> {
  const result = await requestGraphQL(EstimateNameDocument, {
    variables: { estimateId: String(id) },
    scope: shop.headers,
  });
  if (!result.ok) {
    if (!isAuthorizationError(result.error) && !isNoSuchEntity(result.error))
      console.error(`API call estimates (name) failed (${result.error.kind}): ${result.error.message}`);
    return null;
  }
  const estimate = result.data.estimates?.items.find((item) => item?.id === id);
  return estimate ? { id: estimate.id, name: estimate.name, projectId: estimate.project_id } : null;
}

export async function updateEstimate(
  shop: ShopContext,
  id: number,
  change: {
    name?: string;
    address?: EstimateAddressInput;
    deliveryInfo?: { description: string; cost: number | null };
  },
) {
  const result = await requestGraphQL(UpdateEstimateDocument, {
    variables: {
      estimateId: id,
      name: change.name ?? null,
      address: change.address ?? null,
      deliveryInfo: change.deliveryInfo
        ? { description: change.deliveryInfo.description, delivery_cost: change.deliveryInfo.cost }
        : null,
    },
    scope: shop.headers,
  });
  return writeResult(result, 'updateEstimate', shop.website, (d) => d.updateEstimate);
}

export async function updateEstimateItems(
  shop: ShopContext,
  id: number,
  products: EstimateProductUpdateInput[],
  note: string | null,
) {
  const result = await requestGraphQL(UpdateEstimateProductsDocument, {
    variables: { estimateId: id, products, note },
    scope: shop.headers,
  });
  return writeResult(result, 'updateEstimateProducts', shop.website, (d) => d.updateEstimateProducts);
}

export async function removeEstimateItem(shop: ShopContext, id: number, itemId: number) {
  const result = await requestGraphQL(RemoveProductFromEstimateDocument, {
    variables: { estimateId: id, itemId },
    scope: shop.headers,
  });
  return writeResult(result, 'removeProductFromEstimate', shop.website, (d) => d.removeProductFromEstimate);
}

/** Several items' custom prices at once; the API sets the caller's side (manager or partner). */
export async function updateEstimatePrices(
  shop: ShopContext,
  id: number,
  products: EstimatePriceProductInput[],
) {
  const result = await requestGraphQL(UpdateEstimatePriceProductsDocument, {
    variables: { estimateId: id, products },
    scope: shop.headers,
  });
  return writeResult(
    result,
    'updateEstimatePriceProducts',
    shop.website,
    (d) => d.updateEstimatePriceProducts,
  );
}

/** One item's custom price on the given side; null clears it. */
export async function setItemPrice(
  shop: ShopContext,
  id: number,
  itemId: number,
  side: PriceSide,
  price: number | null,
) {
  const variables = { estimateId: id, itemId, price };
  if (side === 'manager') {
    const result = await requestGraphQL(SetCustomPriceManagerDocument, { variables, scope: shop.headers });
    return writeResult(
      result,
      'setCustomPriceManagerToEstimateProduct',
      shop.website,
      (d) => d.setCustomPriceManagerToEstimateProduct,
    );
  }
  const result = await requestGraphQL(SetCustomPricePartnerDocument, { variables, scope: shop.headers });
  return writeResult(
    result,
    'setCustomPricePartnerToEstimateProduct',
    shop.website,
    (d) => d.setCustomPricePartnerToEstimateProduct,
  );
}

export async function changeEstimateStatus(
  shop: ShopContext,
  id: number,
  status: EstimateStatus,
  note: string | null,
) {
  const result = await requestGraphQL(ChangeEstimateStatusDocument, {
    variables: { id, status, note },
    scope: shop.headers,
  });
  return writeResult(result, 'changeEstimateStatus', shop.website, (d) => d.changeEstimateStatus);
}

export async function sendEstimateInvite(shop: ShopContext, id: number, email: string) {
  const result = await requestGraphQL(SendEstimateInviteDocument, {
    variables: { estimateId: id, email },
    scope: shop.headers,
  });
  return writeResult(result, 'sendInviteForEstimate', shop.website, (d) => d.sendInviteForEstimate);
}

export async function acceptEstimateInvite(shop: ShopContext, hash: string) {
  const result = await requestGraphQL(AcceptEstimateInviteDocument, {
    variables: { hash },
    scope: shop.headers,
  });
  return writeResult(result, 'acceptedInviteForEstimate', shop.website, (d) => d.acceptedInviteForEstimate);
}

/** Deleted (status true) or refused — the API's message either way (spec §8). */
export async function deleteEstimate(shop: ShopContext, id: number) {
  const result = await requestGraphQL(DeleteEstimateDocument, {
    variables: { estimateId: id },
    scope: shop.headers,
  });
  return writeResult(result, 'deleteEstimate', shop.website, (d) => d.deleteEstimate);
}

/** The cart's lines become a new draft estimate (the route runs it on the shopper's cart id). */
export function cartToEstimateCall(
  shop: ShopContext,
  cartId: string,
  name: string,
  projectId: number | null,
) {
  return requestGraphQL(CartToEstimateDocument, {
    variables: { cartId, name, projectId },
    scope: shop.headers,
  });
}

/** The proposal's items replace the cart's lines (the route runs it on the shopper's cart id). */
export function proposalToCartCall(shop: ShopContext, id: number, cartId: string) {
  return requestGraphQL(ProposalToCartDocument, { variables: { id, cartId }, scope: shop.headers });
}

// The account's orders: one page of the list (?page=N, newest first) and one order by its number.
// Only the token's own orders exist for the API, so another customer's number is simply not found.
import { data } from 'react-router';
import { dataOrFail } from '~/lib/customer/account-api.server';
import { countryNames } from '~/lib/display-names.server';
import {
  CustomerOrderDocument,
  CustomerOrdersDocument,
  GuestOrderByTokenDocument,
  type OrderDetailFieldsFragment as OrderDetail,
  type OrderSummaryFieldsFragment as OrderSummary,
  ProjectOrderDocument,
  ProjectOrdersDocument,
} from '~/lib/graphql/generated';
import { requestGraphQL } from '~/lib/graphql.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import { ORDERS_PAGE_SIZE } from './order-paths';

export interface OrdersPageData {
  website: string;
  orders: OrderSummary[];
  page: number;
  totalPages: number;
  totalCount: number;
}

export function requestedPage(request: Request): number {
  const value = new URL(request.url).searchParams.get('page') ?? '1';
  return /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

export async function loadOrdersPage(request: Request, shop: ShopContext): Promise<OrdersPageData> {
  const page = requestedPage(request);
  const result = await requestGraphQL(CustomerOrdersDocument, {
    variables: { currentPage: page, pageSize: ORDERS_PAGE_SIZE },
    scope: shop.headers,
  });
  const orders = dataOrFail(result, 'customer.orders', shop.website).customer?.orders;
  const totalCount = orders?.total_count ?? 0;
  return {
    website: shop.website,
    orders: (orders?.items ?? []).filter((order): order is OrderSummary => order != null),
    page,
    totalPages: orders?.page_info?.total_pages ?? Math.ceil(totalCount / ORDERS_PAGE_SIZE),
    totalCount,
  };
}

export interface OrderPageData {
  website: string;
  order: OrderDetail;
  /** The addresses' country names in the interface language, by code. */
  countries: Record<string, string>;
}

export async function loadOrder(shop: ShopContext, number: string, locale: string): Promise<OrderPageData> {
  const result = await requestGraphQL(CustomerOrderDocument, { variables: { number }, scope: shop.headers });
  const order = dataOrFail(result, 'customer.orders', shop.website).customer?.orders?.items.find(
    (item) => item?.number === number,
  );
  if (!order) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  const codes = [order.shipping_address?.country_code, order.billing_address?.country_code].filter(
    (code): code is NonNullable<typeof code> => Boolean(code),
  );
  return { website: shop.website, order, countries: countryNames(codes, locale) };
}

/**
 * A project's orders are read in one page (spec §9 asks for 9999; the API's largest page is 300,
 * ADR 0026), more than a project's orders in practice.
 */
export const PROJECT_ORDERS_PAGE_SIZE = 300;

/** The orders of one project (customer.orders filtered by project_id), newest first, one page. */
export async function loadProjectOrders(shop: ShopContext, projectId: number): Promise<OrdersPageData> {
  const result = await requestGraphQL(ProjectOrdersDocument, {
    variables: { projectId: String(projectId), pageSize: PROJECT_ORDERS_PAGE_SIZE },
    scope: shop.headers,
  });
  const orders = dataOrFail(result, 'customer.orders (project)', shop.website).customer?.orders;
  return {
    website: shop.website,
    orders: (orders?.items ?? []).filter((order): order is OrderSummary => order != null),
    page: 1,
    totalPages: 1,
    totalCount: orders?.total_count ?? 0,
  };
}

/** One order of a project; a number that is not one of the project's orders is not found. */
export async function loadProjectOrder(
  shop: ShopContext,
  projectId: number,
  number: string,
  locale: string,
): Promise<OrderPageData> {
  const result = await requestGraphQL(ProjectOrderDocument, {
    variables: { projectId: String(projectId), number },
    scope: shop.headers,
  });
  const order = dataOrFail(result, 'customer.orders (project)', shop.website).customer?.orders?.items.find(
    (item) => item?.number === number,
  );
  if (!order) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  const codes = [order.shipping_address?.country_code, order.billing_address?.country_code].filter(
    (code): code is NonNullable<typeof code> => Boolean(code),
  );
  return { website: shop.website, order, countries: countryNames(codes, locale) };
}

/**
 * The order on its confirmation page (/checkout/success): a signed-in customer's through their
 * orders; a guest's through the token the placing browser keeps (guestOrderByToken), only when it
 * is the order of that number. Null when neither shows it (another browser, an expired cookie):
 * the page then shows no more than the number it was given.
 */
export async function loadConfirmedOrder(
  shop: ShopContext,
  number: string,
  locale: string,
  guestToken: string | undefined,
): Promise<OrderPageData | null> {
  let order: OrderDetail | null | undefined;
  if (shop.headers.authToken) {
    const result = await requestGraphQL(CustomerOrderDocument, {
      variables: { number },
      scope: shop.headers,
    });
    order = dataOrFail(result, 'customer.orders', shop.website).customer?.orders?.items.find(
      (item) => item?.number === number,
    );
  } else if (guestToken) {
    const result = await requestGraphQL(GuestOrderByTokenDocument, {
      variables: { token: guestToken },
      scope: shop.headers,
    });
    // A token that opens nothing (or another order) is no error for the page: it shows the number only.
    if (result.ok && result.data.guestOrderByToken.number === number) order = result.data.guestOrderByToken;
  }
  if (!order) return null;
  const codes = [order.shipping_address?.country_code, order.billing_address?.country_code].filter(
    (code): code is NonNullable<typeof code> => Boolean(code),
  );
  return { website: shop.website, order, countries: countryNames(codes, locale) };
}

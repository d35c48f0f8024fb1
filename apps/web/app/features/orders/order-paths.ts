// Paths of the account's orders (spec §2: /customer/account/orders, orders/{orderNumber}).
export const ORDERS_PAGE_SIZE = 10;

export const orderPaths = {
  list: (website: string, page = 1) =>
    `/${website}/customer/account/orders${page > 1 ? `?page=${page}` : ''}`,
  detail: (website: string, orderNumber: string) =>
    `/${website}/customer/account/orders/${encodeURIComponent(orderNumber)}`,
};

// Lazy paging of the estimates and proposals lists (spec §4): the list starts at page 1; "show more"
// asks for page + 1; when its items come back they are appended (an estimate already shown — the
// list moved while the customer read it — is not shown twice) and the page rises by 1. Loading
// a list afresh (a navigation) starts again at the page it shows.

export interface LazyList<T extends { id: number }> {
  items: T[];
  page: number;
  totalPages: number;
}

export interface ListPage<T extends { id: number }> {
  page: number;
  totalPages: number;
  estimates: T[];
}

export function startList<T extends { id: number }>(data: ListPage<T>): LazyList<T> {
  return { items: data.estimates, page: data.page, totalPages: data.totalPages };
}

/** The list with the next page appended; any other page (late, repeated) leaves it as it is. */
export function appendPage<T extends { id: number }>(list: LazyList<T>, next: ListPage<T>): LazyList<T> {
  if (next.page !== list.page + 1) return list;
  const shown = new Set(list.items.map((item) => item.id));
  return {
    items: [...list.items, ...next.estimates.filter((item) => !shown.has(item.id))],
    page: next.page,
    totalPages: next.totalPages,
  };
}

export function hasMore(list: { page: number; totalPages: number }): boolean {
  return list.page < list.totalPages;
}

/** The link of "show more": the same list at the next page (the page without JavaScript). */
export function nextPageHref(pathname: string, list: { page: number }): string {
  return `${pathname}?page=${list.page + 1}`;
}

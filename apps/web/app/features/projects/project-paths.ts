// Paths of the projects area (spec §2: /customer/account/projects, projects/{id},
// projects/{id}/products, projects/{id}/orders, projects/{id}/orders/{orderNumber}) and the
// add-to-project page the drawer's form posts to.

const base = (website: string) => `/${website}/customer/account/projects`;

export const PROJECTS_PAGE_SIZE = 10;

export const projectPaths = {
  list: (website: string, query?: { page?: number; name?: string }) => {
    const search = new URLSearchParams();
    if (query?.name) search.set('name', query.name);
    if (query?.page && query.page > 1) search.set('page', String(query.page));
    const text = search.toString();
    return `${base(website)}${text ? `?${text}` : ''}`;
  },
  add: (website: string) => `${base(website)}/add`,
  project: (website: string, id: number | string) => `${base(website)}/${id}`,
  tab: (website: string, id: number | string, tab: string) =>
    tab ? `${base(website)}/${id}/${tab}` : `${base(website)}/${id}`,
  products: (website: string, id: number | string) => `${base(website)}/${id}/products`,
  orders: (website: string, id: number | string) => `${base(website)}/${id}/orders`,
  order: (website: string, id: number | string, orderNumber: string) =>
    `${base(website)}/${id}/orders/${encodeURIComponent(orderNumber)}`,
};

/** A project id from the path: digits only (anything else is "not found"). */
export function projectIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

// The personalised listing's state in its URL (?category=…&letter=…&sort=…&p=…), so filters, sort
// and pages are plain links that work without JavaScript, and the API variables made from it.

export const PERSONALLY_PAGE_SIZE = 6;
export const ENTRY_PAGE_SIZE = 24;
/** The entry types the storefront links to (footer, sitemap); others still open by URL. */
export const PERSONALLY_TYPES = ['designers', 'collections'] as const;

export const SORTS = ['name', 'name_desc', 'count'] as const;
export type PersonallySort = (typeof SORTS)[number];
export const FILTER_IDS = ['category', 'letter'] as const;

export interface PersonallyParams {
  filters: Record<(typeof FILTER_IDS)[number], string[]>;
  sort: PersonallySort;
  page: number;
}

const VALID: Record<(typeof FILTER_IDS)[number], RegExp> = {
  category: /^[1-9]\d{0,9}$/,
  letter: /^\p{L}$|^\p{N}$/u,
};

/** A page number from `?p=`; anything else is page 1. */
export function readPage(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

export function readPersonallyParams(params: URLSearchParams): PersonallyParams {
  const filters = Object.fromEntries(
    FILTER_IDS.map((id) => [id, [...new Set(params.getAll(id).filter((v) => VALID[id].test(v)))]]),
  ) as PersonallyParams['filters'];
  const sort = params.get('sort');
  return {
    filters,
    sort: SORTS.includes(sort as PersonallySort) ? (sort as PersonallySort) : 'name',
    page: readPage(params.get('p')),
  };
}

export function listingVariables(type: string, p: PersonallyParams) {
  return {
    type,
    filter: FILTER_IDS.filter((id) => p.filters[id].length > 0).map((id) => ({
      filter_id: id,
      option_id: p.filters[id],
    })),
    sort:
      p.sort === 'count'
        ? { product_count: 'DESC' as const }
        : { name: p.sort === 'name_desc' ? ('DESC' as const) : ('ASC' as const) },
    limit: PERSONALLY_PAGE_SIZE,
    page: p.page,
  };
}

function search(p: PersonallyParams): string {
  const out = new URLSearchParams();
  for (const id of FILTER_IDS) for (const v of p.filters[id]) out.append(id, v);
  if (p.sort !== 'name') out.set('sort', p.sort);
  if (p.page > 1) out.set('p', String(p.page));
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** The query string with one filter option switched on or off (back to page 1). */
export function toggleOptionSearch(
  p: PersonallyParams,
  id: (typeof FILTER_IDS)[number],
  option: string,
): string {
  const current = p.filters[id];
  const next = current.includes(option) ? current.filter((v) => v !== option) : [...current, option];
  return search({ ...p, filters: { ...p.filters, [id]: next }, page: 1 });
}

export function clearFiltersSearch(p: PersonallyParams): string {
  return search({ ...p, filters: { category: [], letter: [] }, page: 1 });
}

export function sortSearch(p: PersonallyParams, sort: PersonallySort): string {
  return search({ ...p, sort, page: 1 });
}

export function pageSearch(p: PersonallyParams, page: number): string {
  return search({ ...p, page });
}

export { entryPath, listingPath } from '~/lib/personally-paths';

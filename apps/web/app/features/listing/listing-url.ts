// The state of a catalogue listing lives in its URL query, under Magento's parameter names, so a
// listing can be shared, reloaded and walked back with the browser's back button:
//   ?color=12,15&price=100_200&product_list_order=price&product_list_dir=desc&p=2
//    &product_list_limit=24&product_list_mode=list
// This module turns that query into the API's `products` arguments and builds the links that
// change one piece of it (spec §4 "Filters" and "Sort"). Pure functions, shared by server and client.

export const PARAM = {
  search: 'q',
  page: 'p',
  order: 'product_list_order',
  dir: 'product_list_dir',
  limit: 'product_list_limit',
  mode: 'product_list_mode',
  /** Facets drawn with every option (the "show all" link without JavaScript): codes, comma-separated. */
  showAll: 'show_all',
} as const;

/** Query parameters that are never filters (listing controls, and the shell's reload marker). */
const NOT_FILTERS = new Set<string>([...Object.values(PARAM), 'from']);

/** Spec §9: filter inputs ignore these aggregations. */
export const IGNORED_FILTER_CODES = ['description', 'name', 'short_description', 'category_id'] as const;

/** Magento's storefront calls the category filter `cat`; every other filter uses its attribute code. */
const PARAM_OF_CODE: Record<string, string> = { category_uid: 'cat' };
const CODE_OF_PARAM: Record<string, string> = { cat: 'category_uid' };

export function paramOfCode(code: string): string {
  return PARAM_OF_CODE[code] ?? code;
}

export function codeOfParam(param: string): string {
  return CODE_OF_PARAM[param] ?? param;
}

/** equal: toggled options (eq / in); range: one "from_to" interval (from / to). */
export type FilterKind = 'equal' | 'range';

/** A filterable field of the API's ProductAttributeFilterInput. */
export interface FilterField {
  code: string;
  kind: FilterKind;
}

export interface ActiveFilter {
  code: string;
  kind: FilterKind;
  /** equal: option values in URL order; range: one "from_to" value. */
  values: string[];
}

export type FilterValueInput = { eq: string } | { in: string[] } | { from?: string; to?: string };
export type ProductFilterInput = Record<string, FilterValueInput>;

const NUMBER = /^\d+(\.\d+)?$/;

/** "100_200", "100_" or "_200" (Magento also writes "100_*"); undefined when it is not a range. */
export function parseRange(value: string): { from?: string; to?: string } | undefined {
  const parts = value.split('_');
  if (parts.length !== 2) return undefined;
  const [from = '', rawTo = ''] = parts;
  const to = rawTo === '*' ? '' : rawTo;
  if ((from && !NUMBER.test(from)) || (to && !NUMBER.test(to)) || (!from && !to)) return undefined;
  if (from && to && Number(from) > Number(to)) return undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

function splitValues(raw: string): string[] {
  const values = raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

/**
 * The filters the query asks for, in the order of `fields`. Only fields the API knows are read;
 * unknown parameters, ignored codes and malformed ranges are left out.
 */
export function readFilters(
  params: URLSearchParams,
  fields: readonly FilterField[],
  ignored: readonly string[] = IGNORED_FILTER_CODES,
): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const field of fields) {
    if (ignored.includes(field.code)) continue;
    const param = paramOfCode(field.code);
    if (NOT_FILTERS.has(param)) continue;
    const raw = params.get(param);
    if (!raw) continue;
    if (field.kind === 'range') {
      const value = raw.trim();
      if (parseRange(value)) active.push({ code: field.code, kind: 'range', values: [value] });
    } else {
      const values = splitValues(raw);
      if (values.length > 0) active.push({ code: field.code, kind: 'equal', values });
    }
  }
  return active;
}

/** The facets the query asks to draw with every option ("show all" without JavaScript). */
export function expandedFacets(params: URLSearchParams): string[] {
  return splitValues(params.get(PARAM.showAll) ?? '');
}

/** The same listing with one more facet drawn in full; what is listed, and its page, stay. */
export function withFacetExpanded(params: URLSearchParams, code: string): URLSearchParams {
  const codes = expandedFacets(params);
  if (codes.includes(code)) return params;
  return withParam(params, PARAM.showAll, [...codes, code].join(','), { resetPage: false });
}

/** Spec §4: equal with one value → eq, several → in; range → from/to; the page's defaults merged in. */
export function toFilterInput(
  active: readonly ActiveFilter[],
  defaults: ProductFilterInput = {},
): ProductFilterInput {
  const input: ProductFilterInput = { ...defaults };
  for (const filter of active) {
    if (filter.kind === 'range') {
      const range = parseRange(filter.values[0] ?? '');
      if (range) input[filter.code] = range;
    } else if (filter.values.length === 1) {
      input[filter.code] = { eq: filter.values[0] as string };
    } else if (filter.values.length > 1) {
      input[filter.code] = { in: [...filter.values] };
    }
  }
  return input;
}

function copy(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams(params);
}

/** Sets or deletes one parameter; every change of what is listed starts again at page 1. */
export function withParam(
  params: URLSearchParams,
  name: string,
  value: string | null,
  { resetPage = true } = {},
): URLSearchParams {
  const next = copy(params);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  if (resetPage) next.delete(PARAM.page);
  return next;
}

export function isSelected(params: URLSearchParams, code: string, value: string, kind: FilterKind): boolean {
  const raw = params.get(paramOfCode(code));
  if (!raw) return false;
  return kind === 'range' ? raw.trim() === value : splitValues(raw).includes(value);
}

/**
 * Spec §4: an equal-type item is added or removed; a range-type item replaces the other value of
 * its code (and clicking the selected range removes it). The page goes back to 1.
 */
export function toggleFilter(
  params: URLSearchParams,
  code: string,
  kind: FilterKind,
  value: string,
): URLSearchParams {
  const param = paramOfCode(code);
  if (kind === 'range') {
    return withParam(params, param, isSelected(params, code, value, kind) ? null : value);
  }
  const values = splitValues(params.get(param) ?? '');
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  return withParam(params, param, next.join(','));
}

/** Removes one value of a filter (an active-filter chip), or the whole filter without a value. */
export function removeFilter(params: URLSearchParams, code: string, value?: string): URLSearchParams {
  const param = paramOfCode(code);
  if (value === undefined) return withParam(params, param, null);
  const values = splitValues(params.get(param) ?? '').filter((item) => item !== value);
  return withParam(params, param, values.join(','));
}

/** "Clear all": every filter goes; the search text, sort, page size and mode stay. */
export function clearFilters(params: URLSearchParams, codes: readonly string[]): URLSearchParams {
  let next = copy(params);
  for (const code of codes) next = withParam(next, paramOfCode(code), null);
  next.delete(PARAM.page);
  return next;
}

export type SortDirection = 'ASC' | 'DESC';

export interface SortState {
  field: string;
  direction: SortDirection;
}

/** Relevance reads best first; every other field starts ascending (spec §9: position ASC). */
export function defaultDirection(field: string): SortDirection {
  return field === 'relevance' ? 'DESC' : 'ASC';
}

/**
 * Spec §4/§5: the sort field must be a known one (unknown → the default field), the direction
 * ASC or DESC in any case (anything else → the field's default direction).
 */
export function readSort(params: URLSearchParams, known: readonly string[], defaultField: string): SortState {
  const requested = params.get(PARAM.order)?.trim() ?? '';
  const field = known.includes(requested) ? requested : defaultField;
  const dir = params.get(PARAM.dir)?.trim().toUpperCase();
  const direction: SortDirection = dir === 'ASC' || dir === 'DESC' ? dir : defaultDirection(field);
  return { field, direction };
}

/** A new sort field starts in its default direction; the page goes back to 1. */
export function withSortField(params: URLSearchParams, field: string, defaultField: string): URLSearchParams {
  const next = withParam(params, PARAM.order, field === defaultField ? null : field);
  next.delete(PARAM.dir);
  return next;
}

/** The ASC/DESC toggle. */
export function withDirectionToggled(params: URLSearchParams, sort: SortState): URLSearchParams {
  const direction = sort.direction === 'ASC' ? 'DESC' : 'ASC';
  return withParam(
    params,
    PARAM.dir,
    direction === defaultDirection(sort.field) ? null : direction.toLowerCase(),
  );
}

export type ListMode = 'grid' | 'list';
/** Store config `catalog/frontend/list_mode`: one mode, or both with the first as default. */
export type ListModeConfig = 'grid' | 'list' | 'grid-list' | 'list-grid';

const LIST_MODE_CONFIGS: readonly ListModeConfig[] = ['grid', 'list', 'grid-list', 'list-grid'];
/** Spec §2: the default list mode. */
export const DEFAULT_LIST_MODE_CONFIG: ListModeConfig = 'grid-list';

export interface ModeState {
  mode: ListMode;
  /** The switch is offered only in the two combined modes. */
  switchable: boolean;
  defaultMode: ListMode;
}

export function readMode(params: URLSearchParams, config: string | null | undefined): ModeState {
  const setting = LIST_MODE_CONFIGS.find((item) => item === config) ?? DEFAULT_LIST_MODE_CONFIG;
  const switchable = setting.includes('-');
  const defaultMode = setting.split('-')[0] as ListMode;
  const requested = params.get(PARAM.mode);
  const mode = switchable && (requested === 'grid' || requested === 'list') ? requested : defaultMode;
  return { mode, switchable, defaultMode };
}

export function withMode(params: URLSearchParams, mode: ListMode, state: ModeState): URLSearchParams {
  // The page size belongs to the mode (grid_per_page vs list_per_page), so it goes too.
  const next = withParam(params, PARAM.mode, mode === state.defaultMode ? null : mode);
  next.delete(PARAM.limit);
  return next;
}

export interface PageSizeConfig {
  grid_per_page?: number | null;
  grid_per_page_values?: string | null;
  list_per_page?: number | null;
  list_per_page_values?: string | null;
}

export interface PageSizeState {
  size: number;
  defaultSize: number;
  allowed: number[];
}

const FALLBACK_PAGE_SIZE: Record<ListMode, number> = { grid: 12, list: 10 };

function parseSizes(value: string | null | undefined): number[] {
  const sizes = (value ?? '')
    .split(',')
    .map((item) => Number(item.trim()))
    .filter((item) => Number.isInteger(item) && item > 0);
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/** Page size of the mode from store config; the URL may pick one of the allowed values only. */
export function readPageSize(params: URLSearchParams, mode: ListMode, config: PageSizeConfig): PageSizeState {
  const configured = mode === 'grid' ? config.grid_per_page : config.list_per_page;
  const values = parseSizes(mode === 'grid' ? config.grid_per_page_values : config.list_per_page_values);
  const defaultSize = configured && configured > 0 ? configured : (values[0] ?? FALLBACK_PAGE_SIZE[mode]);
  const allowed = values.includes(defaultSize) ? values : [...values, defaultSize].sort((a, b) => a - b);
  const requested = Number(params.get(PARAM.limit));
  const size = allowed.includes(requested) ? requested : defaultSize;
  return { size, defaultSize, allowed };
}

export function withPageSize(params: URLSearchParams, size: number, state: PageSizeState): URLSearchParams {
  return withParam(params, PARAM.limit, size === state.defaultSize ? null : String(size));
}

/** The requested page: a positive integer, otherwise 1. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get(PARAM.page) ?? '';
  if (!/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  return withParam(params, PARAM.page, page > 1 ? String(page) : null, { resetPage: false });
}

/** Query string with readable commas and underscores: `?color=12,15&price=100_200`. */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

export function listingHref(pathname: string, params: URLSearchParams): string {
  return `${pathname}${toSearch(params)}`;
}

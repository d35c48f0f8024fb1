// Personalised listings: the entries of a type (designers, collections…) with their products, in the
// store view's language, filtered, sorted and paged; and one entry with a page of its products.
// Entries of a type are few (tens, at most hundreds), so the listing reads all of a type's entries
// in one statement and filters, counts and pages them here (decision 0039).
import type {
  PersonallyFilterInput,
  PersonallySortInput,
  QueryPersonallyesEntryArgs,
  QueryPersonallyesListingArgs,
} from '../../../generated/resolvers-types.ts';
import type { RequestContext } from '../../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../../shared/errors.ts';
import { mediaUrl } from '../../../shared/media.ts';
import { sanitizeCmsHtml } from '../../../shared/sanitize-html.ts';
import { categoryIndex } from '../category-service.ts';
import type { ProductRef } from '../product/product-ref.ts';
import { type EntryRow, listEntries, listEntryProducts, pageEntryProducts, typeExists } from './store.ts';

/** Products an entry of the listing carries, and pictures of its products. */
const PRODUCTS_PER_ENTRY = 4;
const IMAGES_PER_ENTRY = 6;
const KEY = /^[a-z0-9][a-z0-9_-]{0,254}$/;

const FILTER_LABELS: Record<string, { en: string; ru: string }> = {
  category: { en: 'Category', ru: 'Категория' },
  letter: { en: 'Letter', ru: 'Буква' },
};
const SEO_DESCRIPTION = {
  en: (plural: string, names: string) => `${plural} at Atrium: ${names}.`,
  ru: (plural: string, names: string) => `${plural} в Atrium: ${names}.`,
};

export interface EntryView {
  row: EntryRow;
  typeUrlKey: string;
  products: ProductRef[];
  images: string[];
}

interface TypeTitles {
  another_form_title: string | null;
  personally_title: string | null;
  plural_title: string | null;
}

const language = (ctx: RequestContext) => (ctx.locale.startsWith('ru') ? 'ru' : 'en');
const letterOf = (ctx: RequestContext, title: string) =>
  (title.trim()[0] ?? '').toLocaleUpperCase(ctx.locale.replace('_', '-'));

function validKey(value: string, name: string): string {
  const key = value.trim();
  if (!key) throw inputError(`Required parameter "${name}" is missing.`);
  return key;
}

async function entriesOf(ctx: RequestContext, typeUrlKey: string, urlKey?: string) {
  const tree = await categoryIndex(ctx);
  const top = [...tree.byId.values()].filter((c) => c.parentId === tree.rootId);
  const rows =
    KEY.test(typeUrlKey) && (urlKey === undefined || KEY.test(urlKey))
      ? await listEntries(ctx.db, {
          typeUrlKey,
          storeId: ctx.store.id,
          topCategoryIds: top.map((c) => c.id),
          urlKey,
        })
      : [];
  return { rows, top };
}

function titles(rows: EntryRow[]): TypeTitles {
  const first = rows[0];
  return {
    another_form_title: first?.type_another_form_title ?? null,
    personally_title: first?.type_single_title ?? null,
    plural_title: first?.type_title ?? null,
  };
}

/** The chosen options of each filter; an unknown filter or a malformed option is an input error. */
function readFilters(filters: (PersonallyFilterInput | null)[] | null | undefined): Map<string, Set<string>> {
  const chosen = new Map<string, Set<string>>();
  for (const f of filters ?? []) {
    if (!f) continue;
    if (!(f.filter_id in FILTER_LABELS)) throw inputError(`Unknown filter "${f.filter_id}".`);
    for (const option of f.option_id) {
      const ok = f.filter_id === 'category' ? /^[1-9]\d{0,9}$/.test(option) : [...option].length === 1;
      if (!ok) throw inputError(`Invalid option "${option}" of filter "${f.filter_id}".`);
    }
    if (f.option_id.length === 0) continue;
    const set = chosen.get(f.filter_id) ?? new Set<string>();
    for (const option of f.option_id) set.add(f.filter_id === 'letter' ? option.toLocaleUpperCase() : option);
    chosen.set(f.filter_id, set);
  }
  return chosen;
}

function sortEntries(ctx: RequestContext, rows: EntryRow[], sort: PersonallySortInput | null | undefined) {
  const collator = new Intl.Collator(ctx.locale.replace('_', '-'));
  const byName = (a: EntryRow, b: EntryRow) => collator.compare(a.title, b.title) || a.id - b.id;
  if (sort?.name && sort.product_count) throw inputError('Sort by one field at a time.');
  if (sort?.product_count) {
    const sign = sort.product_count === 'DESC' ? -1 : 1;
    return rows.sort((a, b) => sign * (a.product_count - b.product_count) || byName(a, b));
  }
  const sign = sort?.name === 'DESC' ? -1 : 1;
  return rows.sort((a, b) => sign * byName(a, b));
}

/** Products and pictures of the given entries: one statement, then the products load in one batch. */
async function views(ctx: RequestContext, typeUrlKey: string, rows: EntryRow[]): Promise<EntryView[]> {
  const found = await listEntryProducts(ctx.db, {
    entryIds: rows.map((r) => r.id),
    storeId: ctx.store.id,
    perEntry: IMAGES_PER_ENTRY,
  });
  return rows.map((row) => {
    const own = found.filter((p) => p.entry_id === row.id);
    return {
      row,
      typeUrlKey,
      products: own.slice(0, PRODUCTS_PER_ENTRY).map((p) => ({ id: p.product_id })),
      images: own.flatMap((p) => (p.image ? [mediaUrl(ctx, 'catalog/product', p.image)] : [])),
    };
  });
}

function seo(
  ctx: RequestContext,
  handle: string,
  title: string,
  names: string[],
  description?: string | null,
) {
  const list = names.slice(0, 8).join(', ');
  return {
    handle,
    meta_title: title,
    meta_key: [title, ...names.slice(0, 8)].join(', '),
    meta_description: description?.trim() || SEO_DESCRIPTION[language(ctx)](title, list),
  };
}

export async function personallyListing(ctx: RequestContext, args: QueryPersonallyesListingArgs) {
  const typeUrlKey = validKey(args.type_url_key, 'type_url_key');
  const limit = args.limit ?? 12;
  const page = args.page ?? 1;
  const chosen = readFilters(args.filter);
  const { rows, top } = await entriesOf(ctx, typeUrlKey);
  if (rows.length === 0 && !(KEY.test(typeUrlKey) && (await typeExists(ctx.db, typeUrlKey)))) {
    throw noSuchEntityError(`No personalised listing with type "${typeUrlKey}".`);
  }
  const passes = (row: EntryRow, except?: string) =>
    [...chosen].every(([id, options]) => {
      if (id === except) return true;
      if (id === 'letter') return options.has(letterOf(ctx, row.title));
      return row.categories.some((c) => options.has(String(c)));
    });

  const lang = language(ctx);
  const topNames = new Map(top.map((c) => [String(c.id), c.name]));
  const count = (id: string, key: (row: EntryRow) => string[]) => {
    const counts = new Map<string, number>();
    for (const row of rows.filter((r) => passes(r, id))) {
      for (const k of new Set(key(row))) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    return counts;
  };
  const categoryCounts = count('category', (r) => r.categories.map(String));
  const letterCounts = count('letter', (r) => [letterOf(ctx, r.title)]);
  const collator = new Intl.Collator(ctx.locale.replace('_', '-'));
  const aggregation = [
    {
      filter_id: 'category',
      label: FILTER_LABELS.category![lang],
      options: top
        .filter((c) => categoryCounts.has(String(c.id)))
        .map((c) => ({
          option_id: String(c.id),
          label: topNames.get(String(c.id)) ?? null,
          count: categoryCounts.get(String(c.id))!,
        })),
    },
    {
      filter_id: 'letter',
      label: FILTER_LABELS.letter![lang],
      options: [...letterCounts]
        .sort(([a], [b]) => collator.compare(a, b))
        .map(([letter, n]) => ({ option_id: letter, label: letter, count: n })),
    },
  ].filter((a) => a.options.length > 0);

  const matching = sortEntries(
    ctx,
    rows.filter((r) => passes(r)),
    args.sort,
  );
  const totalPages = Math.ceil(matching.length / limit);
  if (page > 1 && page > totalPages) {
    throw inputError(`page value ${page} specified is greater than the ${totalPages} page(s) available.`);
  }
  const items = await views(ctx, typeUrlKey, matching.slice((page - 1) * limit, page * limit));
  const typeTitles = titles(rows);
  return {
    ...typeTitles,
    aggregation,
    total_count: matching.length,
    items,
    page_info: { current_page: page, page_size: limit, total_pages: totalPages },
    seo: seo(
      ctx,
      typeUrlKey,
      typeTitles.plural_title ?? typeUrlKey,
      sortEntries(ctx, rows, null).map((r) => r.title),
    ),
  };
}

export async function personallyEntry(ctx: RequestContext, args: QueryPersonallyesEntryArgs) {
  const typeUrlKey = validKey(args.type_url_key, 'type_url_key');
  const key = validKey(args.key, 'key');
  const pageSize = args.pageSize ?? 24;
  const currentPage = args.currentPage ?? 1;
  const { rows } = await entriesOf(ctx, typeUrlKey, key);
  const row = rows[0];
  if (!row) throw noSuchEntityError(`No entry "${key}" of the personalised listing "${typeUrlKey}".`);
  const [[entry], page] = await Promise.all([
    views(ctx, typeUrlKey, [row]),
    pageEntryProducts(ctx.db, {
      entryId: row.id,
      storeId: ctx.store.id,
      limit: pageSize,
      offset: (currentPage - 1) * pageSize,
    }),
  ]);
  const totalPages = Math.ceil(page.total / pageSize);
  if (currentPage > 1 && currentPage > totalPages) {
    throw inputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
  return {
    ...titles(rows),
    entry: entry!,
    products: page.ids.map((id): ProductRef => ({ id })),
    total_count: page.total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
    seo: seo(
      ctx,
      `${typeUrlKey}/${row.url_key}`,
      row.title,
      [row.type_title ?? typeUrlKey],
      row.short_description,
    ),
  };
}

/** The fields of an entry as the schema names them. */
export function entryFields(ctx: RequestContext, view: EntryView) {
  const r = view.row;
  return {
    id: r.id,
    title: r.title,
    url_key: r.url_key,
    type_url_key: view.typeUrlKey,
    type_id: r.type_id,
    option_id: r.option_id,
    attribute_code: r.attribute_code,
    short_description: r.short_description,
    description: r.description ? sanitizeCmsHtml(r.description) : null,
    image_url: r.image ? mediaUrl(ctx, 'catalog/product', r.image) : null,
    product_count: r.product_count,
    products: view.products,
    images: view.images,
  };
}

// Amasty Most Viewed's groups, from the product views the storefront records.
import type {
  MutationRecordProductViewArgs,
  QueryAmMostviewedGroupsArgs,
} from '../../../generated/resolvers-types.ts';
import type { RequestContext } from '../../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../../shared/errors.ts';
import { categoryIndex, decodeUid } from '../category-service.ts';
import type { ProductRef } from '../product/product-ref.ts';
import { addProductView, findViewableProduct, listMostViewed, listProductCategoryIds } from './store.ts';

export const DEFAULT_POSITION = 'product_content_bottom';
const PERIOD_DAYS = 30;
const DEFAULT_LIMIT = 8;

const NO_PRODUCT = "The product that was requested doesn't exist. Verify the product and try again.";

const TITLES: Record<'product' | 'category' | 'store', Record<string, string>> = {
  product: { en: 'Customers also viewed', ru: 'С этим товаром смотрят' },
  category: { en: 'Most viewed in this category', ru: 'Чаще всего смотрят в этой категории' },
  store: { en: 'Most viewed', ru: 'Популярное' },
};

export interface MostViewedGroup {
  block_title: string;
  block_layout: number;
  add_to_cart: boolean;
  position: string;
  items: ProductRef[];
}

const wrongParameters = () => inputError('Wrong parameters.');

/** A positive entity id from `id` or the base64 `uid`; both given must agree. */
function entityId(id: number | null | undefined, uid: string | null | undefined): number {
  let fromUid: number | undefined;
  if (uid != null) {
    const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(uid.trim()) ? decodeUid(uid.trim()) : '';
    if (!/^[1-9]\d{0,9}$/.test(decoded)) throw wrongParameters();
    fromUid = Number(decoded);
  }
  if (id != null && (!Number.isInteger(id) || id < 1)) throw wrongParameters();
  if (id != null && fromUid !== undefined && id !== fromUid) throw wrongParameters();
  const chosen = id ?? fromUid;
  if (chosen === undefined || chosen > 2_147_483_647) throw wrongParameters();
  return chosen;
}

function limit(ctx: RequestContext): number {
  const configured = Number(ctx.config.get('atrium/mostviewed/products_limit'));
  return Number.isInteger(configured) && configured > 0 ? Math.min(configured, 50) : DEFAULT_LIMIT;
}

const language = (ctx: RequestContext) => (ctx.locale.startsWith('ru') ? 'ru' : 'en');

/**
 * The group for a product (positions `product_*`) or a category (`category_*`): products most
 * viewed in the last 30 days among the product's categories (the product itself left out), or in
 * the category; when those have no views yet, the most viewed products overall. A CMS page's
 * position (`cms_*`, e.g. the home page's `cms_content_top`) takes no id: the most viewed overall.
 */
export async function mostViewedGroups(
  ctx: RequestContext,
  args: QueryAmMostviewedGroupsArgs,
): Promise<{ items: MostViewedGroup[] }> {
  const position = args.position?.trim() || DEFAULT_POSITION;
  const kind = position.startsWith('product_')
    ? 'product'
    : position.startsWith('category_')
      ? 'category'
      : position.startsWith('cms_')
        ? 'store'
        : null;
  if (!kind || !/^[a-z_]+$/.test(position)) throw wrongParameters();
  const base = { storeId: ctx.store.id, days: PERIOD_DAYS, limit: limit(ctx) };

  let items: ProductRef[];
  if (kind === 'store') {
    // a CMS page's block (the home page) names no entity: the store's most viewed products
    if (args.id != null || args.uid != null) throw wrongParameters();
    items = await listMostViewed(ctx.db, base);
  } else if (kind === 'product') {
    const id = entityId(args.id, args.uid);
    const viewed = await findViewableProduct(ctx.db, { id });
    if (!viewed) throw noSuchEntityError(NO_PRODUCT);
    const categoryIds = await listProductCategoryIds(ctx.db, id);
    items = await listMostViewed(ctx.db, { ...base, categoryIds, excludeProductId: id });
    if (items.length === 0) items = await listMostViewed(ctx.db, { ...base, excludeProductId: id });
  } else {
    const id = entityId(args.id, args.uid);
    if (!(await categoryIndex(ctx)).byId.has(id)) throw noSuchEntityError(`No such entity with id = ${id}`);
    items = await listMostViewed(ctx.db, { ...base, categoryIds: [id] });
    if (items.length === 0) items = await listMostViewed(ctx.db, base);
  }
  if (items.length === 0) return { items: [] };
  return {
    items: [
      {
        block_title: TITLES[kind][language(ctx)]!,
        block_layout: 0,
        add_to_cart: true,
        position,
        items,
      },
    ],
  };
}

/** The storefront's product page counts one view per visit. */
export async function recordProductView(
  ctx: RequestContext,
  args: MutationRecordProductViewArgs,
): Promise<boolean> {
  const uid = args.uid?.trim();
  const sku = args.sku?.trim();
  if (!uid && !sku) throw inputError('Required parameter "uid" or "sku" is missing.');
  if (uid && sku) throw inputError('Specify either "uid" or "sku", not both.');
  let key: { id: number } | { sku: string };
  if (uid) {
    const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(uid) ? decodeUid(uid) : '';
    if (!/^[1-9]\d{0,8}$/.test(decoded)) throw inputError(`Value of uid "${uid}" is incorrect.`);
    key = { id: Number(decoded) };
  } else {
    key = { sku: sku! };
  }
  const found = await findViewableProduct(ctx.db, key);
  if (!found) {
    throw noSuchEntityError('sku' in key ? `Could not find a product with SKU "${key.sku}"` : NO_PRODUCT);
  }
  await addProductView(ctx.db, found.id, ctx.store.id);
  return true;
}

// The showcase ("our projects" to shoppers): the products listing restricted to the showcase
// category.
import type { RequestContext } from '../../../shared/context.ts';
import { inputError } from '../../../shared/errors.ts';
import { decodeUid } from '../category-service.ts';
import { findProducts, type Listing, type ProductsArgs } from '../listing/service.ts';

export const SHOWCASE_CATEGORY_ID = 154;

/** The showcase category: `atrium/our_projects/category_id` when configured, else 154. */
export function showcaseCategoryId(ctx: RequestContext): number {
  const configured = Number(ctx.config.get('atrium/our_projects/category_id'));
  return Number.isInteger(configured) && configured > 0 ? configured : SHOWCASE_CATEGORY_ID;
}

type EqualInput = { eq?: string | null; in?: (string | null)[] | null } | null | undefined;

const values = (f: EqualInput): string[] | undefined => {
  if (!f) return undefined;
  if (f.eq != null) return [f.eq];
  if (f.in) return f.in.filter((v): v is string => v != null);
  return undefined;
};

/**
 * `products` with the category filter forced to the showcase category. A category the client
 * filters by as well still has to hold, so naming another category finds nothing.
 */
export function findShowcaseProducts(
  ctx: RequestContext,
  args: ProductsArgs,
  sortOrder: string[],
  withAggregations: boolean,
): Promise<Listing> {
  const showcase = String(showcaseCategoryId(ctx));
  const { category_id, category_uid, ...rest } = (args.filter ?? {}) as Record<string, EqualInput>;
  if (category_id && category_uid) {
    throw inputError("`category_id` and `category_uid` can't be used at the same time");
  }
  const asked = values(category_id) ?? values(category_uid)?.map(decodeUid);
  const ids = asked ? asked.filter((id) => id.trim() === showcase) : [showcase];
  const filter = { ...rest, category_id: { in: ids } } as ProductsArgs['filter'];
  return findProducts(ctx, { ...args, filter }, sortOrder, withAggregations);
}

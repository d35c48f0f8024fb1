// `CategoryTree.products` (Magento's Category\Products resolver): the `products` query with the
// category as its only filter, so a category's products, their order (position in the category
// by default), the paging and its errors are exactly those of
// `products(filter: { category_uid: { eq: <uid> } })`. Page sizes are capped like every list's
// (http/page-size.ts wraps the field too).
import type { CategoryInterfaceProductsArgs } from '../../../generated/resolvers-types.ts';
import type { RequestContext } from '../../../shared/context.ts';
import { encodeUid } from '../category-service.ts';
import { findProducts, type Listing } from './service.ts';

export type CategoryProductsArgs = Pick<CategoryInterfaceProductsArgs, 'sort'> & {
  pageSize: number;
  currentPage: number;
};

export function categoryProducts(
  ctx: RequestContext,
  categoryId: number,
  args: CategoryProductsArgs,
  sortOrder: string[],
): Promise<Listing> {
  const filter = { category_uid: { eq: encodeUid(categoryId) } };
  return findProducts(
    ctx,
    { filter, pageSize: args.pageSize, currentPage: args.currentPage, sort: args.sort },
    sortOrder,
    false,
  );
}

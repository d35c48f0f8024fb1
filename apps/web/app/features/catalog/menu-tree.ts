// Navigation shows only categories flagged include_in_menu = 1, applied recursively: a hidden
// category hides its whole subtree, even children that are flagged themselves (spec §9).
import type { MenuCategoryFragment } from '~/lib/graphql/generated';

/** A category of category-menu.graphql (three levels deep there) with its children. */
export interface CategoryNode extends MenuCategoryFragment {
  children?: readonly (CategoryNode | null)[] | null;
}

export interface MenuCategory {
  uid: string;
  name: string;
  /** Path below the website prefix, e.g. `living-room/sofas` plus the category URL suffix. */
  path: string;
  image: string | null;
  productCount: number;
  children: MenuCategory[];
}

export function buildMenu(
  nodes: readonly (CategoryNode | null)[] | null | undefined,
  urlSuffix = '',
): MenuCategory[] {
  return (nodes ?? [])
    .filter((node): node is CategoryNode => node != null && node.include_in_menu === 1 && Boolean(node.name))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((node) => ({
      uid: node.uid,
      name: node.name ?? '',
      path: `${node.url_path ?? ''}${node.url_suffix ?? urlSuffix}`,
      image: node.image,
      productCount: node.product_count ?? 0,
      children: buildMenu(node.children, urlSuffix),
    }));
}

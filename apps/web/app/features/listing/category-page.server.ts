// Contract with the catch-all route (routes/catch-all.tsx): the catch-all resolves a URL with the
// API's `route` query and, for a category, hands over here. Replaced by the listing work.
import type { LoaderFunctionArgs, MetaDescriptor } from 'react-router';

export interface RoutedCategory {
  uid: string;
  relative_url: string;
}

export async function loadCategoryPage(_args: LoaderFunctionArgs, category: RoutedCategory) {
  return { category };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;

export function categoryMeta(_data: CategoryPageData): MetaDescriptor[] {
  return [];
}

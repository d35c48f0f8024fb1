import type { CategoryPageData } from './category-page.server';

export function CategoryPage({ data }: { data: CategoryPageData }) {
  return <main>{data.category.relative_url}</main>;
}

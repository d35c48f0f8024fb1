import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import fields from './showcase-fields.graphql?raw';
import itemQuery from './showcase-project.graphql?raw';
import listQuery from './showcase-projects.graphql?raw';
import { SHOWCASE_CATEGORY_ID, showcaseListQuerySchema, showcaseProjectQuerySchema } from './showcase-schema';

export const SHOWCASE_PAGE_SIZE = 12;

/** One page of the showcase (the API's getOurProjectCollection). */
export function getShowcaseProjects(scope: ScopeHeaders, currentPage: number) {
  return requestGraphQL({
    query: `${listQuery}\n${fields}`,
    variables: { pageSize: SHOWCASE_PAGE_SIZE, currentPage },
    scope,
    schema: showcaseListQuerySchema,
  });
}

/** A showcase project by its url_key; null when no product of the showcase has it. */
export async function getShowcaseProject(scope: ScopeHeaders, urlKey: string) {
  const result = await requestGraphQL({
    query: `${itemQuery}\n${fields}`,
    variables: { urlKey, categoryId: SHOWCASE_CATEGORY_ID },
    scope,
    schema: showcaseProjectQuerySchema,
  });
  if (!result.ok) return result;
  const item = result.data.products?.items?.find((entry) => entry?.url_key === urlKey) ?? null;
  return { ok: true as const, data: item };
}

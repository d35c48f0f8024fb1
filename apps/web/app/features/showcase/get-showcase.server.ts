import { ShowcaseProjectDocument, ShowcaseProjectsDocument } from '~/lib/graphql/generated';
import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import { SHOWCASE_CATEGORY_ID } from './showcase-types';

export const SHOWCASE_PAGE_SIZE = 12;

/** One page of the showcase (the API's getOurProjectCollection). */
export function getShowcaseProjects(scope: ScopeHeaders, currentPage: number) {
  return requestGraphQL(ShowcaseProjectsDocument, {
    variables: { pageSize: SHOWCASE_PAGE_SIZE, currentPage },
    scope,
  });
}

/** A showcase project by its url_key; null when no product of the showcase has it. */
export async function getShowcaseProject(scope: ScopeHeaders, urlKey: string) {
  const result = await requestGraphQL(ShowcaseProjectDocument, {
    variables: { urlKey, categoryId: SHOWCASE_CATEGORY_ID },
    scope,
  });
  if (!result.ok) return result;
  const item = result.data.products?.items?.find((entry) => entry?.url_key === urlKey) ?? null;
  return { ok: true as const, data: item };
}

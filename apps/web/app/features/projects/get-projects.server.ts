import { OurProjectDocument, OurProjectsDocument } from '~/lib/graphql/generated';
import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import { OUR_PROJECTS_CATEGORY_ID } from './project-schema';

export const PROJECTS_PAGE_SIZE = 12;

/** One page of the showcase (the API's getOurProjectCollection). */
export function getOurProjects(scope: ScopeHeaders, currentPage: number) {
  return requestGraphQL(OurProjectsDocument, {
    variables: { pageSize: PROJECTS_PAGE_SIZE, currentPage },
    scope,
  });
}

/** A showcase project by its url_key; null when no project of the showcase has it. */
export async function getOurProject(scope: ScopeHeaders, urlKey: string) {
  const result = await requestGraphQL(OurProjectDocument, {
    variables: { urlKey, categoryId: OUR_PROJECTS_CATEGORY_ID },
    scope,
  });
  if (!result.ok) return result;
  const project = result.data.products?.items?.find((item) => item?.url_key === urlKey) ?? null;
  return { ok: true as const, data: project };
}

import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import fields from './showcase-fields.graphql?raw';
import projectQuery from './showcase-project.graphql?raw';
import listQuery from './showcase-projects.graphql?raw';
import { OUR_PROJECTS_CATEGORY_ID, ourProjectQuerySchema, ourProjectsQuerySchema } from './showcase-schema';

export const PROJECTS_PAGE_SIZE = 12;

/** One page of the showcase (the API's getOurProjectCollection). */
export function getOurProjects(scope: ScopeHeaders, currentPage: number) {
  return requestGraphQL({
    query: `${listQuery}\n${fields}`,
    variables: { pageSize: PROJECTS_PAGE_SIZE, currentPage },
    scope,
    schema: ourProjectsQuerySchema,
  });
}

/** A showcase project by its url_key; null when no project of the showcase has it. */
export async function getOurProject(scope: ScopeHeaders, urlKey: string) {
  const result = await requestGraphQL({
    query: `${projectQuery}\n${fields}`,
    variables: { urlKey, categoryId: OUR_PROJECTS_CATEGORY_ID },
    scope,
    schema: ourProjectQuerySchema,
  });
  if (!result.ok) return result;
  const project = result.data.products?.items?.find((item) => item?.url_key === urlKey) ?? null;
  return { ok: true as const, data: project };
}

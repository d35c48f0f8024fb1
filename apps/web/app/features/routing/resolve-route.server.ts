// Asks the API what a URL below the website prefix is. "No such entity" (or an empty answer) is
// a page that does not exist; any other failure is the API's failure.

import { cmsPageFieldsFragment } from '~/features/cms/get-cms-page.server';
import { type GraphQLClientError, requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import query from './route.graphql?raw';
import { type ResolvedRoute, routeQuerySchema } from './route-schema';

export const NO_SUCH_ENTITY_CATEGORY = 'graphql-no-such-entity';

export type RouteLookup =
  | { ok: true; route: ResolvedRoute | null }
  | { ok: false; error: GraphQLClientError };

export async function resolveRoute(scope: ScopeHeaders, url: string): Promise<RouteLookup> {
  const result = await requestGraphQL({
    query: `${query}\n${cmsPageFieldsFragment}`,
    variables: { url },
    scope,
    schema: routeQuerySchema,
  });
  if (result.ok) return { ok: true, route: result.data.route };
  if (result.error.kind === 'graphql' && result.error.category === NO_SUCH_ENTITY_CATEGORY) {
    return { ok: true, route: null };
  }
  return result;
}

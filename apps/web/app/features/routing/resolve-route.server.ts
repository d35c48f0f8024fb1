// Asks the API what a URL below the website prefix is. "No such entity" (or an empty answer) is
// a page that does not exist; any other failure is the API's failure.

import { ResolveRouteDocument, type ResolveRouteQuery } from '~/lib/graphql/generated';
import { type GraphQLClientError, requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import { NO_SUCH_ENTITY_CATEGORY } from '~/lib/graphql-errors.server';

/**
 * The answer of `route(url)` (Magento's RoutableInterface): what kind of page a URL is, whether it
 * is a redirect (redirect_code 301/302 to relative_url) and the ids the page loaders need.
 */
export type ResolvedRoute = NonNullable<ResolveRouteQuery['route']>;

export type RouteLookup =
  | { ok: true; route: ResolvedRoute | null }
  | { ok: false; error: GraphQLClientError };

export async function resolveRoute(scope: ScopeHeaders, url: string): Promise<RouteLookup> {
  const result = await requestGraphQL(ResolveRouteDocument, { variables: { url }, scope });
  if (result.ok) return { ok: true, route: result.data.route };
  if (result.error.kind === 'graphql' && result.error.category === NO_SUCH_ENTITY_CATEGORY) {
    return { ok: true, route: null };
  }
  return result;
}

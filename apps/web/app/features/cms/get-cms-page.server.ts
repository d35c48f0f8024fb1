import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import query from './cms-page.graphql?raw';
import fields from './cms-page-fields.graphql?raw';
import { cmsPageQuerySchema } from './cms-schema';

export const cmsPageFieldsFragment = fields;

/** One CMS page of the current store view by its identifier (e.g. the home page `home`). */
export function getCmsPage(scope: ScopeHeaders, identifier: string) {
  return requestGraphQL({
    query: `${query}\n${fields}`,
    variables: { identifier },
    scope,
    schema: cmsPageQuerySchema,
  });
}

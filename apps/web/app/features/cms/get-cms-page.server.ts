import { CmsPageByIdentifierDocument } from '~/lib/graphql/generated';
import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';

/** One CMS page of the current store view by its identifier (e.g. the home page `home`). */
export function getCmsPage(scope: ScopeHeaders, identifier: string) {
  return requestGraphQL(CmsPageByIdentifierDocument, { variables: { identifier }, scope });
}

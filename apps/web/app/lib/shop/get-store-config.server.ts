import { StoreShellDocument } from '~/lib/graphql/generated';
import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';

/** Store configuration and display currency of the store view the scope headers select. */
export function getStoreConfig(scope: ScopeHeaders) {
  return requestGraphQL(StoreShellDocument, { scope });
}

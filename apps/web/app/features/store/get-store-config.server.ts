import { requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import query from './store-config.graphql?raw';
import { storeShellSchema } from './store-schema';

/** Store configuration and display currency of the store view the scope headers select. */
export function getStoreConfig(scope: ScopeHeaders) {
  return requestGraphQL({ query, scope, schema: storeShellSchema });
}

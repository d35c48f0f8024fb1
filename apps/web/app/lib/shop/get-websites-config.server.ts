import { WebsitesConfigDocument } from '~/lib/graphql/generated';
import { mapGraphQLResult, requestGraphQL } from '~/lib/graphql.server';
import { toWebsitesConfig } from './websites-config';

/** Every website with its regions and store views, plus the region the client IP belongs to. */
export async function getWebsitesConfig(clientIp: string) {
  const result = await requestGraphQL(WebsitesConfigDocument, { variables: { ip: clientIp || null } });
  return mapGraphQLResult(result, (data) => ({ websitesConfig: toWebsitesConfig(data.websitesConfig) }));
}

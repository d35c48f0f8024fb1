import { requestGraphQL } from '~/lib/graphql.server';
import { websitesConfigSchema } from './website-schema';
import query from './websites-config.graphql?raw';

/** Every website with its regions and store views, plus the region the client IP belongs to. */
export function getWebsitesConfig(clientIp: string) {
  return requestGraphQL({ query, variables: { ip: clientIp || null }, schema: websitesConfigSchema });
}

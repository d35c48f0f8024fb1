import { backendHas } from '~/lib/backend.server';
import {
  MagentoStoreDirectoryDocument,
  MagentoStoresDocument,
  WebsitesConfigDocument,
} from '~/lib/graphql/generated';
import {
  type GraphQLResult,
  mapGraphQLResult,
  requestGraphQL,
  type ScopeHeaders,
} from '~/lib/graphql.server';
import { type MagentoStore, toMagentoWebsitesConfig } from './magento-websites-config';
import { WEBSITE_CODES } from './website-codes';
import { toWebsitesConfig, type WebsitesConfig } from './websites-config';

/**
 * Every website with its regions and store views, plus the region the client IP belongs to. On a
 * Magento backend (no websitesConfig) the same view from Magento's store list, which no IP changes.
 */
export async function getWebsitesConfig(
  clientIp: string,
): Promise<GraphQLResult<{ websitesConfig: WebsitesConfig }>> {
  if (!backendHas('websitesConfig')) return cachedMagentoWebsitesConfig();
  const result = await requestGraphQL(WebsitesConfigDocument, { variables: { ip: clientIp || null } });
  return mapGraphQLResult(result, (data) => ({ websitesConfig: toWebsitesConfig(data.websitesConfig) }));
}

/** Magento's websites change with its configuration only: one look-up a minute is plenty. */
const MAGENTO_CONFIG_TTL_MS = 60_000;
let magentoCache:
  | { at: number; value: Promise<GraphQLResult<{ websitesConfig: WebsitesConfig }>> }
  | undefined;

function cachedMagentoWebsitesConfig() {
  const now = Date.now();
  if (!magentoCache || now - magentoCache.at > MAGENTO_CONFIG_TTL_MS) {
    const value = fetchMagentoWebsitesConfig();
    const entry = { at: now, value };
    magentoCache = entry;
    // A failure is not kept: the next page asks again.
    value.then(
      (result) => {
        if (!result.ok && magentoCache === entry) magentoCache = undefined;
      },
      () => {
        if (magentoCache === entry) magentoCache = undefined;
      },
    );
  }
  return magentoCache.value;
}

/**
 * The websites from a Magento backend's standard queries (magento-stores.graphql): availableStores
 * lists the store views of one website, the one the Store header's store view belongs to, so it is
 * asked without the header (the default website) and with each of the storefront's website codes
 * as a store code (the convention: a website's default store view has the website's code; one that
 * does not exist answers an error, ignored). Then each store view's currencies and countries.
 */
export async function fetchMagentoWebsitesConfig(): Promise<
  GraphQLResult<{ websitesConfig: WebsitesConfig }>
> {
  const scopes: ScopeHeaders[] = [{}, ...WEBSITE_CODES.map((store) => ({ store }))];
  const lists = await Promise.all(scopes.map((scope) => requestGraphQL(MagentoStoresDocument, { scope })));
  const answered = lists.flatMap((list) => (list.ok ? [list.data] : []));
  const failed = lists.find((list) => !list.ok);
  if (answered.length === 0 && failed) return failed;
  const stores = new Map<string, MagentoStore>();
  for (const data of answered)
    for (const store of data.availableStores ?? [])
      if (store?.store_code) stores.set(store.store_code, store);
  if (stores.size === 0) {
    return { ok: false, error: { kind: 'invalid-response', message: 'Magento lists no store views' } };
  }
  const first = lists[0];
  const defaultWebsite = first?.ok ? (first.data.availableStores?.find(Boolean)?.website_code ?? null) : null;

  const directories = await Promise.all(
    [...stores.keys()].map(async (store) => ({
      store,
      result: await requestGraphQL(MagentoStoreDirectoryDocument, { scope: { store } }),
    })),
  );
  const directoryFailure = directories.find(({ result }) => !result.ok);
  if (directoryFailure && !directoryFailure.result.ok) return directoryFailure.result;
  const config = toMagentoWebsitesConfig({
    defaultWebsite,
    stores: [...stores.values()],
    directories: Object.fromEntries(
      directories.map(({ store, result }) => [store, result.ok ? result.data : undefined]),
    ),
  });
  return { ok: true, data: { websitesConfig: toWebsitesConfig(config) } };
}

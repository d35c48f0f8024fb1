// What the sitemaps list, read from the API in the scope of one store view: categories and products
// (in batches, so a 50,000-URL file never waits for one huge answer). The showcase's projects and
// the CMS pages come from their own features; the route (routes/website-sitemap.ts) adds them.
import {
  SitemapCategoriesDocument,
  type SitemapCategoryFragment,
  SitemapProductsDocument,
} from '~/lib/graphql/generated';
import { type GraphQLClientError, requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import { getStoreConfig } from '~/lib/shop/get-store-config.server';
import { getWebsitesConfig } from '~/lib/shop/get-websites-config.server';
import { isWebsiteCode, type WebsiteCode } from '~/lib/shop/website-codes';
import { MAX_URLS_PER_SITEMAP } from './sitemap-xml';

/** Products asked for in one call: a divisor of MAX_URLS_PER_SITEMAP, within the API's page-size cap (300). */
export const PRODUCT_BATCH_SIZE = 250;

export class SitemapSourceError extends Error {
  constructor(operation: string, error: GraphQLClientError) {
    super(`Sitemap: API call ${operation} failed (${error.kind}): ${error.message}`);
  }
}

/** A category of sitemap-categories.graphql (three levels deep there) with its children. */
interface CategoryNode extends SitemapCategoryFragment {
  children?: readonly (CategoryNode | null)[] | null;
}

/** Paths of every category below the root (url_path plus the category suffix). */
export async function categoryPaths(scope: ScopeHeaders, rootUid: string, suffix: string): Promise<string[]> {
  const result = await requestGraphQL(SitemapCategoriesDocument, { variables: { rootUid }, scope });
  if (!result.ok) throw new SitemapSourceError('categoryList', result.error);
  const paths: string[] = [];
  const walk = (nodes: readonly (CategoryNode | null)[] | null | undefined) => {
    for (const node of nodes ?? []) {
      if (!node?.url_path) continue;
      paths.push(`${node.url_path}${node.url_suffix ?? suffix}`);
      walk(node.children);
    }
  };
  walk(result.data.categoryList?.find((root) => root?.uid === rootUid)?.children);
  return paths;
}

async function productBatch(scope: ScopeHeaders, currentPage: number) {
  const result = await requestGraphQL(SitemapProductsDocument, {
    variables: { pageSize: PRODUCT_BATCH_SIZE, currentPage },
    scope,
  });
  if (!result.ok) throw new SitemapSourceError(`products(page ${currentPage})`, result.error);
  return {
    urlKeys: (result.data.products?.items ?? []).flatMap((item) => (item?.url_key ? [item.url_key] : [])),
  };
}

/** How many products the website lists (for the number of product sitemap files). */
export async function productCount(scope: ScopeHeaders): Promise<number> {
  const result = await requestGraphQL(SitemapProductsDocument, {
    variables: { pageSize: 1, currentPage: 1 },
    scope,
  });
  if (!result.ok) throw new SitemapSourceError('products(count)', result.error);
  return result.data.products?.total_count ?? 0;
}

/**
 * The product paths of one sitemap file (`file` from 1), batch by batch. The count and the first
 * batch are read before this returns, so a failing API is known before any byte of the answer is
 * sent; null when the file is past the last product.
 */
export async function productPathBatches(
  scope: ScopeHeaders,
  file: number,
  suffix: string,
): Promise<AsyncGenerator<string[]> | null> {
  const total = await productCount(scope);
  if (file > 1 && total <= (file - 1) * MAX_URLS_PER_SITEMAP) return null;
  const batchesPerFile = MAX_URLS_PER_SITEMAP / PRODUCT_BATCH_SIZE;
  const firstPage = (file - 1) * batchesPerFile + 1;
  const lastPage = Math.min(firstPage + batchesPerFile - 1, Math.ceil(total / PRODUCT_BATCH_SIZE));
  const first = lastPage >= firstPage ? await productBatch(scope, firstPage) : null;
  const paths = (urlKeys: string[]) => urlKeys.map((urlKey) => `${urlKey}${suffix}`);
  async function* batches(): AsyncGenerator<string[]> {
    if (!first) return;
    yield paths(first.urlKeys);
    for (let page = firstPage + 1; page <= lastPage; page += 1) {
      yield paths((await productBatch(scope, page)).urlKeys);
    }
  }
  return batches();
}

export interface WebsiteSitemapScope {
  website: WebsiteCode;
  scope: ScopeHeaders;
  baseUrl: string;
  productCount: number;
}

/** Every website with its default store view, public base URL and product count (for /sitemap.xml). */
export async function allWebsiteScopes(
  clientIp: string,
  fallbackOrigin: string,
): Promise<WebsiteSitemapScope[]> {
  const config = await getWebsitesConfig(clientIp);
  if (!config.ok) throw new SitemapSourceError('websitesConfig', config.error);
  return Promise.all(
    config.data.websitesConfig.websites.flatMap((site) => {
      const view = site.stores_view.find((item) => item.is_default) ?? site.stores_view[0];
      if (!isWebsiteCode(site.code) || !view) return [];
      const website = site.code;
      return [
        (async () => {
          const scope: ScopeHeaders = { store: view.code };
          const store = await getStoreConfig(scope);
          if (!store.ok) throw new SitemapSourceError(`storeConfig(${view.code})`, store.error);
          const baseUrl = store.data.storeConfig?.secure_base_url || `${fallbackOrigin}/${website}/`;
          return { website, scope, baseUrl, productCount: await productCount(scope) };
        })(),
      ];
    }),
  );
}

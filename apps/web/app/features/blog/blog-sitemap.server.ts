// The blog's pages for the sitemap: the list and every post of the store view (none on a Magento
// backend, which has no blog).
import { backendHas } from '~/lib/backend.server';
import { BlogSitemapDocument } from '~/lib/graphql/generated';
import type { GraphQLClientError, ScopeHeaders } from '~/lib/graphql.server';
import { requestGraphQL } from '~/lib/graphql.server';

/** Paths below the website: `blog` and each post's url key (`blog/<slug>`). */
export async function blogSitemapPaths(
  scope: ScopeHeaders,
): Promise<{ ok: true; paths: string[] } | { ok: false; error: GraphQLClientError }> {
  if (!backendHas('blog')) return { ok: true, paths: [] };
  const paths = ['blog'];
  for (let page = 1; ; page += 1) {
    const result = await requestGraphQL(BlogSitemapDocument, { variables: { page }, scope });
    if (!result.ok) return result;
    const list = result.data.blogPageList;
    for (const item of list?.items ?? []) if (item?.url_key) paths.push(item.url_key);
    if (page >= (list?.page_info?.total_pages ?? 1)) return { ok: true, paths };
  }
}

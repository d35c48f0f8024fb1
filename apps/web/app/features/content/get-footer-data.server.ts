// The footer is built from six CMS blocks. A block that does not exist comes back as a null item
// with a no-such-entity error; the footer simply leaves that column out.

import { FooterBlocksDocument, type FooterBlocksQuery } from '~/lib/graphql/generated';
import { type GraphQLResult, requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import { isAuthorizationError } from '~/lib/graphql-errors.server';
import { FOOTER_BLOCK_IDS, type FooterBlock } from './footer-blocks';

export async function getFooterBlocks(scope: ScopeHeaders): Promise<GraphQLResult<FooterBlock[]>> {
  const result = await requestGraphQL(FooterBlocksDocument, {
    scope,
    variables: { identifiers: [...FOOTER_BLOCK_IDS] },
  });
  let data: FooterBlocksQuery | undefined;
  if (result.ok) data = result.data;
  // Missing blocks are expected; any other error (authorization above all) is the caller's to handle.
  else if (!isAuthorizationError(result.error) && result.error.kind === 'graphql') {
    // The answer with a missing block's item null: what the document selects, or nothing.
    data = result.error.partialData as FooterBlocksQuery | undefined;
  }
  if (!data) return result.ok ? { ok: true, data: [] } : { ok: false, error: result.error };

  const items = data.cmsBlocks?.items ?? [];
  const blocks = FOOTER_BLOCK_IDS.flatMap((id): FooterBlock[] => {
    const item = items.find((block) => block?.identifier === id);
    return item?.content ? [{ identifier: id, title: item.title ?? '', content: item.content }] : [];
  });
  return { ok: true, data: blocks };
}

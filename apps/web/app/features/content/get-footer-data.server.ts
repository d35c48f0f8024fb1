// The footer is built from six CMS blocks. A block that does not exist comes back as a null item
// with a no-such-entity error; the footer simply leaves that column out.
import { z } from 'zod';
import { type GraphQLResult, requestGraphQL, type ScopeHeaders } from '~/lib/graphql.server';
import { isAuthorizationError } from '~/lib/graphql-errors.server';
import { FOOTER_BLOCK_IDS, type FooterBlock } from './footer-blocks';
import query from './footer-blocks.graphql?raw';

const cmsBlockSchema = z.object({
  identifier: z.string().nullable(),
  title: z.string().nullable(),
  content: z.string().nullable(),
});

const footerBlocksSchema = z.object({
  cmsBlocks: z.object({ items: z.array(cmsBlockSchema.nullable()).nullable() }).nullable(),
});

type FooterBlocksData = z.infer<typeof footerBlocksSchema>;

export async function getFooterBlocks(scope: ScopeHeaders): Promise<GraphQLResult<FooterBlock[]>> {
  const result = await requestGraphQL({
    query,
    scope,
    variables: { identifiers: FOOTER_BLOCK_IDS },
    schema: footerBlocksSchema,
  });
  let data: FooterBlocksData | undefined;
  if (result.ok) data = result.data;
  // Missing blocks are expected; any other error (authorization above all) is the caller's to handle.
  else if (!isAuthorizationError(result.error) && result.error.kind === 'graphql') {
    data = result.error.partialData as FooterBlocksData | undefined;
  }
  if (!data) return result.ok ? { ok: true, data: [] } : { ok: false, error: result.error };

  const items = data.cmsBlocks?.items ?? [];
  const blocks = FOOTER_BLOCK_IDS.flatMap((id): FooterBlock[] => {
    const item = items.find((block) => block?.identifier === id);
    return item?.content ? [{ identifier: id, title: item.title ?? '', content: item.content }] : [];
  });
  return { ok: true, data: blocks };
}

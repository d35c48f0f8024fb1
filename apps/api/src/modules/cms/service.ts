import type { GraphQLError } from 'graphql';
import type { RequestContext } from '../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../shared/errors.ts';
import { sanitizeCmsHtml } from '../../shared/sanitize-html.ts';
import { type CmsBlockRow, listActiveBlocks } from './store.ts';

export interface CmsBlockOut {
  identifier: string;
  title: string;
  content: string;
}

const STORE_URL_DIRECTIVE =
  /\{\{store\s+url=(?:"|'|&quot;|&#39;|&#x27;)([^"'&}]*)(?:"|'|&quot;|&#39;|&#x27;)\s*\}\}/g;

/** Magento's {{store url='path'}} directive, rendered as a link inside the current website. */
export function renderDirectives(ctx: RequestContext, html: string): string {
  return html.replace(
    STORE_URL_DIRECTIVE,
    (_, path: string) => `/${ctx.website.code}/${path.replace(/^\//, '')}`,
  );
}

const toBlock = (ctx: RequestContext, row: CmsBlockRow): CmsBlockOut => ({
  identifier: row.identifier,
  title: row.title,
  content: sanitizeCmsHtml(renderDirectives(ctx, row.content)),
});

/** The blocks found, a store view's own block winning over the all-stores one. */
export async function findBlocks(ctx: RequestContext, identifiers: string[]): Promise<CmsBlockOut[]> {
  const rows = await listActiveBlocks(ctx.db, identifiers, ctx.store.id);
  const chosen = new Map<string, CmsBlockRow>();
  for (const row of rows) {
    const current = chosen.get(row.identifier);
    if (!current || (current.storeId === 0 && row.storeId !== 0)) chosen.set(row.identifier, row);
  }
  return identifiers.flatMap((id) => {
    const row = chosen.get(id);
    return row ? [toBlock(ctx, row)] : [];
  });
}

/** A category's landing block (its `cms_block`), or null when it names none or one not found. */
export async function landingBlock(
  ctx: RequestContext,
  identifier: string | null,
): Promise<CmsBlockOut | null> {
  if (!identifier) return null;
  const [block] = await findBlocks(ctx, [identifier]);
  return block ?? null;
}

/**
 * An error in place of a list item: graphql-js answers that item null, with the error at its path.
 * The generated resolver types have no room for it, hence the cast.
 */
const asItem = (error: GraphQLError) => error as unknown as CmsBlockOut;

/**
 * Magento's cmsBlocks: every requested block in order; an unknown or disabled one becomes a null
 * item with its own error, while the others are still returned.
 */
export async function cmsBlocks(ctx: RequestContext, identifiers: (string | null)[] | null | undefined) {
  const wanted = (identifiers ?? []).filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  if (wanted.length === 0) throw inputError('"identifiers" of CMS blocks should be specified');
  const found = new Map((await findBlocks(ctx, wanted)).map((b) => [b.identifier, b]));
  return {
    items: wanted.map(
      (id) => found.get(id) ?? asItem(noSuchEntityError(`The CMS block with the "${id}" ID doesn't exist.`)),
    ),
  };
}

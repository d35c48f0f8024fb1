// The blog list (spec: blogPageList, "Blog page", §9 page size 15): a store view's posts newest
// first, filtered by tags, with the tags' counts; or, given a post, its newer and older neighbours.
import type { QueryBlogPageListArgs } from '../../../generated/resolvers-types.ts';
import type { RequestContext } from '../../../shared/context.ts';
import { inputError, noSuchEntityError } from '../../../shared/errors.ts';
import { mediaUrl } from '../../../shared/media.ts';
import type { CmsPageFilter } from '../tables.ts';
import {
  type BlogPostRow,
  countPosts,
  findNeighbourIds,
  listPosts,
  listPostsById,
  listTagCounts,
  listTagsOfPages,
  type TagRow,
} from './store.ts';

/** Spec §9: the blog's page size. */
export const BLOG_PAGE_SIZE = 15;

export interface BlogPostOut extends BlogPostRow {
  tags: { id: string; label: string; count: null }[];
}

export interface BlogPageListOut {
  items: BlogPostOut[];
  aggregation: { id: string; label: string; count: number }[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  newer_post: BlogPostOut | null;
  older_post: BlogPostOut | null;
}

/** The tag codes asked for (`in`, or `eq` for one), or null for no tag filter. */
function tagCodes(args: QueryBlogPageListArgs): string[] | null {
  const tags = args.filter?.tags;
  const codes = [...(tags?.in ?? []), ...(tags?.eq != null ? [tags.eq] : [])]
    .filter((code): code is string => typeof code === 'string')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  return codes.length > 0 ? [...new Set(codes)] : null;
}

const toTag = (tag: TagRow) => ({ id: tag.code, label: tag.label, count: null });

/** The rows with their tags, one statement for all of them. */
async function withTags(ctx: RequestContext, rows: BlogPostRow[]): Promise<BlogPostOut[]> {
  const tags = await listTagsOfPages(
    ctx.db,
    rows.map((r) => r.id),
    ctx.store.id,
  );
  return rows.map((row) => ({ ...row, tags: tags.filter((t) => t.pageId === row.id).map(toTag) }));
}

export async function blogPageList(
  ctx: RequestContext,
  args: QueryBlogPageListArgs,
): Promise<BlogPageListOut> {
  const type = args.filter?.type?.eq ?? 'ALL';
  if (type !== 'ALL') throw inputError(`Unknown blog page type "${type}".`);
  const tags = tagCodes(args);
  const storeId = ctx.store.id;
  const pageSize = args.limit ?? BLOG_PAGE_SIZE;
  const page = args.page ?? 1;
  const [total, aggregation] = await Promise.all([
    countPosts(ctx.db, storeId, tags),
    listTagCounts(ctx.db, storeId),
  ]);
  const totalPages = Math.ceil(total / pageSize);
  const base = {
    aggregation: aggregation.map((t) => ({ id: t.code, label: t.label, count: t.count })),
    total_count: total,
  };
  const currentPost = args.currentPost?.trim();
  if (currentPost) {
    const ids = await findNeighbourIds(ctx.db, storeId, tags, currentPost);
    if (!ids) throw noSuchEntityError(`The blog post "${currentPost}" doesn't exist.`);
    const wanted = [ids.newerId, ids.olderId].filter((id): id is number => id != null);
    const rows = await withTags(ctx, await listPostsById(ctx.db, wanted));
    const newer = rows.find((r) => r.id === ids.newerId) ?? null;
    const older = rows.find((r) => r.id === ids.olderId) ?? null;
    return {
      ...base,
      items: [newer, older].filter((r): r is BlogPostOut => r !== null),
      page_info: { current_page: 1, page_size: pageSize, total_pages: totalPages },
      newer_post: newer,
      older_post: older,
    };
  }
  if (page > Math.max(1, totalPages)) {
    throw inputError(`page value ${page} specified is greater than the ${totalPages} page(s) available.`);
  }
  const rows = await listPosts(ctx.db, storeId, tags, pageSize, (page - 1) * pageSize);
  return {
    ...base,
    items: await withTags(ctx, rows),
    page_info: { current_page: page, page_size: pageSize, total_pages: totalPages },
    newer_post: null,
    older_post: null,
  };
}

export function postImage(ctx: RequestContext, row: Pick<BlogPostRow, 'image'>): string | null {
  return row.image ? mediaUrl(ctx, 'cms', row.image) : null;
}

/** A CMS page's filter chips: a blog post's tags when it has any, else the page's own chips. */
export async function pageFilters(
  ctx: RequestContext,
  row: Pick<BlogPostRow, 'id' | 'isBlog' | 'filters'>,
): Promise<CmsPageFilter[]> {
  if (!row.isBlog) return row.filters;
  const tags = await listTagsOfPages(ctx.db, [row.id], ctx.store.id);
  return tags.length > 0 ? tags.map((t) => ({ id: t.code, label: t.label })) : row.filters;
}

// The only place that reads blog posts and tags. A post is a cms_page row with is_blog; a store
// view sees its own posts and the all-store-views ones (store 0) it has no own version of, like
// every CMS page; posts dated in the future are not published yet. Every list costs a fixed number
// of statements, whatever its length.
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cmsPage } from '../tables.ts';
import { blogPostTag, blogTag, blogTagLabel } from './tables.ts';

export type BlogPostRow = typeof cmsPage.$inferSelect;

export interface TagRow {
  code: string;
  label: string;
}

/** Posts the store view shows: active, published, its own version winning over store 0's. */
function visiblePosts(storeId: number): SQL {
  return sql`${cmsPage.isBlog} and ${cmsPage.isActive}
    and ${cmsPage.storeId} in (0, ${storeId})
    and (${cmsPage.publishedAt} is null or ${cmsPage.publishedAt} <= now())
    and (${cmsPage.storeId} <> 0 or not exists (
      select 1 from cms_page own
      where own.identifier = ${cmsPage.identifier} and own.store_id = ${storeId} and own.is_active
    ))`;
}

/** Posts with any of the tags (by code). */
function withAnyTag(codes: string[]): SQL {
  return sql`exists (
    select 1 from ${blogPostTag} inner join ${blogTag} on ${blogTag.id} = ${blogPostTag.tagId}
    where ${blogPostTag.pageId} = ${cmsPage.id} and ${inArray(blogTag.code, codes)}
  )`;
}

function where(storeId: number, tags: string[] | null): SQL {
  const visible = visiblePosts(storeId);
  return tags ? (and(visible, withAnyTag(tags)) as SQL) : visible;
}

const newestFirst = [sql`${cmsPage.publishedAt} desc nulls last`, desc(cmsPage.id)];

/** The tag's label for the store view: its own, else the all-store-views one, else the code. */
function tagLabel(storeId: number): SQL<string> {
  return sql<string>`coalesce(
    (select l.label from ${blogTagLabel} l where l.tag_id = ${blogTag.id} and l.store_id = ${storeId}),
    (select l.label from ${blogTagLabel} l where l.tag_id = ${blogTag.id} and l.store_id = 0),
    ${blogTag.code})`;
}

export async function countPosts(db: Db, storeId: number, tags: string[] | null): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cmsPage).where(where(storeId, tags));
  return Number(row?.n ?? 0);
}

export async function listPosts(
  db: Db,
  storeId: number,
  tags: string[] | null,
  limit: number,
  offset: number,
): Promise<BlogPostRow[]> {
  return db
    .select()
    .from(cmsPage)
    .where(where(storeId, tags))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** The ids of the newer and the older neighbour of the post with the url key in the (filtered) list. */
export async function findNeighbourIds(
  db: Db,
  storeId: number,
  tags: string[] | null,
  identifier: string,
): Promise<{ newerId: number | null; olderId: number | null } | undefined> {
  const order = sql`order by ${cmsPage.publishedAt} desc nulls last, ${cmsPage.id} desc`;
  const ordered = db.$with('ordered').as(
    db
      .select({
        identifier: sql<string>`${cmsPage.identifier}`.as('identifier'),
        newerId: sql<number | null>`lag(${cmsPage.id}) over (${order})`.as('newer_id'),
        olderId: sql<number | null>`lead(${cmsPage.id}) over (${order})`.as('older_id'),
      })
      .from(cmsPage)
      .where(where(storeId, tags)),
  );
  const [row] = await db
    .with(ordered)
    .select({ newerId: ordered.newerId, olderId: ordered.olderId })
    .from(ordered)
    .where(eq(ordered.identifier, identifier));
  return row ? { newerId: row.newerId ?? null, olderId: row.olderId ?? null } : undefined;
}

export async function listPostsById(db: Db, ids: number[]): Promise<BlogPostRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(cmsPage).where(inArray(cmsPage.id, ids));
}

/** Every tag of the store view's posts with how many posts carry it, in the tags' order. */
export async function listTagCounts(db: Db, storeId: number): Promise<(TagRow & { count: number })[]> {
  return db
    .select({ code: blogTag.code, label: tagLabel(storeId), count: sql<number>`count(*)::int` })
    .from(blogTag)
    .innerJoin(blogPostTag, eq(blogPostTag.tagId, blogTag.id))
    .innerJoin(cmsPage, eq(cmsPage.id, blogPostTag.pageId))
    .where(visiblePosts(storeId))
    .groupBy(blogTag.id, blogTag.code, blogTag.position)
    .orderBy(asc(blogTag.position), asc(blogTag.code));
}

/** The tags of the pages, labelled for the store view, in the tags' order. */
export async function listTagsOfPages(
  db: Db,
  pageIds: number[],
  storeId: number,
): Promise<(TagRow & { pageId: number })[]> {
  if (pageIds.length === 0) return [];
  return db
    .select({ pageId: blogPostTag.pageId, code: blogTag.code, label: tagLabel(storeId) })
    .from(blogPostTag)
    .innerJoin(blogTag, eq(blogTag.id, blogPostTag.tagId))
    .where(inArray(blogPostTag.pageId, pageIds))
    .orderBy(asc(blogTag.position), asc(blogTag.code));
}

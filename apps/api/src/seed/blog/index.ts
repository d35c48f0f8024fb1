// The demo blog (issue 16 §1): 20 posts in English (all store views, store 0) and Russian (the
// Russian store views 1 and 3, same url keys, so a Russian view's own post wins), six tags with
// labels per store view, publication dates over the last year, a room picture per post
// (pictures.ts) and, once the catalogue exists, 2–4 related products from the post's categories.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blogPostTag,
  blogTag,
  blogTagLabel,
  category,
  categoryProduct,
  cmsPage,
  cmsPageProduct,
  product,
} from '../../db/schema.ts';
import { sanitizeCmsHtml } from '../../shared/sanitize-html.ts';
import { CATEGORY_TREE } from '../categories.ts';
import { postPictureFile, writeBlogPictures } from './pictures.ts';
import { type BlogPostSource, postHtml } from './post-source.ts';
import { POSTS_1 } from './posts-1.ts';
import { POSTS_2 } from './posts-2.ts';
import { BLOG_TAGS } from './tags.ts';

/** Newest first. */
export const BLOG_POSTS: BlogPostSource[] = [...POSTS_1, ...POSTS_2];

const RUSSIAN_STORES = [1, 3];
const AUTHORS = {
  en: ['Anna Morozova', 'Ilya Sokolov', 'Maria Lebedeva'],
  ru: ['Анна Морозова', 'Илья Соколов', 'Мария Лебедева'],
};
const DAY = 24 * 60 * 60 * 1000;
/** Related products per post (2–4 in the demo: fewer only when its categories have fewer). */
const RELATED_PER_POST = 4;

/** Each category's URL path (its ancestors' keys and its own: `living-room/armchairs`). */
function categoryPaths(): Map<number, string> {
  const paths = new Map<number, string>();
  const walk = (nodes: typeof CATEGORY_TREE, parent: string) => {
    for (const node of nodes) {
      const path = parent ? `${parent}/${node.key}` : node.key;
      paths.set(node.id, path);
      if (node.children) walk(node.children, path);
    }
  };
  walk(CATEGORY_TREE, '');
  return paths;
}

/** The posts and tags; `today` fixes the publication dates (a post every 18 days back from it). */
export async function seedBlog(db: Db, today = new Date()): Promise<void> {
  const tags = await db
    .insert(blogTag)
    .values(BLOG_TAGS.map((tag, i) => ({ code: tag.code, position: (i + 1) * 10 })))
    .returning({ id: blogTag.id, code: blogTag.code });
  const tagId = new Map(tags.map((t) => [t.code, t.id]));
  await db
    .insert(blogTagLabel)
    .values(
      BLOG_TAGS.flatMap((tag) => [
        { tagId: tagId.get(tag.code)!, storeId: 0, label: tag.en },
        ...RUSSIAN_STORES.map((storeId) => ({ tagId: tagId.get(tag.code)!, storeId, label: tag.ru })),
      ]),
    );
  const paths = categoryPaths();
  const rows = BLOG_POSTS.flatMap((post, i) => {
    const publishedAt = new Date(today.getTime() - (3 + i * 18) * DAY);
    const categoryPath = paths.get(post.categories[0] ?? 10) ?? 'living-room';
    return (['en', 'ru'] as const).flatMap((language) => {
      const text = post[language];
      const labels = post.tags.map((code) => BLOG_TAGS.find((t) => t.code === code)?.[language] ?? code);
      const page = {
        identifier: `blog/${post.slug}`,
        title: text.title,
        contentHeading: text.title,
        content: sanitizeCmsHtml(postHtml(post, language, categoryPath)),
        pageLayout: '1column',
        metaTitle: text.title,
        metaDescription: text.description,
        metaKeywords: labels.join(', '),
        isBlog: true,
        description: text.description,
        image: postPictureFile(post.slug),
        publishedAt,
        author: AUTHORS[language][i % AUTHORS[language].length]!,
      };
      return language === 'en'
        ? [{ ...page, storeId: 0 }]
        : RUSSIAN_STORES.map((storeId) => ({ ...page, storeId }));
    });
  });
  const pages = await db
    .insert(cmsPage)
    .values(rows)
    .returning({ id: cmsPage.id, identifier: cmsPage.identifier });
  await db.insert(blogPostTag).values(
    pages.flatMap((page) => {
      const post = BLOG_POSTS.find((p) => `blog/${p.slug}` === page.identifier)!;
      return post.tags.map((code) => ({ pageId: page.id, tagId: tagId.get(code)! }));
    }),
  );
}

/**
 * Links each post (every store view's version) to up to four enabled, visible products taken in
 * turn from its categories (subcategories included), by position, then by id — the same products
 * for the same catalogue. Runs after the catalogue is written.
 */
export async function linkBlogProducts(db: Db): Promise<void> {
  const categories = await db.select({ id: category.id, path: category.path }).from(category);
  const subtree = (id: number) =>
    categories.filter((c) => c.path.split('/').includes(String(id))).map((c) => c.id);
  const wanted = [...new Set(BLOG_POSTS.flatMap((p) => p.categories.flatMap(subtree)))];
  const assigned = await db
    .select({ categoryId: categoryProduct.categoryId, productId: categoryProduct.productId })
    .from(categoryProduct)
    .innerJoin(product, eq(product.id, categoryProduct.productId))
    .where(
      and(inArray(categoryProduct.categoryId, wanted), eq(product.isActive, true), gt(product.visibility, 1)),
    )
    .orderBy(asc(categoryProduct.position), asc(categoryProduct.productId));
  const pages = await db
    .select({ id: cmsPage.id, identifier: cmsPage.identifier })
    .from(cmsPage)
    .where(and(eq(cmsPage.isBlog, true), sql`${cmsPage.identifier} like 'blog/%'`));
  const links: { pageId: number; productId: number; position: number }[] = [];
  for (const post of BLOG_POSTS) {
    // Round the post's categories, one product of each in turn, up to four products.
    const queues = post.categories.map((id) => {
      const inTree = new Set(subtree(id));
      return assigned.filter((a) => inTree.has(a.categoryId)).map((a) => a.productId);
    });
    const chosen: number[] = [];
    for (let round = 0; chosen.length < RELATED_PER_POST && queues.some((q) => q.length > round); round++) {
      for (const queue of queues) {
        const next = queue.slice(round).find((id) => !chosen.includes(id));
        if (next !== undefined && chosen.length < RELATED_PER_POST) chosen.push(next);
      }
    }
    for (const page of pages.filter((p) => p.identifier === `blog/${post.slug}`)) {
      chosen.forEach((productId, position) => {
        links.push({ pageId: page.id, productId, position });
      });
    }
  }
  if (links.length > 0) await db.insert(cmsPageProduct).values(links).onConflictDoNothing();
}

export async function writeBlogMedia(mediaDir: string): Promise<void> {
  await writeBlogPictures(mediaDir, BLOG_POSTS);
}

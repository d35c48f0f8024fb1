// A page of the blog list costs the same SQL statements for 3 posts as for 60 — the posts' tags
// are read for the whole page at once, never per post — and so does a post's neighbours.
// Statements are counted by a recording database handle (test/support/recording-db.ts), not timed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostTag, blogTag, cmsPage } from '../../src/db/schema.ts';
import { recordingDb } from '../support/recording-db.ts';
import { type RunningApi, startApi } from '../support/start-api.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let api: RunningApi;
let recorder: ReturnType<typeof recordingDb>;

beforeAll(async () => {
  database = await createTestDatabase();
  recorder = recordingDb(database);
  api = await startApi(database, { MAIL_OUTBOX_WORKER: 'false' }, { db: recorder.db });
  // Forty more posts, each with two tags, so a page of 60 exists.
  const tags = await database.db.select({ id: blogTag.id }).from(blogTag);
  const pages = await database.db
    .insert(cmsPage)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        identifier: `blog/extra-${i}`,
        storeId: 0,
        title: `Extra ${i}`,
        content: `<p>Extra post ${i}</p>`,
        isBlog: true,
        publishedAt: new Date(Date.now() - (400 + i) * 24 * 3600 * 1000),
      })),
    )
    .returning({ id: cmsPage.id });
  await database.db.insert(blogPostTag).values(
    pages.flatMap((page, i) => [
      { pageId: page.id, tagId: tags[i % tags.length]!.id },
      { pageId: page.id, tagId: tags[(i + 1) % tags.length]!.id },
    ]),
  );
}, 120_000);

afterAll(async () => {
  await api.close();
  await database.dispose();
});

const QUERY = `query ($limit: Int, $tags: [String], $current: String) {
  blogPageList(limit: $limit, filter: { tags: { in: $tags } }, currentPost: $current) {
    items { url_key title image short_description published_at tags { id label } }
    aggregation { id label count }
    total_count
  }
}`;

async function statements(
  variables: Record<string, unknown>,
): Promise<{ items: number; statements: number }> {
  let items = 0;
  const log = await recorder.record(async () => {
    const res = await api.gql<{ blogPageList: { items: unknown[] } }>(QUERY, {
      variables,
      headers: { Store: 'int' },
    });
    expect(res.errors).toBeUndefined();
    items = res.data?.blogPageList.items.length ?? 0;
  });
  // Store-view look-ups are cached per process; count only the blog's own statements.
  return { items, statements: log.filter((s) => /cms_page|blog_/.test(s.sql)).length };
}

describe('the blog list’s database work', () => {
  it('costs the same statements for a page of 3 posts as for a page of 60', async () => {
    const small = await statements({ limit: 3 });
    const large = await statements({ limit: 60 });
    expect(small.items).toBe(3);
    expect(large.items).toBe(60);
    expect(large.statements).toBe(small.statements);
    expect(large.statements).toBeLessThanOrEqual(4);
  });

  it('costs the same with a tag filter and for a post’s neighbours', async () => {
    const tagged = await statements({ limit: 60, tags: ['care', 'news'] });
    const untagged = await statements({ limit: 60 });
    expect(tagged.statements).toBe(untagged.statements);
    const neighbours = await statements({ current: 'blog/extra-5' });
    expect(neighbours.items).toBe(2);
    expect(neighbours.statements).toBeLessThanOrEqual(5);
  });
});

// `npm run reviews` in-process on a test database: the moderation queue, approving (the review then
// shows on its product) and rejecting, unknown ids changing nothing, and configuring ratings.
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, runCommand, UsageError } from '../../src/cli/reviews-command.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { review, reviewRating } from '../../src/modules/review/tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runCommand(api.database.db, parseCommand(args), { info: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

const COUNT = `{ products(filter: { sku: { eq: "CLI-LAMP" } }) { items { review_count
  reviews { items { summary } } } } }`;
let ids: number[] = [];

beforeAll(async () => {
  const db = api.database.db;
  const productId = await insertProduct(db, {
    sku: 'CLI-LAMP',
    texts: { 0: { name: 'Lamp' } },
    prices: { 1: { price: '5000' }, 2: { price: '50' } },
  });
  await bumpStoreVersion(db);
  await reindexProducts(db);
  const rows = await db
    .insert(review)
    .values(
      ['Bright', 'Too dim', 'Spam\nspam'].map((summary, i) => ({
        productId,
        storeId: 2,
        locale: 'en_US',
        nickname: `N${i}`,
        summary,
        text: `Text ${i}`,
        createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
      })),
    )
    .returning({ id: review.id });
  ids = rows.map((r) => r.id);
});

describe('npm run reviews', () => {
  it('lists the pending reviews oldest first, on one line each', async () => {
    const { code, output } = await run('list');
    expect(code).toBe(0);
    const lines = output.split('\n');
    expect(lines[0]).toBe('id\tstatus\tproduct\tlocale\twritten\tnickname\tsummary\ttext');
    expect(lines.slice(1).map((l) => l.split('\t')[6])).toEqual(['Bright', 'Too dim', 'Spam spam']);
    expect(lines[1]).toContain('\t2026-11-01 00:00\t');
  });

  it('approves reviews, which then show on the product; rejects others', async () => {
    expect(
      (
        await api.gql<{ products: { items: { review_count: number }[] } }>(COUNT, {
          headers: { Store: 'int' },
        })
      ).data?.products.items[0]?.review_count,
    ).toBe(0);
    expect(await run('approve', String(ids[0]), String(ids[1]))).toEqual({
      code: 0,
      output: `Approved: ${ids[0]}, ${ids[1]}.`,
    });
    expect(await run('reject', String(ids[2]))).toEqual({ code: 0, output: `Rejected: ${ids[2]}.` });
    const res = await api.gql<{
      products: { items: { review_count: number; reviews: { items: unknown[] } }[] };
    }>(COUNT, { headers: { Store: 'int' } });
    expect(res.data?.products.items[0]).toEqual({
      review_count: 2,
      reviews: { items: [{ summary: 'Too dim' }, { summary: 'Bright' }] },
    });
    expect((await run('list')).output).toBe('No pending reviews.');
    expect((await run('list', '--status', 'rejected')).output).toContain('Spam spam');
    expect(await run('approve', String(ids[0]))).toEqual({ code: 0, output: `Already approved: ${ids[0]}.` });
  });

  it('changes nothing when an id is unknown', async () => {
    const all = () => api.database.db.select().from(review).orderBy(asc(review.id));
    const before = await all();
    expect(await run('reject', String(ids[0]), '999999')).toEqual({
      code: 1,
      output: 'No review has the id 999999; nothing was changed.',
    });
    expect(await all()).toEqual(before);
  });

  it('adds a rating, which reviews then score, and turns one off', async () => {
    expect(
      (
        await run(
          'rating',
          'comfort',
          '--title',
          'en_US=Comfort',
          '--title',
          'ru_RU=Комфорт',
          '--position',
          '4',
        )
      ).code,
    ).toBe(0);
    const META = '{ productReviewRatingsMetadata { items { name } } }';
    const names = async (store: string) =>
      (
        await api.gql<{ productReviewRatingsMetadata: { items: { name: string }[] } }>(META, {
          headers: { Store: store },
        })
      ).data?.productReviewRatingsMetadata.items.map((i) => i.name);
    expect(await names('int')).toEqual(['Quality', 'Price', 'Design', 'Comfort']);
    expect(await names('ru')).toEqual(['Качество', 'Цена', 'Дизайн', 'Комфорт']);
    expect((await run('rating', 'comfort', '--inactive')).code).toBe(0);
    expect(await names('int')).toEqual(['Quality', 'Price', 'Design']);
    const { output } = await run('ratings');
    expect(output).toContain('comfort\t4\tno\ten_US=Comfort, ru_RU=Комфорт');
    await api.database.db.delete(reviewRating).where(eq(reviewRating.code, 'comfort'));
  });

  it('refuses bad arguments before touching the database', () => {
    for (const args of [
      ['approve'],
      ['approve', 'x'],
      ['list', '--status', 'spam'],
      ['list', '--limit', '0'],
      ['rating'],
      ['rating', 'Bad Code'],
      ['rating', 'comfort', '--title', 'Comfort'],
      ['nonsense'],
    ]) {
      expect(() => parseCommand(args), args.join(' ')).toThrow(UsageError);
    }
    expect(parseCommand(['--help'])).toEqual({ command: 'help' });
  });
});

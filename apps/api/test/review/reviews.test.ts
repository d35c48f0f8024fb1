// Product reviews over HTTP (issue 18, docs/reviews.md): writing a review for moderation, what a
// product shows once reviews are approved (count, summary, pages, per locale), a customer's own
// reviews, the ratings' metadata, the store's settings, every refusal (and that it wrote nothing),
// and the authorization matrix of the operations.
import { asc, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { review, reviewVote } from '../../src/modules/review/tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import type { Shopper } from '../address/helpers.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { errorOf, FAST_HASHING } from '../customer/helpers.ts';
import { newCustomer } from '../estimates/helpers.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi(FAST_HASHING);

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
type Any = any;

const METADATA = '{ productReviewRatingsMetadata { items { id name values { value value_id } } } }';
const CREATE = `mutation($input: CreateProductReviewInput!) { createProductReview(input: $input) {
  review { nickname summary text average_rating created_at ratings_breakdown { name value } product { sku } } } }`;
const PRODUCT = `query($sku: String, $page: Int, $size: Int) { products(filter: { sku: { eq: $sku } }) { items {
  sku review_count rating_summary
  reviews(currentPage: $page, pageSize: $size) { items { nickname summary text average_rating created_at
    ratings_breakdown { name value } } page_info { current_page page_size total_pages } } } } }`;
const MY_REVIEWS = `{ customer { reviews(pageSize: 10) { items { summary product { sku } average_rating }
  page_info { total_pages } } } }`;

let chairId = 0;
let tableId = 0;

/** Every guest test comes from its own address, so the guest rate limit counts one test's reviews. */
let address = 0;
const guestFrom = () => ({ 'X-Forwarded-For': `198.51.100.${++address}` });

async function metadata(headers: Record<string, string> = {}): Promise<Any[]> {
  const res = await api.gql<Any>(METADATA, { headers });
  expect(res.errors).toBeUndefined();
  return res.data.productReviewRatingsMetadata.items;
}

/** One value per rating: stars[i] for the i-th rating. */
async function ratingsInput(stars: number[]) {
  const ratings = await metadata();
  return ratings.map((r: Any, i: number) => ({ id: r.id, value_id: r.values[(stars[i] ?? 5) - 1].value_id }));
}

async function writeReview(
  headers: Record<string, string>,
  input: Partial<{ sku: string; nickname: string; summary: string; text: string; ratings: unknown[] }> = {},
) {
  return api.gql<Any>(CREATE, {
    headers,
    variables: {
      input: {
        sku: 'REVIEW-CHAIR',
        nickname: 'Anna',
        summary: 'Comfortable',
        text: 'We sit on it every day.',
        ratings: input.ratings ?? (await ratingsInput([5, 4, 3])),
        ...input,
      },
    },
  });
}

async function reviewRows(productId = chairId) {
  return api.database.db.select().from(review).where(eq(review.productId, productId)).orderBy(asc(review.id));
}

async function approve(ids: number[]) {
  await api.database.db.update(review).set({ status: 'approved' }).where(inArray(review.id, ids));
}

async function product(sku: string, headers: Record<string, string>, page = 1, size = 20): Promise<Any> {
  const res = await api.gql<Any>(PRODUCT, { variables: { sku, page, size }, headers });
  expect(res.errors).toBeUndefined();
  return res.data.products.items[0];
}

async function setConfig(path: string, value: string) {
  await api.database.db.insert(configValue).values({ scope: 'default', scopeId: 0, path, value });
  await bumpStoreVersion(api.database.db);
}

async function unsetConfig(path: string) {
  await api.database.db.delete(configValue).where(eq(configValue.path, path));
  await bumpStoreVersion(api.database.db);
}

beforeAll(async () => {
  const db = api.database.db;
  const texts = { 0: { name: 'Review chair' } };
  const prices = { 1: { price: '9000' }, 2: { price: '120' } };
  chairId = await insertProduct(db, { sku: 'REVIEW-CHAIR', texts, prices });
  tableId = await insertProduct(db, {
    sku: 'REVIEW-TABLE',
    texts: { 0: { name: 'Review table' } },
    prices,
  });
  await insertProduct(db, {
    sku: 'REVIEW-OFF',
    isActive: false,
    texts: { 0: { name: 'Retired' } },
    prices,
  });
  await bumpStoreVersion(db);
  await reindexProducts(db);
});

describe('productReviewRatingsMetadata', () => {
  it('lists quality, price and design with values 1 to 5, titled in the store view’s language', async () => {
    const en = await metadata({ Store: 'int' });
    expect(en.map((r: Any) => r.name)).toEqual(['Quality', 'Price', 'Design']);
    expect(en[0].values.map((v: Any) => v.value)).toEqual(['1', '2', '3', '4', '5']);
    const ru = await metadata({ Store: 'ru' });
    expect(ru.map((r: Any) => r.name)).toEqual(['Качество', 'Цена', 'Дизайн']);
    // The same rating in both: only the title changes.
    expect(ru[0].id).toBe(en[0].id);
  });
});

describe('createProductReview', () => {
  it('writes a guest’s review for moderation: the product shows nothing until it is approved', async () => {
    const headers = { Store: 'int', ...guestFrom() };
    const res = await writeReview(headers, { nickname: '  Anna  ', text: 'Line one\r\nLine two' });
    expect(res.errors).toBeUndefined();
    expect(res.data.createProductReview.review).toMatchObject({
      nickname: 'Anna',
      summary: 'Comfortable',
      text: 'Line one\nLine two',
      // (5 + 4 + 3) / 3 stars = 80 %.
      average_rating: 80,
      ratings_breakdown: [
        { name: 'Quality', value: '5' },
        { name: 'Price', value: '4' },
        { name: 'Design', value: '3' },
      ],
      product: { sku: 'REVIEW-CHAIR' },
    });
    expect(res.data.createProductReview.review.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const [row] = (await reviewRows()).filter((r) => r.nickname === 'Anna');
    expect(row).toMatchObject({ status: 'pending', locale: 'en_US', storeId: 2, customerId: null });
    // The guest's address is kept only as a hash.
    expect(row!.guestKey).toMatch(/^[0-9a-f]{64}$/);
    const before = await product('REVIEW-CHAIR', { Store: 'int' });
    expect(before).toMatchObject({ review_count: 0, rating_summary: 0, reviews: { items: [] } });

    await approve([row!.id]);
    const after = await product('REVIEW-CHAIR', { Store: 'int' });
    expect(after.review_count).toBe(1);
    expect(after.rating_summary).toBe(80);
    expect(after.reviews.items[0]).toMatchObject({ nickname: 'Anna', average_rating: 80 });
    // Written in English: the Russian store views do not show it.
    expect(await product('REVIEW-CHAIR', { Store: 'ru' })).toMatchObject({
      review_count: 0,
      reviews: { items: [] },
    });
    await api.database.db.delete(review).where(eq(review.id, row!.id));
  });

  it('keeps the text as written (it is plain text; the storefront escapes it)', async () => {
    const res = await writeReview(
      { Store: 'int', ...guestFrom() },
      { sku: 'REVIEW-TABLE', summary: '<b>Nice</b>', text: '<script>alert(1)</script> & more' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createProductReview.review).toMatchObject({
      summary: '<b>Nice</b>',
      text: '<script>alert(1)</script> & more',
    });
    await api.database.db.delete(review).where(eq(review.productId, tableId));
  });

  it('lets a customer review a product once, and lists their reviews (pending ones too)', async () => {
    const shopper: Shopper = await newCustomer(api, 'partner');
    const headers = { Store: 'ru', ...shopper.headers };
    expect((await writeReview(headers, { nickname: 'Пётр', summary: 'Удобный' })).errors).toBeUndefined();
    const again = await writeReview(headers, { nickname: 'Пётр', summary: 'Ещё раз' });
    expect(errorOf(again)).toEqual({
      message: 'You have already reviewed this product. Each customer can review a product once.',
      category: 'graphql-already-exists',
    });
    expect((await reviewRows()).filter((r) => r.nickname === 'Пётр')).toHaveLength(1);
    // Another product is fine.
    expect((await writeReview(headers, { sku: 'REVIEW-TABLE', nickname: 'Пётр' })).errors).toBeUndefined();

    const mine = await api.gql<Any>(MY_REVIEWS, { headers });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.customer.reviews.items.map((r: Any) => r.product.sku).sort()).toEqual([
      'REVIEW-CHAIR',
      'REVIEW-TABLE',
    ]);
    expect(mine.data.customer.reviews.page_info.total_pages).toBe(1);
    // Another customer sees only their own (none).
    const other = await newCustomer(api, 'client');
    const theirs = await api.gql<Any>(MY_REVIEWS, { headers: other.headers });
    expect(theirs.data.customer.reviews.items).toEqual([]);
    await api.database.db.delete(review).where(eq(review.nickname, 'Пётр'));
  });

  it('refuses bad input with every problem named, and writes nothing', async () => {
    const headers = { Store: 'int', ...guestFrom() };
    const before = await reviewRows();
    const blank = await writeReview(headers, { nickname: ' ', summary: '', text: 'x'.repeat(5001) });
    expect(errorOf(blank)).toEqual({
      message: 'Nickname is required. Summary is required. Review must be at most 5000 characters.',
      category: 'graphql-input',
    });
    const ratings = await metadata();
    const missing = await writeReview(headers, {
      ratings: [{ id: ratings[0].id, value_id: ratings[0].values[4].value_id }],
    });
    expect(errorOf(missing)).toEqual({
      message: 'Rate the product for: Price, Design.',
      category: 'graphql-input',
    });
    const foreignValue = await writeReview(headers, {
      ratings: [
        { id: ratings[0].id, value_id: ratings[1].values[4].value_id },
        { id: ratings[1].id, value_id: ratings[1].values[0].value_id },
        { id: ratings[2].id, value_id: ratings[2].values[0].value_id },
      ],
    });
    expect(errorOf(foreignValue)?.message).toBe(
      `Value "${ratings[1].values[4].value_id}" is not a value of rating "${ratings[0].id}".`,
    );
    const unknown = await writeReview(headers, { ratings: [{ id: 'OTk5', value_id: 'OTk5LzU=' }] });
    expect(errorOf(unknown)?.message).toBe(
      'Rating "OTk5" does not exist. Ask productReviewRatingsMetadata for the ratings.',
    );
    const twice = await writeReview(headers, {
      ratings: [
        ...(await ratingsInput([5, 5, 5])),
        { id: ratings[0].id, value_id: ratings[0].values[0].value_id },
      ],
    });
    expect(errorOf(twice)?.message).toBe(`Rating "${ratings[0].id}" is given twice.`);
    const control = await writeReview(headers, { text: 'bad\u0007byte' });
    expect(errorOf(control)?.message).toBe('Review has invalid characters.');
    expect(await reviewRows()).toEqual(before);
  });

  it('refuses unknown, disabled and unlisted products as Magento does', async () => {
    const headers = { Store: 'int', ...guestFrom() };
    for (const sku of ['NO-SUCH-SKU', 'REVIEW-OFF']) {
      expect(errorOf(await writeReview(headers, { sku }))).toEqual({
        message: "The product that was requested doesn't exist. Verify the product and try again.",
        category: 'graphql-no-such-entity',
      });
    }
    const [{ n }] = (await api.database.db.select({ n: count() }).from(review)) as [{ n: number }];
    expect(Number(n)).toBe(0);
  });

  it('limits a guest address to 3 reviews an hour; a signed-in customer is not counted', async () => {
    const headers = { Store: 'int', ...guestFrom() };
    for (const sku of ['REVIEW-CHAIR', 'REVIEW-TABLE', 'REVIEW-CHAIR']) {
      expect((await writeReview(headers, { sku, nickname: 'Flood' })).errors).toBeUndefined();
    }
    const fourth = await writeReview(headers, { nickname: 'Flood' });
    expect(errorOf(fourth)).toEqual({
      message: 'Too many reviews from your address: guests can write 3 an hour. Try again later, or sign in.',
      category: 'graphql-authorization',
    });
    expect((await api.database.db.select().from(review).where(eq(review.nickname, 'Flood'))).length).toBe(3);
    // The same address signed in is a customer, limited by one review per product instead.
    const shopper = await newCustomer(api);
    expect(
      (await writeReview({ ...headers, ...shopper.headers }, { nickname: 'Flood' })).errors,
    ).toBeUndefined();
    // Another address is not limited.
    expect(
      (await writeReview({ Store: 'int', ...guestFrom() }, { nickname: 'Flood' })).errors,
    ).toBeUndefined();
    await api.database.db.delete(review).where(eq(review.nickname, 'Flood'));
  });

  it('follows the store’s settings: guests refused when not allowed, everything off when reviews are', async () => {
    const CONFIG = '{ storeConfig { product_reviews_enabled allow_guests_to_write_product_reviews } }';
    expect((await api.gql<Any>(CONFIG)).data.storeConfig).toEqual({
      product_reviews_enabled: '1',
      allow_guests_to_write_product_reviews: '1',
    });
    await setConfig('catalog/review/allow_guest', '0');
    try {
      expect((await api.gql<Any>(CONFIG)).data.storeConfig.allow_guests_to_write_product_reviews).toBe('0');
      expect(errorOf(await writeReview({ Store: 'int', ...guestFrom() }))).toEqual({
        message: "Guest customers aren't allowed to add product reviews.",
        category: 'graphql-authorization',
      });
      const shopper = await newCustomer(api);
      const res = await writeReview({ Store: 'int', ...shopper.headers }, { nickname: 'Allowed' });
      expect(res.errors).toBeUndefined();
      await approve((await reviewRows()).map((r) => r.id));
    } finally {
      await unsetConfig('catalog/review/allow_guest');
    }
    expect((await product('REVIEW-CHAIR', { Store: 'int' })).review_count).toBe(1);

    await setConfig('catalog/review/active', '0');
    try {
      expect((await api.gql<Any>(CONFIG)).data.storeConfig.product_reviews_enabled).toBe('0');
      expect(await metadata()).toEqual([]);
      const shopper = await newCustomer(api);
      expect(errorOf(await writeReview({ Store: 'int', ...shopper.headers }))).toEqual({
        message: 'This store does not take product reviews.',
        category: 'graphql-authorization',
      });
      // Approved reviews are hidden while reviews are off.
      expect(await product('REVIEW-CHAIR', { Store: 'int' })).toMatchObject({
        review_count: 0,
        rating_summary: 0,
        reviews: { items: [] },
      });
    } finally {
      await unsetConfig('catalog/review/active');
    }
    await api.database.db.delete(review).where(eq(review.nickname, 'Allowed'));
  });
});

describe('a product’s reviews', () => {
  it('pages the approved ones newest first, with the summary of all their votes', async () => {
    const db = api.database.db;
    const ratings = await metadata();
    const ratingIds = ratings.map((r: Any) => Number(Buffer.from(r.id, 'base64').toString()));
    const rows = await db
      .insert(review)
      .values(
        [5, 4, 3, 2, 1].map((n, i) => ({
          productId: tableId,
          storeId: 1,
          locale: 'ru_RU',
          nickname: `Автор ${n}`,
          summary: `Отзыв ${n}`,
          text: 'Текст',
          status: 'approved' as const,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      )
      .returning({ id: review.id });
    // Votes: review i gives 5 - i stars on every rating.
    await db
      .insert(reviewVote)
      .values(
        rows.flatMap((r, i) =>
          ratingIds.map((ratingId: number) => ({ reviewId: r.id, ratingId, value: 5 - i })),
        ),
      );
    // A pending and a rejected review count for nothing.
    await db.insert(review).values([
      {
        productId: tableId,
        storeId: 1,
        locale: 'ru_RU',
        nickname: 'P',
        summary: 'P',
        text: 'P',
        status: 'pending',
      },
      {
        productId: tableId,
        storeId: 1,
        locale: 'ru_RU',
        nickname: 'R',
        summary: 'R',
        text: 'R',
        status: 'rejected',
      },
    ]);
    // int_ru shares the ru_RU locale: it shows the same reviews.
    for (const store of ['ru', 'int_ru']) {
      const first = await product('REVIEW-TABLE', { Store: store }, 1, 2);
      expect(first.review_count).toBe(5);
      // (5 + 4 + 3 + 2 + 1) / 5 = 3 stars = 60 %.
      expect(first.rating_summary).toBe(60);
      expect(first.reviews.items.map((r: Any) => r.nickname)).toEqual(['Автор 1', 'Автор 2']);
      expect(first.reviews.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 3 });
      expect(first.reviews.items[0]).toMatchObject({
        average_rating: 20,
        created_at: '2026-01-05 00:00:00',
        ratings_breakdown: [
          { name: 'Качество', value: '1' },
          { name: 'Цена', value: '1' },
          { name: 'Дизайн', value: '1' },
        ],
      });
      const last = await product('REVIEW-TABLE', { Store: store }, 3, 2);
      expect(last.reviews.items.map((r: Any) => r.nickname)).toEqual(['Автор 5']);
    }
    const bad = await api.gql(PRODUCT, { variables: { sku: 'REVIEW-TABLE', page: 0, size: 2 } });
    expect(errorOf(bad)).toEqual({
      message: 'currentPage value must be greater than 0.',
      category: 'graphql-input',
    });
    await db.delete(review).where(eq(review.productId, tableId));
  });

  it('summarises a listing page’s products in one go (stars on product cards)', async () => {
    const res = await api.gql<Any>(
      '{ products(filter: { sku: { in: ["REVIEW-CHAIR", "REVIEW-TABLE"] } }) { items { sku review_count rating_summary } } }',
      { headers: { Store: 'int' } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.products.items).toHaveLength(2);
    for (const item of res.data.products.items)
      expect(item).toMatchObject({ review_count: 0, rating_summary: 0 });
  });
});

describe('authorization matrix', () => {
  type Role = 'client' | 'partner' | 'manager';
  const ROLES: Role[] = ['client', 'partner', 'manager'];

  it.each(ROLES)('a %s may write a review and read only their own', async (role) => {
    const shopper = await newCustomer(api, role);
    const res = await writeReview({ Store: 'int', ...shopper.headers }, { nickname: `Matrix ${role}` });
    expect(res.errors).toBeUndefined();
    const mine = await api.gql<Any>(MY_REVIEWS, { headers: shopper.headers });
    expect(mine.data.customer.reviews.items).toHaveLength(1);
    await api.database.db.delete(review).where(eq(review.nickname, `Matrix ${role}`));
  });

  it('a guest may write (when allowed) but has no customer reviews to read', async () => {
    const mine = await api.gql<Any>(MY_REVIEWS);
    expect(errorOf(mine)).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
  });
});

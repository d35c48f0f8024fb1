// Product reviews in the browser (issue 18, docs/reviews.md): the demo catalogue's approved
// reviews with their summary, stars on product cards and schema.org data; a guest writes a review
// with a star per rating, the store's staff approve it (`npm run reviews`), and it shows on the
// product; a missing rating or field is named without writing anything; and the same form works
// without JavaScript.
import { expect, type Page, test } from '@playwright/test';
import { reviewsCommand } from './staff-support.ts';
import { API_URL, chooseWebsite, screenshot, waitForHydration } from './support.ts';

interface ReviewedProduct {
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string | null;
  review_count: number;
}

/** Demo products of the international website, with their approved English reviews' count. */
async function products(): Promise<ReviewedProduct[]> {
  const response = await fetch(API_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'int' },
    body: JSON.stringify({
      query: `{ products(filter: { price: { from: "0" } }, pageSize: 200) {
        items { sku name url_key url_suffix review_count } } }`,
    }),
  });
  const body = (await response.json()) as { data: { products: { items: ReviewedProduct[] } } };
  return body.data.products.items;
}

const path = (p: ReviewedProduct) => `/int/${p.url_key}${p.url_suffix ?? ''}`;

async function openProduct(page: Page, product: ReviewedProduct) {
  const response = await page.goto(path(product));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** Picks `stars` for every rating of the form (the star labels are the clickable part). */
async function rateAll(page: Page, stars: number) {
  const form = page.getByTestId('review-form');
  const groups = form.getByRole('radiogroup');
  for (let i = 0; i < (await groups.count()); i++) {
    // The star a shopper clicks is the radio button's label.
    await groups
      .nth(i)
      .getByRole('radio', { name: `${stars} out of 5 stars`, exact: true })
      .locator('xpath=..')
      .click();
  }
}

async function fillReview(page: Page, fields: { nickname: string; summary: string; text: string }) {
  await page.getByLabel('Your name').fill(fields.nickname);
  await page.getByLabel('Summary').fill(fields.summary);
  await page.getByLabel('Review', { exact: true }).fill(fields.text);
}

/** The id of the pending review with this summary, from the moderation queue. */
async function pendingReviewId(summary: string): Promise<string> {
  const line = (await reviewsCommand('list', '--limit', '500')).split('\n').find((l) => l.includes(summary));
  if (!line) throw new Error(`No pending review "${summary}"`);
  return line.split('\t')[0] as string;
}

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

test('a product shows its approved reviews, their summary and schema.org rating; cards show stars', async ({
  page,
}) => {
  const reviewed = (await products()).find((p) => p.review_count >= 2);
  if (!reviewed) throw new Error('The demo catalogue has no product with reviews');
  await openProduct(page, reviewed);
  const section = page.locator('#reviews');
  await expect(section.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(section.getByTestId('review-summary')).toContainText(`${reviewed.review_count} review`);
  await expect(section.getByTestId('review')).toHaveCount(Math.min(5, reviewed.review_count));
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(jsonLd.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    reviewCount: reviewed.review_count,
  });
  expect(jsonLd.review.length).toBe(Math.min(5, reviewed.review_count));
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'product-reviews', { fullPage: true });

  // A product with more than a page of reviews pages them.
  const many = (await products()).find((p) => p.review_count > 5);
  if (many) {
    await openProduct(page, many);
    await page.getByTestId('review-pages').getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]reviews=2#reviews$/);
    await expect(page.getByTestId('review-pages')).toContainText('Page 2 of');
  }

  // The category listing the product is in shows stars on the cards of reviewed products.
  await page.goto('/int/living-room');
  await expect(page.getByTestId('card-rating').first()).toBeVisible();
  await screenshot(page, 'listing-stars', { images: true });
});

test('the Russian store shows Russian reviews with Russian plurals', async ({ page, context }) => {
  await chooseWebsite(context, 'ru');
  await page.goto('/ru/living-room');
  const card = page.getByTestId('card-rating').first();
  await expect(card).toBeVisible();
  // "из 5 звёзд, N отзыв(а/ов)": the label is the card's whole rating, in Russian.
  await expect(card.getByRole('img')).toHaveAttribute('aria-label', /из 5 звёзд, \d+ отзыв/);
  await card.click();
  await waitForHydration(page);
  await expect(page.locator('#reviews').getByRole('heading', { name: 'Отзывы' })).toBeVisible();
  await expect(page.getByTestId('review-summary')).toContainText(/из 5/);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await screenshot(page, 'product-reviews-ru');
});

test('a guest writes a review, staff approve it, and it shows on the product', async ({ page }) => {
  const product = (await products()).find((p) => p.review_count === 0);
  if (!product) throw new Error('The demo catalogue has no product without reviews');
  const summary = `Sturdy and calm ${Date.now()}`;
  await openProduct(page, product);
  await expect(page.locator('#reviews')).toContainText('No reviews yet');

  // Nothing chosen: the form names what is missing and writes nothing.
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByTestId('review-ratings-error')).toHaveText(
    'Rate every aspect: choose from 1 to 5 stars.',
  );
  await expect(page.getByTestId('review-form')).toContainText('This is a required field.');

  await rateAll(page, 4);
  await page.getByTestId('review-form').scrollIntoViewIfNeeded();
  await screenshot(page, 'product-review-form');
  await fillReview(page, { nickname: 'Grace', summary, text: 'Solid oak <b>and</b> a calm colour.' });
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByTestId('review-sent')).toContainText('It will appear once a moderator approves it.');
  await expect(page.getByTestId('review-form')).toBeHidden();
  await page.getByTestId('review-sent').scrollIntoViewIfNeeded();
  await screenshot(page, 'product-review-sent');

  // Pending: still not on the product.
  await page.reload();
  await expect(page.locator('#reviews')).toContainText('No reviews yet');

  await reviewsCommand('approve', await pendingReviewId(summary));
  await page.reload();
  const review = page.getByTestId('review').first();
  await expect(review).toContainText(summary);
  await expect(review).toContainText('by Grace');
  // Written as text, shown as text.
  await expect(review).toContainText('Solid oak <b>and</b> a calm colour.');
  await expect(page.getByTestId('review-summary')).toContainText('4 out of 5');
  await expect(page.getByTestId('review-summary')).toContainText('1 review');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the review form posts and comes back to the product with the message', async ({ page }) => {
    const product = (await products()).filter((p) => p.review_count === 0)[1];
    if (!product) throw new Error('The demo catalogue has no product without reviews');
    const summary = `No script ${Date.now()}`;
    await page.goto(path(product));
    await rateAll(page, 5);
    await fillReview(page, { nickname: 'Henry', summary, text: 'Works without scripts too.' });
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page).toHaveURL(new RegExp(`${path(product).replace('.', '\\.')}#reviews$`));
    // The flash message, in the page's <noscript> message list.
    await expect(page.locator('[data-message-type="success"]')).toContainText('Thank you for your review');
    expect(await pendingReviewId(summary)).toMatch(/^\d+$/);
  });
});

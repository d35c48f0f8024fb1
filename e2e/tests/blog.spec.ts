// The blog (issue 16 §1): the footer's "Journal" link, lazy paging with "show more" (15 → 20) and
// as page links without JavaScript, tag chips, a post with its picture, body, tags, neighbours and
// SEO tags, a related product into the cart from the post, and the posts in the sitemap.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { sidebar } from './cart-support.ts';
import { API_URL, chooseWebsite, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

const cards = (page: Page) => page.getByTestId('blog-card');

/** A post (url key) whose related products include one a card can put straight into the cart. */
async function postWithCartableProduct(store: string): Promise<string> {
  const query = `{ blogPageList(limit: 20) { items { url_key } } }`;
  const list = await (
    await fetch(API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: store },
      body: JSON.stringify({ query }),
    })
  ).json();
  for (const { url_key } of list.data.blogPageList.items as { url_key: string }[]) {
    const res = await (
      await fetch(API_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Store: store },
        body: JSON.stringify({
          query: `query ($id: String!) { cmsPage(identifier: $id) { related_products { __typename stock_status
            ... on CustomizableProductInterface { options { required } } } } }`,
          variables: { id: url_key },
        }),
      })
    ).json();
    const products = res.data.cmsPage.related_products as {
      __typename: string;
      stock_status: string;
      options?: { required: boolean }[] | null;
    }[];
    const cartable = products.some(
      (p) =>
        p.__typename === 'SimpleProduct' &&
        p.stock_status === 'IN_STOCK' &&
        !(p.options ?? []).some((o) => o.required),
    );
    if (cartable) return url_key;
  }
  throw new Error('no demo post has a simple related product in stock');
}

test.describe('blog', () => {
  test('the footer link opens the journal; "show more" appends the last five posts', async ({
    page,
    context,
  }) => {
    await chooseWebsite(context, 'ru');
    await page.goto('/ru/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Журнал' }).click();
    await expect(page).toHaveURL(/\/ru\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible();
    await expect(cards(page)).toHaveCount(15);
    await expect(page.getByTestId('blog-count')).toHaveText('20 статей');
    await waitForHydration(page);
    const first = await cards(page).first().getAttribute('data-url-key');
    await page.getByTestId('blog-show-more').click();
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByTestId('blog-show-more')).toHaveCount(0);
    // Appended in place: the same page, the first post still first.
    await expect(page).toHaveURL(/\/ru\/blog$/);
    await expect(cards(page).first()).toHaveAttribute('data-url-key', first ?? '');
  });

  test('a failed "show more" is a global error message and the list stays as it was', async ({
    page,
    context,
  }) => {
    await chooseWebsite(context, 'int');
    await page.goto('/int/blog');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(15);
    // The next page's data request fails on the way (the storefront answers 500).
    await page.route('**/int/blog.data*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByTestId('blog-show-more').click();
    await expect(page.locator('[data-message-type="error"]')).toContainText(
      'The articles could not be loaded',
    );
    await expect(cards(page)).toHaveCount(15);
    await page.unroute('**/int/blog.data*');
    await page.getByTestId('blog-show-more').click();
    await expect(cards(page)).toHaveCount(20);
  });

  test('without JavaScript, "show more" and the page links lead to ?page=2 with rel next/prev', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await chooseWebsite(context, 'int');
    const page = await context.newPage();
    await page.goto('/int/blog');
    await expect(cards(page)).toHaveCount(15);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/int/blog`);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/int/blog?page=2');
    await expect(page.getByTestId('blog-show-more')).toHaveAttribute('href', '/int/blog?page=2');
    await page.getByTestId('blog-next-page').click();
    await expect(page).toHaveURL(/\/int\/blog\?page=2$/);
    await expect(cards(page)).toHaveCount(5);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/int/blog?page=2`);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/int/blog');
    await expect(page.getByTestId('blog-show-more')).toHaveCount(0);
    expect((await page.goto('/int/blog?page=9'))?.status()).toBe(404);
    await context.close();
  });

  test('a tag chip filters the list', async ({ page, context }) => {
    await chooseWebsite(context, 'int');
    await page.goto('/int/blog');
    await waitForHydration(page);
    const chip = page.locator('[data-testid="blog-tag-chip"][data-tag="care"]');
    const count = Number((await chip.locator('span').textContent()) ?? '0');
    expect(count).toBeGreaterThan(1);
    await chip.click();
    await expect(page).toHaveURL(/\/int\/blog\?tag=care$/);
    await expect(chip).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(count);
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('link', { name: 'Care', exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal: Care');
  });

  test('a post shows its picture, body, tags and neighbours, with canonical, Open Graph and BlogPosting', async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseWebsite(context, 'int');
    await page.goto('/int/blog');
    const second = cards(page).nth(1);
    const urlKey = await second.getAttribute('data-url-key');
    const title = (await second.getByTestId('blog-card-link').textContent()) ?? '';
    await second.getByTestId('blog-card-link').click();
    await expect(page).toHaveURL(new RegExp(`/int/${urlKey}$`));
    const post = page.getByTestId('blog-post');
    await expect(post.getByRole('heading', { level: 1 })).toHaveText(title);
    const image = page.getByTestId('blog-post-image');
    await expect(image).toHaveAttribute('src', /\/media\/cms\/blog\/[a-z0-9-]+\.svg$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('blog-post-body').locator('h2').first()).toBeVisible();
    await expect(page.getByTestId('blog-post-body').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('blog-post-tags').getByRole('link').first()).toHaveAttribute(
      'href',
      /\/int\/blog\?tag=/,
    );
    await expect(page.getByTestId('blog-newer')).toBeVisible();
    await expect(page.getByTestId('blog-older')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Journal' }),
    ).toHaveAttribute('href', '/int/blog');

    const canonical = `${baseURL}/int/${urlKey}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/media\/cms\/blog\//,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: title,
      mainEntityOfPage: { '@id': canonical },
      publisher: { '@type': 'Organization' },
      author: { '@type': 'Person' },
    });
    expect(Date.parse(jsonLd.datePublished)).toBeLessThan(Date.now());
    expect(jsonLd.image[0]).toMatch(/\/media\/cms\/blog\//);

    // The newer post is the first of the list.
    await page.getByTestId('blog-newer').click();
    await expect(page.getByTestId('blog-newer')).toHaveCount(0);
    await expect(page.getByTestId('blog-older')).toContainText(title);
  });

  test('a related product goes into the cart from the post', async ({ page, context }) => {
    await chooseWebsite(context, 'ru');
    const urlKey = await postWithCartableProduct('ru');
    await page.goto(`/ru/${urlKey}`);
    await waitForHydration(page);
    const related = page.getByTestId('blog-related-products');
    await expect(related.getByTestId('product-card').first()).toBeVisible();
    await related.getByTestId('card-add-to-cart').first().click();
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByTestId('cart-line')).toHaveCount(1);
  });

  test('the home page shows the three newest posts and the sitemap lists the blog and its posts', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await chooseWebsite(context, 'ru');
    await page.goto('/ru/');
    const journal = page.getByTestId('home-journal');
    await expect(journal.getByRole('heading', { name: 'Из журнала' })).toBeVisible();
    await expect(journal.getByTestId('blog-card')).toHaveCount(3);

    const xml = await (await request.get('/ru/sitemap/pages.xml')).text();
    expect(xml).toContain(`<loc>${baseURL}/ru/blog</loc>`);
    const posts = xml.match(/<loc>[^<]+\/ru\/blog\/[a-z0-9-]+<\/loc>/g) ?? [];
    expect(posts).toHaveLength(20);
    const first = posts[0]!.replace(/<\/?loc>/g, '');
    expect((await request.get(first)).status()).toBe(200);
  });
});

// Screenshots of the personalised listings at 1440 px and on a 390 px phone, for a person to look
// at (drawn only with E2E_SCREENSHOTS, ADR 0029): the designers listing, a filtered collections
// listing, a designer's page and a product page's designer/collection block; the Russian listing.
import { expect as baseExpect, test } from '@playwright/test';
import { apiCall } from './customer-support.ts';
import { chooseWebsite, screenshot, WEB_URL, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

interface Answer {
  personallyesListing: {
    items: { url_key: string; products: { url_key: string; url_suffix: string | null }[] }[];
  };
}

for (const width of [1440, 390]) {
  test(`personalised listing pages at ${width} px`, async ({ page, context }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const { personallyesListing } = await apiCall<Answer>(
      '{ personallyesListing(type_url_key: "designers", limit: 1) { items { url_key products { url_key url_suffix } } } }',
      {},
      { store: 'int' },
    );
    const designer = personallyesListing.items[0]!;

    await page.goto(`${WEB_URL}/int/personally/designers`);
    await waitForHydration(page);
    await expect(page.getByTestId('personally-entry-card').first()).toBeVisible();
    await screenshot(page, `personally-designers-${width}`, { fullPage: true, images: true });

    await page.goto(`${WEB_URL}/int/personally/collections?category=10`);
    await expect(page.getByTestId('personally-entry-card').first()).toBeVisible();
    await screenshot(page, `personally-collections-filtered-${width}`, { fullPage: true, images: true });

    await page.goto(`${WEB_URL}/int/personally/designers/${designer.url_key}`);
    await expect(page.getByTestId('personally-products').getByTestId('product-card').first()).toBeVisible();
    await screenshot(page, `personally-entry-${width}`, { fullPage: true, images: true });

    const product = designer.products[0]!;
    await page.goto(`${WEB_URL}/int/${product.url_key}${product.url_suffix ?? ''}`);
    const block = page.getByTestId('product-personally');
    await expect(block).toBeVisible();
    // the block in view, its (lazy) pictures loaded: settleImages would scroll back to the top
    await block.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() =>
        block.locator('img').evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete)),
      )
      .toBe(true);
    await screenshot(page, `personally-product-block-${width}`);

    await chooseWebsite(context, 'ru');
    await page.goto(`${WEB_URL}/ru/personally/designers`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дизайнеры');
    await screenshot(page, `personally-designers-ru-${width}`, { images: true });
  });
}

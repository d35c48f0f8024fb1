// Screenshots of the home page's product rails at 1440 px and on a 390 px phone, for a person to
// look at (drawn only with E2E_SCREENSHOTS, ADR 0029): the whole page and the rails in view.
import { expect as baseExpect, test } from '@playwright/test';
import { apiCall } from './customer-support.ts';
import { chooseWebsite, screenshot, WEB_URL, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

test.beforeAll(async () => {
  const { products } = await apiCall<{ products: { items: { sku: string }[] } }>(
    '{ products(search: "chair", pageSize: 4) { items { sku } } }',
    {},
    { store: 'int' },
  );
  for (const { sku } of products.items) {
    await apiCall('mutation($sku: String) { recordProductView(sku: $sku) }', { sku }, { store: 'int' });
  }
});

for (const width of [1440, 390]) {
  test(`home page rails at ${width} px`, async ({ page, context }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.goto(`${WEB_URL}/int/`);
    await waitForHydration(page);
    const rails = page.getByTestId('home-rails');
    await expect(rails.locator('[data-rail]')).toHaveCount(3);
    // nothing in a rail's scrolling row widens the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await screenshot(page, `home-rails-page-${width}`, { fullPage: true, images: true });
    // the rails just below the sticky header
    await rails.evaluate((node) =>
      window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 140),
    );
    await expect
      .poll(() =>
        rails
          .locator('img')
          .evaluateAll((images) =>
            images
              .filter(
                (i) =>
                  i.getBoundingClientRect().top < window.innerHeight &&
                  i.getBoundingClientRect().left < window.innerWidth,
              )
              .every((i) => (i as HTMLImageElement).complete),
          ),
      )
      .toBe(true);
    await screenshot(page, `home-rails-${width}`);

    await chooseWebsite(context, 'ru');
    await page.goto(`${WEB_URL}/ru/`);
    await expect(page.locator('[data-rail="on_sale"] h2')).toHaveText('Скидки');
    await page
      .getByTestId('home-rails')
      .evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 140));
    await screenshot(page, `home-rails-ru-${width}`, { images: false });
  });
}

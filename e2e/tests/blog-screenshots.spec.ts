// Screenshots of the journal for a person to look at (E2E_SCREENSHOTS=1): the Russian list and a
// post at 1440 px and on a 390 px phone, and the home page's journal section.
import { expect as baseExpect, test } from '@playwright/test';
import { chooseWebsite, SCREENSHOTS, screenshot, settleImages, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 120_000 });

for (const width of [1440, 390]) {
  test(`journal list and post, ru at ${width} px`, async ({ page, context }) => {
    await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ru/blog');
    await waitForHydration(page);
    await expect(page.getByTestId('blog-card')).toHaveCount(15);
    await screenshot(page, `blog-list-ru-${width}`, { fullPage: true, images: true });

    await page.getByTestId('blog-card-link').first().click();
    await expect(page.getByTestId('blog-post')).toBeVisible();
    await expect(page.getByTestId('blog-related')).toBeVisible();
    await screenshot(page, `blog-post-ru-${width}`, { fullPage: true, images: true });
  });

  test(`home page journal section, ru at ${width} px`, async ({ page, context }) => {
    await chooseWebsite(context, 'ru', { locale: 'ru-RU' });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ru/');
    await waitForHydration(page);
    const journal = page.getByTestId('home-journal');
    await expect(journal.getByTestId('blog-card')).toHaveCount(3);
    if (SCREENSHOTS) {
      await settleImages(page);
      // Clipped from the full page, so the sticky header stays at the top and off the section.
      const box = await journal.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return {
          x: rect.left + window.scrollX,
          y: rect.top + window.scrollY,
          width: rect.width,
          height: rect.height,
        };
      });
      await page.screenshot({
        path: `screenshots/blog-home-journal-ru-${width}.png`,
        fullPage: true,
        clip: box,
      });
    }
  });
}

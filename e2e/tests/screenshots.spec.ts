// Full-page screenshots of the home page at the spec's breakpoints, for a person to look at.
import { expect, test } from '@playwright/test';
import { chooseWebsite, screenshot } from './support.ts';

for (const width of [768, 1024, 1280, 1440]) {
  test(`home page at ${width} px`, async ({ page, context }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/int/');
    await expect(page.getByRole('heading', { name: 'Shop by room' })).toBeVisible();
    await screenshot(page, `home-${width}`, { fullPage: true });
  });
}

test('first-visit pop-up at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/int/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await screenshot(page, 'region-popup-1280');
});

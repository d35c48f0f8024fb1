import { expect, test } from '@playwright/test';
import { chooseWebsite, waitForHydration } from './support.ts';

test('switching to Russian in the language drawer changes the interface text', async ({ page, context }) => {
  await chooseWebsite(context, 'int');
  await page.goto('/int/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Shop by room' })).toBeVisible();

  await page.getByRole('button', { name: /^Language:/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Language' });
  await drawer.getByRole('button', { name: 'Русский' }).click();

  await expect(page.getByRole('heading', { name: 'Покупки по комнатам' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  await expect(page).toHaveURL(/from=language/);
  await expect(drawer).toHaveCount(0);
  // Russian plural forms where a count is shown: the room tiles' product counts (one / few / many).
  const counts = page.getByText(/^\d+ товар(а|ов)?$/);
  await expect(counts.first()).toBeVisible();
  const forms: Record<string, string> = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' };
  const plural = new Intl.PluralRules('ru-RU');
  for (const text of await counts.allTextContents()) {
    const n = Number(text.split(' ')[0]);
    expect(text).toBe(`${n} ${forms[plural.select(n)]}`);
  }
});

test.describe('an English browser on the Russian website', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });

  test('reads Russian labels with lang="ru-RU", and English after choosing it in the drawer', async ({
    page,
    context,
  }) => {
    await chooseWebsite(context, 'ru');
    await page.goto('/ru/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await expect(page.getByRole('heading', { name: 'Покупки по комнатам' })).toBeVisible();

    await page.getByRole('button', { name: /^Язык:/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Язык' });
    await drawer.getByRole('button', { name: 'English (US)' }).click();

    await expect(page.getByRole('heading', { name: 'Shop by room' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(drawer).toHaveCount(0);
  });

  test('a crawler without Accept-Language gets the Russian page too', async ({ request }) => {
    const html = await (
      await request.get('/ru/', { headers: { Cookie: 'website=ru', 'Accept-Language': '' } })
    ).text();
    expect(html).toMatch(/<html lang="ru-RU"/);
    expect(html).toContain('Покупки по комнатам');
  });
});

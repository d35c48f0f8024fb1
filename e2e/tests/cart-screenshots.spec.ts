// Screenshots of the cart for a person to look at: the shipping-cart sidebar after an add and the
// cart page with a coupon, at 1440 px and on a 390 px phone, in English (int) and Russian (ru).
import { expect as baseExpect, test } from '@playwright/test';
import {
  findProduct,
  isConfigurableInStock,
  isPlainSimple,
  productPath,
  searchPath,
  sidebar,
} from './cart-support.ts';
import { chooseWebsite, screenshot, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 150_000 });

for (const [website, locale] of [
  ['int', 'en-US'],
  ['ru', 'ru-RU'],
] as const) {
  for (const width of [1440, 390]) {
    test(`cart sidebar and cart page, ${website} at ${width} px`, async ({ page, context }) => {
      await chooseWebsite(context, website, { locale });
      await page.setViewportSize({ width, height: 900 });
      const plain = await findProduct(isPlainSimple, 7);
      const configurable = await findProduct(isConfigurableInStock, 1);

      await page.goto(searchPath(plain, website));
      await waitForHydration(page);
      await page.getByTestId('card-add-to-cart').first().click();
      await expect(sidebar(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sidebar(page)).toHaveCount(0);
      await screenshot(page, `cart-listing-${website}-${width}`, { images: true });

      await page.goto(productPath(configurable, website));
      await waitForHydration(page);
      const variant = configurable.variants?.find((item) => item.product.stock_status === 'IN_STOCK');
      for (const attribute of variant?.attributes ?? []) {
        await page.locator(`[data-value-uid="${attribute.uid}"]`).click();
      }
      await screenshot(page, `cart-product-${website}-${width}`, { images: true });
      await page.getByTestId('add-to-cart').click();
      await expect(sidebar(page).getByTestId('cart-line')).toHaveCount(2);
      await screenshot(page, `cart-sidebar-${website}-${width}`, { images: true });

      await page.goto(`/${website}/checkout/cart`);
      await waitForHydration(page);
      await page.locator('input[name="coupon_code"]').fill('WELCOME10');
      await page.locator('[data-testid="cart-coupon"] button[type="submit"]').click();
      await expect(page.getByTestId('applied-coupon')).toBeVisible();
      await screenshot(page, `cart-page-${website}-${width}`, { fullPage: true, images: true });
    });
  }
}

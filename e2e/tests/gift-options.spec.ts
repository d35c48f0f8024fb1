// Gift options (issue 18): the cart page's "Gift options" take a gift message and a gift receipt
// (with JavaScript and, as a plain form post, without), the checkout places the order with them, and
// the order confirmation shows the message.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { guestCartWithChair, useCart } from './checkout-support.ts';
import { uniqueEmail } from './customer-support.ts';
import { checkOutRuCartByBankTransfer } from './order-confirmation-support.ts';
import { chooseWebsite, screenshot, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

async function fillGift(page: Page, gift: { to: string; from: string; message: string }) {
  const section = page.getByTestId('cart-gift-options');
  await section.locator('input[name="gift_to"]').fill(gift.to);
  await section.locator('input[name="gift_from"]').fill(gift.from);
  await section.locator('textarea[name="gift_message"]').fill(gift.message);
  await section.getByTestId('gift-receipt').check();
  await section.getByRole('button', { name: 'Save gift options' }).click();
}

test('a gift message set on the cart page ends up on the placed order', async ({ page, context }) => {
  await chooseWebsite(context, 'ru', { locale: 'en-US' });
  await useCart(context, 'ru', await guestCartWithChair('ru'));
  await page.goto('/ru/checkout/cart');
  await waitForHydration(page);
  const section = page.getByTestId('cart-gift-options');
  await expect(section.getByRole('heading', { name: 'Gift options' })).toBeVisible();
  await fillGift(page, { to: 'Anna', from: 'Boris', message: 'Happy housewarming!\nWith love' });
  await expect(page.getByText('Your gift options were saved.')).toBeVisible();

  // Read back from the API after a reload.
  await page.reload();
  await expect(section.locator('textarea[name="gift_message"]')).toHaveValue(
    'Happy housewarming!\nWith love',
  );
  await expect(section.getByTestId('gift-receipt')).toBeChecked();
  await screenshot(page, 'gift-options-cart', { fullPage: true });

  await checkOutRuCartByBankTransfer(page, uniqueEmail('gift'));

  const gift = page.getByTestId('order-gift-message');
  await expect(gift).toContainText('Gift message');
  await expect(gift).toContainText('To: Anna');
  await expect(gift).toContainText('From: Boris');
  await expect(gift).toContainText('Happy housewarming!');
  await expect(gift).toContainText('A gift receipt is included.');
  await gift.scrollIntoViewIfNeeded();
  await screenshot(page, 'gift-options-confirmation', { fullPage: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gift options form posts and comes back to the cart with the options saved', async ({
    page,
    context,
  }) => {
    await chooseWebsite(context, 'ru', { locale: 'en-US' });
    await useCart(context, 'ru', await guestCartWithChair('ru'));
    await page.goto('/ru/checkout/cart');
    await fillGift(page, { to: 'Mila', from: 'Oleg', message: 'For the new flat' });
    await expect(page).toHaveURL(/\/ru\/checkout\/cart/);
    const section = page.getByTestId('cart-gift-options');
    await expect(section.locator('input[name="gift_to"]')).toHaveValue('Mila');
    await expect(section.locator('textarea[name="gift_message"]')).toHaveValue('For the new flat');
    await expect(section.getByTestId('gift-receipt')).toBeChecked();

    // Only names and no text: refused, nothing changed.
    await section.locator('textarea[name="gift_message"]').fill('');
    await section.getByRole('button', { name: 'Save gift options' }).click();
    // The banner the cart page shows after the redirect (the text also sits in hidden markup).
    await expect(page.locator('text="Enter the text of the gift message." >> visible=true')).toBeVisible();
    await page.goto('/ru/checkout/cart');
    await expect(section.locator('textarea[name="gift_message"]')).toHaveValue('For the new flat');
  });
});

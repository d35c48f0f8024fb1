// Screenshots of a project's design tab at 1440 px and on a 390 px phone, for a person to look at
// (drawn only with E2E_SCREENSHOTS, ADR 0029): the view with a board, its points and a popover, a
// note and a palette; and the editor with the product chooser open.
import { expect as baseExpect, test } from '@playwright/test';
import { useToken } from './customer-support.ts';
import { customerWithProject, designPath, roomPicture } from './project-design-support.ts';
import { chooseWebsite, screenshot, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 180_000 });

for (const width of [1440, 390]) {
  test(`the design tab at ${width} px`, async ({ page, context }) => {
    await chooseWebsite(context, 'int');
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const { customer, projectId, products } = await customerWithProject('Two-room flat');
    await useToken(context, customer.token);
    await page.goto(designPath(projectId));
    await waitForHydration(page);

    const upload = page.getByTestId('design-upload-form');
    await upload.getByLabel('Name').fill('Living room');
    await upload.getByLabel('Picture').setInputFiles({
      name: 'living-room.png',
      mimeType: 'image/png',
      buffer: roomPicture(),
    });
    await upload.getByRole('button', { name: 'Upload picture' }).click();
    const board = page.getByTestId('design-element').filter({ hasText: 'Living room' });
    await expect(board).toBeVisible();

    const note = page.getByTestId('design-text-form');
    await note.getByLabel('Name').fill('Materials');
    await note.getByLabel('Text').fill('Oiled oak floor, linen curtains.\nWarm light, 2700 K.');
    await note.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByTestId('design-element').filter({ hasText: 'Materials' })).toBeVisible();
    await page.getByTestId('design-palette-form').getByRole('button', { name: 'Add palette' }).click();
    await expect(page.getByTestId('design-element')).toHaveCount(3);

    // Points through the editor, then the editor with the chooser open.
    await waitForHydration(page);
    await board.getByTestId('design-edit-points').click();
    const editor = board.getByTestId('design-editor-picture');
    const box = await editor.boundingBox();
    if (!box) throw new Error('no picture box');
    await editor.click({ position: { x: box.width * 0.3, y: box.height * 0.62 } });
    await board.getByTestId('design-chooser-line').filter({ hasText: products[0].name }).click();
    await expect(page.getByText('Saving…')).toHaveCount(0);
    await editor.click({ position: { x: box.width * 0.72, y: box.height * 0.27 } });
    await board.getByTestId('design-chooser-line').filter({ hasText: products[1].name }).click();
    await expect(page.getByText('Saving…')).toHaveCount(0);
    await expect(board.getByTestId('design-editor-point')).toHaveCount(2);
    await editor.click({ position: { x: box.width * 0.55, y: box.height * 0.8 } });
    await expect(board.getByTestId('design-point-chooser')).toBeVisible();
    await screenshot(page, `project-design-editor-${width}`, { fullPage: true, images: true });

    await page.reload();
    await expect(page.getByTestId('design-point')).toHaveCount(2);
    // Hydration restores the scroll position of before the reload (ScrollRestoration): hovering
    // earlier would leave the mouse where the point no longer is on a page taller than the phone.
    await waitForHydration(page);
    await page.getByTestId('design-point').nth(0).getByRole('link').hover();
    await expect(page.getByTestId('design-point-popover').nth(0)).toBeVisible();
    await screenshot(page, `project-design-${width}`, { fullPage: true, images: true });
  });
}

// The design tab of a project in a real browser against the real API (issue 13 §4): upload a
// picture, place two points by clicking on it and choosing the project's products, drag one, see
// a product on hover and focus, click a point and land on the product page, and download the
// design PDF (its first page turned into a PNG with pdftoppm when the machine has it).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { productPath } from './cart-support.ts';
import { useToken } from './customer-support.ts';
import { customerWithProject, designPath, roomPicture } from './project-design-support.ts';
import { chooseWebsite, waitForHydration } from './support.ts';

// Each step is a form post or a fetcher call and the page's API calls on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function uploadPicture(
  page: Page,
  name: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const form = page.getByTestId('design-upload-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Picture').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload picture' }).click();
}

/** Clicks the editor's picture at fractions of its size. */
async function clickAt(picture: Locator, x: number, y: number) {
  const box = await picture.boundingBox();
  if (!box) throw new Error('the picture has no box');
  await picture.click({ position: { x: box.width * x, y: box.height * y } });
}

async function savedPoints(page: Page) {
  // The editor says "Saving…" while a change is on its way.
  await expect(page.getByText('Saving…')).toHaveCount(0);
}

test('a customer uploads a picture, places two points, opens a product from a point and downloads the PDF', async ({
  page,
  context,
}, testInfo) => {
  const { customer, projectId, products } = await customerWithProject();
  await useToken(context, customer.token);
  await page.goto(designPath(projectId));
  await expect(page.getByTestId('design-empty')).toBeVisible();
  await waitForHydration(page);

  // An HTML file that calls itself a PNG: the API looks at the content and says no.
  await uploadPicture(page, 'Not a picture', {
    name: 'room.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><html><body>hello</body></html>'),
  });
  await expect(page.getByTestId('design-upload-form').getByTestId('form-error')).toBeVisible();
  await expect(page.getByTestId('design-element')).toHaveCount(0);

  await uploadPicture(page, 'Living room', {
    name: 'living-room.png',
    mimeType: 'image/png',
    buffer: roomPicture(),
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'The picture has been added to the design.' }),
  ).toBeVisible();
  const board = page.getByTestId('design-element').filter({ hasText: 'Living room' });
  await expect(board).toHaveAttribute('data-type', 'IMAGE_BOARD');
  // The signed picture link loads under the storefront's CSP.
  const picture = board.getByTestId('design-board-picture').locator('img');
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // Two points: click on the picture, choose a product of the project.
  await waitForHydration(page);
  await board.getByTestId('design-edit-points').click();
  const editor = board.getByTestId('design-editor-picture');
  await clickAt(editor, 0.3, 0.62);
  await board
    .getByTestId('design-point-chooser')
    .getByTestId('design-chooser-line')
    .filter({ hasText: products[0].name })
    .click();
  await savedPoints(page);
  await clickAt(editor, 0.6, 0.4);
  await board
    .getByTestId('design-point-chooser')
    .getByTestId('design-chooser-line')
    .filter({ hasText: products[1].name })
    .click();
  await savedPoints(page);
  await expect(board.getByTestId('design-editor-point')).toHaveCount(2);

  // Drag the second point onto the lamp; it is saved on drop.
  const second = board.getByTestId('design-editor-point').nth(1);
  const from = await second.boundingBox();
  const area = await editor.boundingBox();
  if (!from || !area) throw new Error('no boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * 0.66, area.y + area.height * 0.35, { steps: 8 });
  await page.mouse.move(area.x + area.width * 0.72, area.y + area.height * 0.3, { steps: 8 });
  await page.mouse.up();
  await savedPoints(page);
  await board.getByTestId('design-edit-points').click();

  // After a reload the points are where they were put, as links to their products.
  await page.reload();
  const points = page.getByTestId('design-point');
  await expect(points).toHaveCount(2);
  const left = (point: Locator) =>
    point.evaluate((element: HTMLElement) => Number.parseFloat(element.style.left));
  const top = (point: Locator) =>
    point.evaluate((element: HTMLElement) => Number.parseFloat(element.style.top));
  expect(await left(points.nth(0))).toBeCloseTo(30, 0);
  expect(await top(points.nth(0))).toBeCloseTo(62, 0);
  expect(await left(points.nth(1))).toBeCloseTo(72, 0);
  expect(await top(points.nth(1))).toBeCloseTo(30, 0);

  // Hover shows the product; so does focus from the keyboard. (After hydration, which restores the
  // scroll position of before the reload and could move the point from under the mouse.)
  await waitForHydration(page);
  const firstLink = points.nth(0).getByRole('link');
  await firstLink.hover();
  await expect(points.nth(0).getByTestId('design-point-popover')).toBeVisible();
  await expect(points.nth(0).getByTestId('design-point-popover')).toContainText(products[0].name);
  await page.mouse.move(0, 0);
  await points.nth(1).getByRole('link').focus();
  await expect(points.nth(1).getByTestId('design-point-popover')).toBeVisible();
  await expect(points.nth(1).getByTestId('design-point-popover')).toContainText(products[1].name);

  // The PDF downloads (an attachment), and its first page is a picture of the design's cover.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('design-pdf').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfPath = testInfo.outputPath('design.pdf');
  await download.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByTestId('project-design')).toBeVisible();
  if (hasPdftoppm()) {
    const prefix = join(testInfo.outputPath(), 'design-page');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', pdfPath, prefix]);
    const first = [`${prefix}-1.png`, `${prefix}-01.png`].find((path) => existsSync(path));
    expect(first, 'pdftoppm wrote the first page').toBeTruthy();
    expect(statSync(first as string).size).toBeGreaterThan(1000);
  } else {
    testInfo.annotations.push({ type: 'skipped step', description: 'pdftoppm is not installed' });
  }

  // A click on a point opens its product.
  await firstLink.click();
  await expect(page).toHaveURL(
    new RegExp(`${productPath(products[0]).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(products[0].name);
});

test('text notes and colour palettes are added, renamed and removed', async ({ page, context }) => {
  const { customer, projectId } = await customerWithProject('Hotel lobby');
  await useToken(context, customer.token);
  await page.goto(designPath(projectId));
  await waitForHydration(page);

  const note = page.getByTestId('design-text-form');
  await note.getByLabel('Name').fill('Floor');
  await note.getByLabel('Text').fill('Oiled oak, warm light');
  await note.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('design-element').filter({ hasText: 'Oiled oak, warm light' })).toBeVisible();

  const palette = page.getByTestId('design-palette-form');
  await palette.getByLabel('Name').fill('Sand');
  await palette.getByRole('button', { name: '+ Color' }).click();
  await palette.getByLabel('Color 4', { exact: true }).fill('#336699');
  await palette.getByRole('button', { name: 'Add palette' }).click();
  const sand = page.getByTestId('design-element').filter({ hasText: 'Sand' });
  await expect(sand).toHaveAttribute('data-type', 'COLOR_PALETTE');
  await expect(sand).toContainText('#336699');

  await sand.getByText('Edit', { exact: true }).click();
  await sand.getByLabel('Name').fill('Warm sand');
  await sand.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { name: 'Warm sand' })).toBeVisible();

  const floor = page.getByTestId('design-element').filter({ hasText: 'Floor' });
  await floor.getByText('Edit', { exact: true }).click();
  await floor.getByRole('button', { name: 'Remove note' }).click();
  await expect(page.getByTestId('design-element')).toHaveCount(1);
});

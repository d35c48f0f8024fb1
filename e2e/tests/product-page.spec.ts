// The product page against the demo catalogue: the test asks the API for products that have what
// each check needs (the demo data is generated, so names and SKUs are not fixed), then drives the
// page like a shopper.
import { expect, type Page, test } from '@playwright/test';
import { API_URL, chooseWebsite, screenshot, WEB_URL, waitForHydration } from './support.ts';

const PAGES = 20;

interface DemoProduct {
  __typename: string;
  sku: string;
  url_key: string;
  url_suffix: string | null;
  qty_increments: number | null;
  min_sale_qty: number | null;
  media_gallery: { url: string }[] | null;
  price_range: { minimum_price: { final_price: { value: number } } };
  attached_files: { label: string; files: { title: string; url: string }[] }[] | null;
  price_tiers: { quantity: number }[] | null;
  categories: { uid: string }[] | null;
  options: { __typename: string; uid: string; title: string; required: boolean }[] | null;
  configurable_options?: { attribute_code: string; uid: string }[] | null;
  variants?:
    | {
        attributes: { code: string; uid: string }[];
        product: {
          sku: string;
          stock_status: string;
          media_gallery: { url: string }[] | null;
          price_range: { minimum_price: { final_price: { value: number } } };
        };
      }[]
    | null;
}

const CATALOGUE_PAGE = `query DemoProducts($page: Int!) {
  products(filter: { price: { from: "0" } }, pageSize: 100, currentPage: $page) {
    items {
      __typename sku url_key url_suffix qty_increments min_sale_qty
      media_gallery { url }
      price_range { minimum_price { final_price { value } } }
      attached_files { label files { title url } }
      price_tiers { quantity }
      categories { uid }
      ... on CustomizableProductInterface { options { __typename uid title required } }
      ... on ConfigurableProduct {
        configurable_options { attribute_code uid }
        variants {
          attributes { code uid }
          product { sku stock_status media_gallery { url } price_range { minimum_price { final_price { value } } } }
        }
      }
    }
  }
}`;

async function demoProducts(): Promise<DemoProduct[]> {
  const all: DemoProduct[] = [];
  for (let page = 1; page <= PAGES; page += 1) {
    const response = await fetch(API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Store: 'int' },
      body: JSON.stringify({ query: CATALOGUE_PAGE, variables: { page } }),
    });
    const body = (await response.json()) as {
      data?: { products: { items: DemoProduct[] } };
      errors?: unknown;
    };
    if (!body.data) throw new Error(`products failed: ${JSON.stringify(body.errors)}`);
    all.push(...body.data.products.items);
    if (body.data.products.items.length < 100) break;
  }
  return all;
}

let catalogue: Promise<DemoProduct[]> | undefined;

async function findProduct(what: string, predicate: (product: DemoProduct) => boolean): Promise<DemoProduct> {
  catalogue ??= demoProducts();
  const product = (await catalogue).find(predicate);
  if (!product) throw new Error(`The demo catalogue has no ${what}`);
  return product;
}

const path = (product: DemoProduct) => `/int/${product.url_key}${product.url_suffix ?? ''}`;

async function openProduct(page: Page, product: DemoProduct) {
  const response = await page.goto(path(product));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
}

// The first test of a worker reads the demo catalogue through the API (a few seconds on 2 cores).
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await chooseWebsite(context, 'int');
});

async function expectPictureLoaded(page: Page) {
  // The picture comes from the API's /media through the storefront: it must really load.
  await expect
    .poll(() =>
      page
        .getByTestId('product-main-image')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
}

for (const width of [1440, 768]) {
  test(`picking swatches switches the picture, price and SKU to the variant (${width} px)`, async ({
    page,
  }) => {
    let chosen: NonNullable<DemoProduct['variants']>[number] | undefined;
    const product = await findProduct('configurable product with a colour whose variant differs', (item) => {
      if (!item.configurable_options?.some((option) => option.attribute_code === 'color')) return false;
      const parentImage = item.media_gallery?.[0]?.url;
      const from = item.price_range.minimum_price.final_price.value;
      chosen = item.variants?.find(
        (variant) =>
          variant.product.stock_status === 'IN_STOCK' &&
          variant.product.price_range.minimum_price.final_price.value !== from &&
          (variant.product.media_gallery?.[0]?.url ?? parentImage) !== parentImage,
      );
      return Boolean(chosen);
    });
    const variant = chosen as NonNullable<typeof chosen>;
    await page.setViewportSize({ width, height: 900 });
    await openProduct(page, product);

    const image = page.getByTestId('product-main-image');
    const price = page.getByTestId('product-price');
    const sku = page.getByTestId('product-sku');
    await expect(sku).toHaveText(product.sku);
    await expectPictureLoaded(page);
    await screenshot(page, `product-configurable-${width}`, { fullPage: true });
    const imageBefore = await image.getAttribute('src');
    const priceBefore = (await price.textContent()) ?? '';

    // The colour first, as a shopper would, then the remaining options of the same variant.
    const attributes = [...variant.attributes].sort((a) => (a.code === 'color' ? -1 : 1));
    for (const attribute of attributes) {
      const swatch = page.locator(`[data-value-uid="${attribute.uid}"]`);
      await swatch.click();
      await expect(swatch).toHaveAttribute('aria-pressed', 'true');
    }

    await expect(sku).toHaveText(variant.product.sku);
    await expect(image).not.toHaveAttribute('src', imageBefore ?? '');
    expect(await image.getAttribute('src')).toBe(variant.product.media_gallery?.[0]?.url);
    await expect(price).not.toHaveText(priceBefore);
    await expectPictureLoaded(page);
    await screenshot(page, `product-configurable-${width}-picked`, { fullPage: true });
  });
}

test('a required option says it is required once left empty', async ({ page }) => {
  const product = await findProduct('product with a required text or drop-down option', (item) =>
    Boolean(
      item.options?.some(
        (option) =>
          option.required &&
          ['CustomizableFieldOption', 'CustomizableDropDownOption'].includes(option.__typename),
      ),
    ),
  );
  const option = product.options?.find(
    (item) =>
      item.required && ['CustomizableFieldOption', 'CustomizableDropDownOption'].includes(item.__typename),
  );
  await openProduct(page, product);
  const field = page.locator(`[data-option-uid="${option?.uid}"]`);
  const control = field.locator('input, select').first();
  await control.focus();
  await control.blur();
  await expect(field.getByRole('alert')).toHaveText('This is a required field.');
  await expect(control).toHaveAttribute('aria-invalid', 'true');

  if (option?.__typename === 'CustomizableDropDownOption') {
    const firstValue = await control.locator('option').nth(1).getAttribute('value');
    await control.selectOption(firstValue ?? '');
  } else {
    await control.fill('A. B.');
  }
  await expect(field.getByRole('alert')).toHaveCount(0);
});

test('the quantity moves in the product increments and explains a wrong one', async ({ page }) => {
  const product = await findProduct('product sold in packs', (item) => (item.qty_increments ?? 1) > 1);
  const step = product.qty_increments ?? 1;
  const first = Math.ceil((product.min_sale_qty ?? step) / step) * step;
  await openProduct(page, product);

  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await expect(quantity).toHaveValue(String(first));
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue(String(first + step));

  await quantity.fill(String(first + 1));
  await expect(page.getByTestId('product-quantity').getByRole('alert')).toHaveText(
    `You can buy this product only in quantities of ${step} at a time.`,
  );
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue(String(first + step));
  await expect(page.getByTestId('product-quantity').getByRole('alert')).toHaveCount(0);
});

test('the page has a canonical link, meta tags and schema.org Product data', async ({ page }) => {
  const product = await findProduct(
    'configurable product',
    (item) => item.__typename === 'ConfigurableProduct',
  );
  await openProduct(page, product);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${WEB_URL}${path(product)}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    sku: product.sku,
    url: `${WEB_URL}${path(product)}`,
    offers: { '@type': 'AggregateOffer', priceCurrency: 'USD' },
  });
});

test('attached files are listed by type with download links', async ({ page }) => {
  const product = await findProduct(
    'product with attached files',
    (item) => (item.attached_files?.length ?? 0) > 0,
  );
  await openProduct(page, product);
  const section = page.getByTestId('product-attached-files');
  for (const group of product.attached_files ?? []) {
    await expect(section.getByRole('heading', { name: group.label })).toBeVisible();
    for (const file of group.files) {
      await expect(section.getByRole('link', { name: file.title })).toHaveAttribute('href', file.url);
    }
  }
});

test.describe('most viewed', () => {
  // Headless Chromium says so in its user agent, and crawlers' views are not counted: a shopper's.
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });

  test('a product viewed a moment ago shows in the most-viewed block of its neighbour', async ({ page }) => {
    catalogue ??= demoProducts();
    const products = await catalogue;
    // Catalogue categories only: the "our projects" category (id 154) holds showcase pages.
    const categoriesOf = (item: DemoProduct) =>
      (item.categories ?? []).map((category) => category.uid).filter((uid) => uid !== btoa('154'));
    const sameCategory = (a: DemoProduct, b: DemoProduct) =>
      a !== b && categoriesOf(a).some((uid) => categoriesOf(b).includes(uid));
    const neighbour = await findProduct('two products of the same category', (item) =>
      products.some((other) => sameCategory(item, other)),
    );
    const product = products.find((other) => sameCategory(neighbour, other)) as DemoProduct;
    await openProduct(page, neighbour);
    await openProduct(page, product);
    const block = page.getByTestId('product-most-viewed');
    await expect(block.locator(`a[href="${path(neighbour)}"]`).first()).toBeVisible();
  });
});

for (const website of ['int', 'ru'] as const) {
  test(`a simple product with custom options and tier prices (/${website}/)`, async ({ page, context }) => {
    const product = await findProduct(
      'simple product with custom options and tier prices',
      (item) =>
        item.__typename === 'SimpleProduct' &&
        (item.options?.length ?? 0) > 0 &&
        (item.price_tiers?.length ?? 0) > 0,
    );
    if (website === 'ru') await chooseWebsite(context, website, { locale: 'ru-RU' });
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = await page.goto(`/${website}/${product.url_key}${product.url_suffix ?? ''}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-sku')).toHaveText(product.sku);
    await expectPictureLoaded(page);
    await screenshot(page, `product-simple-${website}`, { fullPage: true });
  });
}

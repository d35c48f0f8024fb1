// Helpers of the cart (and wishlist) browser tests: demo products picked through the API (a simple
// product that a listing card adds straight away, a configurable with a variant in stock) and a few
// page steps.
import type { Page } from '@playwright/test';
import { apiCall } from './customer-support.ts';

export interface CartDemoProduct {
  __typename: string;
  name: string;
  sku: string;
  url_key: string;
  url_suffix: string | null;
  stock_status: string;
  min_sale_qty: number | null;
  qty_increments: number | null;
  options?: { __typename: string; uid: string; required: boolean | null; value?: { uid: string }[] }[] | null;
  variants?: {
    attributes: { code: string; uid: string }[];
    product: { sku: string; stock_status: string };
  }[];
}

let catalogue: Promise<CartDemoProduct[]> | undefined;

function demoProducts(): Promise<CartDemoProduct[]> {
  catalogue ??= apiCall<{ products: { items: CartDemoProduct[] } }>(
    `{ products(filter: { price: { from: "1" } }, pageSize: 200, sort: { name: ASC }) { items {
        __typename name sku url_key url_suffix stock_status min_sale_qty qty_increments
        ... on CustomizableProductInterface { options { __typename uid required
          ... on CustomizableDropDownOption { value { uid } } } }
        ... on ConfigurableProduct { variants { attributes { code uid } product { sku stock_status } } }
    } } }`,
  ).then((data) => data.products.items.filter((item) => !item.sku.startsWith('PRJ-')));
  return catalogue;
}

export async function findProduct(
  predicate: (product: CartDemoProduct) => boolean,
  skip = 0,
): Promise<CartDemoProduct> {
  const product = (await demoProducts()).filter(predicate)[skip];
  if (!product) throw new Error('The demo catalogue has no such product');
  return product;
}

/** In stock, no required options, sold one by one: a listing card adds it straight away. */
export const isPlainSimple = (product: CartDemoProduct) =>
  product.__typename === 'SimpleProduct' &&
  product.stock_status === 'IN_STOCK' &&
  !(product.options ?? []).some((option) => option.required) &&
  (product.min_sale_qty ?? 1) <= 1 &&
  (product.qty_increments ?? 1) <= 1;

/** A simple product sold in steps (pairs, sets) with no required options. */
export const isSoldInSteps = (product: CartDemoProduct) =>
  product.__typename === 'SimpleProduct' &&
  product.stock_status === 'IN_STOCK' &&
  !(product.options ?? []).some((option) => option.required) &&
  (product.qty_increments ?? 1) > 1;

export function inStockVariant(product: CartDemoProduct) {
  return product.variants?.find((variant) => variant.product.stock_status === 'IN_STOCK');
}

export const isConfigurableInStock = (product: CartDemoProduct) =>
  product.__typename === 'ConfigurableProduct' &&
  Boolean(inStockVariant(product)) &&
  !(product.options ?? []).some((option) => option.required);

export const productPath = (product: CartDemoProduct, website = 'int') =>
  `/${website}/${product.url_key}${product.url_suffix ?? ''}`;

/** Search results for the product's SKU: its card comes first. */
export const searchPath = (product: CartDemoProduct, website = 'int') =>
  `/${website}/catalogsearch/result?q=${encodeURIComponent(product.sku)}`;

export function cartCount(page: Page) {
  return page.getByTestId('cart-button');
}

export function sidebar(page: Page) {
  return page.locator('[data-drawer="cart"]');
}

/** A simple product in stock whose required options are all drop-downs. */
export const hasRequiredDropDowns = (product: CartDemoProduct) =>
  product.__typename === 'SimpleProduct' &&
  product.stock_status === 'IN_STOCK' &&
  (product.options ?? []).some((option) => option.required) &&
  (product.options ?? []).every(
    (option) =>
      !option.required || (option.__typename === 'CustomizableDropDownOption' && option.value?.length),
  );

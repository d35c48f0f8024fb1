// Helpers of the checkout browser tests: a cart filled through the API (the fast way to the
// checkout), the cart cookie the storefront reads, and the steps a shopper fills in.
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { apiCall } from './customer-support.ts';
import { WEB_URL } from './support.ts';

export type Website = 'int' | 'ru';

/** A configurable chair of the demo catalogue and one of its colours (sold in twos: min_sale_qty 2). */
export const CONFIGURABLE = {
  parentSku: 'CHR-000092',
  sku: 'CHR-000092-BEIGE',
  /** Its product page and the colour's swatch on the ru store view. */
  urlPath: 'stul-bazel-lux-92.html',
  colour: 'Бежевый',
  /** Its name on the int and on the ru store view. */
  name: /Basel Lux dining chair|Стул «Базель Lux»/,
};

/** A new guest cart on the website's store view holding the configurable chair (and a coupon). */
export async function guestCartWithChair(website: Website, quantity = 2, coupon?: string): Promise<string> {
  const store = website;
  const { createEmptyCart: cartId } = await apiCall<{ createEmptyCart: string }>(
    'mutation { createEmptyCart }',
    {},
    { store },
  );
  await addChair(cartId, quantity, { store });
  if (coupon) {
    await apiCall(
      'mutation ($cartId: String!, $code: String!) { applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) { cart { id } } }',
      { cartId, code: coupon },
      { store },
    );
  }
  return cartId;
}

export async function addChair(cartId: string, quantity: number, options: { store: string; token?: string }) {
  await apiCall(
    `mutation ($cartId: String!, $parent: String!, $sku: String!, $qty: Float!) {
      addConfigurableProductsToCart(input: { cart_id: $cartId, cart_items: [{ parent_sku: $parent, data: { sku: $sku, quantity: $qty } }] }) { cart { id } }
    }`,
    { cartId, parent: CONFIGURABLE.parentSku, sku: CONFIGURABLE.sku, qty: quantity },
    options,
  );
}

/** The cart cookie as the storefront sets it (HttpOnly, one per website path). */
export async function useCart(context: BrowserContext, website: Website, cartId: string) {
  await context.addCookies([
    {
      name: 'cart_id',
      value: cartId,
      domain: '127.0.0.1',
      path: `/${website}`,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

export function step(page: Page, name: string) {
  return page.getByTestId(`checkout-step-${name}`);
}

export async function expectCurrentStep(page: Page, name: string) {
  await expect(page.getByTestId('checkout-steps')).toHaveAttribute('data-current-step', name, {
    timeout: 20_000,
  });
}

export interface AddressValues {
  firstname?: string;
  lastname?: string;
  street: string;
  city: string;
  country: string;
  region?: string;
  postcode?: string;
  telephone: string;
}

export async function fillAddress(page: Page, form: string, values: AddressValues) {
  const fields = page.getByTestId(form);
  if (values.firstname !== undefined) await fields.getByLabel('First name').fill(values.firstname);
  if (values.lastname !== undefined) await fields.getByLabel('Last name').fill(values.lastname);
  await fields.getByLabel('Phone number').fill(values.telephone);
  await fields.getByRole('textbox', { name: 'Street address', exact: true }).fill(values.street);
  await fields.getByLabel('Country').selectOption({ label: values.country });
  if (values.region) await fields.getByLabel('State or region').selectOption({ label: values.region });
  await fields.getByLabel('City').fill(values.city);
  if (values.postcode) await fields.getByLabel('ZIP or postal code').fill(values.postcode);
}

export const MOSCOW: AddressValues = {
  firstname: 'Anna',
  lastname: 'Pavlova',
  street: 'Tverskaya 1',
  city: 'Moscow',
  country: 'Russia',
  region: 'Москва',
  postcode: '125009',
  telephone: '+7 495 000 00 00',
};

export { WEB_URL };

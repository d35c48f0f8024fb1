// Helpers of the checkout browser tests: a cart filled through the API (the fast way to the
// checkout), the cart cookie the storefront reads, and the steps a shopper fills in.
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { apiCall, graphql } from './customer-support.ts';
import { WEB_URL } from './support.ts';

export type Website = 'int' | 'ru';

/** The configurable chair the product-page test buys, and its colour (sold in twos: min_sale_qty 2). */
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

/**
 * Configurable chairs' variants the API helpers buy, leaving CONFIGURABLE's colour to the test that
 * buys it through the product page. The demo stock is small and one e2e database serves the whole
 * run, so a sold-out variant is skipped for the next one.
 */
const CHAIR_VARIANTS = [
  ['CHR-000092', 'CHR-000092-GRAPHITE'],
  ['CHR-000092', 'CHR-000092-TERRACOTTA'],
  ['CHR-000479', 'CHR-000479-BEIGE'],
  ['CHR-000479', 'CHR-000479-TERRACOTTA'],
  ['CHR-000479', 'CHR-000479-BLACK'],
  ['CHR-000719', 'CHR-000719-GREY'],
  ['CHR-000719', 'CHR-000719-IVORY'],
  ['CHR-000811', 'CHR-000811-GREY'],
  ['CHR-000811', 'CHR-000811-BLACK'],
  ['CHR-001106', 'CHR-001106-GRAPHITE'],
  ['CHR-001106', 'CHR-001106-NAVY'],
  ['CHR-001121', 'CHR-001121-GREY'],
  ['CHR-001121', 'CHR-001121-SAGE'],
] as const;

const SOLD_OUT = /not available|requested qty|out of stock/i;

export async function addChair(cartId: string, quantity: number, options: { store: string; token?: string }) {
  for (const [parent, sku] of CHAIR_VARIANTS) {
    const answer = await graphql(
      `mutation ($cartId: String!, $parent: String!, $sku: String!, $qty: Float!) {
        addConfigurableProductsToCart(input: { cart_id: $cartId, cart_items: [{ parent_sku: $parent, data: { sku: $sku, quantity: $qty } }] }) { cart { id } }
      }`,
      { cartId, parent, sku, qty: quantity },
      options.token,
      options.store,
    );
    if (!answer.errors?.length) return;
    const message = answer.errors.map((error) => error.message).join('; ');
    if (!SOLD_OUT.test(message)) throw new Error(`API call failed: ${message}`);
  }
  throw new Error('every chair variant of the e2e list is sold out');
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

/** Submits a checkout step with its Continue button. */
export async function continueStep(page: Page, name: string) {
  await step(page, name).getByRole('button', { name: 'Continue' }).click();
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

/** Fills a new address by the fields' names, so it works in every interface language. */
export async function fillAddress(page: Page, form: string, values: AddressValues) {
  const fields = page.getByTestId(form);
  if (values.firstname !== undefined) await fields.locator('input[name="firstname"]').fill(values.firstname);
  if (values.lastname !== undefined) await fields.locator('input[name="lastname"]').fill(values.lastname);
  await fields.locator('input[name="telephone"]').fill(values.telephone);
  await fields.locator('input[name="street"]').first().fill(values.street);
  await fields.locator('select[name="country_code"]').selectOption({ label: values.country });
  if (values.region) await fields.locator('select[name="region_id"]').selectOption({ label: values.region });
  await fields.locator('input[name="city"]').fill(values.city);
  if (values.postcode) await fields.locator('input[name="postcode"]').fill(values.postcode);
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

/** A cash-on-delivery order of the chair placed through the API for a customer; answers its number. */
export async function placeCustomerOrder(token: string, store: Website = 'ru'): Promise<string> {
  const options = { store, token };
  const { customerCart } = await apiCall<{ customerCart: { id: string } }>(
    '{ customerCart { id } }',
    {},
    options,
  );
  const cartId = customerCart.id;
  await addChair(cartId, 2, options);
  const address = {
    firstname: 'Anna',
    lastname: 'Pavlova',
    street: ['Tverskaya 1'],
    city: 'Moscow',
    country_code: 'RU',
    region_id: 44,
    postcode: '125009',
    telephone: '+7 495 000 00 00',
  };
  await apiCall(
    `mutation ($cartId: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
      setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } }
      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } }
      setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "cashondelivery" } }) { cart { id } }
    }`,
    { cartId, address },
    options,
  );
  const { placeOrder } = await apiCall<{ placeOrder: { order: { order_number: string } | null } }>(
    'mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } errors { message } } }',
    { cartId },
    options,
  );
  if (!placeOrder.order) throw new Error('placeOrder answered no order');
  return placeOrder.order.order_number;
}

type Thumbnail = { sku: string; thumbnail: { url: string } };

/** The thumbnail paths of CONFIGURABLE and of its variant, as the API gives them on the ru store. */
export async function configurablePictures(): Promise<{ parent: string; variant: string }> {
  const { products } = await apiCall<{
    products: { items: (Thumbnail & { variants: { product: Thumbnail }[] })[] };
  }>(
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
      sku thumbnail { url } ... on ConfigurableProduct { variants { product { sku thumbnail { url } } } }
    } } }`,
    { sku: CONFIGURABLE.parentSku },
    { store: 'ru' },
  );
  const parent = products.items[0];
  const variant = parent?.variants.find((v) => v.product.sku === CONFIGURABLE.sku)?.product;
  if (!parent || !variant) throw new Error(`${CONFIGURABLE.sku} is not in the catalogue`);
  const path = (url: string) => new URL(url, WEB_URL).pathname;
  return { parent: path(parent.thumbnail.url), variant: path(variant.thumbnail.url) };
}

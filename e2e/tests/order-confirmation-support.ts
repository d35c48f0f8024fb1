// The ways to an order confirmation the tests and screenshots share: a guest's checkout on the
// Russian website (English interface) — or on the international one — paid by bank transfer,
// through every step in the browser, or, where only the confirmation page is under test, the same
// order placed through the API with the guest order cookie the checkout would have set.
import { type BrowserContext, expect as baseExpect, type Page } from '@playwright/test';
import {
  type AddressValues,
  continueStep,
  expectCurrentStep,
  fillAddress,
  guestCartWithChair,
  MOSCOW,
  step,
  useCart,
} from './checkout-support.ts';
import { apiCall } from './customer-support.ts';
import { WEB_URL, waitForHydration } from './support.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

/** A guest's checkout on the Russian website (English interface) paid by bank transfer. */
export async function guestCheckoutByBankTransfer(page: Page, email: string) {
  await useCart(page.context(), 'ru', await guestCartWithChair('ru'));
  return checkOutRuCartByBankTransfer(page, email);
}

/** The shopper's cart on the Russian website, checked out as a guest (Moscow, the first carrier, bank transfer); answers the order number. */
export function checkOutRuCartByBankTransfer(page: Page, email: string) {
  return checkOutByBankTransfer(page, email, {
    website: 'ru',
    address: MOSCOW,
    payment: /Оплата по счёту/,
  });
}

/**
 * The shopper's cart checked out as a guest in the English interface: the address given, the
 * first carrier, the website's bank transfer method. Answers the order number.
 */
async function checkOutByBankTransfer(
  page: Page,
  email: string,
  how: { website: 'ru' | 'int'; address: AddressValues; payment: RegExp },
) {
  await page.goto(`/${how.website}/checkout`);
  await waitForHydration(page);
  await step(page, 'email').getByLabel('E-mail address').fill(email);
  await continueStep(page, 'email');
  await expectCurrentStep(page, 'shipping-address');
  await fillAddress(page, 'shipping-address-form', how.address);
  await continueStep(page, 'shipping-address');
  await expectCurrentStep(page, 'shipping-method');
  await step(page, 'shipping-method').getByRole('radio').first().check();
  await continueStep(page, 'shipping-method');
  await expectCurrentStep(page, 'payment-method');
  await step(page, 'payment-method').getByRole('radio', { name: how.payment }).check();
  await continueStep(page, 'payment-method');
  await expectCurrentStep(page, 'review');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('checkout-success')).toBeVisible();
  return (await page.getByTestId('order-number').textContent())?.trim() ?? '';
}

/**
 * The same guest order as `guestCheckoutByBankTransfer` (the chair, Moscow, the first carrier, bank
 * transfer) placed through the API, and its token in the HttpOnly `guest_order` cookie on /ru as
 * the checkout action sets it (decision 0038): the browser that "placed" it sees the whole
 * confirmation. For tests of the confirmation page, not of the checkout; answers the order number.
 */
export async function guestOrderByBankTransfer(context: BrowserContext, email: string): Promise<string> {
  const store = 'ru';
  const cartId = await guestCartWithChair(store);
  await apiCall(
    `mutation ($cartId: String!, $email: String!, $address: CartAddressInput!) {
      setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id } }
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
      setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } }
      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } }
      setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "banktransfer" } }) { cart { id } }
    }`,
    {
      cartId,
      email,
      address: {
        firstname: MOSCOW.firstname,
        lastname: MOSCOW.lastname,
        street: [MOSCOW.street],
        city: MOSCOW.city,
        country_code: 'RU',
        region_id: 44,
        postcode: MOSCOW.postcode,
        telephone: MOSCOW.telephone,
      },
    },
    { store },
  );
  const { placeOrder } = await apiCall<{
    placeOrder: { order: { order_number: string } | null; orderV2: { token: string } | null };
  }>(
    'mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } orderV2 { token } } }',
    { cartId },
    { store },
  );
  if (!placeOrder.order || !placeOrder.orderV2) throw new Error('placeOrder answered no order');
  await context.addCookies([
    {
      name: 'guest_order',
      value: placeOrder.orderV2.token,
      domain: new URL(WEB_URL).hostname,
      path: `/${store}`,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  return placeOrder.order.order_number;
}

/** A New York address for a guest on the international website. */
export const NEW_YORK: AddressValues = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: '350 Fifth Avenue',
  city: 'New York',
  country: 'United States',
  region: 'New York',
  postcode: '10118',
  telephone: '+1 212 555 0100',
};

/**
 * The shopper's cart on the international website (English interface) checked out as a guest: a
 * New York address, the first carrier, bank transfer. Answers the order number.
 */
export function checkOutIntCartByBankTransfer(page: Page, email: string) {
  return checkOutByBankTransfer(page, email, {
    website: 'int',
    address: NEW_YORK,
    payment: /Bank Transfer Payment/,
  });
}

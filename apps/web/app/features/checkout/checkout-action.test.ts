import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '~/test/graphql-stub';
import { shopContextFixture } from '~/test/shop-context-fixture';
import { checkoutAction } from './checkout-action.server';
import { defaultChoices } from './checkout-state';
import { SHIPPING_ADDRESS, testCart, withShipping } from './test-cart';

const COUNTRIES = {
  data: {
    countries: [
      { id: 'GB', full_name_locale: 'United Kingdom', available_regions: [] },
      {
        id: 'US',
        full_name_locale: 'United States',
        available_regions: [{ id: 43, code: 'NY', name: 'New York' }],
      },
    ],
  },
};
const OK = { data: { anything: { cart: { id: 'x' } } } };

function post(fields: Record<string, string>, cookie = '') {
  const body = new URLSearchParams(fields);
  return new Request('http://shop.test/int/checkout', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
  });
}

async function run(fields: Record<string, string>, cart = testCart(), cookie = '') {
  const request = post(fields, cookie);
  const shop = shopContextFixture(request);
  shop.websitesConfig.websites = shop.websitesConfig.websites.map((site) =>
    site.code === 'int'
      ? { ...site, website_regions: site.website_regions.map((region) => ({ ...region, country_id: 'GB' })) }
      : site,
  );
  try {
    return await checkoutAction({ request, shop, locale: 'en-US', cart, choices: defaultChoices(cart.id) });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function status(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  return (answer as { init: ResponseInit }).init.status ?? 200;
}

function body(answer: unknown) {
  return (answer as { data: unknown }).data;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the checkout action', () => {
  it('sets a guest shipping address, makes billing the same, and goes on to the next step', async () => {
    const sent = stubGraphQL({
      AddressCountries: COUNTRIES,
      SetShippingAddressesOnCart: OK,
      SetBillingAddressOnCart: OK,
    });
    const answer = await run({
      intent: 'shipping-address',
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: '12 Baker Street',
      city: 'London',
      country_code: 'GB',
      telephone: '+44 20 7946 0000',
      save_in_address_book: 'on',
    });
    expect(status(answer)).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe('/int/checkout');
    const shipping = sent.find((item) => item.operation === 'SetShippingAddressesOnCart');
    // A guest has no address book: the flag is never sent as true for one.
    expect(shipping?.variables.shippingAddress).toMatchObject({
      address: {
        city: 'London',
        country_code: 'GB',
        street: ['12 Baker Street'],
        save_in_address_book: false,
      },
    });
    const billing = sent.find((item) => item.operation === 'SetBillingAddressOnCart');
    expect(billing?.variables.billingAddress).toEqual({ same_as_shipping: true });
  });

  it('answers the field errors of an incomplete address without calling the API to set it', async () => {
    const sent = stubGraphQL({ AddressCountries: COUNTRIES });
    const answer = await run({ intent: 'shipping-address', firstname: 'Ada', country_code: 'GB' });
    expect(status(answer)).toBe(400);
    expect(body(answer)).toMatchObject({
      step: 'shipping-address',
      errors: { lastname: { key: 'validation.required' }, telephone: { key: 'validation.required' } },
      values: { firstname: 'Ada' },
    });
    // (the country list may come from the per-store cache)
    expect(sent.filter((item) => item.operation !== 'AddressCountries')).toEqual([]);
  });

  it('shows the API refusal at the step that caused it', async () => {
    stubGraphQL({
      SetShippingMethodsOnCart: {
        errors: [{ message: 'Carrier with such method not found: flatrate, flatrate' }],
      },
    });
    const answer = await run(
      { intent: 'shipping-method', shipping_method: 'flatrate_flatrate' },
      withShipping(testCart(), false),
    );
    expect(body(answer)).toEqual({
      step: 'shipping-method',
      message: { text: 'Carrier with such method not found: flatrate, flatrate' },
    });
  });

  it('refuses a payment method the cart does not offer', async () => {
    const sent = stubGraphQL({});
    const answer = await run({ intent: 'payment-method', payment_method: 'free' });
    expect(body(answer)).toMatchObject({
      step: 'payment-method',
      errors: { method: { key: 'validation.invalid_option' } },
    });
    const none = await run({ intent: 'payment-method' });
    expect(body(none)).toMatchObject({ errors: { method: { key: 'validation.required' } } });
    expect(sent).toEqual([]);
  });

  it('does not place an order before every step is valid', async () => {
    const sent = stubGraphQL({});
    const answer = await run({ intent: 'place-order' });
    expect(body(answer)).toEqual({ step: 'review', message: { key: 'checkout.errors.incomplete' } });
    expect(sent).toEqual([]);
  });

  describe('with a complete checkout', () => {
    const ready = {
      ...withShipping(testCart({ email: 'ada@example.com' }), true),
      billing_address: SHIPPING_ADDRESS,
      selected_payment_method: { code: 'checkmo', title: 'Check / Money order' },
    };

    it('places the order and shows the confirmation, clearing the checkout state and the cart cookie', async () => {
      stubGraphQL({
        PlaceOrder: {
          data: { placeOrder: { order: { order_number: '000000012', redirect_url: null }, errors: [] } },
        },
      });
      const answer = (await run({ intent: 'place-order' }, ready)) as Response;
      expect(answer.headers.get('Location')).toBe('/int/checkout/success?order_number=000000012');
      const cookies = answer.headers.getSetCookie();
      expect(cookies).toHaveLength(2);
      expect(cookies[0]).toMatch(/^checkout_state=;/);
      expect(cookies[1]).toMatch(/^cart_id=; Max-Age=0; Path=\/int;/);
    });

    it('sends the browser to the provider page of a redirect payment', async () => {
      const url = 'http://127.0.0.1:4000/payment/sandbox/robokassa?InvId=12';
      stubGraphQL({
        PlaceOrder: {
          data: { placeOrder: { order: { order_number: '000000012', redirect_url: url }, errors: [] } },
        },
      });
      const answer = (await run({ intent: 'place-order' }, ready)) as Response;
      expect(answer.headers.get('Location')).toBe(url);
      // The cart stays named: a declined payment gives it back.
      expect(answer.headers.getSetCookie()).toEqual([expect.stringMatching(/^checkout_state=;/)]);
    });

    it("shows placeOrder's errors at the step that can fix them", async () => {
      stubGraphQL({
        PlaceOrder: {
          data: {
            placeOrder: {
              order: null,
              errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: 'Some of the products are out of stock.' }],
            },
          },
        },
      });
      expect(body(await run({ intent: 'place-order' }, ready))).toEqual({
        step: 'review',
        message: { text: 'Some of the products are out of stock.' },
      });
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { CountryOption } from '~/lib/address/address-form';
import { formData } from '~/test/form-data';
import { readAddressChoice, readCartAddressForm, validateCartAddress } from './cart-address-form';
import { parseChoices } from './checkout-choices.server';
import { validateGuestEmail } from './guest-email-form';
import { stepOfPlaceOrderError } from './place-order-errors';

const COUNTRIES: CountryOption[] = [
  { id: 'GB', name: 'United Kingdom', regions: [] },
  { id: 'US', name: 'United States', regions: [{ id: 43, code: 'NY', name: 'New York' }] },
];

const LONDON = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['12 Baker Street', ''],
  city: 'London',
  country_code: 'gb',
  telephone: '+44 20 7946 0000',
};

describe('the checkout address form', () => {
  it('requires first and last name, street, city, country and telephone with validation.required', () => {
    const result = validateCartAddress(readCartAddressForm(formData({})), COUNTRIES);
    expect(result).toEqual({
      ok: false,
      errors: {
        firstname: { key: 'validation.required' },
        lastname: { key: 'validation.required' },
        street: { key: 'validation.required' },
        city: { key: 'validation.required' },
        countryCode: { key: 'validation.required' },
        telephone: { key: 'validation.required' },
      },
    });
  });

  it('accepts an address without a postcode and sends the street as a list and the save flag', () => {
    const result = validateCartAddress(
      readCartAddressForm(formData({ ...LONDON, save_in_address_book: 'on' })),
      COUNTRIES,
    );
    expect(result).toEqual({
      ok: true,
      input: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        company: '',
        street: ['12 Baker Street'],
        city: 'London',
        country_code: 'GB',
        region: '',
        region_id: null,
        postcode: '',
        telephone: '+44 20 7946 0000',
        save_in_address_book: true,
      },
    });
  });

  it('asks for a region of the country when the country has regions', () => {
    const values = readCartAddressForm(formData({ ...LONDON, country_code: 'US' }));
    expect(validateCartAddress(values, COUNTRIES)).toMatchObject({
      ok: false,
      errors: { regionId: { key: 'validation.required' } },
    });
    const other = readCartAddressForm(formData({ ...LONDON, country_code: 'US', region_id: '99' }));
    expect(validateCartAddress(other, COUNTRIES)).toMatchObject({
      ok: false,
      errors: { regionId: { key: 'account.address.region_not_in_country' } },
    });
    const ny = readCartAddressForm(formData({ ...LONDON, country_code: 'US', region_id: '43' }));
    expect(validateCartAddress(ny, COUNTRIES)).toMatchObject({
      ok: true,
      input: { region: 'NY', region_id: 43, save_in_address_book: false },
    });
  });

  it('refuses a country the website does not ship to', () => {
    const values = readCartAddressForm(formData({ ...LONDON, country_code: 'FR' }));
    expect(validateCartAddress(values, COUNTRIES)).toMatchObject({
      ok: false,
      errors: { countryCode: { key: 'validation.invalid_option' } },
    });
  });

  it('reads a saved address choice, a new address, or nothing chosen', () => {
    expect(readAddressChoice(formData({ address_choice: '12' }))).toEqual({
      kind: 'saved',
      customerAddressId: 12,
    });
    expect(readAddressChoice(formData({ address_choice: 'new' }))).toEqual({ kind: 'new' });
    expect(readAddressChoice(formData({}))).toBeNull();
    expect(readAddressChoice(formData({ address_choice: '1; drop' }))).toBeNull();
  });
});

describe('the guest e-mail', () => {
  it('is required and must look like an e-mail address', () => {
    expect(validateGuestEmail(formData({ email: ' ' }))).toEqual({
      ok: false,
      error: { key: 'validation.required' },
      email: '',
    });
    expect(validateGuestEmail(formData({ email: 'ada@' }))).toMatchObject({
      ok: false,
      error: { key: 'customer.validation.email' },
    });
    expect(validateGuestEmail(formData({ email: 'ada@example.com' }))).toEqual({
      ok: true,
      email: 'ada@example.com',
    });
  });
});

describe('the checkout cookie', () => {
  const cartId = 'b'.repeat(32);

  it('keeps the choices made for the same cart', () => {
    const raw = JSON.stringify({
      cartId,
      sameAsShipping: false,
      customerShippingAddressId: 4,
      customerBillingAddressId: null,
      saveShippingAddress: true,
      saveBillingAddress: false,
    });
    expect(parseChoices(raw, cartId)).toMatchObject({
      sameAsShipping: false,
      customerShippingAddressId: 4,
      saveShippingAddress: true,
    });
  });

  it('starts over for another cart (after sign-in, sign-out or an order) or a broken cookie', () => {
    const raw = JSON.stringify({ cartId: 'other', sameAsShipping: false, customerShippingAddressId: 4 });
    expect(parseChoices(raw, cartId)).toMatchObject({
      sameAsShipping: true,
      customerShippingAddressId: null,
    });
    expect(parseChoices('{not json', cartId).sameAsShipping).toBe(true);
    expect(parseChoices(JSON.stringify({ cartId, customerShippingAddressId: -3 }), cartId)).toMatchObject({
      customerShippingAddressId: null,
    });
  });
});

describe('placeOrder failures', () => {
  it('are shown at the step that can fix them', () => {
    expect(
      stepOfPlaceOrderError({ code: 'GUEST_EMAIL_MISSING', message: 'Guest email for cart is missing.' }),
    ).toBe('email');
    expect(
      stepOfPlaceOrderError({
        code: 'UNABLE_TO_PLACE_ORDER',
        message: 'The shipping method is missing. Select the shipping method and try again.',
      }),
    ).toBe('shipping-method');
    expect(stepOfPlaceOrderError({ message: 'Please check the billing address information.' })).toBe(
      'billing-address',
    );
    expect(stepOfPlaceOrderError({ message: 'Enter a valid payment method and try again.' })).toBe(
      'payment-method',
    );
    expect(
      stepOfPlaceOrderError({
        message: "Some addresses can't be used due to the configurations for specific countries.",
      }),
    ).toBe('shipping-address');
    expect(stepOfPlaceOrderError({ message: 'Some of the products are out of stock.' })).toBe('review');
  });
});

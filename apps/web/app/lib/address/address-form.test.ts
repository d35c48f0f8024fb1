import { describe, expect, it } from 'vitest';
import { formData } from '~/test/form-data';
import { type CountryOption, readAddressForm, validateAddressForm } from './address-form';

const countries: CountryOption[] = [
  {
    id: 'US',
    name: 'United States',
    regions: [
      { id: 12, code: 'CA', name: 'California' },
      { id: 43, code: 'NY', name: 'New York' },
    ],
  },
  { id: 'FR', name: 'France', regions: [] },
];

const complete = {
  firstname: ' Ada ',
  lastname: 'Lovelace',
  company: '',
  street: ['1 Main St', ''],
  city: 'Albany',
  country_code: 'us',
  region_id: '43',
  postcode: '12207',
  telephone: '+1 518 555 0100',
};

describe('the address form', () => {
  it('turns a complete form into Magento CustomerAddressInput, with the region of the list', () => {
    const result = validateAddressForm(readAddressForm(formData(complete)), countries);
    expect(result).toEqual({
      ok: true,
      input: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        company: '',
        street: ['1 Main St'],
        city: 'Albany',
        country_code: 'US',
        region: { region_id: 43, region_code: 'NY', region: 'New York' },
        postcode: '12207',
        telephone: '+1 518 555 0100',
      },
    });
  });

  it('requires names, street, city, country, postcode and telephone with validation.required', () => {
    const result = validateAddressForm(readAddressForm(formData({ street: ['  ', 'Flat 2'] })), countries);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const required = { key: 'validation.required' };
    expect(result.errors).toEqual({
      firstname: required,
      lastname: required,
      street: required,
      city: required,
      countryCode: required,
      postcode: required,
      telephone: required,
    });
  });

  it('needs one of the country’s regions when the country has regions', () => {
    const missing = validateAddressForm(readAddressForm(formData({ ...complete, region_id: '' })), countries);
    expect(missing.ok || missing.errors.regionId).toEqual({ key: 'validation.required' });
    const foreign = validateAddressForm(
      readAddressForm(formData({ ...complete, region_id: '999' })),
      countries,
    );
    expect(foreign.ok || foreign.errors.regionId).toEqual({ key: 'account.address.region_not_in_country' });
  });

  it('takes the region as free text for a country without regions, and keeps the second street line', () => {
    const result = validateAddressForm(
      readAddressForm(
        formData({
          ...complete,
          country_code: 'FR',
          region_id: '43',
          region: 'Île-de-France',
          street: ['1 rue X', 'Bât. B'],
        }),
      ),
      countries,
    );
    expect(result.ok && result.input.region).toEqual({
      region_id: null,
      region_code: null,
      region: 'Île-de-France',
    });
    expect(result.ok && result.input.street).toEqual(['1 rue X', 'Bât. B']);
  });

  it('refuses a country that is not offered, and text longer than 255 characters', () => {
    const result = validateAddressForm(
      readAddressForm(formData({ ...complete, country_code: 'ZZ', city: 'x'.repeat(256) })),
      countries,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.countryCode).toEqual({ key: 'validation.invalid_option' });
    expect(result.errors.city).toEqual({ key: 'customer.validation.too_long', values: { count: 255 } });
  });

  it('sends default marks only when asked: a default address is moved, never unset', () => {
    const plain = validateAddressForm(readAddressForm(formData(complete)), countries);
    expect(plain.ok && 'default_billing' in plain.input).toBe(false);
    const marked = validateAddressForm(
      readAddressForm(formData({ ...complete, default_billing: 'on', default_shipping: 'on' })),
      countries,
    );
    expect(marked.ok && [marked.input.default_billing, marked.input.default_shipping]).toEqual([true, true]);
  });
});

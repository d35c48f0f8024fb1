import { describe, expect, it } from 'vitest';
import { type ApiCustomerAddress, addressFormValues, toAddressViews } from './address-view';

function address(id: number, extra: Partial<ApiCustomerAddress> = {}): ApiCustomerAddress {
  return {
    id,
    firstname: 'Ada',
    middlename: null,
    lastname: 'Lovelace',
    company: 'Analytical Ltd',
    street: ['1 Main St', 'Suite 5'],
    city: 'Albany',
    postcode: '12207',
    country_code: 'US',
    region: { region: 'New York', region_code: 'NY', region_id: 43 },
    telephone: '+1 518 555 0100',
    default_billing: false,
    default_shipping: false,
    ...extra,
  };
}

describe('saved addresses as the account pages show them', () => {
  it('formats name, street lines, city with region and postcode, and the country’s name', () => {
    const [view] = toAddressViews([address(7)], { US: 'United States' });
    expect(view).toEqual({
      id: 7,
      name: 'Ada Lovelace',
      company: 'Analytical Ltd',
      lines: ['1 Main St', 'Suite 5', 'Albany, New York 12207', 'United States'],
      telephone: '+1 518 555 0100',
      isDefaultBilling: false,
      isDefaultShipping: false,
    });
  });

  it('puts the default billing and shipping addresses first, marked from the address or the customer', () => {
    const views = toAddressViews(
      [
        address(3),
        address(9, { default_shipping: true }),
        null,
        address(5),
        address(Number.NaN, { id: null }),
      ],
      {},
      { billing: '5' },
    );
    expect(views.map((view) => [view.id, view.isDefaultBilling, view.isDefaultShipping])).toEqual([
      [5, true, false],
      [9, false, true],
      [3, false, false],
    ]);
  });

  it('starts the form from a saved address, or a new one with the customer’s name and chosen country', () => {
    expect(addressFormValues(address(7, { street: ['1 Main St', 'Suite 5', 'Floor 2'] }))).toMatchObject({
      street: ['1 Main St', 'Suite 5 Floor 2'],
      countryCode: 'US',
      regionId: '43',
      region: 'New York',
    });
    expect(addressFormValues(null, { firstname: 'Ada', lastname: 'L', countryCode: 'GB' })).toMatchObject({
      firstname: 'Ada',
      lastname: 'L',
      countryCode: 'GB',
      street: ['', ''],
      defaultBilling: false,
    });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customer } from '../../src/modules/customer/tables.ts';
import { customerAddress } from '../../src/modules/customer-address/tables.ts';
import { errorOf, FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  ADDRESS_BOOK,
  type AddressOut,
  CREATE_ADDRESS,
  createAddress,
  DELETE_ADDRESS,
  germanAddress,
  newShopper,
  regionIds,
  type Shopper,
  UPDATE_ADDRESS,
} from './helpers.ts';

const api = useTestApi(FAST_HASHING);

const NOT_AUTHORIZED = "The current customer isn't authorized.";

async function create(shopper: Shopper, input: Record<string, unknown>) {
  return api.gql<{ createCustomerAddress: AddressOut }>(CREATE_ADDRESS, {
    variables: { input },
    headers: shopper.headers,
  });
}

async function update(shopper: Shopper, id: number, input: Record<string, unknown> | null) {
  return api.gql<{ updateCustomerAddress: AddressOut }>(UPDATE_ADDRESS, {
    variables: { id, input },
    headers: shopper.headers,
  });
}

async function book(shopper: Shopper) {
  const res = await api.gql<{
    customer: { default_billing: string | null; default_shipping: string | null; addresses: AddressOut[] };
  }>(ADDRESS_BOOK, { headers: shopper.headers });
  expect(res.errors).toBeUndefined();
  return res.data?.customer as {
    default_billing: string | null;
    default_shipping: string | null;
    addresses: AddressOut[];
  };
}

async function rowsOf(customerId: number) {
  return api.database.db.select().from(customerAddress).where(eq(customerAddress.customerId, customerId));
}

describe('createCustomerAddress', () => {
  it('saves every field and makes the first address the default billing and shipping address', async () => {
    const me = await newShopper(api);
    expect((await book(me)).addresses).toEqual([]);
    const res = await create(
      me,
      germanAddress({
        middlename: 'M',
        prefix: 'Dr.',
        suffix: 'Jr.',
        company: ' Atrium  GmbH ',
        street: ['Unter den Linden 5', 'Hinterhaus'],
        fax: '+49 30 7654321',
        vat_id: 'DE123456789',
        default_billing: false,
        default_shipping: false,
      }),
    );
    expect(res.errors).toBeUndefined();
    const address = res.data?.createCustomerAddress as AddressOut;
    expect(address).toMatchObject({
      customer_id: null,
      firstname: 'Anna',
      lastname: 'Schmidt',
      middlename: 'M',
      prefix: 'Dr.',
      suffix: 'Jr.',
      company: 'Atrium GmbH',
      street: ['Unter den Linden 5', 'Hinterhaus'],
      city: 'Berlin',
      country_code: 'DE',
      country_id: 'DE',
      region: { region: null, region_code: null, region_id: null },
      region_id: null,
      postcode: '10117',
      telephone: '+49 30 1234567',
      fax: '+49 30 7654321',
      vat_id: 'DE123456789',
      default_billing: true,
      default_shipping: true,
      custom_attributes: [],
      extension_attributes: [],
    });
    const after = await book(me);
    expect(after.default_billing).toBe(String(address.id));
    expect(after.default_shipping).toBe(String(address.id));
    expect(after.addresses).toEqual([address]);
  });

  it('adds further addresses without moving the defaults, unless asked to', async () => {
    const me = await newShopper(api);
    const first = await createAddress(api, me);
    const second = await createAddress(api, me, germanAddress({ city: 'Hamburg' }));
    expect(second).toMatchObject({ default_billing: false, default_shipping: false });
    const third = await createAddress(api, me, germanAddress({ city: 'Köln', default_shipping: true }));
    expect(third).toMatchObject({ default_billing: false, default_shipping: true });
    const after = await book(me);
    expect(after.default_billing).toBe(String(first.id));
    expect(after.default_shipping).toBe(String(third.id));
    expect(after.addresses.map((a) => [a.city, a.default_billing, a.default_shipping])).toEqual([
      ['Berlin', true, false],
      ['Hamburg', false, false],
      ['Köln', false, true],
    ]);
  });

  it('names every missing required field, in the order of the form', async () => {
    const me = await newShopper(api);
    expect(errorOf(await create(me, germanAddress({ firstname: '' })))).toEqual({
      message: 'Required parameters are missing: firstname',
      category: 'graphql-input',
    });
    expect(
      errorOf(await create(me, { firstname: 'A', street: [' ', ''], country_code: 'DE', postcode: '1' }))
        .message,
    ).toBe('Required parameters are missing: lastname, street, city, telephone');
    expect(
      errorOf(await create(me, germanAddress({ country_code: null, postcode: undefined }))).message,
    ).toBe('Required parameters are missing: country_code, postcode');
    expect(errorOf(await create(me, germanAddress({ postcode: '  ' }))).message).toBe(
      'Required parameters are missing: postcode',
    );
    expect(errorOf(await create(me, {})).message).toBe('"input" value should be specified');
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('does not need a postcode where the country has none', async () => {
    const me = await newShopper(api);
    const address = await createAddress(
      api,
      me,
      germanAddress({ country_code: 'IE', postcode: null, city: 'Dublin' }),
    );
    expect(address).toMatchObject({ country_code: 'IE', postcode: null });
  });

  it('refuses more than two street lines, a country the store does not know and over-long texts', async () => {
    const me = await newShopper(api);
    expect(errorOf(await create(me, germanAddress({ street: ['1', '2', '3'] })))).toEqual({
      message: '"Street Address" cannot contain more than 2 lines.',
      category: 'graphql-input',
    });
    expect(errorOf(await create(me, germanAddress({ country_code: 'AN' })))).toEqual({
      message: 'Country is not available',
      category: 'graphql-input',
    });
    expect(errorOf(await create(me, germanAddress({ company: 'x'.repeat(256) }))).message).toBe(
      'Company cannot be longer than 255 characters.',
    );
    expect(errorOf(await create(me, germanAddress({ street: ['y'.repeat(256)] }))).message).toBe(
      '"Street Address" cannot be longer than 255 characters.',
    );
    expect(errorOf(await create(me, germanAddress({ telephone: 'call me' }))).message).toMatch(
      /^Provided Phone Number seems to be invalid/,
    );
    expect(errorOf(await create(me, germanAddress({ postcode: '10117; drop' }))).message).toMatch(
      /^Provided Zip\/Postal Code seems to be invalid/,
    );
    expect(errorOf(await create(me, germanAddress({ firstname: '<script>' }))).message).toBe(
      'First Name is not valid!',
    );
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('needs a region of the directory where the country requires one, and checks it belongs to the country', async () => {
    const me = await newShopper(api);
    const us = await regionIds(api, 'US');
    const ru = await regionIds(api, 'RU');
    const american = germanAddress({ country_code: 'US', city: 'New York', postcode: '10001' });
    expect(
      errorOf(await create(me, { ...american, region: { region_code: 'NY', region: 'New York' } })),
    ).toEqual({
      message: 'A region_id is required for the specified country code',
      category: 'graphql-input',
    });
    expect(errorOf(await create(me, { ...american, region: { region_id: ru.MOW } })).message).toBe(
      'The region_id does not match the selected country or region',
    );
    // The directory's name and code win over what the client wrote.
    const saved = await createAddress(api, me, {
      ...american,
      region: { region_id: us.NY, region: 'Gotham', region_code: 'GT' },
    });
    expect(saved).toMatchObject({
      region: { region: 'New York', region_code: 'NY', region_id: us.NY },
      region_id: us.NY,
    });
  });

  it('keeps a free-text region where none is required, but still checks a given region_id', async () => {
    const me = await newShopper(api);
    const us = await regionIds(api, 'US');
    const free = await createAddress(
      api,
      me,
      germanAddress({ region: { region: 'Mitte', region_code: 'MI' } }),
    );
    expect(free.region).toEqual({ region: 'Mitte', region_code: 'MI', region_id: null });
    expect(errorOf(await create(me, germanAddress({ region: { region_id: us.NY } }))).message).toBe(
      'The region_id does not match the selected country or region',
    );
  });

  it('names a Russian region in the store view language', async () => {
    const me = await newShopper(api, { Store: 'ru' });
    const ru = await regionIds(api, 'RU');
    const address = await createAddress(
      api,
      me,
      germanAddress({
        country_code: 'RU',
        city: 'Москва',
        postcode: '125009',
        region: { region_id: ru.MOW },
      }),
    );
    expect(address.region).toEqual({ region: 'Москва', region_code: 'MOW', region_id: ru.MOW });
    const english = await api.gql<{ customer: { addresses: AddressOut[] } }>(ADDRESS_BOOK, {
      headers: { ...me.headers, Store: 'int' },
    });
    expect(english.data?.customer.addresses[0]?.region.region).toBe('Moscow');
  });

  it('is refused to guests and to invalid tokens', async () => {
    const guests: Record<string, string>[] = [{}, { Authorization: `Bearer ${'x'.repeat(43)}` }];
    for (const headers of guests) {
      const res = await api.gql(CREATE_ADDRESS, { variables: { input: germanAddress() }, headers });
      expect(errorOf(res)).toEqual({ message: NOT_AUTHORIZED, category: 'graphql-authorization' });
      expect(res.status).toBe(200);
    }
  });
});

describe('updateCustomerAddress', () => {
  it('changes only the fields given', async () => {
    const me = await newShopper(api);
    const address = await createAddress(api, me, germanAddress({ company: 'Atrium' }));
    const res = await update(me, address.id, { city: 'Potsdam', street: ['Am Neuen Markt 1'] });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateCustomerAddress).toEqual({
      ...address,
      city: 'Potsdam',
      street: ['Am Neuen Markt 1'],
    });
    const [row] = await rowsOf(me.id);
    expect(row).toMatchObject({ city: 'Potsdam', company: 'Atrium', street: ['Am Neuen Markt 1'] });
  });

  it('refuses emptied required fields and bad values, leaving the address as it was', async () => {
    const me = await newShopper(api);
    const address = await createAddress(api, me);
    const [before] = await rowsOf(me.id);
    expect(errorOf(await update(me, address.id, { firstname: ' ', telephone: null })).message).toBe(
      'Required parameters are missing: firstname, telephone',
    );
    expect(errorOf(await update(me, address.id, { street: ['a', 'b', 'c'] })).message).toBe(
      '"Street Address" cannot contain more than 2 lines.',
    );
    // A new country that needs a region drops the old region and asks for one.
    expect(errorOf(await update(me, address.id, { country_code: 'US' })).message).toBe(
      'A region_id is required for the specified country code',
    );
    expect(errorOf(await update(me, address.id, null)).message).toBe('"input" value should be specified');
    expect(errorOf(await update(me, address.id, {})).message).toBe('"input" value should be specified');
    expect(await rowsOf(me.id)).toEqual([before]);
  });

  it('moves a default to the address and clears it when set to false', async () => {
    const me = await newShopper(api);
    const first = await createAddress(api, me);
    const second = await createAddress(api, me, germanAddress({ city: 'Hamburg' }));
    const moved = await update(me, second.id, { default_billing: true });
    expect(moved.data?.updateCustomerAddress).toMatchObject({
      default_billing: true,
      default_shipping: false,
    });
    let after = await book(me);
    expect([after.default_billing, after.default_shipping]).toEqual([String(second.id), String(first.id)]);

    // false on an address that is not the default changes nothing; on the default it clears it.
    await update(me, first.id, { default_billing: false });
    expect((await book(me)).default_billing).toBe(String(second.id));
    await update(me, first.id, { default_shipping: false });
    after = await book(me);
    expect([after.default_billing, after.default_shipping]).toEqual([String(second.id), null]);
    // With no default shipping address, the next new address takes it.
    const third = await createAddress(api, me, germanAddress({ city: 'Bonn' }));
    expect(third).toMatchObject({ default_billing: false, default_shipping: true });
  });

  it('answers Magento errors for an unknown id, and for a missing id', async () => {
    const me = await newShopper(api);
    expect(errorOf(await update(me, 987654, { city: 'X' }))).toEqual({
      message: 'Could not find a address with ID "987654"',
      category: 'graphql-no-such-entity',
    });
    expect(errorOf(await update(me, 0, { city: 'X' })).message).toBe(
      'Address "id" value should be specified',
    );
  });
});

describe('deleteCustomerAddress', () => {
  it('deletes an address that is not a default, and never a default one', async () => {
    const me = await newShopper(api);
    const first = await createAddress(api, me);
    const second = await createAddress(api, me, germanAddress({ city: 'Hamburg' }));
    const del = (id: number) =>
      api.gql<{ deleteCustomerAddress: boolean }>(DELETE_ADDRESS, { variables: { id }, headers: me.headers });

    expect(errorOf(await del(first.id))).toEqual({
      message: `Customer Address ${first.id} is set as default billing address and can not be deleted`,
      category: 'graphql-input',
    });
    await update(me, second.id, { default_billing: true });
    expect(errorOf(await del(first.id)).message).toBe(
      `Customer Address ${first.id} is set as default shipping address and can not be deleted`,
    );
    await update(me, second.id, { default_shipping: true });
    const res = await del(first.id);
    expect(res.errors).toBeUndefined();
    expect(res.data?.deleteCustomerAddress).toBe(true);
    expect((await book(me)).addresses.map((a) => a.id)).toEqual([second.id]);
    expect(errorOf(await del(first.id))).toEqual({
      message: `Could not find a address with ID "${first.id}"`,
      category: 'graphql-no-such-entity',
    });
  });

  it('removes the address book with the account', async () => {
    const me = await newShopper(api);
    await createAddress(api, me);
    await api.database.db.delete(customer).where(eq(customer.id, me.id));
    expect(await rowsOf(me.id)).toEqual([]);
  });
});

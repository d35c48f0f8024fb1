import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

const api = [
  {
    id: 'US',
    full_name_locale: 'United States',
    available_regions: [{ id: 12, code: 'CA', name: 'California' }],
  },
  { id: 'GB', full_name_locale: 'United Kingdom', available_regions: [] },
  { id: 'RU', full_name_locale: 'Russia', available_regions: [{ id: 500, code: 'MOW', name: 'Moscow' }] },
  { id: 'XK', full_name_locale: null, available_regions: [] },
  null,
];

describe('the countries of the address form', () => {
  it('offers the website’s countries with their regions, sorted by name', () => {
    expect(countryOptions(api, { websiteCountryIds: ['US', 'GB', 'XK'] })).toEqual([
      { id: 'GB', name: 'United Kingdom', regions: [] },
      { id: 'US', name: 'United States', regions: [{ id: 12, code: 'CA', name: 'California' }] },
    ]);
  });

  it('keeps an edited address’s country from the other website, and names countries in the interface language', () => {
    const options = countryOptions(api, {
      websiteCountryIds: ['US'],
      keep: ['RU', null],
      names: { US: 'Соединённые Штаты', RU: 'Россия' },
      locale: 'ru-RU',
    });
    expect(options.map((option) => option.name)).toEqual(['Россия', 'Соединённые Штаты']);
  });
});

// The demo shop's websites as websitesConfig returns them (apps/api seed), for unit tests.
import type { StoreView, Website } from '~/lib/shop/websites-config';

const region = (
  id: number,
  code: string,
  country: string,
  name: string,
  domain: string,
  currency: string,
) => ({
  id,
  code,
  country_id: country,
  domain_code: domain,
  name,
  position: id * 10,
  currency_code: currency,
});

const view = (
  code: string,
  isDefault: boolean,
  region: string,
  currency: string,
  available: string[],
): StoreView => ({
  code,
  name: code,
  is_default: isDefault,
  locale: code === 'int' ? 'en_US' : 'ru_RU',
  default_region_code: region,
  currencies: { default: currency, available },
});

export const ruWebsite: Website = {
  id: 1,
  code: 'ru',
  name: 'Россия',
  is_default: true,
  sort_order: 10,
  website_regions: [region(1, 'ru', 'RU', 'Russia', 'ru', 'RUB')],
  stores_view: [view('ru', true, 'ru', 'RUB', [])],
};

export const intWebsite: Website = {
  id: 2,
  code: 'int',
  name: 'International',
  is_default: false,
  sort_order: 20,
  website_regions: [
    region(2, 'us', 'US', 'United States', 'int', 'USD'),
    region(3, 'gb', 'GB', 'United Kingdom', 'int', 'GBP'),
    region(4, 'kz', 'KZ', 'Kazakhstan', 'int', 'KZT'),
    region(5, 'de', 'DE', 'Germany', 'int', 'EUR'),
  ],
  stores_view: [
    view('int', true, 'us', 'USD', ['USD', 'EUR']),
    view('int_ru', false, 'kz', 'USD', ['USD', 'EUR', 'RUB']),
  ],
};

export const websites = [ruWebsite, intWebsite];

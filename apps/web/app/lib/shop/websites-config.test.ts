import { describe, expect, it } from 'vitest';
import type { WebsitesConfigQuery } from '~/lib/graphql/generated';
import { toWebsitesConfig } from './websites-config';

const region = (id: number, position: number) => ({
  id,
  code: `r${id}`,
  country_id: 'US',
  domain_code: 'int',
  name: `Region ${id}`,
  position,
  currency_code: 'USD',
});

describe('websitesConfig as the storefront reads it', () => {
  it('drops null entries and sorts websites and regions', () => {
    const api: WebsitesConfigQuery['websitesConfig'] = {
      websites: [
        {
          id: 2,
          code: 'int',
          name: 'International',
          is_default: false,
          sort_order: 20,
          website_regions: [region(3, 30), null, region(2, 10)],
          stores_view: [
            {
              code: 'int',
              name: 'int',
              is_default: true,
              locale: 'en_US',
              default_region_code: null,
              currencies: { default: 'USD', available: ['USD', null, 'EUR'] },
            },
            null,
          ],
        },
        null,
        {
          id: 1,
          code: 'ru',
          name: 'Россия',
          is_default: true,
          sort_order: 10,
          website_regions: [],
          stores_view: [],
        },
      ],
      region_by_location: {
        name: 'Region 2',
        region_code: 'r2',
        store_view_code: 'int',
        website_code: 'int',
      },
    };
    const config = toWebsitesConfig(api);
    expect(config.websites.map((site) => site.code)).toEqual(['ru', 'int']);
    expect(config.websites[1]?.website_regions.map((item) => item.id)).toEqual([2, 3]);
    expect(config.websites[1]?.stores_view).toHaveLength(1);
    expect(config.websites[1]?.stores_view[0]?.currencies).toEqual({
      default: 'USD',
      available: ['USD', 'EUR'],
    });
    expect(config.region_by_location.website_code).toBe('int');
  });
});

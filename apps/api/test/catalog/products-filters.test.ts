// products(filter, sort, pageSize, currentPage): every filter type, sort field and direction,
// paging edges and Magento's error messages, over a small explicit catalogue.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';
import { createListingFixture, type ListingFixture } from './listing-fixtures.ts';

const api = useTestApi();
let fx: ListingFixture;
beforeAll(async () => {
  fx = await createListingFixture(api.database.db);
});

interface Result {
  products: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    items: { id: number; sku: string; __typename: string }[];
  } | null;
}

const uid = (id: number) => Buffer.from(String(id)).toString('base64');

async function list(args: string, store = 'int') {
  const res = await api.gql<Result>(
    `{ products(${args}) { total_count page_info { current_page page_size total_pages } items { id sku __typename } } }`,
    { headers: { Store: store } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.products!;
}
const skus = async (args: string, store = 'int') => (await list(args, store)).items.map((i) => i.sku);

async function error(args: string) {
  const res = await api.gql<Result>(`{ products(${args}) { total_count items { sku } } }`, {
    headers: { Store: 'int' },
  });
  expect(res.data?.products ?? null).toBeNull();
  return { message: res.errors?.[0]?.message, category: res.errors?.[0]?.extensions?.category };
}

const LIVING = `category_uid: { eq: "${uid(10)}" }`;

describe('products filters', () => {
  it('lists a category with its anchor subcategories, visible in catalogue, active and priced in the website', async () => {
    const living = await list(`filter: { ${LIVING} }`);
    expect(living.total_count).toBe(5);
    expect(living.items.map((i) => i.sku)).toEqual([
      'SOFA-OSLO',
      'SOFA-BERGEN',
      'CHAIR-LUND',
      'SOFA-MALMO',
      'TABLE-VIK',
    ]);
    expect(living.items.find((i) => i.sku === 'SOFA-MALMO')?.__typename).toBe('ConfigurableProduct');
    expect(living.items[0]).toEqual({ id: fx.products.P1, sku: 'SOFA-OSLO', __typename: 'SimpleProduct' });
    // the search-only lamp, the inactive sofa and the variants are not listed
    expect(await skus(`filter: { category_uid: { eq: "${uid(15)}" } }`)).toEqual(['TABLE-VIK']);
    expect(await skus(`filter: { category_uid: { eq: "${uid(12)}" } }`)).toEqual(['SOFA-OSLO']);
    // the bed is only priced in the Russian website
    expect(await skus(`filter: { category_uid: { eq: "${uid(20)}" } }`)).toEqual([]);
    expect(await skus(`filter: { category_uid: { eq: "${uid(20)}" } }`, 'ru')).toEqual(['BED-TROMSO']);
  });

  it('filters by category id, uid (eq and in) and url path', async () => {
    expect(await skus('filter: { category_id: { eq: "11" } }')).toEqual([
      'SOFA-MALMO',
      'SOFA-BERGEN',
      'SOFA-OSLO',
    ]);
    expect(await skus(`filter: { category_uid: { in: ["${uid(12)}", "${uid(14)}"] } }`)).toEqual([
      'SOFA-OSLO',
      'CHAIR-LUND',
    ]);
    expect(await skus('filter: { category_id: { in: ["13", "15"] } }')).toEqual(['SOFA-BERGEN', 'TABLE-VIK']);
    expect(await skus('filter: { category_url_path: { eq: "living-room/sofas" } }')).toEqual([
      'SOFA-MALMO',
      'SOFA-BERGEN',
      'SOFA-OSLO',
    ]);
    expect(await skus('filter: { category_url_path: { eq: "no/such/path" } }')).toEqual([]);
    expect(await skus('filter: { category_id: { eq: "not-a-number" } }')).toEqual([]);
  });

  it('refuses category_id and category_uid together', async () => {
    expect(await error(`filter: { category_id: { eq: "10" }, ${LIVING} }`)).toEqual({
      message: "`category_id` and `category_uid` can't be used at the same time",
      category: 'graphql-input',
    });
  });

  it('filters by attribute options with eq and in, ANDing attributes', async () => {
    const { red, blue, green, leather, wood } = fx.options;
    expect(await skus(`filter: { ${LIVING}, color: { eq: "${red}" } }`)).toEqual(['SOFA-OSLO', 'CHAIR-LUND']);
    expect(await skus(`filter: { ${LIVING}, color: { in: ["${red}", "${blue}"] } }`)).toEqual([
      'SOFA-OSLO',
      'SOFA-BERGEN',
      'CHAIR-LUND',
    ]);
    expect(
      await skus(`filter: { ${LIVING}, color: { eq: "${red}" }, material: { eq: "${leather}" } }`),
    ).toEqual(['CHAIR-LUND']);
    // a configurable matches through its in-stock variants' options and its own
    expect(await skus(`filter: { ${LIVING}, color: { eq: "${green}" } }`)).toEqual(['SOFA-MALMO']);
    expect(await skus(`filter: { ${LIVING}, material: { eq: "${wood}" } }`)).toEqual([
      'SOFA-MALMO',
      'TABLE-VIK',
    ]);
    // the blue variant is out of stock while the green one is not: blue does not list Malmo
    expect(await skus(`filter: { ${LIVING}, color: { eq: "${blue}" } }`)).toEqual(['SOFA-BERGEN']);
    // an option of another attribute, or no option at all, matches nothing
    expect(await skus(`filter: { ${LIVING}, color: { eq: "${wood}" } }`)).toEqual([]);
    expect(await skus(`filter: { ${LIVING}, color: { eq: "red" } }`)).toEqual([]);
  });

  it('filters by exact sku and url_key (eq and in)', async () => {
    expect(await skus('filter: { sku: { eq: "SOFA-OSLO" } }')).toEqual(['SOFA-OSLO']);
    expect(await skus('filter: { sku: { in: ["CHAIR-LUND", "SOFA-OSLO"] } }')).toEqual([
      'SOFA-OSLO',
      'CHAIR-LUND',
    ]);
    expect(await skus('filter: { sku: { eq: "SOFA" } }')).toEqual([]);
    expect(await skus('filter: { sku: { eq: "SOFA-MALMO-GREEN" } }')).toEqual([]); // a variant is not visible
    expect(await skus('filter: { url_key: { eq: "sofa-bergen" } }')).toEqual(['SOFA-BERGEN']);
    expect(await skus('filter: { url_key: { in: ["sofa-bergen", "table-vik"] } }')).toEqual([
      'SOFA-BERGEN',
      'TABLE-VIK',
    ]);
  });

  it('matches name, short description and description with full-text search of their own words', async () => {
    expect(await skus('filter: { name: { match: "sofas" } }')).toEqual([
      'SOFA-OSLO',
      'SOFA-BERGEN',
      'SOFA-MALMO',
    ]);
    expect(await skus('filter: { name: { match: "velv" } }')).toEqual(['CHAIR-LUND']); // partial word
    expect(await skus('filter: { name: { match: "velv", match_type: FULL } }')).toEqual([]);
    expect(await skus('filter: { name: { match: "sofa bed" } }')).toEqual(['SOFA-BERGEN']);
    // velvet is in P1's description and in P3's name: each filter reads its own field only
    expect(await skus('filter: { description: { match: "velvet" } }')).toEqual(['SOFA-OSLO']);
    expect(await skus('filter: { short_description: { match: "reading" } }')).toEqual(['CHAIR-LUND']);
    expect(await skus('filter: { short_description: { match: "velvet" } }')).toEqual([]);
    expect(await skus('filter: { name: { match: "диван" } }', 'ru')).toEqual([
      'SOFA-OSLO',
      'SOFA-BERGEN',
      'SOFA-MALMO',
    ]);
  });

  it('filters by price from and to in the website currency, configurables by their lowest in-stock variant', async () => {
    expect(await skus(`filter: { ${LIVING}, price: { from: "199", to: "800" } }`)).toEqual([
      'SOFA-OSLO',
      'CHAIR-LUND',
    ]);
    expect(await skus(`filter: { ${LIVING}, price: { from: "800" } }`)).toEqual([
      'SOFA-BERGEN',
      'SOFA-MALMO',
    ]);
    expect(await skus(`filter: { ${LIVING}, price: { to: "100" } }`)).toEqual(['TABLE-VIK']);
    expect(await skus(`filter: { ${LIVING}, price: { from: "950", to: "950" } }`)).toEqual(['SOFA-BERGEN']);
    // the special price counts (1200 → 950); the expired one does not (500 stays 500)
    expect(await skus(`filter: { ${LIVING}, price: { from: "1000" } }`)).toEqual([]);
    expect(await skus(`filter: { ${LIVING}, price: { to: "150" } }`)).toEqual(['TABLE-VIK']);
    // the qty-1 tier price lowers the armchair (250 → 199), the qty-5 tier (150) does not
    expect(await skus(`filter: { ${LIVING}, price: { from: "150", to: "200" } }`)).toEqual(['CHAIR-LUND']);
    // the blue Malmo variant (700) is out of stock
    expect(await skus(`filter: { ${LIVING}, price: { from: "600", to: "790" } }`)).toEqual([]);
    expect(await skus(`filter: { ${LIVING}, price: { from: "40000", to: "50000" } }`, 'ru')).toEqual([
      'SOFA-OSLO',
    ]);
  });

  it('converts the price filter from the display currency (Content-Currency) to the base currency', async () => {
    const eur = await api.gql<Result>(
      `{ products(filter: { ${LIVING}, price: { from: "700", to: "900" } }) { items { sku } } }`,
      { headers: { Store: 'int', 'Content-Currency': 'EUR' } },
    );
    // EUR 700–900 is USD 759.6–976.7: Malmo (800 USD = 737.20 EUR) and Bergen (950 USD = 875.43 EUR)
    expect(eur.data?.products?.items.map((i) => i.sku)).toEqual(['SOFA-BERGEN', 'SOFA-MALMO']);
    expect(await skus(`filter: { ${LIVING}, price: { from: "700", to: "900" } }`)).toEqual(['SOFA-MALMO']);
  });

  it('requires search or filter, positive page size and current page, and an existing page', async () => {
    expect(await error('pageSize: 5')).toEqual({
      message: "'search' or 'filter' input argument is required.",
      category: 'graphql-input',
    });
    expect(await error(`filter: { ${LIVING} }, pageSize: 0`)).toEqual({
      message: 'pageSize value must be greater than 0.',
      category: 'graphql-input',
    });
    expect((await error(`filter: { ${LIVING} }, currentPage: 0`)).message).toBe(
      'currentPage value must be greater than 0.',
    );
    expect((await error(`filter: { ${LIVING} }, currentPage: -1, pageSize: -1`)).message).toBe(
      'currentPage value must be greater than 0.',
    );
    expect(await error(`filter: { ${LIVING} }, pageSize: 2, currentPage: 4`)).toEqual({
      message: 'currentPage value 4 specified is greater than the 3 page(s) available.',
      category: 'graphql-input',
    });
  });

  it('pages with page_info; an empty result has no pages and no error', async () => {
    const first = await list(`filter: { ${LIVING} }, pageSize: 2`);
    expect(first.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 3 });
    expect(first.items.map((i) => i.sku)).toEqual(['SOFA-OSLO', 'SOFA-BERGEN']);
    const last = await list(`filter: { ${LIVING} }, pageSize: 2, currentPage: 3`);
    expect(last.items.map((i) => i.sku)).toEqual(['TABLE-VIK']);
    expect(last.total_count).toBe(5);
    const exact = await list(`filter: { ${LIVING} }, pageSize: 5`);
    expect(exact.page_info.total_pages).toBe(1);
    const defaults = await list(`filter: { ${LIVING} }`);
    expect(defaults.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    const none = await list('filter: { sku: { eq: "NOPE" } }, currentPage: 7');
    expect(none).toEqual({
      total_count: 0,
      page_info: { current_page: 7, page_size: 20, total_pages: 0 },
      items: [],
    });
  });

  it('sorts by position in the filtered category (then id), both directions', async () => {
    // sofas (11): Malmo at 0 and Bergen at 1 are assigned to it; Oslo comes from the anchor child 12
    expect(await skus('filter: { category_id: { eq: "11" } }, sort: { position: ASC }')).toEqual([
      'SOFA-MALMO',
      'SOFA-BERGEN',
      'SOFA-OSLO',
    ]);
    expect(await skus('filter: { category_id: { eq: "11" } }, sort: { position: DESC }')).toEqual([
      'SOFA-BERGEN',
      'SOFA-MALMO',
      'SOFA-OSLO',
    ]);
    // without one category, position is the product id
    expect(
      await skus(
        'filter: { sku: { in: ["SOFA-OSLO", "TABLE-VIK", "CHAIR-LUND"] } }, sort: { position: DESC }',
      ),
    ).toEqual(['TABLE-VIK', 'CHAIR-LUND', 'SOFA-OSLO']);
  });

  it('sorts by name and price in both directions', async () => {
    expect(await skus(`filter: { ${LIVING} }, sort: { name: ASC }`)).toEqual([
      'TABLE-VIK', // Coffee table Vik
      'SOFA-OSLO', // Corner sofa Oslo
      'SOFA-MALMO', // Modular sofa Malmo
      'SOFA-BERGEN', // Sofa bed Bergen
      'CHAIR-LUND', // Velvet armchair Lund
    ]);
    expect(await skus(`filter: { ${LIVING} }, sort: { name: DESC }`)).toEqual([
      'CHAIR-LUND',
      'SOFA-BERGEN',
      'SOFA-MALMO',
      'SOFA-OSLO',
      'TABLE-VIK',
    ]);
    expect(await skus(`filter: { ${LIVING} }, sort: { price: ASC }`)).toEqual([
      'TABLE-VIK',
      'CHAIR-LUND',
      'SOFA-OSLO',
      'SOFA-MALMO',
      'SOFA-BERGEN',
    ]);
    expect(await skus(`filter: { ${LIVING} }, sort: { price: DESC }, pageSize: 2, currentPage: 2`)).toEqual([
      'SOFA-OSLO',
      'CHAIR-LUND',
    ]);
    // Russian names in the ru store view
    expect(await skus(`filter: { ${LIVING} }, sort: { name: ASC }`, 'ru')).toEqual([
      'CHAIR-LUND', // Бархатное кресло
      'SOFA-OSLO', // Диван угловой (a space sorts before a hyphen)
      'SOFA-BERGEN', // Диван-кровать
      'TABLE-VIK', // Журнальный столик
      'SOFA-MALMO', // Модульный диван
    ]);
  });

  it('applies several sort fields in the order they are written', async () => {
    // category 11 by position: Malmo (0), Bergen (1), Oslo (anchor child); by price: 950, 800, 500
    expect(await skus('filter: { category_id: { eq: "11" } }, sort: { position: ASC, price: DESC }')).toEqual(
      ['SOFA-MALMO', 'SOFA-BERGEN', 'SOFA-OSLO'],
    );
    expect(await skus('filter: { category_id: { eq: "11" } }, sort: { price: DESC, position: ASC }')).toEqual(
      ['SOFA-BERGEN', 'SOFA-MALMO', 'SOFA-OSLO'],
    );
  });

  it('accepts an empty filter (every product visible in the catalogue)', async () => {
    expect((await list('filter: {}')).total_count).toBe(5);
    expect((await list('filter: {}', 'ru')).total_count).toBe(6);
  });
});

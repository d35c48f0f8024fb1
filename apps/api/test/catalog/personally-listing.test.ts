// personallyesListing and personallyesEntry (spec §2, issue 16 §2) over GraphQL HTTP: entries of a
// type from the products' `personally` blocks, only with products visible in the store view, in its
// language; filters with their counts, sorts, paging and the errors. Fixture: personally-fixtures.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';
import { createPersonallyFixture } from './personally-fixtures.ts';

const api = useTestApi();

beforeAll(async () => {
  await createPersonallyFixture(api.database.db);
});

const LISTING = `query($type: String!, $filter: [PersonallyFilterInput], $sort: PersonallySortInput, $limit: Int, $page: Int) {
  personallyesListing(type_url_key: $type, filter: $filter, sort: $sort, limit: $limit, page: $page) {
    total_count another_form_title personally_title plural_title
    page_info { current_page page_size total_pages }
    aggregation { filter_id label options { option_id label count } }
    items { title url_key type_url_key product_count short_description description image_url images products { sku name } }
    seo { handle meta_title meta_key meta_description }
  }
}`;

interface Entry {
  title: string;
  url_key: string;
  product_count: number;
  short_description: string;
  description: string;
  image_url: string;
  images: string[];
  products: { sku: string; name: string }[];
}
interface Listing {
  total_count: number;
  another_form_title: string;
  personally_title: string;
  plural_title: string;
  page_info: { current_page: number; page_size: number; total_pages: number };
  aggregation: {
    filter_id: string;
    label: string;
    options: { option_id: string; label: string; count: number }[];
  }[];
  items: Entry[];
  seo: { handle: string; meta_title: string; meta_key: string; meta_description: string };
}

async function listing(variables: Record<string, unknown>, store = 'int') {
  return api.gql<{ personallyesListing: Listing }>(LISTING, {
    variables: { type: 'designers', ...variables },
    headers: { Store: store },
  });
}
async function ok(variables: Record<string, unknown>, store = 'int'): Promise<Listing> {
  const res = await listing(variables, store);
  expect(res.errors).toBeUndefined();
  return res.data!.personallyesListing;
}
const keys = (l: Listing) => l.items.map((i) => i.url_key);
const options = (l: Listing, id: string) =>
  Object.fromEntries(
    l.aggregation.find((a) => a.filter_id === id)?.options.map((o) => [o.option_id, o.count]) ?? [],
  );

describe('personallyesListing', () => {
  it('lists the entries with visible products, by name, each with its products, pictures and texts', async () => {
    const l = await ok({});
    expect(l.total_count).toBe(3);
    expect(keys(l)).toEqual(['anna', 'boris', 'yana']); // ghost has only a disabled product
    expect(l).toMatchObject({
      plural_title: 'Designers',
      personally_title: 'Designer',
      another_form_title: 'designer',
    });
    const anna = l.items[0]!;
    expect(anna.product_count).toBe(2);
    expect(anna.products.map((p) => p.sku)).toEqual(['A-BED', 'A-CHAIR']);
    expect(anna.images).toHaveLength(2);
    expect(anna.images[0]).toMatch(/\/media\/catalog\/product\/p\/a-bed\.svg$/);
    expect(anna.image_url).toMatch(/\/media\/catalog\/product\/personally\/designers\/anna\.svg$/);
    expect(anna.short_description).toBe('About Anna Lebedeva');
    expect(anna.description).toBe('<p>All about Anna Lebedeva</p>'); // sanitised
    expect(l.seo).toMatchObject({ handle: 'designers', meta_title: 'Designers' });
    expect(l.seo.meta_description).toContain('Anna Lebedeva');
  });

  it('pages with limit and page and refuses sizes and pages out of range as input errors', async () => {
    const first = await ok({ limit: 2, page: 1 });
    expect(keys(first)).toEqual(['anna', 'boris']);
    expect(first.total_count).toBe(3);
    expect(first.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 });
    const second = await ok({ limit: 2, page: 2 });
    expect(keys(second)).toEqual(['yana']);
    for (const [variables, message] of [
      [{ limit: 0 }, 'limit value must be greater than 0.'],
      [{ limit: 301 }, 'limit value must be between 1 and 300.'],
      [{ page: 0 }, 'page value must be greater than 0.'],
      [{ limit: 2, page: 3 }, 'page value 3 specified is greater than the 2 page(s) available.'],
    ] as const) {
      const res = await listing(variables);
      expect(res.errors?.[0]?.message).toBe(message);
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
  });

  it('sorts by name either way or by product count', async () => {
    expect(keys(await ok({ sort: { name: 'DESC' } }))).toEqual(['yana', 'boris', 'anna']);
    expect(keys(await ok({ sort: { product_count: 'DESC' } }))).toEqual(['yana', 'anna', 'boris']);
    expect(keys(await ok({ sort: { product_count: 'ASC' } }))).toEqual(['boris', 'anna', 'yana']);
  });

  it('filters by top category and letter, counting each filter’s options among what the others leave', async () => {
    const all = await ok({});
    expect(options(all, 'category')).toEqual({ 10: 2, 20: 2, 30: 1 });
    expect(options(all, 'letter')).toEqual({ A: 1, B: 1, Y: 1 });
    expect(
      all.aggregation.find((a) => a.filter_id === 'category')?.options.find((o) => o.option_id === '10')
        ?.label,
    ).toBe('Living room');

    const living = await ok({ filter: [{ filter_id: 'category', option_id: ['10'] }] });
    expect(keys(living)).toEqual(['anna', 'yana']);
    expect(options(living, 'letter')).toEqual({ A: 1, Y: 1 });
    expect(options(living, 'category')).toEqual({ 10: 2, 20: 2, 30: 1 }); // its own options stay

    const both = await ok({
      filter: [
        { filter_id: 'category', option_id: ['10', '30'] },
        { filter_id: 'letter', option_id: ['b', 'Y'] },
      ],
    });
    expect(keys(both)).toEqual(['boris', 'yana']);

    for (const filter of [
      [{ filter_id: 'colour', option_id: ['1'] }],
      [{ filter_id: 'category', option_id: ['x'] }],
    ]) {
      const res = await listing({ filter });
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
  });

  it('speaks the store view’s language: titles, letters, categories and product names', async () => {
    const ru = await ok({}, 'ru');
    expect(ru.items.map((i) => i.title)).toEqual(['Анна Лебедева', 'Борис Зуев', 'Яна Белова']);
    expect(ru).toMatchObject({
      plural_title: 'Дизайнеры',
      personally_title: 'Дизайнер',
      another_form_title: 'дизайнера',
    });
    expect(options(ru, 'letter')).toEqual({ А: 1, Б: 1, Я: 1 });
    expect(ru.aggregation.find((a) => a.filter_id === 'category')?.label).toBe('Категория');
    expect(ru.items[2]!.products.map((p) => p.name)).toEqual(['Диван Юкон', 'Лампа Яра', 'Шкаф Йети']);
  });

  it('answers another type from the same products, and an unknown type as no such entity', async () => {
    const nord = await ok({ type: 'collections' });
    expect(keys(nord)).toEqual(['nord']);
    expect(nord.items[0]!.product_count).toBe(2);
    for (const type of ['rooms', 'DROP TABLE']) {
      const res = await listing({ type });
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
      expect(res.data?.personallyesListing ?? null).toBeNull();
    }
  });
});

const ENTRY = `query($type: String!, $key: String!, $pageSize: Int, $currentPage: Int) {
  personallyesEntry(type_url_key: $type, key: $key, pageSize: $pageSize, currentPage: $currentPage) {
    plural_title total_count page_info { current_page page_size total_pages }
    entry { title url_key product_count description }
    products { sku name }
    seo { handle meta_title meta_description }
  }
}`;

describe('personallyesEntry', () => {
  const entry = (variables: Record<string, unknown>, store = 'int') =>
    api.gql<{
      personallyesEntry: {
        total_count: number;
        products: { sku: string; name: string }[];
        entry: { title: string; product_count: number };
        seo: { handle: string; meta_description: string };
      };
    }>(ENTRY, {
      variables: { type: 'designers', ...variables },
      headers: { Store: store },
    });

  it('answers one entry with a page of its visible products', async () => {
    const res = await entry({ key: 'yana', pageSize: 2 });
    expect(res.errors).toBeUndefined();
    const page = res.data!.personallyesEntry;
    expect(page.entry).toMatchObject({ title: 'Yana Belova', product_count: 3 });
    expect(page.total_count).toBe(3);
    expect(page.products.map((p) => p.sku)).toEqual(['Y-LAMP', 'Y-SOFA']);
    expect(page.seo).toMatchObject({ handle: 'designers/yana', meta_description: 'About Yana Belova' });
    const next = await entry({ key: 'yana', pageSize: 2, currentPage: 2 });
    expect(next.data?.personallyesEntry.products.map((p) => p.sku)).toEqual(['Y-WARDROBE']);
    const ru = await entry({ key: 'anna' }, 'ru');
    expect(ru.data?.personallyesEntry.products.map((p) => p.name)).toEqual(['Кровать Аврора', 'Стул Альба']);
  });

  it('refuses an unknown or productless entry and a bad page', async () => {
    for (const variables of [{ key: 'nobody' }, { key: 'ghost' }, { type: 'rooms', key: 'anna' }]) {
      const res = await entry(variables);
      expect(res.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    }
    const bad = await entry({ key: 'anna', pageSize: 0 });
    expect(bad.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

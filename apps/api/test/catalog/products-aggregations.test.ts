// products.aggregations: counts over the filtered products, disjunctive attribute facets, price
// buckets (Magento's automatic ranges) in the display currency, categories, sort_fields.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';
import { createListingFixture, type ListingFixture } from './listing-fixtures.ts';

const api = useTestApi();
let fx: ListingFixture;
beforeAll(async () => {
  fx = await createListingFixture(api.database.db);
});

interface Option {
  label: string;
  value: string;
  count: number;
  color_hex_code: string | null;
}
interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  additional_info: { type: string; position: number };
  options: Option[];
}
interface Result {
  products: {
    total_count: number;
    aggregations: Aggregation[];
    sort_fields: { default: string; options: { label: string; value: string }[] };
  };
}

const uid = (id: number) => Buffer.from(String(id)).toString('base64');
const LIVING = `category_uid: { eq: "${uid(10)}" }`;

async function aggregations(args: string, headers: Record<string, string> = { Store: 'int' }, aggArgs = '') {
  const res = await api.gql<Result>(
    `{ products(${args}) { total_count aggregations${aggArgs} { attribute_code label count position
       additional_info { type position } options { label value count color_hex_code } } } }`,
    { headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.products.aggregations;
}
const byCode = (aggs: Aggregation[], code: string) => aggs.find((a) => a.attribute_code === code);
/** label → count of an aggregation's options */
const counts = (aggs: Aggregation[], code: string) =>
  Object.fromEntries((byCode(aggs, code)?.options ?? []).map((o) => [o.label, o.count]));

describe('products aggregations', () => {
  it('counts every filterable attribute, the categories and the price buckets of a category listing', async () => {
    const aggs = await aggregations(`filter: { ${LIVING} }`);
    expect(aggs.map((a) => a.attribute_code)).toEqual(['category_uid', 'price', 'color', 'material']);
    expect(counts(aggs, 'color')).toEqual({ Red: 2, Blue: 1, Green: 1 });
    expect(counts(aggs, 'material')).toEqual({ Fabric: 1, Leather: 2, Wood: 2 });
    const color = byCode(aggs, 'color')!;
    expect(color).toMatchObject({
      label: 'Colour',
      count: 3,
      position: 10,
      additional_info: { type: 'main', position: 10 },
    });
    expect(color.options[0]).toEqual({
      label: 'Red',
      value: String(fx.options.red),
      count: 2,
      color_hex_code: '#ff0000',
    });
    // a text swatch has no colour
    expect(byCode(aggs, 'material')?.options.every((o) => o.color_hex_code === null)).toBe(true);
    expect(byCode(aggs, 'material')?.additional_info).toEqual({ type: 'additional', position: 20 });
    // style is not filterable; spec §9 codes never become aggregations
    for (const code of ['style', 'name', 'description', 'short_description', 'category_id']) {
      expect(byCode(aggs, code)).toBeUndefined();
    }
  });

  it('builds price buckets with Magento’s automatic step (count = number of buckets)', async () => {
    const aggs = await aggregations(`filter: { ${LIVING} }`);
    // max 950 → step 100; prices 90, 199, 500, 800, 950
    expect(byCode(aggs, 'price')).toEqual({
      attribute_code: 'price',
      label: 'Price',
      count: 5,
      position: 0,
      additional_info: { type: 'range', position: 0 },
      options: [
        { label: '0-100', value: '0_100', count: 1, color_hex_code: null },
        { label: '100-200', value: '100_200', count: 1, color_hex_code: null },
        { label: '500-600', value: '500_600', count: 1, color_hex_code: null },
        { label: '800-900', value: '800_900', count: 1, color_hex_code: null },
        { label: '900-1000', value: '900_1000', count: 1, color_hex_code: null },
      ],
    });
    const ru = await aggregations('filter: { category_id: { in: ["12", "13"] } }', { Store: 'ru' });
    // 45 000 and 100 000 RUB: max has 6 digits → step 100 000 gives 2 buckets
    expect(byCode(ru, 'price')?.options.map((o) => [o.value, o.count])).toEqual([
      ['0_100000', 1],
      ['100000_200000', 1],
    ]);
    const sofas = await aggregations('filter: { category_id: { in: ["12"] } }', { Store: 'ru' });
    // a single price: 45 000 → 10 000 (1 bucket) → 1 000 (1 bucket) → … stops at step 10
    expect(byCode(sofas, 'price')?.options.map((o) => o.value)).toEqual(['45000_45010']);
  });

  it('converts price buckets to the Content-Currency', async () => {
    const aggs = await aggregations(`filter: { ${LIVING} }`, { Store: 'int', 'Content-Currency': 'EUR' });
    // EUR 0.9215 per USD: 82.94, 183.38, 460.75, 737.20, 875.43
    expect(byCode(aggs, 'price')?.options.map((o) => [o.value, o.count])).toEqual([
      ['0_100', 1],
      ['100_200', 1],
      ['400_500', 1],
      ['700_800', 1],
      ['800_900', 1],
    ]);
    // a bucket used as a filter returns what it counted
    const res = await api.gql<{ products: { items: { sku: string }[] } }>(
      `{ products(filter: { ${LIVING}, price: { from: "400", to: "500" } }) { items { sku } } }`,
      { headers: { Store: 'int', 'Content-Currency': 'EUR' } },
    );
    expect(res.data?.products.items.map((i) => i.sku)).toEqual(['SOFA-OSLO']);
  });

  it('counts after filtering, each attribute without its own filter (disjunctive facets)', async () => {
    const { red, blue, leather } = fx.options;
    const red1 = await aggregations(`filter: { ${LIVING}, color: { eq: "${red}" } }`);
    // colour keeps its other options so a shopper can add blue; material counts the red products
    expect(counts(red1, 'color')).toEqual({ Red: 2, Blue: 1, Green: 1 });
    expect(counts(red1, 'material')).toEqual({ Fabric: 1, Leather: 1 });
    expect(byCode(red1, 'price')?.options.map((o) => o.value)).toEqual(['100_200', '500_600']);

    const redBlue = await aggregations(`filter: { ${LIVING}, color: { in: ["${red}", "${blue}"] } }`);
    expect(counts(redBlue, 'material')).toEqual({ Fabric: 1, Leather: 2 });

    const both = await aggregations(
      `filter: { ${LIVING}, color: { eq: "${red}" }, material: { eq: "${leather}" } }`,
    );
    expect(counts(both, 'color')).toEqual({ Red: 1, Blue: 1 }); // leather products by colour
    expect(counts(both, 'material')).toEqual({ Fabric: 1, Leather: 1 }); // red products by material
    expect(counts(both, 'category_uid')).toEqual({ 'Living room': 1, Armchairs: 1 });
  });

  it('keeps the other price buckets when a price range is chosen, and narrows the rest', async () => {
    const aggs = await aggregations(`filter: { ${LIVING}, price: { from: "500", to: "600" } }`);
    expect(byCode(aggs, 'price')?.count).toBe(5);
    expect(counts(aggs, 'color')).toEqual({ Red: 1 });
    expect(counts(aggs, 'material')).toEqual({ Fabric: 1 });
  });

  it('lists the categories under the store root with counts, or only the direct children', async () => {
    const aggs = await aggregations(`filter: { ${LIVING} }`);
    const category = byCode(aggs, 'category_uid')!;
    expect(category.label).toBe('Category');
    expect(category.options.map((o) => [o.label, o.value, o.count])).toEqual([
      ['Living room', uid(10), 5],
      ['Sofas', uid(11), 3],
      ['Corner sofas', uid(12), 1],
      ['Sofa beds', uid(13), 1],
      ['Modular sofas', uid(17), 1],
      ['Armchairs', uid(14), 1],
      ['Coffee tables', uid(15), 1],
    ]);
    expect(category.count).toBe(7);
    const direct = await aggregations(
      `filter: { ${LIVING} }`,
      { Store: 'int' },
      '(filter: { category: { includeDirectChildrenOnly: true } })',
    );
    expect(counts(direct, 'category_uid')).toEqual({ Sofas: 3, Armchairs: 1, 'Coffee tables': 1 });
    const top = await aggregations(
      'filter: { sku: { in: ["SOFA-OSLO", "BED-TROMSO"] } }',
      { Store: 'ru' },
      '(filter: { category: { includeDirectChildrenOnly: true } })',
    );
    expect(counts(top, 'category_uid')).toEqual({ Гостиная: 1, Спальня: 1 });
  });

  it('uses the store view’s labels', async () => {
    const aggs = await aggregations(`filter: { ${LIVING} }`, { Store: 'ru' });
    expect(byCode(aggs, 'color')?.label).toBe('Цвет');
    expect(counts(aggs, 'color')).toEqual({ Красный: 2, Синий: 1, Зелёный: 1 });
    expect(byCode(aggs, 'price')?.label).toBe('Цена');
    expect(byCode(aggs, 'category_uid')?.label).toBe('Категория');
  });

  it('facets search results with the attributes filterable in search, over search-visible products', async () => {
    const aggs = await aggregations('search: "table"');
    // the lamp (search only) is found, the coffee table (catalogue only) is not
    expect(counts(aggs, 'color')).toEqual({ Green: 1 });
    expect(counts(aggs, 'category_uid')).toEqual({ 'Living room': 1, 'Coffee tables': 1 });
    expect(byCode(aggs, 'price')?.options.map((o) => o.value)).toEqual(['40_50']);
  });

  it('returns no aggregations when nothing matches', async () => {
    const res = await api.gql<Result>(
      '{ products(filter: { sku: { eq: "NOPE" } }) { total_count aggregations { attribute_code } } }',
      {
        headers: { Store: 'int' },
      },
    );
    expect(res.data?.products).toEqual({ total_count: 0, aggregations: [] });
  });

  it('offers the sort fields with the store’s default, labelled in the store view’s language', async () => {
    const q =
      '{ products(filter: { sku: { eq: "SOFA-OSLO" } }) { sort_fields { default options { label value } } } }';
    const int = await api.gql<Result>(q, { headers: { Store: 'int' } });
    expect(int.data?.products.sort_fields).toEqual({
      default: 'position',
      options: [
        { label: 'Recommended', value: 'position' },
        { label: 'Product Name', value: 'name' },
        { label: 'Price', value: 'price' },
      ],
    });
    const ru = await api.gql<Result>(q, { headers: { Store: 'ru' } });
    expect(ru.data?.products.sort_fields.options.map((o) => o.label)).toEqual([
      'Рекомендуемые',
      'Название',
      'Цена',
    ]);
  });
});

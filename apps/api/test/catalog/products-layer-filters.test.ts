// Products.filters, Magento's deprecated layered navigation: the aggregations in the older
// LayerFilter shape — one filter per aggregation, one item per option, same order and counts —
// whether or not the query also asks for the aggregations. PageBuilder's Products content type
// (PWA Studio) reads it.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';
import { createListingFixture } from './listing-fixtures.ts';

const api = useTestApi();
const INT = { Store: 'int' };
beforeAll(async () => {
  await createListingFixture(api.database.db);
});

const uid = (id: number) => Buffer.from(String(id)).toString('base64');

interface Aggregation {
  attribute_code: string;
  label: string | null;
  count: number;
  options: { label: string | null; value: string; count: number }[];
}
interface LayerFilter {
  name: string | null;
  request_var: string;
  filter_items_count: number;
  filter_items: { __typename: string; label: string | null; value_string: string; items_count: number }[];
}

const FILTERS =
  'filters { name request_var filter_items_count filter_items { __typename label value_string items_count } }';
const AGGREGATIONS = 'aggregations { attribute_code label count options { label value count } }';

/** The aggregations as Magento's LayerFilter shape would carry them. */
const asFilters = (aggregations: Aggregation[]): LayerFilter[] =>
  aggregations.map((a) => ({
    name: a.label,
    request_var: a.attribute_code,
    filter_items_count: a.count,
    filter_items: a.options.map((o) => ({
      __typename: 'LayerFilterItem',
      label: o.label,
      value_string: o.value,
      items_count: o.count,
    })),
  }));

async function listing(args: string, fields: string, headers = INT) {
  const res = await api.gql<{ products: { aggregations?: Aggregation[]; filters?: LayerFilter[] } }>(
    `{ products(${args}) { total_count ${fields} } }`,
    { headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.products;
}

describe('Products.filters', () => {
  it.each([
    ['a category listing', `filter: { category_uid: { eq: "${uid(10)}" } }`],
    ['a filtered category listing', `filter: { category_uid: { eq: "${uid(10)}" }, price: { from: "100" } }`],
    ['a search', 'search: "sofa"'],
    ['every product', 'filter: {}'],
  ])('are the aggregations of %s in the LayerFilter shape', async (_name, args) => {
    for (const headers of [INT, { Store: 'ru' }]) {
      const both = await listing(args, `${AGGREGATIONS} ${FILTERS}`, headers);
      expect(both.aggregations!.length).toBeGreaterThan(1);
      expect(both.filters).toEqual(asFilters(both.aggregations!));
      // asked alone, the filters are the same
      expect((await listing(args, FILTERS, headers)).filters).toEqual(both.filters);
    }
  });

  it('names the attribute, the category and the price filters with their codes and counts', async () => {
    const { filters } = await listing(`filter: { category_uid: { eq: "${uid(10)}" } }`, FILTERS);
    expect(filters!.map((f) => f.request_var)).toEqual(['category_uid', 'price', 'color', 'material']);
    const color = filters!.find((f) => f.request_var === 'color')!;
    expect(color.name).toBe('Colour');
    expect(color.filter_items_count).toBe(color.filter_items.length);
    expect(
      color.filter_items
        .map((i) => [i.label, i.items_count])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['Blue', 1],
      ['Green', 1],
      ['Red', 2],
    ]);
  });

  it('is empty when nothing matches', async () => {
    const { filters } = await listing('search: "nothingmatchesthis"', FILTERS);
    expect(filters).toEqual([]);
  });

  it('serves PageBuilder’s products-by-URL-key document', async () => {
    const res = await api.gql<{
      products: { items: { sku: string }[]; total_count: number; filters: LayerFilter[] };
    }>(
      `query getProductsByUrlKey($url_keys: [String], $pageSize: Int!) {
        products(filter: { url_key: { in: $url_keys } }, pageSize: $pageSize) {
          items { id uid name sku url_key stock_status __typename small_image { url }
            price_range { maximum_price { final_price { currency value } regular_price { currency value }
              discount { amount_off } } } }
          total_count
          filters { name filter_items_count request_var filter_items { label value_string } }
        }
      }`,
      { variables: { url_keys: ['sofa-oslo', 'chair-lund'], pageSize: 2 }, headers: INT },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.products.items.map((i) => i.sku).sort()).toEqual(['CHAIR-LUND', 'SOFA-OSLO']);
    const aggregations = await listing(
      `filter: { url_key: { in: ["sofa-oslo", "chair-lund"] } }`,
      AGGREGATIONS,
    );
    expect(res.data!.products.filters).toEqual(
      asFilters(aggregations.aggregations!).map((f) => ({
        ...f,
        filter_items: f.filter_items.map(({ label, value_string }) => ({ label, value_string })),
      })),
    );
  });
});

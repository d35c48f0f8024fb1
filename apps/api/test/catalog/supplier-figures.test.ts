// What products cost us (design/b2b.md §4): the supplier figures are readable by other modules
// through the catalogue's supplierFigures, per website, exact to the decimal, and never reach the
// public product — not in the schema, not in a response.
import { Decimal } from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { supplierFigures } from '../../src/modules/catalog/index.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { useTestApi } from '../support/api-client.ts';
import { insertProduct } from './product-fixtures.ts';

const api = useTestApi();
const RU = 1;
const INT = 2;
const SUPPLIER_FIELDS = /factory|cost|margin|pricefactor|supplier/i;

let sofa = 0;
let lamp = 0;
let plain = 0;

beforeAll(async () => {
  const db = api.database.db;
  sofa = await insertProduct(db, {
    sku: 'SUP-SOFA',
    texts: { 0: { name: 'Supplier sofa' } },
    prices: { [RU]: { price: '99900' }, [INT]: { price: '1199.00' } },
    supplier: {
      [RU]: { factoryPrice: '54321.1234', factoryPriceDiscount: '12.5', costFactor: '1.1234' },
      [INT]: { factoryPrice: '654.3210', factoryPriceDiscount: '7', costFactor: '1.2' },
    },
  });
  // only the supplier's price is known on the Russian website, nothing on the international one
  lamp = await insertProduct(db, {
    sku: 'SUP-LAMP',
    texts: { 0: { name: 'Supplier lamp' } },
    prices: { [RU]: { price: '4990' }, [INT]: { price: '59.00' } },
    supplier: { [RU]: { factoryPrice: '2500' } },
  });
  plain = await insertProduct(db, {
    sku: 'SUP-PLAIN',
    texts: { 0: { name: 'No figures' } },
    prices: { [RU]: { price: '100' }, [INT]: { price: '2.00' } },
  });
  await reindexProducts(db);
});

const text = (value: Decimal | null) => (value === null ? null : value.toString());
const figures = async (websiteId: number, ids: number[]) =>
  new Map(
    [...(await supplierFigures(api.database.db, websiteId, ids))].map(([id, f]) => [
      id,
      [text(f.factoryPrice), text(f.factoryPriceDiscount), text(f.costFactor)],
    ]),
  );

describe('supplierFigures (the catalogue’s door for other modules)', () => {
  it('reads the figures of the website asked for, as exact decimals', async () => {
    expect(await figures(RU, [sofa])).toEqual(new Map([[sofa, ['54321.1234', '12.5', '1.1234']]]));
    expect(await figures(INT, [sofa])).toEqual(new Map([[sofa, ['654.321', '7', '1.2']]]));
    const [one] = (await supplierFigures(api.database.db, RU, [sofa])).values();
    expect(one!.factoryPrice).toBeInstanceOf(Decimal);
  });

  it('answers every id asked for, with nulls where a figure or the whole row is missing', async () => {
    expect(await figures(RU, [sofa, lamp, plain, 999_999])).toEqual(
      new Map([
        [sofa, ['54321.1234', '12.5', '1.1234']],
        [lamp, ['2500', null, null]],
        [plain, [null, null, null]],
        [999_999, [null, null, null]],
      ]),
    );
    expect(await figures(INT, [lamp])).toEqual(new Map([[lamp, [null, null, null]]]));
  });

  it('takes duplicate ids once and an empty list without a query', async () => {
    expect([...(await figures(RU, [sofa, sofa, lamp])).keys()]).toEqual([sofa, lamp]);
    expect((await supplierFigures(api.database.db, RU, [])).size).toBe(0);
  });

  it('keeps figures within their bounds in the database', async () => {
    const db = api.database.db;
    const bad = [
      { factoryPrice: '-1' },
      { factoryPriceDiscount: '100.5' },
      { factoryPriceDiscount: '-0.1' },
      { costFactor: '0' },
    ];
    for (const [i, supplier] of bad.entries()) {
      await expect(
        insertProduct(db, { sku: `SUP-BAD-${i}`, supplier: { [RU]: supplier } }),
        JSON.stringify(supplier),
      ).rejects.toThrow();
    }
  });
});

type IntrospectedType = { name: string; kind: string; fields: { name: string }[] | null } | null;

describe('the public product', () => {
  it('has no supplier, cost or margin field in the schema, on the interface or any product type', async () => {
    const res = await api.gql<{
      __type: { fields: { name: string }[]; possibleTypes: { name: string }[] };
    }>('{ __type(name: "ProductInterface") { fields { name } possibleTypes { name } } }');
    expect(res.errors).toBeUndefined();
    const iface = res.data!.__type;
    expect(iface.fields.length).toBeGreaterThan(20);
    expect(iface.fields.map((f) => f.name).filter((name) => SUPPLIER_FIELDS.test(name))).toEqual([]);
    expect(iface.possibleTypes.map((t) => t.name)).toEqual(
      expect.arrayContaining(['SimpleProduct', 'ConfigurableProduct']),
    );
    for (const { name } of iface.possibleTypes) {
      const type = await api.gql<{ __type: IntrospectedType }>(
        'query ($n: String!) { __type(name: $n) { name kind fields { name } } }',
        {
          variables: { n: name },
        },
      );
      const fields = type.data!.__type!.fields!.map((f) => f.name);
      expect(
        fields.filter((field) => SUPPLIER_FIELDS.test(field)),
        name,
      ).toEqual([]);
    }
  });

  it('refuses a query for the figures and never sends them in a product', async () => {
    const asked = await api.gql(
      '{ products(filter: { sku: { eq: "SUP-SOFA" } }) { items { sku factoryPrice costFactor } } }',
    );
    expect(asked.errors?.[0]?.message).toMatch(
      /Cannot query field "factoryPrice" on type "ProductInterface"/,
    );
    const res = await api.post(
      JSON.stringify({
        query: `{ products(filter: { sku: { eq: "SUP-SOFA" } }) { items { sku name
          price_range { minimum_price { regular_price { value } final_price { value } } }
          ... on SimpleProduct { price_tiers { final_price { value } } } } } }`,
      }),
    );
    const body = await res.text();
    expect(body).toContain('"SUP-SOFA"');
    expect(body).toContain('99900');
    for (const figure of ['54321', '12.5', '1.1234']) expect(body).not.toContain(figure);
  });
});

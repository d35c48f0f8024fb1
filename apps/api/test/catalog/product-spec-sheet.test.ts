// The spec-sheet fields of a product over real HTTP: `technical_attributes` (its own option
// attributes and its weight, in the store view's language), `astrio_stock_info` and
// `estimate_product_attributes`, for a simple and a configurable product in two languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { useTestApi } from '../support/api-client.ts';
import { insertAttribute, insertProduct } from './product-fixtures.ts';

const api = useTestApi({ CATALOG_CACHE_ENTRIES: '0' });
const EN = { Store: 'int' };
const RU = { Store: 'int_ru' };

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
type Any = any;

const FIELDS = `technical_attributes { attribute_code title value }
  astrio_stock_info { min_sale_qty qty_increments }
  estimate_product_attributes { attributeCode title value postfix }`;

async function products(skus: string[], headers: Record<string, string>) {
  const res = await api.gql<{ products: { items: Any[] } }>(
    `query ($skus: [String]) { products(filter: { sku: { in: $skus } }) { items { sku ${FIELDS} } } }`,
    { variables: { skus }, headers },
  );
  expect(res.errors).toBeUndefined();
  const items = res.data!.products.items;
  return skus.map((sku) => items.find((i) => i.sku === sku));
}

beforeAll(async () => {
  const db = api.database.db;
  const color = await insertAttribute(db, { code: 'color', labels: { '0': 'Colour', '3': 'Цвет' } }, [
    { labels: { '0': 'Red', '3': 'Красный' } },
    { labels: { '0': 'Blue', '3': 'Синий' } },
  ]);
  const material = await insertAttribute(
    db,
    { code: 'material', labels: { '0': 'Material', '3': 'Материал' } },
    [{ labels: { '0': 'Oak', '3': 'Дуб' } }, { labels: { '0': 'Steel', '3': 'Сталь' } }],
  );
  const style = await insertAttribute(db, { code: 'style', labels: { '0': 'Style', '3': 'Стиль' } }, [
    { labels: { '0': 'Loft', '3': 'Лофт' } },
  ]);
  const table = await insertProduct(db, {
    sku: 'SPEC-TABLE',
    texts: { 0: { name: 'Table' } },
    prices: { 2: { price: '300' } },
    weight: '12.5000',
    minSaleQty: '2',
    qtyIncrements: '2',
    attributeOptions: [
      { attributeId: color.id, optionId: color.options[0]! },
      // two materials: the values are joined in option order
      { attributeId: material.id, optionId: material.options[1]! },
      { attributeId: material.id, optionId: material.options[0]! },
    ],
  });
  const lamp = await insertProduct(db, {
    sku: 'SPEC-LAMP',
    texts: { 0: { name: 'Lamp' } },
    prices: { 2: { price: '50' } },
  });
  const sofa = await insertProduct(db, {
    sku: 'SPEC-SOFA',
    typeId: 'configurable',
    texts: { 0: { name: 'Sofa' } },
    weight: '40',
    superAttributes: [color.id],
    attributeOptions: [{ attributeId: style.id, optionId: style.options[0]! }],
  });
  const blue = await insertProduct(db, {
    sku: 'SPEC-SOFA-BLUE',
    parentId: sofa,
    texts: { 0: { name: 'Sofa blue' } },
    prices: { 2: { price: '900' } },
    attributeOptions: [{ attributeId: color.id, optionId: color.options[1]! }],
  });
  await reindexProducts(db, [table, lamp, sofa, blue]);
});

describe('technical_attributes, astrio_stock_info, estimate_product_attributes', () => {
  it('a simple product: its option attributes in attribute order, then its weight, in English', async () => {
    const [table, lamp] = await products(['SPEC-TABLE', 'SPEC-LAMP'], EN);
    expect(table.technical_attributes).toEqual([
      { attribute_code: 'color', title: 'Colour', value: 'Red' },
      { attribute_code: 'material', title: 'Material', value: 'Oak, Steel' },
      { attribute_code: 'weight', title: 'Weight', value: '12.5 kg' },
    ]);
    expect(table.astrio_stock_info).toEqual({ min_sale_qty: 2, qty_increments: 2 });
    expect(table.estimate_product_attributes).toEqual([
      { attributeCode: 'weight', title: 'Weight', value: '12.5', postfix: 'kg' },
    ]);
    // No attributes and no weight: empty lists, the default quantity rules.
    expect(lamp).toMatchObject({
      technical_attributes: [],
      astrio_stock_info: { min_sale_qty: 1, qty_increments: 1 },
      estimate_product_attributes: [],
    });
  });

  it('the same in the Russian store view', async () => {
    const [table] = await products(['SPEC-TABLE'], RU);
    expect(table.technical_attributes).toEqual([
      { attribute_code: 'color', title: 'Цвет', value: 'Красный' },
      { attribute_code: 'material', title: 'Материал', value: 'Дуб, Сталь' },
      { attribute_code: 'weight', title: 'Вес', value: '12.5 кг' },
    ]);
    expect(table.estimate_product_attributes).toEqual([
      { attributeCode: 'weight', title: 'Вес', value: '12.5', postfix: 'кг' },
    ]);
  });

  it("a configurable shows its own values, not its variants'", async () => {
    const [en] = await products(['SPEC-SOFA'], EN);
    expect(en.technical_attributes).toEqual([
      { attribute_code: 'style', title: 'Style', value: 'Loft' },
      { attribute_code: 'weight', title: 'Weight', value: '40 kg' },
    ]);
    expect(en.astrio_stock_info).toEqual({ min_sale_qty: 1, qty_increments: 1 });
    const [ru] = await products(['SPEC-SOFA'], RU);
    expect(ru.technical_attributes).toEqual([
      { attribute_code: 'style', title: 'Стиль', value: 'Лофт' },
      { attribute_code: 'weight', title: 'Вес', value: '40 кг' },
    ]);
    expect(ru.estimate_product_attributes).toEqual([
      { attributeCode: 'weight', title: 'Вес', value: '40', postfix: 'кг' },
    ]);
  });

  it('variants carry their own values', async () => {
    const res = await api.gql<Any>(
      `{ products(filter: { sku: { eq: "SPEC-SOFA" } }) { items { ... on ConfigurableProduct {
        variants { product { sku technical_attributes { attribute_code value } } } } } } }`,
      { headers: EN },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.products.items[0].variants).toEqual([
      {
        product: {
          sku: 'SPEC-SOFA-BLUE',
          technical_attributes: [{ attribute_code: 'color', value: 'Blue' }],
        },
      },
    ]);
  });
});

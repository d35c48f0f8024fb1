// An estimate item's nested product carries the spec-sheet fields: technical_attributes,
// astrio_stock_info and estimate_product_attributes, in the store view's language.
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import type { Shopper } from '../address/helpers.ts';
import { insertAttribute, insertProduct } from '../catalog/product-fixtures.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { type Any, addSimple, createEstimate, newCustomer, ok } from './helpers.ts';

const api = useTestApi(FAST_HASHING);

let owner: Shopper;

beforeAll(async () => {
  const db = api.database.db;
  const color = await insertAttribute(
    db,
    { code: 'color', labels: { '0': 'Colour', '1': 'Цвет', '3': 'Цвет' } },
    [{ labels: { '0': 'Red', '1': 'Красный', '3': 'Красный' } }],
  );
  const id = await insertProduct(db, {
    sku: 'EST-SPEC-TABLE',
    texts: { 0: { name: 'Table' } },
    prices: { 1: { price: '30000' }, 2: { price: '300' } },
    weight: '12.5',
    qtyIncrements: '2',
    minSaleQty: '2',
    attributeOptions: [{ attributeId: color.id, optionId: color.options[0]! }],
  });
  await reindexProducts(db, [id]);
  owner = await newCustomer(api);
});

describe("an estimate item's product", () => {
  it('carries technical_attributes, astrio_stock_info and estimate_product_attributes', async () => {
    const { id } = await createEstimate(api, owner, { name: 'Dining room' });
    await addSimple(api, owner, id, [{ sku: 'EST-SPEC-TABLE', quantity: 2 }]);
    const res = await api.gql<{ estimates: Any }>(
      `query($id: String) { estimates(filter: { id: { eq: $id } }) { items { products { items {
        product { sku
          technical_attributes { attribute_code title value }
          astrio_stock_info { min_sale_qty qty_increments }
          estimate_product_attributes { attributeCode title value postfix } } } } } } }`,
      { variables: { id: String(id) }, headers: owner.headers },
    );
    const [item] = ok(res).estimates.items[0].products.items;
    // The default store view (ru) is Russian.
    expect(item.product).toEqual({
      sku: 'EST-SPEC-TABLE',
      technical_attributes: [
        { attribute_code: 'color', title: 'Цвет', value: 'Красный' },
        { attribute_code: 'weight', title: 'Вес', value: '12.5 кг' },
      ],
      astrio_stock_info: { min_sale_qty: 2, qty_increments: 2 },
      estimate_product_attributes: [{ attributeCode: 'weight', title: 'Вес', value: '12.5', postfix: 'кг' }],
    });
  });
});

// Product fields that Magento 2.4.7 still serves and its clients still read (issue 18), over real
// HTTP: `url_rewrites` from the URL rewrite table, the deprecated `price` (ProductPrices) and
// `custom_attributesV2` from the product's option attributes.

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { attribute, urlRewrite } from '../../src/modules/catalog/product-tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { useTestApi } from '../support/api-client.ts';
import { insertAttribute, insertProduct } from './product-fixtures.ts';

const api = useTestApi();

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
type Any = any;

async function product(sku: string, fields: string, headers: Record<string, string> = { Store: 'int' }) {
  const res = await api.gql<{ products: { items: Any[] } }>(
    `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku ${fields} } } }`,
    { variables: { sku }, headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.products.items[0];
}

let lampId = 0;
let options: { brass: number; glass: number; modern: number } = { brass: 0, glass: 0, modern: 0 };

beforeAll(async () => {
  const db = api.database.db;
  const material = await insertAttribute(
    db,
    { code: 'material', labels: { '0': 'Material', '3': 'Материал' } },
    [{ labels: { '0': 'Brass', '3': 'Латунь' } }, { labels: { '0': 'Glass', '3': 'Стекло' } }],
  );
  const style = await insertAttribute(db, { code: 'style', labels: { '0': 'Style' } }, [
    { labels: { '0': 'Modern' } },
  ]);
  // Material is a layered-navigation filter; style is not. Style comes first on the page.
  await db.update(attribute).set({ isFilterable: true, position: 2 }).where(eq(attribute.id, material.id));
  await db.update(attribute).set({ position: 1 }).where(eq(attribute.id, style.id));
  options = {
    brass: material.options[0] as number,
    glass: material.options[1] as number,
    modern: style.options[0] as number,
  };
  lampId = await insertProduct(db, {
    attributeOptions: [
      { attributeId: material.id, optionId: options.glass },
      { attributeId: material.id, optionId: options.brass },
      { attributeId: style.id, optionId: options.modern },
    ],
    sku: 'COMPAT-LAMP',
    texts: { 0: { name: 'Brass lamp', extra: {} } },
    prices: {
      1: { price: '9990' },
      2: { price: '120.0000', specialPrice: '90.0000' },
    },
    fixedTaxes: [{ websiteId: 2, countryCode: 'US', amount: '3', label: 'Recycling fee' }],
  });
  await insertProduct(db, {
    sku: 'COMPAT-NO-URL',
    texts: { 0: { name: 'Plain lamp', extra: {} } },
    prices: { 1: { price: '4990' }, 2: { price: '60.0000' } },
  });
  await db.insert(urlRewrite).values([
    // The int store view (2): its URL, a URL through a category, and an old URL (a redirect).
    {
      storeId: 2,
      requestPath: 'brass-lamp.html',
      targetPath: `catalog/product/view/id/${lampId}`,
      entityType: 'product',
      entityId: lampId,
    },
    {
      storeId: 2,
      requestPath: 'lighting/brass-lamp.html',
      targetPath: `catalog/product/view/id/${lampId}/category/7`,
      entityType: 'product',
      entityId: lampId,
    },
    {
      storeId: 2,
      requestPath: 'old-brass-lamp.html',
      targetPath: 'brass-lamp.html',
      entityType: 'product',
      entityId: lampId,
      redirectType: 301,
    },
    // The ru store view (1) has its own URL.
    {
      storeId: 1,
      requestPath: 'latunnaya-lampa.html',
      targetPath: `catalog/product/view/id/${lampId}`,
      entityType: 'product',
      entityId: lampId,
    },
  ]);
  await bumpStoreVersion(db);
  await reindexProducts(db);
});

describe('url_rewrites', () => {
  it('lists the product’s current URLs in the store view with their target’s parameters', async () => {
    const lamp = await product('COMPAT-LAMP', 'url_rewrites { url parameters { name value } }');
    expect(lamp.url_rewrites).toEqual([
      { url: 'brass-lamp.html', parameters: [{ name: 'id', value: String(lampId) }] },
      {
        url: 'lighting/brass-lamp.html',
        parameters: [
          { name: 'id', value: String(lampId) },
          { name: 'category', value: '7' },
        ],
      },
    ]);
  });

  it('answers each store view with its own URLs, and an empty list for a product without any', async () => {
    const ru = await product('COMPAT-LAMP', 'url_rewrites { url }', { Store: 'ru' });
    expect(ru.url_rewrites).toEqual([{ url: 'latunnaya-lampa.html' }]);
    const plain = await product('COMPAT-NO-URL', 'url_rewrites { url }');
    expect(plain.url_rewrites).toEqual([]);
  });
});

describe('price (deprecated ProductPrices)', () => {
  it('gives the lowest, highest and regular prices of price_range, with fixed taxes as excluded WEEE', async () => {
    const lamp = await product(
      'COMPAT-LAMP',
      `price_range { minimum_price { regular_price { value currency } final_price { value currency } } }
       price {
         minimalPrice { amount { value currency } adjustments { amount { value currency } code description } }
         maximalPrice { amount { value currency } }
         regularPrice { amount { value currency } }
       }`,
    );
    expect(lamp.price.minimalPrice.amount).toEqual(lamp.price_range.minimum_price.final_price);
    expect(lamp.price.minimalPrice.amount).toEqual({ value: 90, currency: 'USD' });
    expect(lamp.price.maximalPrice.amount).toEqual({ value: 90, currency: 'USD' });
    expect(lamp.price.regularPrice.amount).toEqual({ value: 120, currency: 'USD' });
    expect(lamp.price.minimalPrice.adjustments).toEqual([
      { amount: { value: 3, currency: 'USD' }, code: 'WEEE', description: 'EXCLUDED' },
    ]);
  });

  it('follows the display currency and the website’s own prices', async () => {
    const ru = await product(
      'COMPAT-LAMP',
      'price { regularPrice { amount { value currency } adjustments { code } } }',
      {
        Store: 'ru',
      },
    );
    expect(ru.price.regularPrice).toEqual({ amount: { value: 9990, currency: 'RUB' }, adjustments: [] });
    const eur = await product('COMPAT-LAMP', 'price { regularPrice { amount { currency } } }', {
      Store: 'int',
      'Content-Currency': 'EUR',
    });
    expect(eur.price.regularPrice.amount.currency).toBe('EUR');
  });
});

describe('custom_attributesV2', () => {
  const FIELDS = `custom_attributesV2 { errors { type message } items { __typename code
    ... on AttributeSelectedOptions { selected_options { __typename label value } } } }`;

  it('lists the option attributes in position order with their options’ labels and ids', async () => {
    const lamp = await product('COMPAT-LAMP', FIELDS);
    expect(lamp.custom_attributesV2).toEqual({
      errors: [],
      items: [
        {
          __typename: 'AttributeSelectedOptions',
          code: 'style',
          selected_options: [
            { __typename: 'AttributeSelectedOption', label: 'Modern', value: String(options.modern) },
          ],
        },
        {
          __typename: 'AttributeSelectedOptions',
          code: 'material',
          selected_options: [
            { __typename: 'AttributeSelectedOption', label: 'Brass', value: String(options.brass) },
            { __typename: 'AttributeSelectedOption', label: 'Glass', value: String(options.glass) },
          ],
        },
      ],
    });
    const ru = await product('COMPAT-LAMP', FIELDS, { Store: 'int_ru' });
    expect(ru.custom_attributesV2.items[1].selected_options.map((o: Any) => o.label)).toEqual([
      'Латунь',
      'Стекло',
    ]);
    const plain = await product('COMPAT-NO-URL', FIELDS);
    expect(plain.custom_attributesV2).toEqual({ errors: [], items: [] });
  });

  it('keeps the attributes with the properties asked for, and says which filters it cannot apply', async () => {
    const filterable = await product(
      'COMPAT-LAMP',
      'custom_attributesV2(filters: { is_filterable: true, is_visible_on_front: true }) { errors { type } items { code } }',
    );
    expect(filterable.custom_attributesV2).toEqual({ errors: [], items: [{ code: 'material' }] });
    const unknown = await product(
      'COMPAT-LAMP',
      'custom_attributesV2(filters: { is_comparable: true, is_filterable: false }) { errors { type message } items { code } }',
    );
    expect(unknown.custom_attributesV2).toEqual({
      errors: [
        { type: 'FILTER_NOT_FOUND', message: 'The "is_comparable" filter is not kept by this catalogue.' },
      ],
      items: [{ code: 'style' }],
    });
  });
});

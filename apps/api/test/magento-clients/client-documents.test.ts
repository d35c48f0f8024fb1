// Documents written in the style of Magento's storefront clients (Vue Storefront's Magento 2
// integration, PWA Studio), kept in ./documents: each must validate against our schema as it is,
// and runs end to end here with assertions on the answer (issue 18). A client's document that
// names something we lack fails validation whole, so the first check is the one that matters.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { urlRewrite } from '../../src/modules/catalog/product-tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { buildSchema } from '../../src/schema.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { useTestApi } from '../support/api-client.ts';

const api = useTestApi();
const DIR = join(import.meta.dirname, 'documents');
const documents = Object.fromEntries(
  readdirSync(DIR)
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => [name, readFileSync(join(DIR, name), 'utf8')]),
);

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
type Any = any;

describe('client documents validate against our schema', () => {
  const schema = buildSchema();
  it.each(Object.keys(documents))('%s', (name) => {
    const errors = validate(schema, parse(documents[name] as string)).map((error) => error.message);
    expect(errors).toEqual([]);
  });
});

describe('client documents run', () => {
  let sofaId = 0;
  beforeAll(async () => {
    const db = api.database.db;
    sofaId = await insertProduct(db, {
      sku: 'CLIENT-SOFA',
      texts: { 0: { name: 'Linen sofa', extra: {} } },
      prices: { 1: { price: '59990' }, 2: { price: '900.0000', specialPrice: '810.0000' } },
    });
    await db.insert(urlRewrite).values({
      storeId: 2,
      requestPath: 'linen-sofa.html',
      targetPath: `catalog/product/view/id/${sofaId}`,
      entityType: 'product',
      entityId: sofaId,
    });
    await bumpStoreVersion(db);
    await reindexProducts(db);
  });

  it('product-listing.graphql: a listing filtered by SKU with prices in both shapes and the product’s URLs', async () => {
    const res = await api.gql<{ products: Any }>(documents['product-listing.graphql'] as string, {
      variables: { filter: { sku: { eq: 'CLIENT-SOFA' } } },
      headers: { Store: 'int' },
    });
    expect(res.errors).toBeUndefined();
    const listing = res.data!.products;
    expect(listing.total_count).toBe(1);
    expect(listing.page_info).toEqual({ current_page: 1, page_size: 10, total_pages: 1 });
    const [sofa] = listing.items;
    expect(sofa).toMatchObject({
      __typename: 'SimpleProduct',
      sku: 'CLIENT-SOFA',
      name: 'Linen sofa',
      url_rewrites: [{ url: 'linen-sofa.html', parameters: [{ name: 'id', value: String(sofaId) }] }],
      price: { regularPrice: { amount: { currency: 'USD', value: 900 } } },
      price_range: {
        minimum_price: {
          final_price: { currency: 'USD', value: 810 },
          regular_price: { currency: 'USD', value: 900 },
        },
      },
    });
    expect(listing.sort_fields.options.length).toBeGreaterThan(0);
  });

  it('recaptcha-config.graphql: reCAPTCHA is off and protects no form', async () => {
    const res = await api.gql<{ recaptchaV3Config: Any }>(documents['recaptcha-config.graphql'] as string);
    expect(res.errors).toBeUndefined();
    expect(res.data!.recaptchaV3Config).toEqual({
      website_key: '',
      badge_position: 'inline',
      language_code: null,
      minimum_score: 0.5,
      is_enabled: false,
      failure_message: 'reCAPTCHA verification failed.',
      forms: [],
    });
  });
});

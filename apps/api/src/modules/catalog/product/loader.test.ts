// The loader batches: a page of configurable products, each asking for all its fields, must cost
// one call per store function and level (parents, then variants), never one per product.
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { BatchLoader } from '../../../shared/batch-loader.ts';
import type { RequestContext } from '../../../shared/context.ts';
import { createProductLoader, mergeTexts, type ProductStore } from './loader.ts';
import * as service from './service.ts';
import type { ProductRow } from './store.ts';

const PARENTS = Array.from({ length: 20 }, (_, i) => 100 + i);
const variantsOf = (parent: number) => [1, 2, 3].map((n) => parent * 10 + n);

function row(id: number, parentId: number | null): ProductRow {
  return {
    id,
    sku: `sku-${id}`,
    typeId: parentId === null ? 'configurable' : 'simple',
    parentId,
    visibility: parentId === null ? 4 : 1,
    isActive: true,
    urlKey: `p-${id}`,
    weight: '2.5',
    stockQty: '10',
    isInStock: true,
    minSaleQty: '1',
    qtyIncrements: '1',
    newFromDate: null,
    newToDate: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

function countingStore() {
  const calls: Record<string, number[][]> = {};
  const record = (name: string, ids: number[]) => {
    calls[name] = [...(calls[name] ?? []), ids];
  };
  const store = {
    selectProducts: async (_db: unknown, ids: number[]) => {
      record('selectProducts', ids);
      return ids.map((id) => row(id, id >= 1000 ? Math.floor(id / 10) : null));
    },
    selectProductTexts: async (_db: unknown, ids: number[]) => {
      record('selectProductTexts', ids);
      return ids.map((id) => ({
        productId: id,
        storeId: 0,
        name: `Product ${id}`,
        description: null,
        shortDescription: null,
        metaTitle: null,
        metaKeyword: null,
        metaDescription: null,
        expectedDelivery: null,
        extra: {},
      }));
    },
    selectPrices: async (_db: unknown, ids: number[]) => {
      record('selectPrices', ids);
      return ids.map((id) => ({
        productId: id,
        websiteId: 2,
        price: String(id % 10 === 1 ? 100 : 150),
        specialPrice: null,
        specialFromDate: null,
        specialToDate: null,
      }));
    },
    selectTierPrices: async (_db: unknown, ids: number[]) => {
      record('selectTierPrices', ids);
      return [];
    },
    selectMedia: async (_db: unknown, ids: number[]) => {
      record('selectMedia', ids);
      return [];
    },
    selectOptions: async (_db: unknown, ids: number[]) => {
      record('selectOptions', ids);
      return [];
    },
    selectOptionValues: async (_db: unknown, ids: number[]) => {
      record('selectOptionValues', ids);
      return [];
    },
    selectSuperAttributes: async (_db: unknown, ids: number[]) => {
      record('selectSuperAttributes', ids);
      return ids.map((id) => ({
        productId: id,
        attributeId: 7,
        position: 0,
        code: 'color',
        labels: { '0': 'Colour' },
        swatchType: 'visual',
      }));
    },
    selectVariantIds: async (_db: unknown, ids: number[]) => {
      record('selectVariantIds', ids);
      return ids.flatMap((parentId) => variantsOf(parentId).map((id) => ({ id, parentId })));
    },
    selectAttributeOptions: async (_db: unknown, ids: number[]) => {
      record('selectAttributeOptions', ids);
      return ids.map((id) => ({
        productId: id,
        attributeId: 7,
        optionId: id % 10,
        position: id % 10,
        labels: { '0': `Option ${id % 10}` },
        swatchValue: '#ff0000',
      }));
    },
    selectFiles: async (_db: unknown, ids: number[]) => {
      record('selectFiles', ids);
      return [];
    },
    selectCategoryLinks: async (_db: unknown, ids: number[]) => {
      record('selectCategoryLinks', ids);
      return [];
    },
    selectFixedTaxes: async (_db: unknown, ids: number[]) => {
      record('selectFixedTaxes', ids);
      return [];
    },
    selectRegionCountry: async () => {
      record('selectRegionCountry', []);
      return 'US';
    },
    selectFirstRegionCountry: async () => {
      record('selectFirstRegionCountry', []);
      return 'US';
    },
  };
  return { calls, store: store as unknown as ProductStore };
}

describe('product loader', () => {
  it('answers a page of 20 configurable products with their variants in one query per kind and level', async () => {
    const { calls, store } = countingStore();
    const ctx = {
      db: {},
      store: { id: 2, defaultRegionCode: 'us' },
      website: { id: 2 },
      region: undefined,
      config: new Map([['general/locale/timezone', 'UTC']]),
      currency: { base: 'USD', display: 'USD', rate: new Decimal(1) },
      storefrontUrl: 'http://shop.test/',
    } as unknown as RequestContext;
    // The service reads the loader of this context: install the counting one.
    const { productLoader } = await import('./loader.ts');
    const loader = createProductLoader(ctx, store);
    Object.assign(productLoader(ctx), loader);

    const results = await Promise.all(
      PARENTS.map(async (id) => {
        const p = await service.productRecord(ctx, id);
        if (!p) throw new Error('missing');
        return Promise.all([
          service.priceRange(ctx, p),
          service.configurableOptions(ctx, p),
          service.variants(ctx, p),
          service.isInStock(ctx, p),
          service.roleImage(ctx, p, 'small_image'),
          service.customizableOptions(ctx, p),
          service.attachedFiles(ctx, p),
        ]);
      }),
    );

    const [range, options, variants, inStock, image] = results[0] ?? [];
    expect(range?.minimum_price.final_price).toEqual({ value: 100, currency: 'USD' });
    expect(range?.maximum_price.final_price).toEqual({ value: 150, currency: 'USD' });
    expect(options?.[0]?.values?.map((v) => v.value_index)).toEqual([1, 2, 3]);
    expect(variants).toHaveLength(3);
    expect(inStock).toBe(true);
    expect(image?.url).toBe('http://shop.test/media/catalog/product/placeholder/image.svg');

    // Parents and variants are two levels: at most two batches of products and prices.
    expect(calls.selectProducts?.length).toBe(2);
    expect(calls.selectProducts?.[0]).toHaveLength(20);
    expect(calls.selectProducts?.[1]).toHaveLength(60);
    expect(calls.selectPrices?.length).toBeLessThanOrEqual(2);
    for (const name of [
      'selectVariantIds',
      'selectSuperAttributes',
      'selectAttributeOptions',
      'selectMedia',
      'selectOptions',
      'selectFiles',
      'selectFixedTaxes',
    ]) {
      expect(calls[name]?.length, name).toBe(1);
    }
  });
});

describe('BatchLoader', () => {
  it('caches per id and gives the empty value for ids the batch does not return', async () => {
    const batches: number[][] = [];
    const loader = new BatchLoader<string[]>(
      async (ids) => {
        batches.push(ids);
        return new Map(ids.filter((id) => id !== 2).map((id) => [id, [`v${id}`]]));
      },
      () => [],
    );
    expect(await Promise.all([loader.load(1), loader.load(2), loader.load(1)])).toEqual([['v1'], [], ['v1']]);
    expect(await loader.load(1)).toEqual(['v1']);
    expect(batches).toEqual([[1, 2]]);
  });
});

describe('store-view texts', () => {
  it('take each text from the store view and fall back to store 0 per field', () => {
    const base = {
      productId: 1,
      name: 'Default',
      description: '<p>Default</p>',
      shortDescription: 'Short',
      metaTitle: null,
      metaKeyword: null,
      metaDescription: 'Meta',
      expectedDelivery: '2 weeks',
      extra: { personally: [{ handle: 'a' }], project_attributes: [{ title: 'x' }] },
    };
    const texts = [
      { ...base, storeId: 0 },
      {
        ...base,
        storeId: 2,
        name: 'Store name',
        description: null,
        expectedDelivery: null,
        extra: { personally: [] },
      },
    ];
    const merged = mergeTexts(row(1, null), texts, 2);
    expect(merged.name).toBe('Store name');
    expect(merged.description).toBe('<p>Default</p>');
    expect(merged.expectedDelivery).toBe('2 weeks');
    expect(merged.extra).toEqual({ personally: [], project_attributes: [{ title: 'x' }] });
    expect(mergeTexts(row(1, null), texts, 1).name).toBe('Default');
  });
});

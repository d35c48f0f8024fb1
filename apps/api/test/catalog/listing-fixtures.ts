// A small, explicit catalogue for the `products` tests: three attributes, seven products (one
// configurable with two variants), prices in both websites, category assignments; then the
// listing index is built with `reindexProducts`.
//
// int (USD) final prices of the catalogue-visible products:
//   P1 Corner sofa Oslo 500 · P2 Sofa bed Bergen 950 (special) · P3 Velvet armchair Lund 199 (tier)
//   P4 Modular sofa Malmo 800 (in-stock variant) · P5 Coffee table Vik 90
import type { Db } from '../../src/db/client.ts';
import {
  attribute,
  attributeOption,
  categoryProduct,
  product,
  productAttributeOption,
  productPrice,
  productStore,
  productTierPrice,
} from '../../src/db/schema.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';

export interface ListingFixture {
  products: Record<string, number>;
  options: Record<string, number>;
  attributes: Record<string, number>;
}

const RU_STORES = [1, 3];
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const lastYear = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

interface ProductSpec {
  key: string;
  sku: string;
  en: string;
  ru: string;
  type?: 'simple' | 'configurable';
  parent?: string;
  visibility?: number;
  active?: boolean;
  inStock?: boolean;
  usd?: string;
  rub?: string;
  special?: { website: number; price: string; from?: string; to?: string };
  tier?: { website: number; qty: string; value: string }[];
  categories?: [number, number][];
  options?: string[];
  description?: string;
  shortDescription?: string;
}

const PRODUCTS: ProductSpec[] = [
  {
    key: 'P1',
    sku: 'SOFA-OSLO',
    en: 'Corner sofa Oslo',
    ru: 'Диван угловой Осло',
    usd: '500',
    rub: '45000',
    special: { website: 2, price: '100', from: lastYear, to: lastYear }, // expired
    categories: [[12, 0]],
    options: ['red', 'fabric'],
    description: '<p>Soft <b>velvet</b> upholstery&nbsp;and oak legs</p>',
  },
  {
    key: 'P2',
    sku: 'SOFA-BERGEN',
    en: 'Sofa bed Bergen',
    ru: 'Диван-кровать Берген',
    usd: '1200',
    rub: '100000',
    special: { website: 2, price: '950', from: yesterday, to: tomorrow },
    categories: [
      [13, 0],
      [11, 1],
    ],
    options: ['blue', 'leather'],
    shortDescription: 'A sofa that becomes a bed',
  },
  {
    key: 'P3',
    sku: 'CHAIR-LUND',
    en: 'Velvet armchair Lund',
    ru: 'Бархатное кресло Лунд',
    usd: '250',
    rub: '20000',
    tier: [
      { website: 2, qty: '1', value: '199' },
      { website: 2, qty: '5', value: '150' }, // qty 5 never lowers the listing price
    ],
    categories: [[14, 0]],
    options: ['red', 'leather'],
    shortDescription: 'Compact armchair for reading',
  },
  {
    key: 'P4',
    sku: 'SOFA-MALMO',
    en: 'Modular sofa Malmo',
    ru: 'Модульный диван Мальмё',
    type: 'configurable',
    categories: [
      [17, 0],
      [11, 0],
    ],
    options: ['wood'],
  },
  {
    key: 'P4green',
    sku: 'SOFA-MALMO-GREEN',
    en: 'Modular sofa Malmo green',
    ru: 'Модульный диван Мальмё зелёный',
    parent: 'P4',
    visibility: 1,
    usd: '800',
    rub: '70000',
    options: ['green'],
  },
  {
    key: 'P4blue',
    sku: 'SOFA-MALMO-BLUE',
    en: 'Modular sofa Malmo blue',
    ru: 'Модульный диван Мальмё синий',
    parent: 'P4',
    visibility: 1,
    inStock: false,
    usd: '700',
    rub: '60000',
    options: ['blue'],
  },
  {
    key: 'P5',
    sku: 'TABLE-VIK',
    en: 'Coffee table Vik',
    ru: 'Журнальный столик Вик',
    visibility: 2, // catalogue only
    usd: '90',
    rub: '8000',
    categories: [[15, 0]],
    options: ['wood'],
  },
  {
    key: 'P6',
    sku: 'LAMP-AURA',
    en: 'Table lamp Aura',
    ru: 'Настольная лампа Аура',
    visibility: 3, // search only
    usd: '40',
    rub: '3500',
    categories: [[15, 1]],
    options: ['green'],
  },
  {
    key: 'P7',
    sku: 'SOFA-OLD',
    en: 'Old sofa',
    ru: 'Старый диван',
    active: false,
    usd: '10',
    rub: '900',
    categories: [[12, 1]],
  },
  {
    key: 'P8',
    sku: 'BED-TROMSO',
    en: 'Double bed Tromso',
    ru: 'Двуспальная кровать Тромсё',
    rub: '30000', // sold in the Russian website only
    categories: [[22, 0]],
  },
];

export async function createListingFixture(db: Db): Promise<ListingFixture> {
  const attributes: Record<string, number> = {};
  const options: Record<string, number> = {};
  const attrSpecs = [
    {
      code: 'color',
      labels: { '0': 'Colour', '1': 'Цвет', '3': 'Цвет' },
      isFilterable: true,
      isFilterableInSearch: true,
      filterGroup: 'main',
      position: 10,
      swatchType: 'visual',
      options: [
        ['red', 'Red', 'Красный', '#ff0000'],
        ['blue', 'Blue', 'Синий', '#0000ff'],
        ['green', 'Green', 'Зелёный', '#00ff00'],
      ],
    },
    {
      code: 'material',
      labels: { '0': 'Material', '1': 'Материал', '3': 'Материал' },
      isFilterable: true,
      isFilterableInSearch: true,
      filterGroup: 'additional',
      position: 20,
      swatchType: 'text',
      options: [
        ['fabric', 'Fabric', 'Ткань', 'Fa'],
        ['leather', 'Leather', 'Кожа', 'Le'],
        ['wood', 'Wood', 'Дерево', 'Wo'],
      ],
    },
    {
      code: 'style',
      labels: { '0': 'Style', '1': 'Стиль', '3': 'Стиль' },
      isFilterable: false, // neither in category listings nor in search
      isFilterableInSearch: false,
      filterGroup: 'additional',
      position: 30,
      swatchType: null,
      options: [['modern', 'Modern', 'Модерн', null]],
    },
  ] as const;
  // The fixture's own attributes replace the foundation seed's (no product uses those yet).
  await db.delete(attributeOption);
  await db.delete(attribute);
  for (const spec of attrSpecs) {
    const [row] = await db
      .insert(attribute)
      .values({
        code: spec.code,
        labels: spec.labels,
        isFilterable: spec.isFilterable,
        isFilterableInSearch: spec.isFilterableInSearch,
        filterGroup: spec.filterGroup,
        position: spec.position,
        swatchType: spec.swatchType,
      })
      .returning();
    attributes[spec.code] = row!.id;
    let position = 0;
    for (const [key, en, ru, swatch] of spec.options) {
      const [opt] = await db
        .insert(attributeOption)
        .values({
          attributeId: row!.id,
          position: position++,
          labels: { '0': en, '1': ru, '3': ru },
          swatchValue: swatch,
        })
        .returning();
      options[key] = opt!.id;
    }
  }
  const attributeOf = (optionKey: string) =>
    Object.entries(attributes).find(([code]) =>
      attrSpecs.find((a) => a.code === code)?.options.some(([k]) => k === optionKey),
    )![1];

  const products: Record<string, number> = {};
  for (const p of PRODUCTS) {
    const [row] = await db
      .insert(product)
      .values({
        sku: p.sku,
        typeId: p.type ?? 'simple',
        parentId: p.parent ? products[p.parent] : null,
        visibility: p.visibility ?? 4,
        isActive: p.active ?? true,
        urlKey: p.sku.toLowerCase(),
        isInStock: p.inStock ?? true,
        stockQty: p.inStock === false ? '0' : '10',
      })
      .returning();
    const id = row!.id;
    products[p.key] = id;
    await db.insert(productStore).values([
      {
        productId: id,
        storeId: 0,
        name: p.en,
        description: p.description ?? null,
        shortDescription: p.shortDescription ?? null,
      },
      ...RU_STORES.map((storeId) => ({ productId: id, storeId, name: p.ru })),
    ]);
    const prices = [
      ...(p.rub ? [{ productId: id, websiteId: 1, price: p.rub }] : []),
      ...(p.usd ? [{ productId: id, websiteId: 2, price: p.usd }] : []),
    ].map((row) =>
      p.special && p.special.website === row.websiteId
        ? {
            ...row,
            specialPrice: p.special.price,
            specialFromDate: p.special.from ?? null,
            specialToDate: p.special.to ?? null,
          }
        : row,
    );
    if (prices.length > 0) await db.insert(productPrice).values(prices);
    for (const tier of p.tier ?? []) {
      await db
        .insert(productTierPrice)
        .values({ productId: id, websiteId: tier.website, qty: tier.qty, value: tier.value });
    }
    for (const [categoryId, position] of p.categories ?? []) {
      await db.insert(categoryProduct).values({ categoryId, productId: id, position });
    }
    for (const key of p.options ?? []) {
      await db
        .insert(productAttributeOption)
        .values({ productId: id, attributeId: attributeOf(key), optionId: options[key]! });
    }
  }
  await reindexProducts(db);
  return { products, options, attributes };
}

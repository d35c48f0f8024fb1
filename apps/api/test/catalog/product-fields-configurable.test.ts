// Configurable products over real HTTP: configurable options with swatches of each kind, variants,
// the price range over variants (out-of-stock and disabled ones left out), stock, and the
// options selection.
import { beforeAll, describe, expect, it } from 'vitest';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { useTestApi } from '../support/api-client.ts';
import { insertAttribute, insertProduct } from './product-fixtures.ts';

// Without the cross-request cache: the loading tests count what one request's batching costs.
// No mail outbox worker: its polls on the same database handle would be counted by the loading test.
const api = useTestApi({ CATALOG_CACHE_ENTRIES: '0', MAIL_OUTBOX_WORKER: 'false' });
const INT = { Store: 'int' };

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
type Any = any;

async function products(skus: string[], fields: string, headers: Record<string, string> = INT) {
  const res = await api.gql<{ products: { items: Any[] } }>(
    `query ($skus: [String]) { products(filter: { sku: { in: $skus } }) { items { sku ${fields} } } }`,
    { variables: { skus }, headers },
  );
  expect(res.errors).toBeUndefined();
  const items = res.data!.products.items;
  return skus.map((sku) => items.find((i) => i.sku === sku));
}

const uid = (s: string) => Buffer.from(s).toString('base64');
const PRICE = `price_range {
  minimum_price { regular_price { value } final_price { value } discount { amount_off percent_off } }
  maximum_price { regular_price { value } final_price { value } }
}`;

let color: { id: number; options: number[] };
let size: { id: number; options: number[] };
let material: { id: number; options: number[] };
let sofaId = 0;
const variantIds: Record<string, number> = {};

beforeAll(async () => {
  const db = api.database.db;
  color = await insertAttribute(
    db,
    { code: 'color', labels: { '0': 'Colour', '3': 'Цвет' }, swatchType: 'visual' },
    [
      { labels: { '0': 'Red', '3': 'Красный' }, swatchValue: '#ff0000' },
      { labels: { '0': 'Oak' }, swatchValue: '/o/a/oak.png' },
      { labels: { '0': 'Plain' }, swatchValue: null },
    ],
  );
  size = await insertAttribute(db, { code: 'size', labels: { '0': 'Size' }, swatchType: 'text' }, [
    { labels: { '0': 'Small' }, swatchValue: 'S' },
    { labels: { '0': 'Large' }, swatchValue: null },
  ]);
  material = await insertAttribute(db, { code: 'material', labels: { '0': 'Material' } }, [
    { labels: { '0': 'Velvet' } },
  ]);

  sofaId = await insertProduct(db, {
    sku: 'SOFA',
    typeId: 'configurable',
    texts: { 0: { name: 'Sofa' } },
    superAttributes: [color.id, size.id, material.id],
    media: [{ file: '/s/o/sofa.svg', types: ['image', 'small_image', 'thumbnail'] }],
  });
  const variant = async (
    sku: string,
    colorIdx: number,
    sizeIdx: number,
    price: string,
    extra: Partial<Parameters<typeof insertProduct>[1]> = {},
  ) => {
    variantIds[sku] = await insertProduct(db, {
      sku,
      parentId: sofaId,
      texts: { 0: { name: sku } },
      prices: { 2: { price } },
      attributeOptions: [
        { attributeId: color.id, optionId: color.options[colorIdx]! },
        { attributeId: size.id, optionId: size.options[sizeIdx]! },
        { attributeId: material.id, optionId: material.options[0]! },
      ],
      ...extra,
    });
  };
  // Red/Small 100 with a special 70; Red/Large 150; Oak/Small 90 out of stock; Plain/Large 20 disabled.
  await variant('SOFA-RED-S', 0, 0, '100', {
    prices: { 2: { price: '100', specialPrice: '70' } },
    media: [{ file: '/s/o/sofa-red.svg', types: ['image'] }],
  });
  await variant('SOFA-RED-L', 0, 1, '150');
  await variant('SOFA-OAK-S', 1, 0, '90', { isInStock: false });
  await variant('SOFA-PLAIN-L', 2, 1, '20', { isActive: false });

  // All variants out of stock: the range is over all active ones, the product is out of stock.
  const gone = await insertProduct(db, {
    sku: 'CHAIR-GONE',
    typeId: 'configurable',
    superAttributes: [size.id],
  });
  for (const [i, price] of ['40', '60'].entries()) {
    await insertProduct(db, {
      sku: `CHAIR-GONE-${i}`,
      parentId: gone,
      isInStock: false,
      prices: { 2: { price } },
      attributeOptions: [{ attributeId: size.id, optionId: size.options[i]! }],
    });
  }
  await reindexProducts(db);
});

describe('configurable product', () => {
  it('is a ConfigurableProduct with its price range over in-stock, active variants', async () => {
    const [p] = await products(['SOFA'], `__typename type_id stock_status ${PRICE}`);
    expect(p).toMatchObject({
      __typename: 'ConfigurableProduct',
      type_id: 'configurable',
      stock_status: 'IN_STOCK',
    });
    // min regular 100 (Red/S) and min final 70 (Red/S special); max 150 (Red/L). Oak/S (90, out of
    // stock) and Plain/L (20, disabled) are left out.
    expect(p.price_range).toEqual({
      minimum_price: {
        regular_price: { value: 100 },
        final_price: { value: 70 },
        discount: { amount_off: 30, percent_off: 30 },
      },
      maximum_price: { regular_price: { value: 150 }, final_price: { value: 150 } },
    });
  });

  it('falls back to all active variants when none is in stock', async () => {
    const [p] = await products(['CHAIR-GONE'], `stock_status ${PRICE}`);
    expect(p.stock_status).toBe('OUT_OF_STOCK');
    expect(p.price_range.minimum_price.final_price.value).toBe(40);
    expect(p.price_range.maximum_price.final_price.value).toBe(60);
  });

  it('lists configurable options with values used by active variants and swatches of each kind', async () => {
    const [p] = await products(
      ['SOFA'],
      `... on ConfigurableProduct { configurable_options { uid id attribute_code attribute_id attribute_id_v2 attribute_uid label position product_id use_default
        values { uid value_index label default_label store_label use_default_value
          swatch_data { __typename value ... on ImageSwatchData { thumbnail } } } } }`,
    );
    const [c, s, m] = p.configurable_options;
    expect(c).toMatchObject({
      attribute_code: 'color',
      attribute_id: String(color.id),
      attribute_id_v2: color.id,
      attribute_uid: uid(String(color.id)),
      label: 'Colour',
      position: 0,
      product_id: sofaId,
      use_default: true,
      uid: uid(`configurable/${sofaId}/${color.id}`),
    });
    // Plain comes only from the disabled variant.
    expect(c.values).toEqual([
      {
        uid: uid(`configurable/${color.id}/${color.options[0]}`),
        value_index: color.options[0],
        label: 'Red',
        default_label: 'Red',
        store_label: 'Red',
        use_default_value: true,
        swatch_data: { __typename: 'ColorSwatchData', value: '#ff0000' },
      },
      {
        uid: uid(`configurable/${color.id}/${color.options[1]}`),
        value_index: color.options[1],
        label: 'Oak',
        default_label: 'Oak',
        store_label: 'Oak',
        use_default_value: true,
        swatch_data: {
          __typename: 'ImageSwatchData',
          value: '/o/a/oak.png',
          thumbnail: 'http://localhost:3000/media/catalog/swatch/o/a/oak.png',
        },
      },
    ]);
    expect(s.values.map((v: Any) => v.swatch_data)).toEqual([
      { __typename: 'TextSwatchData', value: 'S' },
      { __typename: 'TextSwatchData', value: 'Large' },
    ]);
    expect(m).toMatchObject({ attribute_code: 'material', position: 2 });
    expect(m.values[0].swatch_data).toBeNull();
  });

  it('labels options in the store view’s language', async () => {
    const [p] = await products(
      ['SOFA'],
      '... on ConfigurableProduct { configurable_options { label use_default values { label default_label store_label use_default_value } } }',
      { Store: 'int_ru' },
    );
    const [c] = p.configurable_options;
    expect(c).toMatchObject({ label: 'Цвет', use_default: false });
    expect(c.values[0]).toEqual({
      label: 'Красный',
      default_label: 'Red',
      store_label: 'Красный',
      use_default_value: false,
    });
  });

  it('lists active variants with their attributes and their own product fields', async () => {
    const [p] = await products(
      ['SOFA'],
      `... on ConfigurableProduct { variants { attributes { code label value_index uid }
        product { __typename id sku stock_status small_image { url } price_range { minimum_price { final_price { value } } } } } }`,
    );
    expect(p.variants.map((v: Any) => v.product.sku)).toEqual(['SOFA-RED-S', 'SOFA-RED-L', 'SOFA-OAK-S']);
    const [redS, , oakS] = p.variants;
    expect(redS.product).toMatchObject({
      __typename: 'SimpleProduct',
      id: variantIds['SOFA-RED-S'],
      stock_status: 'IN_STOCK',
      price_range: { minimum_price: { final_price: { value: 70 } } },
    });
    // A variant without a small image gets the placeholder.
    expect(redS.product.small_image.url).toMatch(/placeholder\/image\.svg$/);
    expect(redS.attributes).toEqual([
      {
        code: 'color',
        label: 'Red',
        value_index: color.options[0],
        uid: uid(`configurable/${color.id}/${color.options[0]}`),
      },
      {
        code: 'size',
        label: 'Small',
        value_index: size.options[0],
        uid: uid(`configurable/${size.id}/${size.options[0]}`),
      },
      {
        code: 'material',
        label: 'Velvet',
        value_index: material.options[0],
        uid: uid(`configurable/${material.id}/${material.options[0]}`),
      },
    ]);
    expect(oakS.product.stock_status).toBe('OUT_OF_STOCK');
  });

  it('answers a selection: available values, the chosen variant and its gallery', async () => {
    const red = uid(`configurable/${color.id}/${color.options[0]}`);
    const small = uid(`configurable/${size.id}/${size.options[0]}`);
    const velvet = uid(`configurable/${material.id}/${material.options[0]}`);
    const query = (uids: string[]) =>
      products(
        ['SOFA'],
        `... on ConfigurableProduct { configurable_product_options_selection(configurableOptionValueUids: ${JSON.stringify(uids)}) {
          configurable_options { attribute_code label uid values { uid label is_available is_use_default swatch { value } } }
          options_available_for_selection { attribute_code option_value_uids }
          variant { sku }
          media_gallery { url } } }`,
      );
    const [none] = await query([]);
    const s0 = none.configurable_product_options_selection;
    expect(s0.variant).toBeNull();
    expect(s0.media_gallery).toEqual([{ url: 'http://localhost:3000/media/catalog/product/s/o/sofa.svg' }]);
    // Oak exists only out of stock: listed, not available.
    expect(s0.configurable_options[0].values.map((v: Any) => [v.label, v.is_available])).toEqual([
      ['Red', true],
      ['Oak', false],
    ]);

    const [chosen] = await query([red, small, velvet]);
    const s1 = chosen.configurable_product_options_selection;
    expect(s1.variant).toEqual({ sku: 'SOFA-RED-S' });
    expect(s1.media_gallery).toEqual([
      { url: 'http://localhost:3000/media/catalog/product/s/o/sofa-red.svg' },
    ]);
    expect(s1.options_available_for_selection[1]).toEqual({
      attribute_code: 'size',
      option_value_uids: [small, uid(`configurable/${size.id}/${size.options[1]}`)],
    });

    const bad = await api.gql(
      `{ products(filter: { sku: { eq: "SOFA" } }) { items { ... on ConfigurableProduct {
        configurable_product_options_selection(configurableOptionValueUids: ["${uid('nonsense')}"]) { variant { sku } } } } } }`,
      { headers: INT },
    );
    expect(bad.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('loading', () => {
  // Counts the statements the server sends while it answers one request (the server runs in this
  // process on the same database handle).
  async function countQueries(run: () => Promise<unknown>): Promise<number> {
    const client = (api.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const original = client.query;
    let count = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      count++;
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      client.query = original;
    }
    return count;
  }

  it('answers a page of configurable products with a number of queries that does not grow with the page', async () => {
    const db = api.database.db;
    const skus: string[] = [];
    for (let i = 0; i < 20; i++) {
      const sku = `BULK-${i}`;
      skus.push(sku);
      const parent = await insertProduct(db, {
        sku,
        typeId: 'configurable',
        superAttributes: [size.id],
        media: [{ file: `/b/u/bulk-${i}.svg`, types: ['small_image'] }],
        categories: [11],
      });
      for (const [j, option] of size.options.entries()) {
        await insertProduct(db, {
          sku: `${sku}-${j}`,
          parentId: parent,
          prices: { 2: { price: String(100 + i + j) } },
          attributeOptions: [{ attributeId: size.id, optionId: option }],
        });
      }
    }
    await reindexProducts(db);
    const fields = `stock_status small_image { url } categories { id } ${PRICE} price_tiers { quantity }
      ... on CustomizableProductInterface { options { uid } }
      ... on ConfigurableProduct { configurable_options { values { label swatch_data { value } } }
        variants { attributes { code } product { sku stock_status ${PRICE} } } }`;
    let items: Any[] = [];
    const many = await countQueries(async () => {
      items = await products(skus, fields);
    });
    const few = await countQueries(() => products(skus.slice(0, 2), fields));
    expect(items.every((p) => p.variants.length === 2)).toBe(true);
    expect(items[19].price_range.minimum_price.final_price.value).toBe(119);
    expect(few).toBeGreaterThan(3);
    expect(many).toBe(few);
  });
});

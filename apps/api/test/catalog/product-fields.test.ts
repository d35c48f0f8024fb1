// Fields of simple products over real HTTP: texts and their store-view fallback, sanitised HTML,
// URLs, images and placeholders, gallery, prices (special dates, tiers, currencies, FPT), stock,
// customizable options, attached files, categories and the spec's extras.
import { beforeAll, describe, expect, it } from 'vitest';
import { configValue } from '../../src/db/schema.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { useTestApi } from '../support/api-client.ts';
import { daysFromToday, insertProduct } from './product-fixtures.ts';

const api = useTestApi();
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

const PRICE = `price_range {
  minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off }
    fixed_product_taxes { amount { value currency } label } }
  maximum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
}`;

let chairId = 0;

beforeAll(async () => {
  const db = api.database.db;
  chairId = await insertProduct(db, {
    sku: 'CHAIR-1',
    weight: '4.2500',
    minSaleQty: '2',
    qtyIncrements: '2',
    newFromDate: '2026-01-01',
    texts: {
      0: {
        name: 'Oak chair',
        description: '<p onclick="x()">Solid <b>oak</b><script>alert(1)</script></p>',
        shortDescription: 'A chair',
        metaTitle: 'Oak chair — Atrium',
        metaKeyword: 'chair, oak',
        metaDescription: 'An oak chair',
        expectedDelivery: 'Ships in 2–3 weeks',
        extra: {
          personally: [
            {
              attribute_code: 'room',
              entity_title: 'Kitchen',
              entity_url_key: 'kitchen',
              handle: 'kitchen-chairs',
              image_url: '/k/i/kitchen.svg',
              option_id: '42',
              short_description: 'For kitchens',
              description: 'Chairs for the kitchen',
              type_id: 3,
              type_title: 'Rooms',
              type_url_key: 'rooms',
            },
          ],
          project_attributes: [{ attribute_code: 'area', title: 'Area', value: '120 m²' }],
        },
      },
      3: { name: 'Дубовый стул', shortDescription: null, extra: {} },
    },
    prices: {
      1: { price: '12990' },
      2: {
        price: '200.0000',
        specialPrice: '150.0000',
        specialFromDate: daysFromToday(-2),
        specialToDate: daysFromToday(2),
      },
    },
    tiers: [
      { websiteId: 2, qty: '5', value: '130' },
      { websiteId: 2, qty: '10', value: '120' },
    ],
    media: [
      { file: '/o/a/oak-chair-2.svg', label: 'Back', position: 2, types: ['small_image', 'thumbnail'] },
      {
        file: '/o/a/oak-chair.svg',
        label: null as unknown as string,
        position: 1,
        types: ['image', 'swatch_image'],
      },
      { file: '/o/a/oak-chair-3.svg', label: 'Hidden', position: 3, disabled: true },
    ],
    options: [
      {
        type: 'drop_down',
        titles: { '0': 'Upholstery', '3': 'Обивка' },
        isRequired: true,
        values: [
          { titles: { '0': 'Linen' }, price: '0', sku: 'lin' },
          { titles: { '0': 'Leather' }, price: '10', priceType: 'PERCENT', sku: 'lea' },
        ],
      },
      { type: 'field', titles: { '0': 'Engraving' }, price: '15', maxCharacters: 20, sku: 'engr' },
      { type: 'checkbox', titles: { '0': 'Extras' }, values: [{ titles: { '0': 'Felt pads' }, price: '5' }] },
      { type: 'area', titles: { '0': 'Note' } },
      { type: 'radio', titles: { '0': 'Legs' }, values: [{ titles: { '0': 'Black' } }] },
      { type: 'multiple', titles: { '0': 'Cushions' }, values: [{ titles: { '0': 'Grey' }, price: '7' }] },
    ],
    files: [
      {
        fileType: { '0': 'Instructions', '3': 'Инструкции' },
        title: { '0': 'Assembly' },
        file: 'chair/assembly.pdf',
      },
      { fileType: { '0': 'Certificates' }, title: { '0': 'FSC' }, file: 'chair/fsc.pdf' },
      {
        fileType: { '0': 'Instructions', '3': 'Инструкции' },
        title: { '0': 'Care' },
        file: 'chair/care.pdf',
      },
    ],
    categories: [11, 10],
    fixedTaxes: [
      { websiteId: 2, countryCode: 'US', amount: '5', label: 'Recycling fee' },
      { websiteId: 2, countryCode: 'DE', amount: '8', label: 'Eco fee' },
    ],
  });
  await insertProduct(db, {
    sku: 'STOOL-OLD-SPECIAL',
    prices: {
      2: {
        price: '100',
        specialPrice: '50',
        specialFromDate: daysFromToday(-30),
        specialToDate: daysFromToday(-3),
      },
    },
    tiers: [{ websiteId: 2, qty: '1', value: '90' }],
    stockQty: '3',
  });
  await insertProduct(db, {
    sku: 'STOOL-FUTURE-SPECIAL',
    prices: { 2: { price: '100', specialPrice: '50', specialFromDate: daysFromToday(3) } },
    isInStock: false,
    stockQty: '0',
  });
  await db.insert(configValue).values({
    scope: 'default',
    scopeId: 0,
    path: 'cataloginventory/options/stock_threshold_qty',
    value: '5',
  });
  await bumpStoreVersion(db);
  await reindexProducts(db);
});

describe('product texts and URLs', () => {
  it('serves identity, URL and meta fields, with the product URL suffix', async () => {
    const [p] = await products(
      ['CHAIR-1'],
      'uid id __typename type_id name url_key url_suffix url_path canonical_url ... on SimpleProduct { relative_url redirect_code type weight } meta_title meta_keyword meta_description min_sale_qty qty_increments expected_delivery new_from_date new_to_date',
    );
    expect(p).toMatchObject({
      uid: Buffer.from(String(chairId)).toString('base64'),
      id: chairId,
      __typename: 'SimpleProduct',
      type_id: 'simple',
      name: 'Oak chair',
      url_key: 'chair-1',
      url_suffix: '.html',
      url_path: 'chair-1',
      canonical_url: 'chair-1.html',
      relative_url: 'chair-1.html',
      redirect_code: 0,
      type: 'PRODUCT',
      meta_title: 'Oak chair — Atrium',
      meta_keyword: 'chair, oak',
      meta_description: 'An oak chair',
      weight: 4.25,
      min_sale_qty: 2,
      qty_increments: 2,
      expected_delivery: 'Ships in 2–3 weeks',
      new_from_date: '2026-01-01 00:00:00',
      new_to_date: null,
    });
  });

  it('sanitises the description HTML', async () => {
    const [p] = await products(['CHAIR-1'], 'description { html } short_description { html }');
    expect(p.description.html).toBe('<p>Solid <b>oak</b></p>');
    expect(p.short_description.html).toBe('A chair');
  });

  it('takes each text from the store view and falls back to the default texts', async () => {
    const [p] = await products(
      ['CHAIR-1'],
      'name short_description { html } meta_title expected_delivery personally { handle }',
      { Store: 'int_ru' },
    );
    expect(p.name).toBe('Дубовый стул');
    expect(p.short_description.html).toBe('A chair');
    expect(p.meta_title).toBe('Oak chair — Atrium');
    expect(p.expected_delivery).toBe('Ships in 2–3 weeks');
    // The store view's own `extra` replaces the default keys it carries; it carries none here.
    expect(p.personally).toEqual([{ handle: 'kitchen-chairs' }]);
  });

  it('lists the store categories the product is in', async () => {
    const [p] = await products(['CHAIR-1'], 'categories { id name url_path __typename }');
    expect(p.categories.map((c: Any) => c.id)).toEqual([10, 11]);
    expect(p.categories[1]).toMatchObject({ url_path: 'living-room/sofas', __typename: 'CategoryTree' });
  });
});

describe('images and gallery', () => {
  it('serves the role images with absolute URLs and the product name as a missing label', async () => {
    const [p] = await products(
      ['CHAIR-1'],
      'image { url label position disabled } small_image { url label } thumbnail { url label } swatch_image',
    );
    expect(p.image).toEqual({
      url: 'http://localhost:3000/media/catalog/product/o/a/oak-chair.svg',
      label: 'Oak chair',
      position: 1,
      disabled: false,
    });
    expect(p.small_image).toEqual({
      url: 'http://localhost:3000/media/catalog/product/o/a/oak-chair-2.svg',
      label: 'Back',
    });
    expect(p.thumbnail.label).toBe('Back');
    expect(p.swatch_image).toBe('/o/a/oak-chair.svg');
  });

  it('falls back to the placeholder when the product has no image of a role', async () => {
    const [p] = await products(
      ['STOOL-OLD-SPECIAL'],
      'image { url label } small_image { url } swatch_image media_gallery { url }',
    );
    expect(p.image).toEqual({
      url: 'http://localhost:3000/media/catalog/product/placeholder/image.svg',
      label: 'STOOL-OLD-SPECIAL',
    });
    expect(p.small_image.url).toMatch(/placeholder\/image\.svg$/);
    expect(p.swatch_image).toBeNull();
    expect(p.media_gallery).toEqual([]);
  });

  it('lists the gallery by position, disabled images flagged', async () => {
    const [p] = await products(
      ['CHAIR-1'],
      'media_gallery { __typename url label position disabled } media_gallery_entries { uid id file label position disabled media_type types video_content { video_url } }',
    );
    expect(p.media_gallery.map((m: Any) => [m.__typename, m.position, m.disabled])).toEqual([
      ['ProductImage', 1, false],
      ['ProductImage', 2, false],
      ['ProductImage', 3, true],
    ]);
    expect(p.media_gallery[0].url).toBe('http://localhost:3000/media/catalog/product/o/a/oak-chair.svg');
    const [first] = p.media_gallery_entries;
    expect(first).toMatchObject({
      file: '/o/a/oak-chair.svg',
      label: null,
      position: 1,
      disabled: false,
      media_type: 'image',
      types: ['image', 'swatch_image'],
      video_content: null,
    });
    expect(first.uid).toBe(Buffer.from(String(first.id)).toString('base64'));
  });
});

describe('prices', () => {
  it('lowers the final price by a special price within its dates', async () => {
    const [p] = await products(['CHAIR-1'], `${PRICE} special_price`);
    expect(p.price_range.minimum_price).toMatchObject({
      regular_price: { value: 200, currency: 'USD' },
      final_price: { value: 150, currency: 'USD' },
      discount: { amount_off: 50, percent_off: 25 },
    });
    expect(p.price_range.maximum_price.final_price.value).toBe(150);
    expect(p.special_price).toBe(150);
  });

  it('ignores a special price outside its dates; a quantity-1 tier lowers the final price', async () => {
    const [old, future] = await products(['STOOL-OLD-SPECIAL', 'STOOL-FUTURE-SPECIAL'], PRICE);
    expect(old.price_range.minimum_price.final_price.value).toBe(90);
    expect(old.price_range.minimum_price.discount).toEqual({ amount_off: 10, percent_off: 10 });
    expect(future.price_range.minimum_price.final_price.value).toBe(100);
    expect(future.price_range.minimum_price.discount).toEqual({ amount_off: 0, percent_off: 0 });
  });

  it('shows tiers for larger quantities only in price_tiers, one per quantity', async () => {
    const [p] = await products(
      ['CHAIR-1'],
      'price_tiers { quantity final_price { value currency } discount { amount_off percent_off } }',
    );
    expect(p.price_tiers).toEqual([
      {
        quantity: 5,
        final_price: { value: 130, currency: 'USD' },
        discount: { amount_off: 70, percent_off: 35 },
      },
      {
        quantity: 10,
        final_price: { value: 120, currency: 'USD' },
        discount: { amount_off: 80, percent_off: 40 },
      },
    ]);
  });

  it('converts into the Content-Currency and uses the website’s own prices', async () => {
    const [eur] = await products(['CHAIR-1'], `${PRICE} price_tiers { final_price { value currency } }`, {
      Store: 'int',
      'Content-Currency': 'EUR',
    });
    expect(eur.price_range.minimum_price.regular_price).toEqual({ value: 184.3, currency: 'EUR' });
    expect(eur.price_range.minimum_price.final_price).toEqual({ value: 138.23, currency: 'EUR' });
    expect(eur.price_range.minimum_price.discount).toEqual({ amount_off: 46.08, percent_off: 25 });
    expect(eur.price_tiers[0].final_price).toEqual({ value: 119.8, currency: 'EUR' });
    const [ru] = await products(['CHAIR-1'], PRICE, { Store: 'ru' });
    expect(ru.price_range.minimum_price.final_price).toEqual({ value: 12990, currency: 'RUB' });
    expect(ru.price_range.minimum_price.fixed_product_taxes).toEqual([]);
  });

  it('lists fixed product taxes of the request’s region country, else of the default region', async () => {
    const [us] = await products(['CHAIR-1'], PRICE);
    expect(us.price_range.minimum_price.fixed_product_taxes).toEqual([
      { amount: { value: 5, currency: 'USD' }, label: 'Recycling fee' },
    ]);
    const [de] = await products(['CHAIR-1'], PRICE, {
      Store: 'int',
      Region: 'de',
      'Content-Currency': 'EUR',
    });
    expect(de.price_range.minimum_price.fixed_product_taxes).toEqual([
      { amount: { value: 7.37, currency: 'EUR' }, label: 'Eco fee' },
    ]);
  });
});

describe('stock', () => {
  it('reports the stock status and only_x_left_in_stock under the configured threshold', async () => {
    const [chair, old, future] = await products(
      ['CHAIR-1', 'STOOL-OLD-SPECIAL', 'STOOL-FUTURE-SPECIAL'],
      'stock_status only_x_left_in_stock',
    );
    expect(chair).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: null });
    expect(old).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: 3 });
    expect(future).toMatchObject({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
  });
});

describe('customizable options', () => {
  const OPTIONS = `... on CustomizableProductInterface { options { __typename uid option_id title required sort_order
    ... on CustomizableDropDownOption { value { uid option_type_id title price price_type sku sort_order } }
    ... on CustomizableRadioOption { value { title price price_type } }
    ... on CustomizableCheckboxOption { value { title price price_type } }
    ... on CustomizableMultipleOption { value { title price } }
    ... on CustomizableFieldOption { product_sku field_value: value { uid max_characters price price_type sku } }
    ... on CustomizableAreaOption { area_value: value { max_characters price price_type } }
  } }`;

  it('lists every option type with its required flag, titles per store view and priced values', async () => {
    const [p] = await products(['CHAIR-1'], OPTIONS);
    expect(p.options.map((o: Any) => [o.__typename, o.title, o.required, o.sort_order])).toEqual([
      ['CustomizableDropDownOption', 'Upholstery', true, 0],
      ['CustomizableFieldOption', 'Engraving', false, 1],
      ['CustomizableCheckboxOption', 'Extras', false, 2],
      ['CustomizableAreaOption', 'Note', false, 3],
      ['CustomizableRadioOption', 'Legs', false, 4],
      ['CustomizableMultipleOption', 'Cushions', false, 5],
    ]);
    const [dropDown, field] = p.options;
    expect(dropDown.uid).toBe(Buffer.from(`custom-option/${dropDown.option_id}`).toString('base64'));
    const leather = dropDown.value[1];
    // 10 % of the regular price 200.
    expect(leather).toMatchObject({
      title: 'Leather',
      price: 20,
      price_type: 'PERCENT',
      sku: 'lea',
      sort_order: 1,
    });
    expect(leather.uid).toBe(
      Buffer.from(`custom-option/${dropDown.option_id}/${leather.option_type_id}`).toString('base64'),
    );
    expect(field).toMatchObject({
      product_sku: 'CHAIR-1',
      field_value: { max_characters: 20, price: 15, price_type: 'FIXED', sku: 'engr' },
    });
    expect(p.options[3].area_value).toEqual({ max_characters: null, price: null, price_type: 'FIXED' });
    expect(p.options[5].value).toEqual([{ title: 'Grey', price: 7 }]);

    const [ru] = await products(['CHAIR-1'], OPTIONS, { Store: 'int_ru', 'Content-Currency': 'EUR' });
    expect(ru.options[0].title).toBe('Обивка');
    expect(ru.options[1].title).toBe('Engraving');
    expect(ru.options[0].value[1].price).toBe(18.43);
  });
});

describe('attached files and the spec’s extras', () => {
  it('groups attached files by their type label', async () => {
    const [p] = await products(['CHAIR-1'], 'attached_files { label files { title url file_type } }');
    expect(p.attached_files).toEqual([
      {
        label: 'Instructions',
        files: [
          {
            title: 'Assembly',
            url: 'http://localhost:3000/media/catalog/files/chair/assembly.pdf',
            file_type: 'Instructions',
          },
          {
            title: 'Care',
            url: 'http://localhost:3000/media/catalog/files/chair/care.pdf',
            file_type: 'Instructions',
          },
        ],
      },
      {
        label: 'Certificates',
        files: [
          {
            title: 'FSC',
            url: 'http://localhost:3000/media/catalog/files/chair/fsc.pdf',
            file_type: 'Certificates',
          },
        ],
      },
    ]);
    const [ru] = await products(['CHAIR-1'], 'attached_files { label }', { Store: 'int_ru' });
    expect(ru.attached_files.map((g: Any) => g.label)).toEqual(['Инструкции', 'Certificates']);
  });

  it('serves personally entries and project attributes', async () => {
    const [p] = await products(
      ['CHAIR-1', 'STOOL-OLD-SPECIAL'],
      `personally { attribute_code entity_title entity_url_key handle image_url option_id short_description description
        type_id type_title type_url_key } project_attributes { attribute_code title value }`,
    );
    expect(p.personally).toEqual([
      {
        attribute_code: 'room',
        entity_title: 'Kitchen',
        entity_url_key: 'kitchen',
        handle: 'kitchen-chairs',
        image_url: 'http://localhost:3000/media/catalog/product/k/i/kitchen.svg',
        option_id: 42,
        short_description: 'For kitchens',
        description: 'Chairs for the kitchen',
        type_id: 3,
        type_title: 'Rooms',
        type_url_key: 'rooms',
      },
    ]);
    expect(p.project_attributes).toEqual([{ attribute_code: 'area', title: 'Area', value: '120 m²' }]);
    const [, stool] = await products(
      ['CHAIR-1', 'STOOL-OLD-SPECIAL'],
      'personally { handle } project_attributes { title }',
    );
    expect(stool).toMatchObject({ personally: [], project_attributes: [] });
  });
});

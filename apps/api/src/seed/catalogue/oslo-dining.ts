// The demo's Oslo dining range (issue 18): seven simple products, the grouped "Oslo dining
// collection" of four of them and the dynamic bundle "Oslo dining set" built from them. Texts are
// [ru, en] pairs; prices are RUB (website ru) and USD (website int). generate.ts writes the rows.
import type { PictureKind } from './pictures.ts';
import type { Pair } from './vocabulary.ts';

/** The demo's grouped product (docs/catalogue.md#grouped-products). */
export const GROUPED_SKU = 'GRP-OSLO-COLLECTION';
/** The demo's bundle product, a dynamic price one (docs/catalogue.md). */
export const BUNDLE_SKU = 'BND-OSLO-DINING-SET';
/** "Kitchen & dining": where the collection and the set are listed. */
export const DINING_CATEGORY = 30;

export type OsloKey =
  | 'table180'
  | 'table220'
  | 'chairOak'
  | 'chairBlack'
  | 'chairSoft'
  | 'sideboard'
  | 'bench';

export interface OsloPiece {
  key: OsloKey;
  sku: string;
  urlKey: string;
  name: Pair;
  short: Pair;
  /** Facts for the description list: [label, value] pairs per language. */
  facts: [Pair, Pair][];
  rub: number;
  usd: string;
  weight: string;
  stockQty: number;
  categoryId: number;
  picture: { kind: PictureKind; color: string };
  /** Attribute options: [attribute code, option key]. */
  attributes: [string, string][];
}

const OAK = '#c8a165';
const SIZE: Pair = ['Размеры (Ш×Г×В)', 'Dimensions (W×D×H)'];
const MATERIAL: Pair = ['Материал', 'Material'];
const SOLID_OAK: Pair = ['массив дуба, масло-воск', 'solid oak, hardwax oil'];
const oslo = (ru: string, en: string): Pair => [ru, en];

export const OSLO_PIECES: OsloPiece[] = [
  {
    key: 'table180',
    sku: 'OSL-TABLE-180',
    urlKey: 'oslo-dining-table-180',
    name: oslo('Обеденный стол «Осло» 180 см', 'Oslo dining table 180 cm'),
    short: oslo(
      'Стол из массива дуба на шесть персон: простая рама, столешница толщиной 4 см.',
      'A solid oak table for six: a plain frame under a 4 cm top.',
    ),
    facts: [
      [MATERIAL, SOLID_OAK],
      [SIZE, ['180×90×75 см', '180×90×75 cm']],
    ],
    rub: 64_900,
    usd: '790.00',
    weight: '48.0000',
    stockQty: 24,
    categoryId: 31,
    picture: { kind: 'dining-table', color: OAK },
    attributes: [
      ['color', 'natural-oak'],
      ['material', 'solid-oak'],
    ],
  },
  {
    key: 'table220',
    sku: 'OSL-TABLE-220',
    urlKey: 'oslo-dining-table-220',
    name: oslo('Обеденный стол «Осло» 220 см', 'Oslo dining table 220 cm'),
    short: oslo(
      'Длинный стол «Осло» на восемь персон, из того же массива дуба.',
      'The long Oslo table, seating eight, in the same solid oak.',
    ),
    facts: [
      [MATERIAL, SOLID_OAK],
      [SIZE, ['220×95×75 см', '220×95×75 cm']],
    ],
    rub: 79_900,
    usd: '960.00',
    weight: '58.0000',
    stockQty: 12,
    categoryId: 31,
    picture: { kind: 'dining-table', color: OAK },
    attributes: [
      ['color', 'natural-oak'],
      ['material', 'solid-oak'],
    ],
  },
  {
    key: 'chairOak',
    sku: 'OSL-CHAIR-OAK',
    urlKey: 'oslo-dining-chair-oak',
    name: oslo('Стул «Осло», дуб', 'Oslo dining chair, oak'),
    short: oslo(
      'Стул с изогнутой спинкой к столу «Осло», массив дуба.',
      'A chair with a curved back for the Oslo table, in solid oak.',
    ),
    facts: [
      [MATERIAL, SOLID_OAK],
      [SIZE, ['46×52×80 см', '46×52×80 cm']],
    ],
    rub: 8_900,
    usd: '109.00',
    weight: '5.5000',
    stockQty: 120,
    categoryId: 32,
    picture: { kind: 'chair', color: OAK },
    attributes: [
      ['color', 'natural-oak'],
      ['material', 'solid-oak'],
    ],
  },
  {
    key: 'chairBlack',
    sku: 'OSL-CHAIR-BLACK',
    urlKey: 'oslo-dining-chair-black',
    name: oslo('Стул «Осло», чёрный', 'Oslo dining chair, black'),
    short: oslo(
      'Тот же стул «Осло», дуб под чёрной морилкой.',
      'The same Oslo chair, its oak stained black.',
    ),
    facts: [
      [MATERIAL, ['массив дуба, чёрная морилка', 'solid oak, black stain']],
      [SIZE, ['46×52×80 см', '46×52×80 cm']],
    ],
    rub: 9_400,
    usd: '115.00',
    weight: '5.5000',
    stockQty: 80,
    categoryId: 32,
    picture: { kind: 'chair', color: '#1e1e1f' },
    attributes: [
      ['color', 'black'],
      ['material', 'solid-oak'],
    ],
  },
  {
    key: 'chairSoft',
    sku: 'OSL-CHAIR-UPHOLSTERED',
    urlKey: 'oslo-dining-chair-upholstered',
    name: oslo('Стул «Осло» с мягким сиденьем', 'Oslo dining chair, upholstered'),
    short: oslo(
      'Стул «Осло» с сиденьем, обитым льном, — для долгих ужинов.',
      'The Oslo chair with a linen-upholstered seat, for long dinners.',
    ),
    facts: [
      [MATERIAL, ['массив дуба, лён', 'solid oak, linen']],
      [SIZE, ['46×54×80 см', '46×54×80 cm']],
    ],
    rub: 11_900,
    usd: '145.00',
    weight: '6.2000',
    stockQty: 60,
    categoryId: 32,
    picture: { kind: 'chair', color: '#d8c3a0' },
    attributes: [
      ['color', 'beige'],
      ['material', 'linen'],
    ],
  },
  {
    key: 'sideboard',
    sku: 'OSL-SIDEBOARD',
    urlKey: 'oslo-sideboard',
    name: oslo('Буфет «Осло»', 'Oslo sideboard'),
    short: oslo(
      'Низкий буфет с тремя дверцами и двумя ящиками для посуды и скатертей.',
      'A low sideboard with three doors and two drawers for plates and linen.',
    ),
    facts: [
      [MATERIAL, SOLID_OAK],
      [SIZE, ['160×45×80 см', '160×45×80 cm']],
    ],
    rub: 54_900,
    usd: '670.00',
    weight: '62.0000',
    stockQty: 9,
    categoryId: 34,
    picture: { kind: 'sideboard', color: OAK },
    attributes: [
      ['color', 'natural-oak'],
      ['material', 'solid-oak'],
    ],
  },
  {
    key: 'bench',
    sku: 'OSL-BENCH',
    urlKey: 'oslo-bench',
    name: oslo('Скамья «Осло»', 'Oslo bench'),
    short: oslo(
      'Скамья на три места вместо стульев с одной стороны стола.',
      'A bench seating three in place of the chairs along one side of the table.',
    ),
    facts: [
      [MATERIAL, SOLID_OAK],
      [SIZE, ['160×38×45 см', '160×38×45 cm']],
    ],
    rub: 14_900,
    usd: '180.00',
    weight: '14.0000',
    stockQty: 30,
    categoryId: DINING_CATEGORY,
    picture: { kind: 'coffee-table', color: OAK },
    attributes: [
      ['color', 'natural-oak'],
      ['material', 'solid-oak'],
    ],
  },
];

/** The collection's members in display order, with the quantity the product page suggests. */
export const COLLECTION: { key: OsloKey; qty: number }[] = [
  { key: 'table180', qty: 1 },
  { key: 'chairOak', qty: 4 },
  { key: 'sideboard', qty: 0 },
  { key: 'bench', qty: 0 },
];

export interface SetOption {
  title: Pair;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  required: boolean;
  selections: { key: OsloKey; qty: number; isDefault: boolean; canChangeQty: boolean }[];
}

/** The set's options: a table, four chairs of one kind (the quantity may change), a bench if wanted. */
export const SET_OPTIONS: SetOption[] = [
  {
    title: ['Стол', 'Table'],
    type: 'radio',
    required: true,
    selections: [
      { key: 'table180', qty: 1, isDefault: true, canChangeQty: false },
      { key: 'table220', qty: 1, isDefault: false, canChangeQty: false },
    ],
  },
  {
    title: ['Стулья', 'Chairs'],
    type: 'select',
    required: true,
    selections: [
      { key: 'chairOak', qty: 4, isDefault: true, canChangeQty: true },
      { key: 'chairBlack', qty: 4, isDefault: false, canChangeQty: true },
      { key: 'chairSoft', qty: 4, isDefault: false, canChangeQty: true },
    ],
  },
  {
    title: ['Скамья', 'Bench'],
    type: 'checkbox',
    required: false,
    selections: [{ key: 'bench', qty: 1, isDefault: false, canChangeQty: false }],
  },
];

export const COLLECTION_TEXTS = {
  name: oslo('Коллекция «Осло» для столовой', 'Oslo dining collection'),
  short: oslo(
    'Стол, стулья, буфет и скамья «Осло» из массива дуба — выберите, что и сколько нужно.',
    'The Oslo table, chairs, sideboard and bench in solid oak — choose what you need and how many.',
  ),
  description: oslo(
    '<p>Вся мебель «Осло» для столовой на одной странице: укажите количество каждого предмета и добавьте их в корзину вместе. Каждый предмет продаётся и доставляется отдельно.</p>',
    '<p>All the Oslo dining furniture on one page: set the quantity of each piece and add them to the cart together. Each piece is sold and delivered on its own.</p>',
  ),
  keywords: oslo('осло, столовая, дуб, коллекция', 'oslo, dining, oak, collection'),
};

export const SET_TEXTS = {
  name: oslo('Обеденный комплект «Осло»', 'Oslo dining set'),
  short: oslo(
    'Стол и четыре стула «Осло» одним заказом: выберите длину стола и стулья, добавьте скамью.',
    'The Oslo table and four chairs in one order: choose the table length and the chairs, add a bench.',
  ),
  description: oslo(
    '<p>Комплект собирается из мебели «Осло»: его цена — сумма выбранных предметов. Комплект доставляется одной поставкой.</p><ul><li>Стол: 180 или 220 см</li><li>Стулья: дуб, чёрные или с мягким сиденьем</li><li>Скамья — по желанию</li></ul>',
    '<p>The set is made of Oslo pieces: its price is the sum of the pieces chosen. It is delivered in one shipment.</p><ul><li>Table: 180 or 220 cm</li><li>Chairs: oak, black or upholstered</li><li>A bench if you like</li></ul>',
  ),
  keywords: oslo('осло, обеденный комплект, стол, стулья', 'oslo, dining set, table, chairs'),
};

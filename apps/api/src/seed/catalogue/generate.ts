// Builds the rows of the demo catalogue in memory, product by product. Every product draws from
// its own seeded generator (seed + index), so a catalogue is the same whatever the batch size, and
// ids are handed out in order from the given start ids.
import type {
  categoryProduct,
  product,
  productAttributeOption,
  productBundle,
  productBundleOption,
  productBundleSelection,
  productFile,
  productGroupedLink,
  productMedia,
  productOption,
  productOptionValue,
  productPrice,
  productStore,
  productSuperAttribute,
  productSupplierPrice,
  productTierPrice,
  urlRewrite,
} from '../../db/schema.ts';
import { COLORS, MANUFACTURERS, MATERIALS, SIZES, STYLES, storeLabels } from '../attributes.ts';
import { productTargetPath, type StoreScope } from '../url-rewrites.ts';
import {
  BUNDLE_SKU,
  COLLECTION,
  COLLECTION_TEXTS,
  DINING_CATEGORY,
  GROUPED_SKU,
  OSLO_PIECES,
  type OsloKey,
  SET_OPTIONS,
  SET_TEXTS,
} from './oslo-dining.ts';
import { personallyEntries } from './personally.ts';
import type { PictureKind, PictureSpec, PictureView } from './pictures.ts';
import { createRandom, hashString, type Random } from './random.ts';
import { roundRub, roundUsd, slugify } from './text.ts';
import {
  DELIVERY,
  type FileTemplate,
  MODELS,
  type OptionTemplate,
  OUT_OF_STOCK_DELIVERY,
  type Pair,
  PROFILES,
  type Profile,
  SHOWCASE_PROJECTS,
} from './vocabulary.ts';

export const RU_WEBSITE = 1;
export const INT_WEBSITE = 2;
/** Store 0 holds the English defaults (store 2 `int` falls back to it); 1 and 3 are Russian. */
const TEXT_STORES = [
  { storeId: 0, lang: 'en' as const },
  { storeId: 1, lang: 'ru' as const },
  { storeId: 3, lang: 'ru' as const },
];
export const SHOWCASE_CATEGORY = 154;
/** "Hospitality & contract": where the design consultation (a virtual product) is listed. */
const CONTRACT_CATEGORY = 100;
/** The demo's virtual product: a paid design consultation, never shipped (docs/catalogue.md). */
export const CONSULTATION_SKU = 'SRV-DESIGN-CONSULT';
const CLEARANCE_CATEGORY = 121;

/** The demo's grouped and bundle products (oslo-dining.ts). */
export { BUNDLE_SKU, GROUPED_SKU };

export interface GeneratorSettings {
  seed: number;
  /** Share pictures between products with the same kind, colour and shape (large catalogues). */
  picturePool: boolean;
  /** The first `showcase` products are the "our projects" showcase (category 154). */
  showcase: number;
  /** Dates of special prices and "new" flags are relative to this day. */
  today: Date;
  stores: StoreScope[];
  productSuffix: Map<number, string>;
  /** Attribute id by code, option id by `code:key` (see `ensureAttributes`). */
  attributeIds: Map<string, number>;
  optionIds: Map<string, number>;
}

export interface IdCounters {
  product: number;
  option: number;
  optionValue: number;
  bundleOption: number;
}

export interface Rows {
  product: (typeof product.$inferInsert)[];
  productStore: (typeof productStore.$inferInsert)[];
  productPrice: (typeof productPrice.$inferInsert)[];
  productSupplierPrice: (typeof productSupplierPrice.$inferInsert)[];
  productTierPrice: (typeof productTierPrice.$inferInsert)[];
  productAttributeOption: (typeof productAttributeOption.$inferInsert)[];
  productSuperAttribute: (typeof productSuperAttribute.$inferInsert)[];
  productMedia: (typeof productMedia.$inferInsert)[];
  categoryProduct: (typeof categoryProduct.$inferInsert)[];
  productOption: (typeof productOption.$inferInsert)[];
  productOptionValue: (typeof productOptionValue.$inferInsert)[];
  productFile: (typeof productFile.$inferInsert)[];
  productGroupedLink: (typeof productGroupedLink.$inferInsert)[];
  productBundle: (typeof productBundle.$inferInsert)[];
  productBundleOption: (typeof productBundleOption.$inferInsert)[];
  productBundleSelection: (typeof productBundleSelection.$inferInsert)[];
  urlRewrite: (typeof urlRewrite.$inferInsert)[];
}

export const emptyRows = (): Rows => ({
  product: [],
  productStore: [],
  productPrice: [],
  productSupplierPrice: [],
  productTierPrice: [],
  productAttributeOption: [],
  productSuperAttribute: [],
  productMedia: [],
  categoryProduct: [],
  productOption: [],
  productOptionValue: [],
  productFile: [],
  productGroupedLink: [],
  productBundle: [],
  productBundleOption: [],
  productBundleSelection: [],
  urlRewrite: [],
});

/** Files the rows refer to: pictures under catalog/product, documents under catalog/files. */
export interface Assets {
  pictures: Map<string, PictureSpec>;
  documents: Map<string, DocumentSpec>;
}

export interface DocumentSpec {
  title: string;
  lines: string[];
}

const SKU_PREFIX: Record<PictureKind, string> = {
  sofa: 'SOF',
  'corner-sofa': 'SOC',
  armchair: 'ARM',
  chair: 'CHR',
  'bar-stool': 'BST',
  'office-chair': 'OCH',
  'dining-table': 'DTB',
  'round-table': 'RTB',
  'coffee-table': 'CTB',
  desk: 'DSK',
  bed: 'BED',
  'kids-bed': 'KBD',
  mattress: 'MAT',
  wardrobe: 'WRD',
  sideboard: 'SDB',
  'tv-unit': 'TVU',
  'bedside-table': 'BSD',
  chest: 'CHS',
  vitrine: 'VTR',
  shelf: 'SHL',
  'pendant-lamp': 'PND',
  'floor-lamp': 'FLM',
  'table-lamp': 'TLM',
  'wall-lamp': 'WLM',
  lounger: 'LNG',
  rug: 'RUG',
  cushion: 'CSH',
  curtain: 'CRT',
  mirror: 'MIR',
  vase: 'VAS',
  room: 'PRJ',
};

const SERIES: Pair[] = [
  ['', ''],
  ['', ''],
  ['', ''],
  [' II', ' II'],
  [' Mini', ' Mini'],
  [' Plus', ' Plus'],
  [' Soft', ' Soft'],
  [' Lux', ' Lux'],
];

const colorDef = new Map(COLORS.map((c) => [c.key, c]));
const materialDef = new Map(MATERIALS.map((m) => [m.key, m]));
const sizeDef = new Map(SIZES.map((s) => [s.key, s]));

const POOL_SHAPES = 6;
const DAY = 86_400_000;

function isoDate(today: Date, offsetDays: number): string {
  return new Date(today.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
}

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const money = (n: number) => n.toFixed(2);

/** Picture file names follow Magento's dispersion: "/d/i/divan-oslo-12.svg". */
export function dispersedPath(name: string): string {
  const a = name.charAt(0) || '_';
  const b = name.charAt(1) || '_';
  return `/${a}/${b}/${name}`;
}

interface Texts {
  name: Pair;
  short: Pair;
  description: Pair | null;
  keywords: Pair;
}

export class CatalogueGenerator {
  readonly settings: GeneratorSettings;
  readonly ids: IdCounters;
  private readonly positions = new Map<number, number>();
  private readonly profileWeights: (readonly [Profile, number])[];

  constructor(settings: GeneratorSettings, ids: IdCounters) {
    this.settings = settings;
    this.ids = { ...ids };
    this.profileWeights = PROFILES.map((p) => [p, p.weight] as const);
  }

  private attributeId(code: string): number {
    const id = this.settings.attributeIds.get(code);
    if (id === undefined) throw new Error(`Unknown attribute ${code}`);
    return id;
  }

  private option(code: string, key: string): number {
    const id = this.settings.optionIds.get(`${code}:${key}`);
    if (id === undefined) throw new Error(`Unknown attribute option ${code}:${key}`);
    return id;
  }

  private nextPosition(categoryId: number): number {
    const next = (this.positions.get(categoryId) ?? 0) + 1;
    this.positions.set(categoryId, next);
    return next;
  }

  /** Generates visible product number `index` (0-based) with its variants into `rows`. */
  generate(index: number, rows: Rows, assets: Assets): void {
    const r = createRandom(hashString(`${this.settings.seed}:${index}`));
    if (index < this.settings.showcase && index < SHOWCASE_PROJECTS.length)
      this.showcaseProject(index, r, rows, assets);
    else this.regular(r, rows, assets);
  }

  /**
   * The design consultation: a virtual product (no weight, never shipped), appended after the
   * generated catalogue so the generated products keep their ids. Stock counts the sessions the
   * studio can take, with the same sale rules as a simple product.
   */
  designConsultation(rows: Rows, assets: Assets): number {
    const id = this.ids.product++;
    const urlKey = 'design-consultation';
    rows.product.push({
      id,
      sku: CONSULTATION_SKU,
      typeId: 'virtual',
      visibility: 4,
      urlKey,
      weight: null,
      stockQty: '500',
      isInStock: true,
    });
    this.storeTexts(
      rows,
      id,
      {
        name: ['Консультация дизайнера', 'Design consultation'],
        short: [
          'Два часа с нашим дизайнером интерьеров: планировка, подбор мебели и смета — онлайн или в студии.',
          'Two hours with our interior designer: layout, furniture selection and an estimate — online or in the studio.',
        ],
        description: [
          '<p>Дизайнер разберёт ваш план, предложит расстановку и подберёт мебель из каталога под бюджет.</p><ul><li>Продолжительность: 2 часа</li><li>Формат: видеозвонок или встреча в студии</li><li>После встречи — подборка товаров и смета</li></ul><p>Доставка не требуется: после оплаты менеджер свяжется с вами, чтобы назначить время.</p>',
          '<p>The designer reviews your floor plan, suggests a layout and picks furniture from the catalogue to fit your budget.</p><ul><li>Length: 2 hours</li><li>Format: video call or a meeting in the studio</li><li>Afterwards: a product selection and an estimate</li></ul><p>Nothing is shipped: once it is paid, a manager contacts you to book the time.</p>',
        ],
        keywords: ['консультация, дизайн интерьера, услуга', 'consultation, interior design, service'],
      },
      null,
      () => ({}),
    );
    this.prices(rows, id, 15_000, '190.00', null);
    rows.categoryProduct.push({
      categoryId: CONTRACT_CATEGORY,
      productId: id,
      position: this.nextPosition(CONTRACT_CATEGORY),
    });
    const file = this.picture(
      assets,
      { kind: 'room', color: '#b8a48c', seed: id * 10, view: 'main' },
      urlKey,
      'consultation',
    );
    rows.productMedia.push({
      productId: id,
      file,
      label: 'Design consultation',
      position: 1,
      types: ['image', 'small_image', 'thumbnail'],
    });
    this.rewrites(rows, id, urlKey, null);
    return id;
  }

  /**
   * The Oslo dining range (oslo-dining.ts), appended after the design consultation: seven simple
   * products, the grouped "Oslo dining collection" of four of them (no price or stock of its own:
   * its members') and the dynamic bundle "Oslo dining set" (no price row: the sum of the pieces
   * chosen), with stock of its own as a bundle keeps it.
   */
  osloDining(rows: Rows, assets: Assets): { grouped: number; bundle: number } {
    const ids = new Map<OsloKey, number>();
    for (const piece of OSLO_PIECES) {
      const id = this.ids.product++;
      ids.set(piece.key, id);
      rows.product.push({
        id,
        sku: piece.sku,
        typeId: 'simple',
        visibility: 4,
        urlKey: piece.urlKey,
        weight: piece.weight,
        stockQty: String(piece.stockQty),
        isInStock: true,
      });
      const list = (i: 0 | 1) =>
        `<ul>${piece.facts.map(([label, value]) => `<li><strong>${html(label[i])}:</strong> ${html(value[i])}</li>`).join('')}</ul>`;
      this.storeTexts(
        rows,
        id,
        {
          name: piece.name,
          short: piece.short,
          description: [
            `<p>${html(piece.short[0])}</p>${list(0)}`,
            `<p>${html(piece.short[1])}</p>${list(1)}`,
          ],
          keywords: [`осло, ${piece.name[0].toLowerCase()}`, `oslo, ${piece.name[1].toLowerCase()}`],
        },
        DELIVERY[1] ?? null,
        () => ({}),
      );
      this.prices(rows, id, piece.rub, piece.usd, null);
      for (const [code, key] of piece.attributes) {
        rows.productAttributeOption.push({
          productId: id,
          attributeId: this.attributeId(code),
          optionId: this.option(code, key),
        });
      }
      rows.categoryProduct.push({
        categoryId: piece.categoryId,
        productId: id,
        position: this.nextPosition(piece.categoryId),
      });
      this.osloPicture(rows, assets, id, piece.urlKey, piece.name[1], piece.picture);
      this.rewrites(rows, id, piece.urlKey, null);
    }
    const of = (key: OsloKey) => ids.get(key) as number;

    const grouped = this.osloProduct(rows, assets, {
      sku: GROUPED_SKU,
      typeId: 'grouped',
      urlKey: 'oslo-dining-collection',
      texts: COLLECTION_TEXTS,
      // a grouped product keeps no stock: its members do
      stockQty: '0',
      picture: { kind: 'dining-table', color: '#c8a165' },
    });
    COLLECTION.forEach(({ key, qty }, position) => {
      rows.productGroupedLink.push({
        productId: grouped,
        linkedProductId: of(key),
        position,
        qty: String(qty),
      });
    });

    const bundle = this.osloProduct(rows, assets, {
      sku: BUNDLE_SKU,
      typeId: 'bundle',
      urlKey: 'oslo-dining-set',
      texts: SET_TEXTS,
      stockQty: '100',
      picture: { kind: 'chair', color: '#c8a165' },
    });
    rows.productBundle.push({
      productId: bundle,
      dynamicPrice: true,
      dynamicSku: false,
      dynamicWeight: true,
      priceView: 'PRICE_RANGE',
      shipBundleItems: 'TOGETHER',
    });
    SET_OPTIONS.forEach((option, index) => {
      const optionId = this.ids.bundleOption++;
      rows.productBundleOption.push({
        id: optionId,
        productId: bundle,
        type: option.type,
        isRequired: option.required,
        position: index + 1,
        titles: { '0': option.title[1], '1': option.title[0], '3': option.title[0] },
      });
      option.selections.forEach((selection, position) => {
        rows.productBundleSelection.push({
          optionId,
          productId: of(selection.key),
          position: position + 1,
          isDefault: selection.isDefault,
          qty: String(selection.qty),
          canChangeQty: selection.canChangeQty,
          priceType: 'FIXED',
          // a dynamic bundle charges each product's own price
          prices: {},
        });
      });
    });
    return { grouped, bundle };
  }

  /** The collection or the set: texts, category, picture and URLs, and no price row. */
  private osloProduct(
    rows: Rows,
    assets: Assets,
    def: {
      sku: string;
      typeId: 'grouped' | 'bundle';
      urlKey: string;
      texts: Texts & { description: Pair };
      stockQty: string;
      picture: { kind: PictureKind; color: string };
    },
  ): number {
    const id = this.ids.product++;
    rows.product.push({
      id,
      sku: def.sku,
      typeId: def.typeId,
      visibility: 4,
      urlKey: def.urlKey,
      weight: null,
      stockQty: def.stockQty,
      isInStock: true,
    });
    this.storeTexts(rows, id, def.texts, DELIVERY[1] ?? null, () => ({}));
    rows.categoryProduct.push({
      categoryId: DINING_CATEGORY,
      productId: id,
      position: this.nextPosition(DINING_CATEGORY),
    });
    this.osloPicture(rows, assets, id, def.urlKey, def.texts.name[1], { ...def.picture, view: 'interior' });
    this.rewrites(rows, id, def.urlKey, null);
    return id;
  }

  private osloPicture(
    rows: Rows,
    assets: Assets,
    productId: number,
    urlKey: string,
    label: string,
    picture: { kind: PictureKind; color: string; view?: PictureView },
  ) {
    const file = this.picture(
      assets,
      { kind: picture.kind, color: picture.color, seed: productId * 10, view: picture.view ?? 'main' },
      urlKey,
      `oslo-${urlKey}`,
    );
    rows.productMedia.push({
      productId,
      file,
      label,
      position: 1,
      types: ['image', 'small_image', 'thumbnail'],
    });
  }

  private picture(assets: Assets, spec: PictureSpec, uniqueName: string, colorKey: string): string {
    const view = spec.view ?? 'main';
    let name: string;
    if (this.settings.picturePool) {
      const shape = spec.seed % POOL_SHAPES;
      name = `${spec.kind}-${colorKey}-${shape}-${view}.svg`;
      spec = { ...spec, seed: shape + 1 };
    } else name = `${uniqueName}.svg`;
    const file = dispersedPath(name);
    if (!assets.pictures.has(file)) assets.pictures.set(file, spec);
    return file;
  }

  private storeTexts(
    rows: Rows,
    productId: number,
    texts: Texts,
    delivery: Pair | null,
    extra: (lang: 'ru' | 'en') => Record<string, unknown>,
  ) {
    for (const { storeId, lang } of TEXT_STORES) {
      const i = lang === 'ru' ? 0 : 1;
      rows.productStore.push({
        productId,
        storeId,
        name: texts.name[i],
        description: texts.description ? texts.description[i] : null,
        shortDescription: texts.short[i],
        metaTitle: texts.name[i],
        metaKeyword: texts.keywords[i],
        metaDescription: texts.short[i],
        expectedDelivery: delivery ? delivery[i] : null,
        extra: extra(lang),
      });
    }
  }

  private rewrites(rows: Rows, productId: number, urlKey: string, oldKey: string | null) {
    for (const store of this.settings.stores) {
      const suffix = this.settings.productSuffix.get(store.id) ?? '';
      rows.urlRewrite.push({
        storeId: store.id,
        requestPath: `${urlKey}${suffix}`,
        targetPath: productTargetPath(productId),
        entityType: 'product',
        entityId: productId,
        redirectType: 0,
      });
      if (oldKey) {
        rows.urlRewrite.push({
          storeId: store.id,
          requestPath: `${oldKey}${suffix}`,
          targetPath: `${urlKey}${suffix}`,
          entityType: 'product',
          entityId: productId,
          redirectType: 301,
        });
      }
    }
  }

  private prices(rows: Rows, productId: number, rub: number, usd: string, special: SpecialPlan | null) {
    for (const [websiteId, price] of [
      [RU_WEBSITE, rub.toFixed(2)],
      [INT_WEBSITE, usd],
    ] as const) {
      const row: typeof productPrice.$inferInsert = { productId, websiteId, price };
      if (special) {
        const value = Number(price) * special.factor;
        row.specialPrice = websiteId === RU_WEBSITE ? roundRub(value).toFixed(2) : roundUsd(value);
        if (Number(row.specialPrice) >= Number(price)) row.specialPrice = null;
        row.specialFromDate = special.from;
        row.specialToDate = special.to;
      }
      rows.productPrice.push(row);
    }
    this.supplierPrices(rows, productId, rub, usd);
  }

  /**
   * What the product costs us (design/b2b.md §4): the supplier's list price 45–70 % of the shop's
   * price, the supplier's discount 0–15 %, and a landed-cost factor 1.05–1.25 per website. Drawn
   * from a generator of its own, so the rest of the catalogue is the same as without them.
   */
  private supplierPrices(rows: Rows, productId: number, rub: number, usd: string) {
    const r = createRandom(hashString(`${this.settings.seed}:supplier:${productId}`));
    const share = r.int(4500, 7000) / 10_000;
    const discount = (r.int(0, 150) / 10).toFixed(1);
    for (const [websiteId, price] of [
      [RU_WEBSITE, rub],
      [INT_WEBSITE, Number(usd)],
    ] as const) {
      rows.productSupplierPrice.push({
        productId,
        websiteId,
        factoryPrice: money(price * share),
        factoryPriceDiscount: discount,
        costFactor: (r.int(105, 125) / 100).toFixed(2),
      });
    }
  }

  private showcaseProject(index: number, r: Random, rows: Rows, assets: Assets): void {
    const def = SHOWCASE_PROJECTS[index]!;
    const id = this.ids.product++;
    const urlKey = `${slugify(def.name[1])}-${id}`;
    const style = STYLES.find((s) => s.key === def.style)!;
    const name = def.name;
    const short: Pair = [
      `${def.city[0]}, ${def.year}: ${def.area} м², стиль — ${style.ru.toLowerCase()}.`,
      `${def.city[1]}, ${def.year}: ${def.area} m², ${style.en.toLowerCase()} style.`,
    ];
    const description: Pair = [
      `<p>Проект «${html(name[0])}» для клиента «${html(def.client[0])}»: от планировки и сметы до поставки и сборки мебели.</p><ul><li>Площадь: ${def.area} м²</li><li>Город: ${html(def.city[0])}</li><li>Год: ${def.year}</li></ul><p>Мебель проекта можно заказать в нашем каталоге.</p>`,
      `<p>The ${html(name[1])} project for ${html(def.client[1])}: from the layout and estimate to furniture supply and assembly.</p><ul><li>Area: ${def.area} m²</li><li>City: ${html(def.city[1])}</li><li>Year: ${def.year}</li></ul><p>The furniture of this project is in our catalogue.</p>`,
    ];
    const sku = `PRJ-${String(id).padStart(6, '0')}`;
    rows.product.push({
      id,
      sku,
      typeId: 'simple',
      visibility: 4,
      urlKey,
      stockQty: '1',
      isInStock: true,
    });
    this.storeTexts(
      rows,
      id,
      { name, short, description, keywords: ['дизайн интерьера, проект', 'interior design, project'] },
      null,
      (lang) => {
        const i = lang === 'ru' ? 0 : 1;
        return {
          project_attributes: [
            {
              attribute_code: 'area',
              title: lang === 'ru' ? 'Площадь' : 'Area',
              value: `${def.area} ${lang === 'ru' ? 'м²' : 'm²'}`,
            },
            { attribute_code: 'city', title: lang === 'ru' ? 'Город' : 'City', value: def.city[i] },
            { attribute_code: 'year', title: lang === 'ru' ? 'Год' : 'Year', value: String(def.year) },
            {
              attribute_code: 'style',
              title: lang === 'ru' ? 'Стиль' : 'Style',
              value: lang === 'ru' ? style.ru : style.en,
            },
            { attribute_code: 'client', title: lang === 'ru' ? 'Заказчик' : 'Client', value: def.client[i] },
          ],
        };
      },
    );
    // a design project is priced per square metre
    const rub = roundRub(def.area * r.int(2_500, 4_500));
    this.prices(rows, id, rub, roundUsd(def.area * r.int(30, 55)), null);
    rows.categoryProduct.push({ categoryId: SHOWCASE_CATEGORY, productId: id, position: index + 1 });
    rows.productAttributeOption.push({
      productId: id,
      attributeId: this.attributeId('style'),
      optionId: this.option('style', def.style),
    });
    const views: PictureView[] = ['main', 'interior', 'detail', 'main', 'interior'];
    views.forEach((view, n) => {
      const kind: PictureKind =
        view === 'interior' ? r.pick(['sofa', 'dining-table', 'bed', 'armchair'] as const) : 'room';
      const color = n === 0 ? def.color : r.pick(COLORS).swatch!;
      const file = this.picture(
        assets,
        { kind, color, seed: id * 10 + n, view },
        `${urlKey}${n ? `-${n + 1}` : ''}`,
        n === 0 ? 'project' : `project${n}`,
      );
      rows.productMedia.push({
        productId: id,
        file,
        label: n === 0 ? name[1] : null,
        position: n + 1,
        types: n === 0 ? ['image', 'small_image', 'thumbnail'] : [],
      });
    });
    this.rewrites(rows, id, urlKey, null);
  }

  private regular(r: Random, rows: Rows, assets: Assets): void {
    const profile = r.weighted(this.profileWeights);
    const kind = r.pick(profile.kinds);
    const phraseIndex = Math.min(profile.kinds.indexOf(kind), profile.phrases.length - 1);
    const phrase = profile.kinds.length > 1 ? profile.phrases[phraseIndex]! : r.pick(profile.phrases);
    const model = r.pick(MODELS);
    const series = r.pick(SERIES);
    const modelName: Pair = [`${model[0]}${series[0]}`, `${model[1]}${series[1]}`];
    const name: Pair = [`${phrase[0]} «${modelName[0]}»`, capitalise(`${modelName[1]} ${phrase[1]}`)];
    const id = this.ids.product++;
    const urlKey = `${slugify(name[0])}-${id}`;
    const oldKey = r.chance(0.03) ? `${slugify(name[1])}-${id}` : null;
    const sku = `${SKU_PREFIX[kind]}-${String(id).padStart(6, '0')}`;

    const colorKey = r.pick(profile.colors);
    const materialKey = r.pick(profile.materials);
    const manufacturer = r.pick(MANUFACTURERS);
    const style = r.pick(STYLES);
    const sizeKey = profile.sizes.length > 0 ? r.pick(profile.sizes) : null;
    const configurable = profile.superAttributes.length > 0 && r.chance(0.27);

    const dims = profile.dims.map(([a, b]) => r.int(a, b)) as [number, number, number];
    const features = r.sample(profile.features, 3);
    const intro = r.pick(profile.intro);
    const material = materialDef.get(materialKey)!;
    const color = colorDef.get(colorKey)!;
    const list = (lang: 0 | 1) => {
      const label =
        lang === 0
          ? ['Материал', 'Цвет', 'Размеры (Ш×Г×В)', 'Производитель', 'Стиль']
          : ['Material', 'Colour', 'Dimensions (W×D×H)', 'Manufacturer', 'Style'];
      const unit = lang === 0 ? 'см' : 'cm';
      const items = [
        [label[0], lang === 0 ? material.ru : material.en],
        ...(configurable ? [] : [[label[1], lang === 0 ? color.ru : color.en]]),
        [label[2], `${dims[0]}×${dims[1]}×${dims[2]} ${unit}`],
        [label[3], lang === 0 ? manufacturer.ru : manufacturer.en],
        [label[4], lang === 0 ? style.ru : style.en],
      ];
      return `<ul>${items.map(([k, v]) => `<li><strong>${html(k!)}:</strong> ${html(v!)}</li>`).join('')}</ul>`;
    };
    const introText: Pair = [
      intro[0].replace('{model}', modelName[0]),
      intro[1].replace('{model}', modelName[1]),
    ];
    const description: Pair = [
      `<p>${html(introText[0])}</p>${list(0)}<h3>Особенности</h3><ul>${features.map((f) => `<li>${html(f[0])}</li>`).join('')}</ul>`,
      `<p>${html(introText[1])}</p>${list(1)}<h3>Features</h3><ul>${features.map((f) => `<li>${html(f[1])}</li>`).join('')}</ul>`,
    ];
    const short: Pair = [
      `${introText[0]} ${features[0]?.[0] ?? ''}.`.trim(),
      `${introText[1]} ${features[0]?.[1] ?? ''}.`.trim(),
    ];
    const keywords: Pair = [
      `${phrase[0].toLowerCase()}, ${modelName[0]}, ${material.ru.toLowerCase()}`,
      `${phrase[1]}, ${modelName[1]}, ${material.en.toLowerCase()}`,
    ];

    // prices: RUB on the Russian website, USD priced for the international market (not converted)
    const rub = roundRub(r.int(profile.rub[0], profile.rub[1]));
    const usdOf = (rubValue: number, rr: Random) =>
      roundUsd((rubValue / rr.int(78, 96)) * (0.95 + rr.next() * 0.25));
    const special = this.specialPlan(r);
    const outOfStock = r.chance(0.07);
    const pack = profile.packOf && r.chance(0.6) ? profile.packOf : 1;
    const isNew = r.chance(0.1);
    const delivery = outOfStock
      ? OUT_OF_STOCK_DELIVERY
      : r.weighted(DELIVERY.map((d, i) => [d, [5, 4, 3, 2, 1][i]!] as const));
    const seed = id;
    const pictureKey = urlKey;

    const common = {
      weight: (r.int(5, 1200) / 10).toFixed(4),
      minSaleQty: String(pack),
      qtyIncrements: String(pack),
      newFromDate: isNew ? isoDate(this.settings.today, -r.int(0, 20)) : null,
      newToDate: isNew ? isoDate(this.settings.today, r.int(10, 60)) : null,
    };

    const addOptions = (productId: number, entries: [string, string][]) => {
      for (const [code, key] of entries) {
        rows.productAttributeOption.push({
          productId,
          attributeId: this.attributeId(code),
          optionId: this.option(code, key),
        });
      }
    };
    const descriptive: [string, string][] = [
      ['material', materialKey],
      ['manufacturer', manufacturer.key],
      ['style', style.key],
    ];

    let mainColor = color.swatch!;
    let mainColorKey = colorKey;
    if (!configurable) {
      rows.product.push({
        id,
        sku,
        typeId: 'simple',
        visibility: 4,
        urlKey,
        stockQty: outOfStock ? '0' : String(r.int(1, 150)),
        isInStock: !outOfStock,
        ...common,
      });
      this.prices(rows, id, rub, usdOf(rub, r), special);
      addOptions(id, [
        ['color', colorKey],
        ...(sizeKey ? [['size', sizeKey] as [string, string]] : []),
        ...descriptive,
      ]);
    } else {
      // variants: the cartesian product of the chosen values of each super attribute, at most 8
      const supers = profile.superAttributes;
      const colorValues = supers.includes('color') ? r.sample(profile.colors, r.int(2, 4)) : [colorKey];
      const sizeValues = supers.includes('size')
        ? r.sample(profile.sizes, Math.min(profile.sizes.length, r.int(2, 3)))
        : [null];
      while (colorValues.length * sizeValues.length > 8) colorValues.pop();
      const variants: { color: string; size: string | null; sizeIndex: number }[] = [];
      for (const c of colorValues) {
        for (const [sizeIndex, s] of sizeValues.entries()) variants.push({ color: c, size: s, sizeIndex });
      }
      for (const [position, attribute] of supers.entries()) {
        rows.productSuperAttribute.push({
          productId: id,
          attributeId: this.attributeId(attribute),
          position,
        });
      }
      mainColorKey = variants[0]!.color;
      mainColor = colorDef.get(mainColorKey)!.swatch!;
      let anyInStock = false;
      let minRub = Number.POSITIVE_INFINITY;
      let minUsd = '';
      const variantRows: (typeof product.$inferInsert)[] = [];
      for (const v of variants) {
        const vid = this.ids.product++;
        const vr = createRandom(hashString(`${this.settings.seed}:variant:${vid}`));
        const vColor = colorDef.get(v.color)!;
        const vSize = v.size ? sizeDef.get(v.size)! : null;
        const vOut = outOfStock || vr.chance(0.1);
        anyInStock ||= !vOut;
        const vRub = roundRub(rub * (1 + v.sizeIndex * 0.18) * (vr.chance(0.2) ? 1.06 : 1));
        const vUsd = usdOf(vRub, vr);
        if (vRub < minRub) {
          minRub = vRub;
          minUsd = vUsd;
        }
        const suffixKey = [v.color, v.size].filter(Boolean).join('-');
        variantRows.push({
          id: vid,
          sku: `${sku}-${suffixKey.toUpperCase()}`,
          typeId: 'simple',
          parentId: id,
          visibility: 1,
          urlKey: `${urlKey}-${suffixKey}-${vid}`,
          stockQty: vOut ? '0' : String(vr.int(1, 80)),
          isInStock: !vOut,
          ...common,
        });
        const vName: Pair = [
          [name[0], vColor.ru.toLowerCase(), vSize?.ru].filter(Boolean).join(', '),
          [name[1], vColor.en.toLowerCase(), vSize?.en].filter(Boolean).join(', '),
        ];
        this.storeTexts(rows, vid, { name: vName, short, description: null, keywords }, delivery, () => ({}));
        this.prices(rows, vid, vRub, vUsd, special);
        addOptions(vid, [
          ['color', v.color],
          ...(v.size ? [['size', v.size] as [string, string]] : []),
          ...descriptive,
        ]);
        const file = this.picture(
          assets,
          { kind, color: vColor.swatch!, seed, view: 'main' },
          `${pictureKey}-${vid}`,
          v.color,
        );
        rows.productMedia.push({
          productId: vid,
          file,
          label: vName[1],
          position: 1,
          types: ['image', 'small_image', 'thumbnail', 'swatch_image'],
        });
      }
      rows.product.push({
        id,
        sku,
        typeId: 'configurable',
        visibility: 4,
        urlKey,
        stockQty: '0',
        isInStock: anyInStock,
        ...common,
      });
      rows.product.push(...variantRows);
      // a configurable has no price of its own in Magento; we store the cheapest variant's
      this.prices(rows, id, minRub, minUsd, special);
      addOptions(id, descriptive);
    }
    this.storeTexts(rows, id, { name, short, description, keywords }, delivery, (lang) =>
      this.extra(lang, id),
    );

    // categories: the profile's category; discounted products also land in the clearance
    rows.categoryProduct.push({
      categoryId: profile.categoryId,
      productId: id,
      position: this.nextPosition(profile.categoryId),
    });
    if (special?.active && profile.categoryId !== CLEARANCE_CATEGORY && r.chance(0.25)) {
      rows.categoryProduct.push({
        categoryId: CLEARANCE_CATEGORY,
        productId: id,
        position: this.nextPosition(CLEARANCE_CATEGORY),
      });
    }

    // pictures: the main one, and for some a small gallery
    const main = this.picture(
      assets,
      { kind, color: mainColor, seed, view: 'main' },
      pictureKey,
      mainColorKey,
    );
    rows.productMedia.push({
      productId: id,
      file: main,
      label: name[1],
      position: 1,
      types: ['image', 'small_image', 'thumbnail'],
    });
    if (r.chance(0.3)) {
      const views = r.sample(['angle', 'detail', 'interior'] as const, r.int(2, 3));
      views.forEach((view, n) => {
        const file = this.picture(
          assets,
          { kind, color: mainColor, seed, view },
          `${pictureKey}-${view}`,
          mainColorKey,
        );
        rows.productMedia.push({ productId: id, file, label: null, position: n + 2, types: [] });
      });
    }

    // tier prices, custom options, attached files
    if (r.chance(pack > 1 ? 0.35 : 0.08)) this.tierPrices(rows, id, rub, usdOf(rub, r), pack);
    if (profile.options.length > 0 && r.chance(0.18)) this.customOptions(r, rows, id, profile.options);
    if (profile.files.length > 0 && r.chance(0.5))
      this.files(rows, assets, id, kind, profile.files, manufacturer.key, manufacturer.en);
    this.rewrites(rows, id, urlKey, oldKey);
  }

  private specialPlan(r: Random): SpecialPlan | null {
    if (!r.chance(0.16)) return null;
    const factor = 0.7 + r.int(0, 4) * 0.05;
    const today = this.settings.today;
    const when = r.weighted([
      ['always', 5],
      ['current', 2],
      ['past', 1],
      ['future', 1],
    ] as const);
    if (when === 'always') return { factor, from: null, to: null, active: true };
    if (when === 'current')
      return { factor, from: isoDate(today, -r.int(1, 20)), to: isoDate(today, r.int(5, 40)), active: true };
    if (when === 'past')
      return {
        factor,
        from: isoDate(today, -r.int(40, 90)),
        to: isoDate(today, -r.int(2, 30)),
        active: false,
      };
    return { factor, from: isoDate(today, r.int(5, 20)), to: isoDate(today, r.int(30, 60)), active: false };
  }

  private tierPrices(rows: Rows, productId: number, rub: number, usd: string, pack: number) {
    const steps = pack > 1 ? [pack * 2, pack * 5] : [2, 5];
    steps.forEach((qty, i) => {
      const factor = i === 0 ? 0.95 : 0.9;
      rows.productTierPrice.push(
        { productId, websiteId: RU_WEBSITE, qty: String(qty), value: roundRub(rub * factor).toFixed(2) },
        { productId, websiteId: INT_WEBSITE, qty: String(qty), value: money(Number(usd) * factor) },
      );
    });
  }

  private customOptions(r: Random, rows: Rows, productId: number, templates: OptionTemplate[]) {
    const chosen = r.sample(templates, r.int(1, Math.min(3, templates.length)));
    chosen.forEach((template, sortOrder) => {
      const def = OPTION_TEMPLATES[template];
      const optionId = this.ids.option++;
      rows.productOption.push({
        id: optionId,
        productId,
        type: def.type,
        isRequired: def.required,
        sortOrder: sortOrder + 1,
        titles: storeLabels(def.title[1], def.title[0]),
        price: def.price ?? null,
        priceType: def.priceType ?? 'FIXED',
        sku: def.sku ?? null,
        maxCharacters: def.maxCharacters ?? null,
      });
      (def.values ?? []).forEach((value, i) => {
        rows.productOptionValue.push({
          id: this.ids.optionValue++,
          optionId,
          titles: storeLabels(value.title[1], value.title[0]),
          price: value.price,
          priceType: value.priceType,
          sku: value.sku,
          sortOrder: i + 1,
        });
      });
    });
  }

  private files(
    rows: Rows,
    assets: Assets,
    productId: number,
    kind: PictureKind,
    templates: FileTemplate[],
    manufacturerKey: string,
    manufacturerName: string,
  ) {
    templates.forEach((template, i) => {
      const def = FILE_TEMPLATES[template];
      const file =
        template === 'certificate'
          ? `certificates/declaration-${manufacturerKey}.pdf`
          : `instructions/${template}-${kind}.pdf`;
      if (!assets.documents.has(file)) {
        assets.documents.set(file, {
          title: `${def.title[1]}${template === 'certificate' ? ` - ${manufacturerName}` : ` - ${kind.replace(/-/g, ' ')}`}`,
          lines: def.lines,
        });
      }
      rows.productFile.push({
        productId,
        fileType: storeLabels(def.type[1], def.type[0]),
        title: storeLabels(def.title[1], def.title[0]),
        file,
        sortOrder: i + 1,
      });
    });
  }

  private extra(lang: 'ru' | 'en', productId: number): Record<string, unknown> {
    const personally = personallyEntries(this.settings.seed, productId, lang);
    return personally.length > 0 ? { personally } : {};
  }
}

interface SpecialPlan {
  factor: number;
  from: string | null;
  to: string | null;
  /** The special price applies today. */
  active: boolean;
}

interface OptionTemplateDef {
  type: 'drop_down' | 'radio' | 'checkbox' | 'field';
  required: boolean;
  title: Pair;
  price?: string;
  priceType?: 'FIXED' | 'PERCENT';
  sku?: string;
  maxCharacters?: number;
  values?: { title: Pair; price: string; priceType: 'FIXED' | 'PERCENT'; sku: string | null }[];
}

// Option prices have no website scope in the schema: FIXED amounts are read in each website's base
// currency, so the money-relevant ones are PERCENT of the product price and FIXED ones are zero,
// except the engraving field whose price is small in either currency.
const OPTION_TEMPLATES: Record<OptionTemplate, OptionTemplateDef> = {
  legs: {
    type: 'drop_down',
    required: true,
    title: ['Ножки', 'Legs'],
    values: [
      { title: ['Массив дуба', 'Solid oak'], price: '0', priceType: 'FIXED', sku: 'LEG-OAK' },
      { title: ['Металл, чёрный', 'Black metal'], price: '0', priceType: 'FIXED', sku: 'LEG-BLK' },
      { title: ['Латунь', 'Brass'], price: '7', priceType: 'PERCENT', sku: 'LEG-BRS' },
    ],
  },
  assembly: {
    type: 'checkbox',
    required: false,
    title: ['Сборка специалистом', 'Assembly by a technician'],
    values: [
      { title: ['Собрать на месте', 'Assemble on site'], price: '8', priceType: 'PERCENT', sku: 'SRV-ASM' },
    ],
  },
  warranty: {
    type: 'radio',
    required: true,
    title: ['Гарантия', 'Warranty'],
    values: [
      { title: ['Стандартная, 1 год', 'Standard, 1 year'], price: '0', priceType: 'FIXED', sku: null },
      {
        title: ['Расширенная, 3 года', 'Extended, 3 years'],
        price: '5',
        priceType: 'PERCENT',
        sku: 'WRN-3Y',
      },
    ],
  },
  engraving: {
    type: 'field',
    required: false,
    title: ['Гравировка на табличке', 'Engraved name plate'],
    price: '2',
    priceType: 'PERCENT',
    sku: 'ENGRAVE',
    maxCharacters: 30,
  },
  packaging: {
    type: 'radio',
    required: false,
    title: ['Упаковка', 'Packaging'],
    values: [
      { title: ['Стандартная', 'Standard'], price: '0', priceType: 'FIXED', sku: null },
      {
        title: ['Усиленная, деревянная обрешётка', 'Reinforced wooden crate'],
        price: '4',
        priceType: 'PERCENT',
        sku: 'PKG-CRATE',
      },
    ],
  },
  cord: {
    type: 'drop_down',
    required: false,
    title: ['Длина подвеса', 'Cord length'],
    values: [
      { title: ['1 м', '1 m'], price: '0', priceType: 'FIXED', sku: 'CORD-1' },
      { title: ['2 м', '2 m'], price: '3', priceType: 'PERCENT', sku: 'CORD-2' },
      { title: ['3 м', '3 m'], price: '5', priceType: 'PERCENT', sku: 'CORD-3' },
    ],
  },
  lining: {
    type: 'checkbox',
    required: false,
    title: ['Подкладка', 'Lining'],
    values: [
      { title: ['Блэкаут', 'Blackout'], price: '15', priceType: 'PERCENT', sku: 'LIN-BO' },
      { title: ['Термоподкладка', 'Thermal'], price: '10', priceType: 'PERCENT', sku: 'LIN-TH' },
    ],
  },
};

const FILE_TEMPLATES: Record<FileTemplate, { type: Pair; title: Pair; lines: string[] }> = {
  assembly: {
    type: ['Инструкции', 'Instructions'],
    title: ['Инструкция по сборке', 'Assembly instructions'],
    lines: [
      '1. Unpack all parts and check them against the parts list.',
      '2. Assemble on a soft, clean surface; two people are needed.',
      '3. Tighten all fittings by hand first, then with the supplied key.',
      '4. Fix tall items to the wall with the supplied anti-tip kit.',
      'Atrium customer care: +7 495 000-00-00, care@atrium.example',
    ],
  },
  care: {
    type: ['Инструкции', 'Instructions'],
    title: ['Уход и эксплуатация', 'Care guide'],
    lines: [
      'Vacuum upholstery weekly with a soft brush.',
      'Blot spills at once; do not rub.',
      'Keep out of direct sunlight and away from radiators.',
      'Wipe wooden surfaces with a dry cloth; re-oil once a year.',
    ],
  },
  electrical: {
    type: ['Технические характеристики', 'Specifications'],
    title: ['Паспорт светильника', 'Lamp data sheet'],
    lines: [
      'Rated voltage: 220-240 V ~ 50 Hz. Protection class: IP20.',
      'Socket: E27, max 60 W (LED recommended, 8-12 W).',
      'Installation of fixed luminaires by a qualified electrician only.',
    ],
  },
  certificate: {
    type: ['Сертификаты', 'Certificates'],
    title: ['Декларация о соответствии ЕАЭС', 'EAEU declaration of conformity'],
    lines: [
      'The manufacturer declares that the products conform to',
      'TR CU 025/2012 "On safety of furniture products".',
      'Valid for five years from the date of registration.',
    ],
  },
};

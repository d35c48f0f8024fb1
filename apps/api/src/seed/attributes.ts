// The product attributes the catalogue is filtered and configured by, with their options. Seeded
// with the demo catalogue (API tests create the attributes their fixtures need). The codes and
// option keys are fixed; `ensureAttributes(db)` creates what is missing and maps `color:black` to
// the option's id.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attribute, attributeOption } from '../db/schema.ts';

/** One option: its stable key, English (store 0) and Russian (stores 1 and 3) labels, swatch. */
export interface OptionDef {
  key: string;
  en: string;
  ru: string;
  swatch?: string;
}

export interface AttributeDef {
  code: 'color' | 'material' | 'size' | 'manufacturer' | 'style';
  en: string;
  ru: string;
  filterGroup: 'main' | 'additional';
  position: number;
  swatchType: 'visual' | 'text' | null;
  options: OptionDef[];
}

export const COLORS: OptionDef[] = [
  { key: 'white', en: 'White', ru: 'Белый', swatch: '#f5f5f0' },
  { key: 'ivory', en: 'Ivory', ru: 'Молочный', swatch: '#ece3cf' },
  { key: 'beige', en: 'Beige', ru: 'Бежевый', swatch: '#d8c3a0' },
  { key: 'grey', en: 'Grey', ru: 'Серый', swatch: '#9b9d9e' },
  { key: 'graphite', en: 'Graphite', ru: 'Графит', swatch: '#43474c' },
  { key: 'black', en: 'Black', ru: 'Чёрный', swatch: '#1e1e1f' },
  { key: 'natural-oak', en: 'Natural oak', ru: 'Дуб натуральный', swatch: '#c8a165' },
  { key: 'walnut', en: 'Walnut', ru: 'Орех', swatch: '#6b4a2f' },
  { key: 'navy', en: 'Navy', ru: 'Синий', swatch: '#24395c' },
  { key: 'sage', en: 'Sage green', ru: 'Зелёный', swatch: '#8d9c7b' },
  { key: 'emerald', en: 'Emerald', ru: 'Изумрудный', swatch: '#2f6b57' },
  { key: 'terracotta', en: 'Terracotta', ru: 'Терракота', swatch: '#c0643f' },
  { key: 'mustard', en: 'Mustard', ru: 'Горчичный', swatch: '#cf9d2a' },
  { key: 'dusty-pink', en: 'Dusty pink', ru: 'Пыльная роза', swatch: '#d3a49b' },
  { key: 'brass', en: 'Brass', ru: 'Латунь', swatch: '#b59449' },
];

export const MATERIALS: OptionDef[] = [
  { key: 'solid-oak', en: 'Solid oak', ru: 'Массив дуба' },
  { key: 'solid-ash', en: 'Solid ash', ru: 'Массив ясеня' },
  { key: 'walnut-veneer', en: 'Walnut veneer', ru: 'Шпон ореха' },
  { key: 'mdf', en: 'Lacquered MDF', ru: 'МДФ в эмали' },
  { key: 'chipboard', en: 'Laminated chipboard', ru: 'ЛДСП' },
  { key: 'metal', en: 'Powder-coated steel', ru: 'Металл' },
  { key: 'glass', en: 'Tempered glass', ru: 'Закалённое стекло' },
  { key: 'marble', en: 'Marble', ru: 'Мрамор' },
  { key: 'velvet', en: 'Velvet', ru: 'Велюр' },
  { key: 'boucle', en: 'Bouclé', ru: 'Букле' },
  { key: 'woven', en: 'Woven fabric', ru: 'Рогожка' },
  { key: 'linen', en: 'Linen', ru: 'Лён' },
  { key: 'leather', en: 'Leather', ru: 'Натуральная кожа' },
  { key: 'faux-leather', en: 'Faux leather', ru: 'Экокожа' },
  { key: 'rattan', en: 'Rattan', ru: 'Ротанг' },
  { key: 'wool', en: 'Wool', ru: 'Шерсть' },
  { key: 'cotton', en: 'Cotton', ru: 'Хлопок' },
  { key: 'ceramic', en: 'Ceramic', ru: 'Керамика' },
  { key: 'memory-foam', en: 'Memory foam', ru: 'Пена с эффектом памяти' },
];

/** Size swatches show a language-neutral text; sizes with words have none (the label is shown). */
const size = (key: string, en: string, ru = en): OptionDef => ({
  key,
  en,
  ru,
  ...(en === ru ? { swatch: en } : {}),
});

export const SIZES: OptionDef[] = [
  size('s', 'S'),
  size('m', 'M'),
  size('l', 'L'),
  size('xl', 'XL'),
  size('2-seater', '2-seater', '2-местный'),
  size('3-seater', '3-seater', '3-местный'),
  size('4-seater', '4-seater', '4-местный'),
  size('90x200', '90×200'),
  size('140x200', '140×200'),
  size('160x200', '160×200'),
  size('180x200', '180×200'),
  size('200x200', '200×200'),
  size('d90', 'Ø90'),
  size('d110', 'Ø110'),
  size('d120', 'Ø120'),
  size('120x80', '120×80'),
  size('140x90', '140×90'),
  size('160x90', '160×90'),
  size('180x90', '180×90'),
  size('200x100', '200×100'),
  size('80x150', '80×150'),
  size('120x180', '120×180'),
  size('160x230', '160×230'),
  size('200x300', '200×300'),
  size('40x40', '40×40'),
  size('50x50', '50×50'),
  size('w100', '100 cm', '100 см'),
  size('w150', '150 cm', '150 см'),
  size('w200', '200 cm', '200 см'),
];

const same = (key: string, name: string, ru = name): OptionDef => ({ key, en: name, ru });

export const MANUFACTURERS: OptionDef[] = [
  same('atrium-studio', 'Atrium Studio'),
  same('nordvik', 'Nordvik'),
  same('casa-lupo', 'Casa Lupo'),
  same('moretti', 'Moretti Design'),
  same('hallberg', 'Hallberg'),
  same('ural-wood', 'Ural Wood', 'Уральский лес'),
  same('fabrika-dereva', 'Fabrika Dereva', 'Фабрика дерева'),
  same('lumen-lab', 'Lumen Lab'),
  same('terra', 'Terra Ceramica'),
  same('volga-textile', 'Volga Textile', 'Волжский текстиль'),
  same('kontur', 'Kontur', 'Контур'),
  same('baltic-home', 'Baltic Home'),
];

export const STYLES: OptionDef[] = [
  same('scandinavian', 'Scandinavian', 'Скандинавский'),
  same('contemporary', 'Contemporary', 'Современный'),
  same('minimalist', 'Minimalist', 'Минимализм'),
  same('loft', 'Industrial loft', 'Лофт'),
  same('classic', 'Classic', 'Классический'),
  same('mid-century', 'Mid-century modern', 'Середина века'),
  same('japandi', 'Japandi', 'Японди'),
  same('provence', 'Provence', 'Прованс'),
  same('art-deco', 'Art deco', 'Ар-деко'),
];

export const ATTRIBUTES: AttributeDef[] = [
  {
    code: 'color',
    en: 'Colour',
    ru: 'Цвет',
    filterGroup: 'main',
    position: 10,
    swatchType: 'visual',
    options: COLORS,
  },
  {
    code: 'material',
    en: 'Material',
    ru: 'Материал',
    filterGroup: 'main',
    position: 20,
    swatchType: 'text',
    options: MATERIALS,
  },
  {
    code: 'size',
    en: 'Size',
    ru: 'Размер',
    filterGroup: 'additional',
    position: 30,
    swatchType: 'text',
    options: SIZES,
  },
  {
    code: 'manufacturer',
    en: 'Manufacturer',
    ru: 'Производитель',
    filterGroup: 'additional',
    position: 40,
    swatchType: null,
    options: MANUFACTURERS,
  },
  {
    code: 'style',
    en: 'Style',
    ru: 'Стиль',
    filterGroup: 'additional',
    position: 50,
    swatchType: null,
    options: STYLES,
  },
];

/** Store views whose texts are Russian; store 0 (the default) is English. */
export const RUSSIAN_STORE_IDS = [1, 3];

export const storeLabels = (en: string, ru: string) => ({ '0': en, '1': ru, '3': ru });

export interface AttributeIds {
  /** Attribute id by code. */
  attributes: Map<string, number>;
  /** Option id by `code:key`. */
  options: Map<string, number>;
}

/**
 * Creates the attributes and options of `ATTRIBUTES` that do not exist yet (matched by attribute
 * code and English label) and answers the ids of all of them.
 */
export async function ensureAttributes(db: Db): Promise<AttributeIds> {
  const codes = ATTRIBUTES.map((def) => def.code);
  const existing = await db.select().from(attribute).where(inArray(attribute.code, codes));
  const attributes = new Map(existing.map((row) => [row.code, row.id]));
  for (const def of ATTRIBUTES) {
    if (attributes.has(def.code)) continue;
    const [row] = await db
      .insert(attribute)
      .values({
        code: def.code,
        frontendInput: 'select',
        labels: storeLabels(def.en, def.ru),
        isFilterable: true,
        isFilterableInSearch: true,
        usedForSortBy: false,
        filterGroup: def.filterGroup,
        position: def.position,
        swatchType: def.swatchType,
      })
      .returning({ id: attribute.id });
    attributes.set(def.code, row!.id);
  }
  const ids = [...attributes.values()];
  const options = new Map<string, number>();
  const present = await db.select().from(attributeOption).where(inArray(attributeOption.attributeId, ids));
  for (const def of ATTRIBUTES) {
    const attributeId = attributes.get(def.code)!;
    const missing = def.options.filter(
      (option) =>
        !present.some((row) => {
          if (row.attributeId !== attributeId || row.labels['0'] !== option.en) return false;
          options.set(`${def.code}:${option.key}`, row.id);
          return true;
        }),
    );
    if (missing.length === 0) continue;
    const inserted = await db
      .insert(attributeOption)
      .values(
        missing.map((option) => ({
          attributeId,
          position: (def.options.indexOf(option) + 1) * 10,
          labels: storeLabels(option.en, option.ru),
          swatchValue: option.swatch ?? null,
        })),
      )
      .returning({ id: attributeOption.id });
    missing.forEach((option, i) => {
      options.set(`${def.code}:${option.key}`, inserted[i]!.id);
    });
  }
  return { attributes, options };
}

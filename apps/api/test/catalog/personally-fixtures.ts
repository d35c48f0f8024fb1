// A small catalogue for the personalised-listing tests: products naming designers and a collection
// in their `personally` blocks (English default texts, Russian in the ru store views), then the
// listing index and the personalised-listing index are built.
//
// designers (visible products in the int store view, top categories of their products):
//   anna  Anna Lebedeva / Анна Лебедева  2 (A-CHAIR in 12 → 10, A-BED in 21 → 20; A-OFF disabled)
//   boris Boris Zuev / Борис Зуев        1 (B-TABLE in 31 → 30)
//   yana  Yana Belova / Яна Белова       3 (Y-SOFA, Y-LAMP in 12 → 10; Y-WARDROBE in 22 → 20)
//   ghost Ghost / Призрак                0 (G-OFF disabled: not listed)
// collections: nord (A-CHAIR, Y-SOFA)
import type { Db } from '../../src/db/client.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { reindexPersonally } from '../../src/modules/catalog/personally/reindex.ts';
import { insertProduct } from './product-fixtures.ts';

const DESIGNERS: Record<string, [en: string, ru: string]> = {
  anna: ['Anna Lebedeva', 'Анна Лебедева'],
  boris: ['Boris Zuev', 'Борис Зуев'],
  yana: ['Yana Belova', 'Яна Белова'],
  ghost: ['Ghost', 'Призрак'],
};

function entry(type: 'designers' | 'collections', key: string, lang: 0 | 1) {
  const name = type === 'designers' ? DESIGNERS[key]![lang] : 'Nord';
  const ru = lang === 1;
  return {
    attribute_code: type === 'designers' ? 'designer' : 'collection',
    entity_title: name,
    entity_url_key: key,
    handle: type,
    image_url: `personally/${type}/${key}.svg`,
    option_id: 1,
    short_description: ru ? `Коротко о: ${name}` : `About ${name}`,
    description: ru
      ? `<p>Подробно: ${name}</p><script>alert(1)</script>`
      : `<p>All about ${name}</p><script>alert(1)</script>`,
    type_id: type === 'designers' ? 1 : 2,
    type_title: type === 'designers' ? (ru ? 'Дизайнеры' : 'Designers') : ru ? 'Коллекции' : 'Collections',
    type_single_title:
      type === 'designers' ? (ru ? 'Дизайнер' : 'Designer') : ru ? 'Коллекция' : 'Collection',
    type_another_form_title:
      type === 'designers' ? (ru ? 'дизайнера' : 'designer') : ru ? 'коллекции' : 'collection',
    type_url_key: type,
  };
}

const PRODUCTS: {
  sku: string;
  en: string;
  ru: string;
  designer: string;
  nord?: boolean;
  category: number;
  active?: boolean;
}[] = [
  { sku: 'A-CHAIR', en: 'Chair Alba', ru: 'Стул Альба', designer: 'anna', nord: true, category: 12 },
  { sku: 'A-BED', en: 'Bed Aurora', ru: 'Кровать Аврора', designer: 'anna', category: 21 },
  { sku: 'A-OFF', en: 'Armchair Off', ru: 'Кресло Выкл', designer: 'anna', category: 12, active: false },
  { sku: 'B-TABLE', en: 'Table Birch', ru: 'Стол Берёза', designer: 'boris', category: 31 },
  { sku: 'Y-SOFA', en: 'Sofa Yukon', ru: 'Диван Юкон', designer: 'yana', nord: true, category: 12 },
  { sku: 'Y-LAMP', en: 'Lamp Yara', ru: 'Лампа Яра', designer: 'yana', category: 12 },
  { sku: 'Y-WARDROBE', en: 'Wardrobe Yeti', ru: 'Шкаф Йети', designer: 'yana', category: 22 },
  { sku: 'G-OFF', en: 'Ghost stool', ru: 'Табурет-призрак', designer: 'ghost', category: 12, active: false },
];

export async function createPersonallyFixture(db: Db): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const p of PRODUCTS) {
    const extra = (lang: 0 | 1) => ({
      personally: [
        entry('designers', p.designer, lang),
        ...(p.nord ? [entry('collections', 'nord', lang)] : []),
      ],
    });
    ids[p.sku] = await insertProduct(db, {
      sku: p.sku,
      isActive: p.active ?? true,
      texts: {
        0: { name: p.en, extra: extra(0) },
        1: { name: p.ru, extra: extra(1) },
        3: { name: p.ru, extra: extra(1) },
      },
      prices: { 1: { price: '1000' }, 2: { price: '10' } },
      categories: [p.category],
      media: [{ file: `p/${p.sku.toLowerCase()}.svg`, types: ['image', 'small_image', 'thumbnail'] }],
    });
  }
  await reindexProducts(db, Object.values(ids));
  await reindexPersonally(db);
  return ids;
}

// The demo catalogue's personalised-listing entries (spec §2 "/personally/{type}"): designers and
// named collections, each with a short and a long text in Russian and English and a generated
// picture. Which products name an entry is rolled from its own hashed seed per product, so no other
// product field depends on it (the generator is deterministic and many tests rely on its products).
import type { PictureKind, PictureSpec } from './pictures.ts';
import { createRandom, hashString } from './random.ts';
import type { Pair } from './vocabulary.ts';

const P = (ru: string, en: string): Pair => [ru, en];

export interface PersonallyEntryDef {
  key: string;
  name: Pair;
  short: Pair;
  /** Paragraphs of the long description. */
  long: readonly Pair[];
  picture: { kind: PictureKind; color: string };
}

interface PersonallyTypeDef {
  typeId: number;
  urlKey: string;
  attributeCode: string;
  /** Plural, singular and "products of …" forms of the type's name. */
  plural: Pair;
  single: Pair;
  anotherForm: Pair;
  /** Share of products that name an entry of this type. */
  share: number;
  entries: readonly PersonallyEntryDef[];
}

export const DESIGNERS: readonly PersonallyEntryDef[] = [
  {
    key: 'anna-lebedeva',
    name: P('Анна Лебедева', 'Anna Lebedeva'),
    short: P(
      'Дизайнер интерьеров из Санкт-Петербурга, работает с натуральным деревом и текстилем.',
      'Interior designer from Saint Petersburg working with natural wood and textiles.',
    ),
    long: [
      P(
        'Анна пятнадцать лет проектирует квартиры и загородные дома. Её мебель — это простые формы, массив дуба и ясеня, льняная и шерстяная обивка.',
        'Anna has designed flats and country houses for fifteen years. Her furniture keeps to simple shapes, solid oak and ash, linen and wool upholstery.',
      ),
      P(
        'Каждую модель она проверяет в собственной мастерской: стулья должны быть удобны за долгим ужином, а столы — выдерживать годы семейной жизни.',
        'She tries every piece in her own workshop: chairs must stay comfortable through a long dinner and tables must take years of family life.',
      ),
    ],
    picture: { kind: 'room', color: '#b58a5a' },
  },
  {
    key: 'mikhail-orlov',
    name: P('Михаил Орлов', 'Mikhail Orlov'),
    short: P(
      'Промышленный дизайнер, автор коллекций мягкой мебели.',
      'Industrial designer of upholstered collections.',
    ),
    long: [
      P(
        'Михаил пришёл в мебель из автомобильного дизайна и принёс оттуда любовь к эргономике: глубина сиденья, угол спинки и жёсткость наполнителя у него рассчитаны до миллиметра.',
        'Mikhail came to furniture from car design and brought a love of ergonomics with him: seat depth, back angle and filling firmness are worked out to the millimetre.',
      ),
      P(
        'Его диваны и кресла собираются на каркасе из берёзовой фанеры и служат десятилетиями.',
        'His sofas and armchairs are built on birch plywood frames and last for decades.',
      ),
    ],
    picture: { kind: 'sofa', color: '#4f6d7a' },
  },
  {
    key: 'elena-sokolova',
    name: P('Елена Соколова', 'Elena Sokolova'),
    short: P(
      'Архитектор и декоратор, специализируется на отелях.',
      'Architect and decorator specialising in hotels.',
    ),
    long: [
      P(
        'Елена оформила больше тридцати гостиниц от Казани до Тбилиси. Её предметы рассчитаны на интенсивное использование и при этом выглядят по-домашнему.',
        'Elena has furnished more than thirty hotels from Kazan to Tbilisi. Her pieces are made for heavy use and still feel like home.',
      ),
      P(
        'Любимые материалы — латунь, тонированное стекло и бархат глубоких оттенков.',
        'Her favourite materials are brass, tinted glass and deep-coloured velvet.',
      ),
    ],
    picture: { kind: 'armchair', color: '#7a3b4f' },
  },
  {
    key: 'ivan-petrov',
    name: P('Иван Петров', 'Ivan Petrov'),
    short: P(
      'Столяр и дизайнер, делает корпусную мебель без лишних деталей.',
      'Cabinetmaker and designer of cabinets without needless detail.',
    ),
    long: [
      P(
        'Иван начинал со столярной мастерской в Твери. Его шкафы, комоды и стеллажи собраны на классических соединениях «ласточкин хвост» и шип-паз.',
        'Ivan started with a joinery in Tver. His wardrobes, chests and shelves are put together with classic dovetail and mortise-and-tenon joints.',
      ),
      P(
        'Он считает, что хорошая мебель не требует ручек и декора: её видно по пропорциям и качеству шпона.',
        'He believes good furniture needs no handles or ornament: it shows in its proportions and the quality of the veneer.',
      ),
    ],
    picture: { kind: 'sideboard', color: '#8b6a45' },
  },
  {
    key: 'olga-kim',
    name: P('Ольга Ким', 'Olga Kim'),
    short: P(
      'Дизайнер света и предметов, работает с керамикой и металлом.',
      'Lighting and object designer working with ceramics and metal.',
    ),
    long: [
      P(
        'Ольга создаёт светильники, вазы и зеркала, которые завершают интерьер. Она начинала как керамист и до сих пор сама обжигает прототипы.',
        'Olga makes lamps, vases and mirrors that finish a room. She started as a ceramicist and still fires her prototypes herself.',
      ),
      P(
        'Её свет всегда тёплый и рассеянный: никаких открытых ламп, только матовое стекло и ткань.',
        'Her light is always warm and diffused: no bare bulbs, only frosted glass and fabric.',
      ),
    ],
    picture: { kind: 'pendant-lamp', color: '#cf9d2a' },
  },
  {
    key: 'david-mendes',
    name: P('Давид Мендес', 'David Mendes'),
    short: P(
      'Португальский дизайнер, автор мебели для спален и детских.',
      'Portuguese designer of bedroom and nursery furniture.',
    ),
    long: [
      P(
        'Давид живёт в Порту и проектирует кровати, тумбы и детскую мебель из сертифицированной сосны и бука.',
        'David lives in Porto and designs beds, bedside tables and children’s furniture in certified pine and beech.',
      ),
      P(
        'Все его модели проходят испытания на устойчивость и не имеют острых углов.',
        'Every one of his models is tested for stability and has no sharp corners.',
      ),
    ],
    picture: { kind: 'bed', color: '#8d9c7b' },
  },
];

export const COLLECTIONS: readonly PersonallyEntryDef[] = [
  {
    key: 'nord',
    name: P('Nord', 'Nord'),
    short: P(
      'Светлое дерево, белые фасады и мягкий текстиль в скандинавском духе.',
      'Pale wood, white fronts and soft textiles in the Scandinavian spirit.',
    ),
    long: [
      P(
        'Коллекция Nord собрана вокруг светлого ясеня и белого матового лака. Предметы легко сочетаются между собой и не перегружают небольшие комнаты.',
        'The Nord collection is built around pale ash and white matt lacquer. Its pieces go together easily and never crowd a small room.',
      ),
    ],
    picture: { kind: 'chair', color: '#e8e2d6' },
  },
  {
    key: 'loft-line',
    name: P('Loft Line', 'Loft Line'),
    short: P(
      'Чёрный металл, состаренный дуб и кожа для индустриальных интерьеров.',
      'Black metal, aged oak and leather for industrial interiors.',
    ),
    long: [
      P(
        'Loft Line — это сварные каркасы из чёрной стали, столешницы из состаренного дуба и кожаная обивка, которая со временем становится только красивее.',
        'Loft Line means welded black steel frames, aged oak tops and leather upholstery that only gets better with time.',
      ),
    ],
    picture: { kind: 'shelf', color: '#3a3a3a' },
  },
  {
    key: 'terra',
    name: P('Terra', 'Terra'),
    short: P('Тёплые земляные оттенки, терракота и лён.', 'Warm earthy tones, terracotta and linen.'),
    long: [
      P(
        'Terra вдохновлена средиземноморскими домами: терракотовые и песочные цвета, натуральный лён и округлые формы создают спокойную атмосферу.',
        'Terra takes after Mediterranean houses: terracotta and sand colours, natural linen and rounded shapes make for a calm room.',
      ),
    ],
    picture: { kind: 'sofa', color: '#c0643f' },
  },
  {
    key: 'velvet-club',
    name: P('Velvet Club', 'Velvet Club'),
    short: P(
      'Бархат глубоких цветов и латунные детали в духе ар-деко.',
      'Deep-coloured velvet and brass details in the Art Deco manner.',
    ),
    long: [
      P(
        'Velvet Club — коллекция для гостиных и лобби: изумрудный и сапфировый бархат, латунные ножки и выразительные изогнутые спинки.',
        'Velvet Club is made for living rooms and lobbies: emerald and sapphire velvet, brass legs and bold curved backs.',
      ),
    ],
    picture: { kind: 'armchair', color: '#2f6b57' },
  },
  {
    key: 'atelier',
    name: P('Atelier', 'Atelier'),
    short: P('Рабочие места и хранение для домашнего кабинета.', 'Desks and storage for the home office.'),
    long: [
      P(
        'Atelier объединяет столы, стеллажи и кресла для работы дома: кабель-каналы, регулировки и фасады, за которыми прячутся бумаги.',
        'Atelier brings together desks, shelves and chairs for working at home: cable channels, adjustments and fronts to hide the paperwork.',
      ),
    ],
    picture: { kind: 'desk', color: '#6b5b4a' },
  },
  {
    key: 'dacha',
    name: P('Дача', 'Dacha'),
    short: P(
      'Простая прочная мебель для загородного дома и веранды.',
      'Simple, sturdy furniture for the country house and the veranda.',
    ),
    long: [
      P(
        'Коллекция «Дача» сделана из сосны и берёзы с защитным маслом: она не боится влажности, перепадов температуры и детей.',
        'The Dacha collection is made of pine and birch finished with protective oil: it copes with damp, changing temperatures and children.',
      ),
    ],
    picture: { kind: 'dining-table', color: '#a8834f' },
  },
  {
    key: 'monochrome',
    name: P('Monochrome', 'Monochrome'),
    short: P(
      'Графитовые и белые предметы строгих геометрических форм.',
      'Graphite and white pieces of strict geometric shapes.',
    ),
    long: [
      P(
        'Monochrome — для тех, кто любит порядок: графит, белый и серый, прямые линии и скрытая фурнитура.',
        'Monochrome is for those who like order: graphite, white and grey, straight lines and hidden fittings.',
      ),
    ],
    picture: { kind: 'tv-unit', color: '#4a4d52' },
  },
  {
    key: 'soft-light',
    name: P('Soft Light', 'Soft Light'),
    short: P(
      'Светильники и декор, которые делают вечер уютным.',
      'Lamps and accessories that make an evening cosy.',
    ),
    long: [
      P(
        'Soft Light — это торшеры, настольные лампы, подушки и пледы в пудровых тонах, которые добавляют интерьеру тепла.',
        'Soft Light gathers floor and table lamps, cushions and throws in powdery tones that bring warmth to a room.',
      ),
    ],
    picture: { kind: 'floor-lamp', color: '#d3a49b' },
  },
];

const TYPES: readonly PersonallyTypeDef[] = [
  {
    typeId: 1,
    urlKey: 'designers',
    attributeCode: 'designer',
    plural: P('Дизайнеры', 'Designers'),
    single: P('Дизайнер', 'Designer'),
    anotherForm: P('дизайнера', 'designer'),
    share: 0.12,
    entries: DESIGNERS,
  },
  {
    typeId: 2,
    urlKey: 'collections',
    attributeCode: 'collection',
    plural: P('Коллекции', 'Collections'),
    single: P('Коллекция', 'Collection'),
    anotherForm: P('коллекции', 'collection'),
    share: 0.3,
    entries: COLLECTIONS,
  },
];

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The picture file of an entry, under catalog/product. */
export const entryPictureFile = (typeUrlKey: string, key: string) => `personally/${typeUrlKey}/${key}.svg`;

/** Every entry's picture: an interior with the entry's signature piece in its colour. */
export function personallyPictures(): [file: string, spec: PictureSpec][] {
  return TYPES.flatMap((type) =>
    type.entries.map((entry, i): [string, PictureSpec] => [
      entryPictureFile(type.urlKey, entry.key),
      {
        kind: entry.picture.kind,
        color: entry.picture.color,
        seed: type.typeId * 100 + i + 1,
        view: 'interior',
      },
    ]),
  );
}

/**
 * The `personally` entries of a product in a language: at most one of each type, each rolled from
 * the type's own hashed seed for the product (so the same products name the same entries in every
 * store view, and nothing else the generator rolls changes).
 */
export function personallyEntries(
  seed: number,
  productId: number,
  lang: 'ru' | 'en',
): Record<string, unknown>[] {
  const i = lang === 'ru' ? 0 : 1;
  const found: Record<string, unknown>[] = [];
  for (const type of TYPES) {
    const roll = createRandom(hashString(`${seed}:personally:${type.urlKey}:${productId}`));
    if (!roll.chance(type.share)) continue;
    const entry = roll.pick([...type.entries]);
    found.push({
      attribute_code: type.attributeCode,
      entity_title: entry.name[i],
      entity_url_key: entry.key,
      handle: type.urlKey,
      image_url: entryPictureFile(type.urlKey, entry.key),
      option_id: type.entries.indexOf(entry) + 1,
      short_description: entry.short[i],
      description: entry.long.map((p) => `<p>${escapeHtml(p[i])}</p>`).join(''),
      type_id: type.typeId,
      type_title: type.plural[i],
      type_single_title: type.single[i],
      type_another_form_title: type.anotherForm[i],
      type_url_key: type.urlKey,
    });
  }
  return found;
}

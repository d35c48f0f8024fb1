// The words the demo catalogue is composed from: what each leaf category sells (picture kind, name
// phrases, price range, colours, materials, sizes, configurable attributes, options), model names,
// and the sentences descriptions are built of. Russian for stores 1 and 3, English for store 0.
import type { PictureKind } from './pictures.ts';

export type Pair = readonly [ru: string, en: string];

export type SuperAttribute = 'color' | 'size' | 'material';
export type OptionTemplate = 'legs' | 'assembly' | 'warranty' | 'engraving' | 'packaging' | 'cord' | 'lining';
export type FileTemplate = 'assembly' | 'care' | 'electrical' | 'certificate';

export interface Profile {
  categoryId: number;
  /** Share of the catalogue, relative to the other profiles. */
  weight: number;
  kinds: PictureKind[];
  /** Russian phrase (the name starts with it) and English noun phrase (the name ends with it). */
  phrases: Pair[];
  /** Regular price range on the Russian website, RUB. */
  rub: [number, number];
  colors: string[];
  materials: string[];
  sizes: string[];
  /** Attributes the configurable products of this category vary by. */
  superAttributes: SuperAttribute[];
  options: OptionTemplate[];
  files: FileTemplate[];
  /** Sold in pairs (or sets): min_sale_qty and qty_increments. */
  packOf?: number;
  /** Width × depth × height ranges in cm, for descriptions. */
  dims: [[number, number], [number, number], [number, number]];
  intro: Pair[];
  features: Pair[];
}

const UPHOLSTERY_COLORS = [
  'grey',
  'graphite',
  'beige',
  'ivory',
  'navy',
  'sage',
  'emerald',
  'terracotta',
  'mustard',
  'dusty-pink',
];
const WOOD_COLORS = ['natural-oak', 'walnut', 'white', 'black', 'graphite'];
const METAL_COLORS = ['black', 'brass', 'white', 'graphite'];
const TEXTILE_COLORS = [
  'ivory',
  'beige',
  'grey',
  'graphite',
  'navy',
  'sage',
  'terracotta',
  'mustard',
  'dusty-pink',
];
const CERAMIC_COLORS = ['white', 'ivory', 'terracotta', 'sage', 'navy', 'black', 'dusty-pink'];
const UPHOLSTERY = ['velvet', 'boucle', 'woven', 'linen', 'leather', 'faux-leather'];
const WOOD = ['solid-oak', 'solid-ash', 'walnut-veneer', 'mdf', 'chipboard'];
const TABLE_TOPS = ['solid-oak', 'solid-ash', 'walnut-veneer', 'glass', 'marble', 'mdf'];
const LAMP = ['metal', 'glass', 'ceramic', 'linen'];

const SOFA_FEATURES: Pair[] = [
  ['Независимый пружинный блок и пена высокой плотности', 'Pocket springs and high-density foam'],
  ['Съёмные чехлы, которые можно чистить', 'Removable, cleanable covers'],
  ['Каркас из массива сосны и фанеры', 'Frame of solid pine and plywood'],
  [
    'Ткань устойчива к истиранию: 60 000 циклов Мартиндейла',
    'Abrasion-resistant fabric: 60,000 Martindale cycles',
  ],
  ['Ножки из массива дуба', 'Solid oak legs'],
  ['Поставляется в собранном виде, ножки прикручиваются', 'Delivered assembled, screw-on legs'],
];
const WOOD_FEATURES: Pair[] = [
  ['Покрытие натуральным маслом с твёрдым воском', 'Natural hard-wax oil finish'],
  ['Фасады с доводчиками', 'Soft-close doors and drawers'],
  ['Фурнитура Blum с гарантией 10 лет', 'Blum hardware with a 10-year guarantee'],
  ['Регулируемые опоры для неровного пола', 'Adjustable feet for uneven floors'],
  ['Класс эмиссии E0,5', 'Emission class E0.5'],
  ['Кромка ПВХ 2 мм по всему периметру', '2 mm edge banding all round'],
];
const TABLE_FEATURES: Pair[] = [
  ['Столешница устойчива к влаге и высоким температурам', 'Top resists moisture and heat'],
  ['Усиленная царга — стол не шатается', 'Reinforced apron for a steady table'],
  ['Регулируемые опоры', 'Adjustable feet'],
  ['Покрытие матовым лаком на водной основе', 'Water-based matt lacquer'],
  [
    'Подходит для ежедневного использования в кафе и ресторанах',
    'Built for daily use in cafés and restaurants',
  ],
];
const CHAIR_FEATURES: Pair[] = [
  ['Выдерживает нагрузку до 120 кг', 'Takes up to 120 kg'],
  ['Эргономичный изгиб спинки', 'Ergonomically curved back'],
  ['Войлочные накладки на ножках', 'Felt pads under the legs'],
  ['Штабелируется до 6 штук', 'Stacks up to six high'],
  ['Сиденье из формованной фанеры с мягкой накладкой', 'Moulded plywood seat with a soft pad'],
];
const LAMP_FEATURES: Pair[] = [
  ['Цоколь E27, подходит для светодиодных ламп', 'E27 socket, LED ready'],
  ['Совместим с диммером', 'Works with a dimmer'],
  ['Текстильный провод длиной 1,5 м', '1.5 m fabric-covered cable'],
  ['Мягкий рассеянный свет без бликов', 'Soft, glare-free diffused light'],
  ['Класс защиты IP20', 'IP20 protection'],
];
const TEXTILE_FEATURES: Pair[] = [
  ['Можно стирать при 30 °C', 'Machine washable at 30 °C'],
  ['Окрашено без азокрасителей', 'Dyed without azo dyes'],
  ['Сертификат OEKO-TEX Standard 100', 'OEKO-TEX Standard 100 certified'],
  ['Соткано вручную', 'Hand-woven'],
  ['Не выцветает на солнце', 'Fade-resistant'],
];
const BED_FEATURES: Pair[] = [
  ['Ортопедическое основание из гнутоклеёных ламелей', 'Sprung slatted base'],
  ['Вместительный ящик для белья под подъёмным основанием', 'Roomy storage under a lift-up base'],
  ['Мягкое изголовье со съёмным чехлом', 'Upholstered headboard with a removable cover'],
  ['Матрас в комплект не входит', 'Mattress sold separately'],
  ['Каркас из массива берёзы', 'Solid birch frame'],
];

const P = (ru: string, en: string): Pair => [ru, en];

export const PROFILES: Profile[] = [
  {
    categoryId: 12,
    weight: 6,
    kinds: ['corner-sofa'],
    phrases: [P('Диван угловой', 'corner sofa'), P('Диван угловой с оттоманкой', 'corner sofa with chaise')],
    rub: [69_990, 249_990],
    colors: UPHOLSTERY_COLORS,
    materials: UPHOLSTERY,
    sizes: [],
    superAttributes: ['color'],
    options: ['legs', 'assembly', 'warranty'],
    files: ['assembly', 'care', 'certificate'],
    dims: [
      [240, 320],
      [150, 190],
      [80, 95],
    ],
    intro: [
      P(
        '«{model}» — просторный угловой диван для большой семьи и долгих вечеров с друзьями.',
        'The {model} is a roomy corner sofa for a big family and long evenings with friends.',
      ),
      P(
        'Угловой диван «{model}» собирает гостиную вокруг себя: глубокая посадка и мягкие подушки.',
        'The {model} corner sofa brings the living room together: deep seats and soft cushions.',
      ),
    ],
    features: SOFA_FEATURES,
  },
  {
    categoryId: 13,
    weight: 5,
    kinds: ['sofa'],
    phrases: [P('Диван-кровать', 'sofa bed'), P('Диван-кровать раскладной', 'fold-out sofa bed')],
    rub: [39_990, 159_990],
    colors: UPHOLSTERY_COLORS,
    materials: UPHOLSTERY,
    sizes: ['2-seater', '3-seater'],
    superAttributes: ['color', 'size'],
    options: ['assembly', 'warranty'],
    files: ['assembly', 'care'],
    dims: [
      [180, 240],
      [90, 105],
      [80, 95],
    ],
    intro: [
      P(
        'Диван-кровать «{model}» за секунду превращается в полноценное спальное место.',
        'The {model} sofa bed turns into a proper bed in a second.',
      ),
    ],
    features: [...SOFA_FEATURES, P('Механизм трансформации «еврокнижка»', 'Easy pull-out mechanism')],
  },
  {
    categoryId: 17,
    weight: 4,
    kinds: ['sofa', 'corner-sofa'],
    phrases: [P('Диван модульный', 'modular sofa'), P('Модуль дивана', 'sofa module')],
    rub: [29_990, 219_990],
    colors: UPHOLSTERY_COLORS,
    materials: UPHOLSTERY,
    sizes: ['2-seater', '3-seater', '4-seater'],
    superAttributes: ['color', 'size'],
    options: ['legs', 'warranty'],
    files: ['assembly', 'care'],
    dims: [
      [90, 360],
      [95, 110],
      [75, 90],
    ],
    intro: [
      P(
        'Модульная система «{model}»: соберите диван нужной длины и формы, а потом перестройте его.',
        'The {model} modular system: build a sofa of the length and shape you need, then rearrange it.',
      ),
    ],
    features: SOFA_FEATURES,
  },
  {
    categoryId: 14,
    weight: 5,
    kinds: ['armchair'],
    phrases: [
      P('Кресло', 'armchair'),
      P('Кресло мягкое', 'lounge chair'),
      P('Кресло с высокой спинкой', 'wingback chair'),
    ],
    rub: [19_990, 89_990],
    colors: UPHOLSTERY_COLORS,
    materials: UPHOLSTERY,
    sizes: [],
    superAttributes: ['color'],
    options: ['legs', 'warranty'],
    files: ['care'],
    dims: [
      [70, 95],
      [75, 95],
      [75, 110],
    ],
    intro: [
      P(
        'Кресло «{model}» — уютное место для чтения у окна.',
        'The {model} is a cosy spot for reading by the window.',
      ),
      P(
        '«{model}» поддерживает спину и плечи: в нём легко провести весь вечер.',
        'The {model} supports your back and shoulders: easy to spend the whole evening in.',
      ),
    ],
    features: SOFA_FEATURES,
  },
  {
    categoryId: 15,
    weight: 4,
    kinds: ['coffee-table'],
    phrases: [
      P('Столик журнальный', 'coffee table'),
      P('Столик журнальный с полкой', 'coffee table with shelf'),
    ],
    rub: [8_990, 49_990],
    colors: WOOD_COLORS,
    materials: TABLE_TOPS,
    sizes: [],
    superAttributes: ['color'],
    options: ['assembly'],
    files: ['assembly'],
    dims: [
      [80, 130],
      [50, 80],
      [35, 48],
    ],
    intro: [
      P(
        'Журнальный столик «{model}» — центр гостиной для книг, чая и настольных игр.',
        'The {model} coffee table is the heart of the living room: books, tea and board games.',
      ),
    ],
    features: TABLE_FEATURES,
  },
  {
    categoryId: 16,
    weight: 3,
    kinds: ['tv-unit'],
    phrases: [P('Тумба под ТВ', 'TV unit'), P('Тумба под ТВ подвесная', 'wall-mounted TV unit')],
    rub: [12_990, 69_990],
    colors: WOOD_COLORS,
    materials: WOOD,
    sizes: [],
    superAttributes: ['color'],
    options: ['assembly', 'packaging'],
    files: ['assembly'],
    dims: [
      [140, 220],
      [38, 48],
      [40, 60],
    ],
    intro: [
      P(
        'ТВ-тумба «{model}» прячет провода и приставки, оставляя на виду только нужное.',
        'The {model} TV unit hides cables and boxes and leaves only what you want on show.',
      ),
    ],
    features: WOOD_FEATURES,
  },
  {
    categoryId: 22,
    weight: 5,
    kinds: ['bed'],
    phrases: [P('Кровать двуспальная', 'double bed'), P('Кровать с подъёмным механизмом', 'ottoman bed')],
    rub: [34_990, 159_990],
    colors: UPHOLSTERY_COLORS,
    materials: [...UPHOLSTERY, 'solid-oak'],
    sizes: ['140x200', '160x200', '180x200', '200x200'],
    superAttributes: ['size', 'color'],
    options: ['assembly', 'warranty'],
    files: ['assembly', 'certificate'],
    dims: [
      [150, 215],
      [210, 230],
      [95, 125],
    ],
    intro: [
      P(
        'Кровать «{model}» с мягким изголовьем — спокойный центр спальни.',
        'The {model} bed with an upholstered headboard is the calm centre of the bedroom.',
      ),
    ],
    features: BED_FEATURES,
  },
  {
    categoryId: 23,
    weight: 2,
    kinds: ['bed'],
    phrases: [P('Кровать односпальная', 'single bed')],
    rub: [19_990, 69_990],
    colors: [...UPHOLSTERY_COLORS, 'natural-oak'],
    materials: [...UPHOLSTERY, 'solid-oak'],
    sizes: ['90x200'],
    superAttributes: ['color'],
    options: ['assembly'],
    files: ['assembly'],
    dims: [
      [95, 105],
      [205, 215],
      [85, 110],
    ],
    intro: [
      P(
        'Односпальная кровать «{model}» для гостевой комнаты или подростка.',
        'The {model} single bed for a guest room or a teenager.',
      ),
    ],
    features: BED_FEATURES,
  },
  {
    categoryId: 24,
    weight: 3,
    kinds: ['mattress'],
    phrases: [P('Матрас ортопедический', 'orthopaedic mattress'), P('Матрас беспружинный', 'foam mattress')],
    rub: [14_990, 89_990],
    colors: ['white', 'ivory', 'grey'],
    materials: ['memory-foam', 'cotton'],
    sizes: ['90x200', '140x200', '160x200', '180x200'],
    superAttributes: ['size'],
    options: ['warranty'],
    files: ['care', 'certificate'],
    dims: [
      [90, 180],
      [200, 200],
      [18, 30],
    ],
    intro: [
      P(
        'Матрас «{model}» средней жёсткости: поддержка позвоночника и комфорт для плеч.',
        'The {model} is a medium-firm mattress: support for the spine, comfort for the shoulders.',
      ),
    ],
    features: [
      P('Независимые пружины, 500 на спальное место', '500 pocket springs per sleeper'),
      P('Чехол из хлопка на молнии', 'Zipped cotton cover'),
      P('Гипоаллергенные материалы', 'Hypoallergenic materials'),
      P('Поставляется скрученным в рулон', 'Delivered rolled'),
    ],
  },
  {
    categoryId: 25,
    weight: 4,
    kinds: ['wardrobe'],
    phrases: [P('Шкаф распашной', 'wardrobe'), P('Шкаф-купе', 'sliding-door wardrobe')],
    rub: [29_990, 139_990],
    colors: WOOD_COLORS,
    materials: WOOD,
    sizes: ['w100', 'w150', 'w200'],
    superAttributes: ['size', 'color'],
    options: ['assembly', 'packaging'],
    files: ['assembly', 'certificate'],
    dims: [
      [100, 200],
      [55, 62],
      [200, 240],
    ],
    intro: [
      P(
        'Шкаф «{model}» вмещает гардероб всей семьи: штанги, полки и выдвижные ящики.',
        "The {model} wardrobe holds the whole family's clothes: rails, shelves and drawers.",
      ),
    ],
    features: WOOD_FEATURES,
  },
  {
    categoryId: 26,
    weight: 3,
    kinds: ['bedside-table'],
    phrases: [P('Тумба прикроватная', 'bedside table')],
    rub: [5_990, 24_990],
    colors: WOOD_COLORS,
    materials: WOOD,
    sizes: [],
    superAttributes: ['color'],
    options: ['assembly'],
    files: ['assembly'],
    packOf: 2,
    dims: [
      [40, 55],
      [35, 42],
      [45, 60],
    ],
    intro: [
      P(
        'Прикроватная тумба «{model}»: ящик для мелочей и место для лампы и книги.',
        'The {model} bedside table: a drawer for small things and room for a lamp and a book.',
      ),
    ],
    features: WOOD_FEATURES,
  },
  {
    categoryId: 35,
    weight: 4,
    kinds: ['dining-table'],
    phrases: [
      P('Стол обеденный раскладной', 'extendable dining table'),
      P('Стол раздвижной', 'extending table'),
    ],
    rub: [24_990, 129_990],
    colors: WOOD_COLORS,
    materials: TABLE_TOPS,
    sizes: ['140x90', '160x90', '180x90', '200x100'],
    superAttributes: ['size', 'color'],
    options: ['assembly', 'warranty'],
    files: ['assembly', 'care'],
    dims: [
      [140, 200],
      [85, 100],
      [75, 76],
    ],
    intro: [
      P(
        'Раздвижной стол «{model}» принимает гостей: вставка выдвигается за минуту.',
        'The {model} extendable table welcomes guests: the leaf pulls out in a minute.',
      ),
    ],
    features: TABLE_FEATURES,
  },
  {
    categoryId: 36,
    weight: 3,
    kinds: ['round-table'],
    phrases: [P('Стол обеденный круглый', 'round dining table')],
    rub: [19_990, 89_990],
    colors: WOOD_COLORS,
    materials: TABLE_TOPS,
    sizes: ['d90', 'd110', 'd120'],
    superAttributes: ['size'],
    options: ['assembly'],
    files: ['assembly'],
    dims: [
      [90, 120],
      [90, 120],
      [75, 76],
    ],
    intro: [
      P(
        'Круглый стол «{model}» на центральной опоре: за ним всем хватает места для ног.',
        'The {model} round table on a pedestal base leaves legroom for everyone.',
      ),
    ],
    features: TABLE_FEATURES,
  },
  {
    categoryId: 32,
    weight: 6,
    kinds: ['chair'],
    phrases: [
      P('Стул', 'dining chair'),
      P('Стул мягкий', 'upholstered chair'),
      P('Стул с подлокотниками', 'carver chair'),
    ],
    rub: [4_990, 24_990],
    colors: [...UPHOLSTERY_COLORS, 'black', 'natural-oak'],
    materials: [...UPHOLSTERY, 'solid-oak', 'metal'],
    sizes: [],
    superAttributes: ['color'],
    options: ['legs'],
    files: ['assembly'],
    packOf: 2,
    dims: [
      [42, 56],
      [48, 58],
      [78, 88],
    ],
    intro: [
      P(
        'Стул «{model}» — лёгкий и устойчивый, для кухни и столовой.',
        'The {model} chair is light and steady, for the kitchen and the dining room.',
      ),
    ],
    features: CHAIR_FEATURES,
  },
  {
    categoryId: 33,
    weight: 3,
    kinds: ['bar-stool'],
    phrases: [P('Стул барный', 'bar stool'), P('Стул полубарный', 'counter stool')],
    rub: [5_990, 21_990],
    colors: [...METAL_COLORS, 'natural-oak'],
    materials: ['metal', 'solid-oak', 'velvet', 'faux-leather'],
    sizes: [],
    superAttributes: ['color'],
    options: [],
    files: ['assembly'],
    packOf: 2,
    dims: [
      [38, 46],
      [38, 48],
      [75, 105],
    ],
    intro: [
      P(
        'Барный стул «{model}» с подставкой для ног — для кухонного острова и стойки.',
        'The {model} bar stool with a footrest, for a kitchen island or a counter.',
      ),
    ],
    features: CHAIR_FEATURES,
  },
  {
    categoryId: 34,
    weight: 3,
    kinds: ['sideboard'],
    phrases: [P('Буфет', 'sideboard'), P('Комод-буфет', 'buffet')],
    rub: [24_990, 99_990],
    colors: WOOD_COLORS,
    materials: WOOD,
    sizes: [],
    superAttributes: ['color'],
    options: ['assembly', 'packaging'],
    files: ['assembly'],
    dims: [
      [120, 200],
      [40, 48],
      [70, 90],
    ],
    intro: [
      P(
        'Буфет «{model}» хранит посуду и скатерти и служит подиумом для ваз и ламп.',
        'The {model} sideboard stores plates and linen and shows off vases and lamps.',
      ),
    ],
    features: WOOD_FEATURES,
  },
  {
    categoryId: 42,
    weight: 3,
    kinds: ['desk'],
    phrases: [
      P('Стол с электроприводом', 'height-adjustable desk'),
      P('Стол регулируемый по высоте', 'sit-stand desk'),
    ],
    rub: [29_990, 99_990],
    colors: ['white', 'black', 'natural-oak', 'walnut'],
    materials: ['mdf', 'solid-oak', 'chipboard'],
    sizes: ['120x80', '140x90', '160x90'],
    superAttributes: ['size', 'color'],
    options: ['assembly', 'warranty'],
    files: ['assembly', 'electrical'],
    dims: [
      [120, 160],
      [70, 90],
      [65, 130],
    ],
    intro: [
      P(
        'Стол «{model}» с двумя моторами: меняйте высоту одним касанием и работайте стоя.',
        'The dual-motor {model} desk changes height at a touch, so you can work standing.',
      ),
    ],
    features: [
      P('Диапазон высоты 65–130 см', 'Height range 65–130 cm'),
      P('Память на четыре положения', 'Four memory positions'),
      P('Защита от столкновения', 'Anti-collision sensor'),
      P('Грузоподъёмность 120 кг', 'Load capacity 120 kg'),
    ],
  },
  {
    categoryId: 46,
    weight: 2,
    kinds: ['desk'],
    phrases: [P('Стол руководителя', 'executive desk')],
    rub: [49_990, 189_990],
    colors: ['walnut', 'black', 'natural-oak'],
    materials: ['walnut-veneer', 'solid-oak', 'leather'],
    sizes: [],
    superAttributes: ['color'],
    options: ['assembly', 'engraving'],
    files: ['assembly', 'certificate'],
    dims: [
      [180, 240],
      [85, 100],
      [75, 76],
    ],
    intro: [
      P(
        'Стол руководителя «{model}» с тумбой на замке и кабель-каналом.',
        'The {model} executive desk with a lockable pedestal and cable management.',
      ),
    ],
    features: WOOD_FEATURES,
  },
  {
    categoryId: 43,
    weight: 4,
    kinds: ['office-chair'],
    phrases: [P('Кресло офисное', 'office chair'), P('Кресло эргономичное', 'ergonomic chair')],
    rub: [12_990, 79_990],
    colors: ['black', 'graphite', 'grey', 'navy', 'terracotta'],
    materials: ['woven', 'leather', 'faux-leather'],
    sizes: [],
    superAttributes: ['color'],
    options: ['warranty'],
    files: ['assembly', 'certificate'],
    dims: [
      [62, 70],
      [60, 68],
      [110, 128],
    ],
    intro: [
      P(
        'Офисное кресло «{model}» с поддержкой поясницы и синхромеханизмом.',
        'The {model} office chair with lumbar support and a synchro mechanism.',
      ),
    ],
    features: [
      P('Регулируемые подлокотники 3D', '3D adjustable armrests'),
      P('Газлифт 4-го класса', 'Class 4 gas lift'),
      P('Сетчатая спинка пропускает воздух', 'Breathable mesh back'),
      P('Колёса для любых полов', 'Castors for every floor'),
    ],
  },
  {
    categoryId: 44,
    weight: 2,
    kinds: ['chest', 'shelf'],
    phrases: [P('Тумба офисная', 'office pedestal'), P('Стеллаж офисный', 'office shelving unit')],
    rub: [9_990, 49_990],
    colors: ['white', 'graphite', 'natural-oak'],
    materials: ['chipboard', 'metal', 'mdf'],
    sizes: [],
    superAttributes: ['color'],
    options: ['assembly'],
    files: ['assembly'],
    dims: [
      [40, 100],
      [40, 60],
      [60, 200],
    ],
    intro: [
      P(
        '«{model}» — хранение для документов и оргтехники в офисе.',
        'The {model} stores files and office equipment.',
      ),
    ],
    features: WOOD_FEATURES,
  },
  {
    categoryId: 45,
    weight: 2,
    kinds: ['dining-table'],
    phrases: [P('Стол для переговоров', 'meeting table')],
    rub: [39_990, 199_990],
    colors: ['white', 'walnut', 'natural-oak', 'black'],
    materials: ['walnut-veneer', 'solid-oak', 'chipboard', 'glass'],
    sizes: ['180x90', '200x100'],
    superAttributes: ['size'],
    options: ['assembly'],
    files: ['assembly'],
    dims: [
      [180, 360],
      [90, 120],
      [75, 75],
    ],
    intro: [
      P(
        'Стол для переговоров «{model}» с лючком для кабелей — на 6–10 человек.',
        'The {model} meeting table seats 6 to 10, with a cable port.',
      ),
    ],
    features: TABLE_FEATURES,
  },
  {
    categoryId: 51,
    weight: 4,
    kinds: ['pendant-lamp'],
    phrases: [P('Светильник подвесной', 'pendant lamp'), P('Люстра', 'chandelier')],
    rub: [3_990, 39_990],
    colors: [...METAL_COLORS, 'sage', 'terracotta'],
    materials: LAMP,
    sizes: ['s', 'm', 'l'],
    superAttributes: ['color'],
    options: ['cord'],
    files: ['electrical'],
    dims: [
      [20, 60],
      [20, 60],
      [20, 50],
    ],
    intro: [
      P(
        'Подвесной светильник «{model}» мягко освещает стол и задаёт ритм комнате.',
        'The {model} pendant casts soft light over the table and sets the rhythm of the room.',
      ),
    ],
    features: LAMP_FEATURES,
  },
  {
    categoryId: 52,
    weight: 3,
    kinds: ['floor-lamp'],
    phrases: [P('Торшер', 'floor lamp'), P('Торшер дуговой', 'arc floor lamp')],
    rub: [5_990, 34_990],
    colors: METAL_COLORS,
    materials: LAMP,
    sizes: [],
    superAttributes: ['color'],
    options: [],
    files: ['electrical'],
    dims: [
      [30, 120],
      [30, 50],
      [150, 200],
    ],
    intro: [
      P(
        'Торшер «{model}» — свет для чтения у кресла.',
        'The {model} floor lamp gives reading light by the armchair.',
      ),
    ],
    features: LAMP_FEATURES,
  },
  {
    categoryId: 53,
    weight: 3,
    kinds: ['table-lamp'],
    phrases: [P('Лампа настольная', 'table lamp')],
    rub: [2_990, 19_990],
    colors: [...CERAMIC_COLORS, 'brass'],
    materials: LAMP,
    sizes: [],
    superAttributes: ['color'],
    options: [],
    files: ['electrical'],
    dims: [
      [20, 40],
      [20, 40],
      [35, 65],
    ],
    intro: [
      P(
        'Настольная лампа «{model}» с керамическим основанием и льняным абажуром.',
        'The {model} table lamp with a ceramic base and a linen shade.',
      ),
    ],
    features: LAMP_FEATURES,
  },
  {
    categoryId: 54,
    weight: 2,
    kinds: ['wall-lamp'],
    phrases: [P('Бра', 'wall light')],
    rub: [2_990, 14_990],
    colors: METAL_COLORS,
    materials: ['metal', 'glass'],
    sizes: [],
    superAttributes: ['color'],
    options: [],
    files: ['electrical'],
    packOf: 2,
    dims: [
      [12, 40],
      [15, 30],
      [15, 35],
    ],
    intro: [
      P(
        'Бра «{model}» для спальни, коридора и ванной.',
        'The {model} wall light for bedroom, hall and bathroom.',
      ),
    ],
    features: LAMP_FEATURES,
  },
  {
    categoryId: 61,
    weight: 2,
    kinds: ['sofa'],
    phrases: [P('Диван садовый', 'garden sofa')],
    rub: [29_990, 119_990],
    colors: ['grey', 'beige', 'graphite', 'natural-oak'],
    materials: ['rattan', 'metal', 'solid-ash'],
    sizes: [],
    superAttributes: ['color'],
    options: [],
    files: ['care'],
    dims: [
      [140, 220],
      [75, 90],
      [70, 85],
    ],
    intro: [
      P(
        'Садовый диван «{model}» не боится дождя и солнца: подушки сохнут за час.',
        'The {model} garden sofa shrugs off rain and sun: cushions dry in an hour.',
      ),
    ],
    features: TEXTILE_FEATURES,
  },
  {
    categoryId: 62,
    weight: 2,
    kinds: ['dining-table', 'round-table'],
    phrases: [P('Стол садовый', 'garden table')],
    rub: [14_990, 59_990],
    colors: ['natural-oak', 'graphite', 'white'],
    materials: ['solid-ash', 'metal', 'ceramic'],
    sizes: [],
    superAttributes: [],
    options: [],
    files: ['care'],
    dims: [
      [80, 200],
      [80, 100],
      [73, 75],
    ],
    intro: [
      P(
        'Садовый стол «{model}» для ужинов на террасе.',
        'The {model} garden table for dinners on the terrace.',
      ),
    ],
    features: TABLE_FEATURES,
  },
  {
    categoryId: 63,
    weight: 2,
    kinds: ['lounger'],
    phrases: [P('Шезлонг', 'sun lounger')],
    rub: [12_990, 49_990],
    colors: ['natural-oak', 'graphite', 'white', 'beige'],
    materials: ['solid-ash', 'rattan', 'metal'],
    sizes: [],
    superAttributes: ['color'],
    options: [],
    files: ['care'],
    dims: [
      [60, 75],
      [190, 205],
      [30, 90],
    ],
    intro: [
      P(
        'Шезлонг «{model}» с пятью положениями спинки и колёсами.',
        'The {model} sun lounger with a five-position back and wheels.',
      ),
    ],
    features: TEXTILE_FEATURES,
  },
  {
    categoryId: 71,
    weight: 4,
    kinds: ['rug'],
    phrases: [P('Ковёр', 'rug'), P('Ковёр шерстяной', 'wool rug'), P('Ковёр безворсовый', 'flatweave rug')],
    rub: [4_990, 79_990],
    colors: TEXTILE_COLORS,
    materials: ['wool', 'cotton'],
    sizes: ['80x150', '120x180', '160x230', '200x300'],
    superAttributes: ['size', 'color'],
    options: [],
    files: ['care'],
    dims: [
      [80, 200],
      [150, 300],
      [1, 2],
    ],
    intro: [
      P(
        'Ковёр «{model}» добавляет комнате тепла и тишины.',
        'The {model} rug brings warmth and quiet to a room.',
      ),
    ],
    features: TEXTILE_FEATURES,
  },
  {
    categoryId: 72,
    weight: 2,
    kinds: ['cushion'],
    phrases: [P('Подушка декоративная', 'cushion'), P('Чехол для подушки', 'cushion cover')],
    rub: [1_490, 5_990],
    colors: TEXTILE_COLORS,
    materials: ['linen', 'cotton', 'velvet', 'boucle'],
    sizes: ['40x40', '50x50'],
    superAttributes: ['color'],
    options: [],
    files: [],
    packOf: 2,
    dims: [
      [40, 50],
      [40, 50],
      [10, 15],
    ],
    intro: [
      P(
        'Декоративная подушка «{model}» — быстрый способ обновить диван.',
        'The {model} cushion is a quick way to refresh a sofa.',
      ),
    ],
    features: TEXTILE_FEATURES,
  },
  {
    categoryId: 73,
    weight: 2,
    kinds: ['curtain'],
    phrases: [P('Штора', 'curtain'), P('Портьера блэкаут', 'blackout curtain')],
    rub: [2_990, 14_990],
    colors: TEXTILE_COLORS,
    materials: ['linen', 'cotton', 'velvet'],
    sizes: ['w150', 'w200'],
    superAttributes: ['color'],
    options: ['lining'],
    files: ['care'],
    packOf: 2,
    dims: [
      [140, 200],
      [1, 1],
      [260, 300],
    ],
    intro: [
      P(
        'Штора «{model}» на петлях, готовая к подвеске.',
        'The {model} curtain comes with tabs, ready to hang.',
      ),
    ],
    features: TEXTILE_FEATURES,
  },
  {
    categoryId: 74,
    weight: 2,
    kinds: ['mirror'],
    phrases: [P('Зеркало настенное', 'wall mirror'), P('Зеркало напольное', 'floor mirror')],
    rub: [4_990, 39_990],
    colors: [...METAL_COLORS, 'natural-oak'],
    materials: ['glass', 'metal', 'solid-oak'],
    sizes: ['s', 'm', 'l'],
    superAttributes: ['size'],
    options: ['packaging'],
    files: [],
    dims: [
      [50, 100],
      [2, 4],
      [70, 190],
    ],
    intro: [
      P(
        'Зеркало «{model}» в тонкой раме делает комнату светлее и шире.',
        'The slim-framed {model} mirror makes a room lighter and wider.',
      ),
    ],
    features: [
      P('Серебряная амальгама', 'Silver-backed glass'),
      P('Крепления в комплекте', 'Fixings included'),
    ],
  },
  {
    categoryId: 75,
    weight: 2,
    kinds: ['vase'],
    phrases: [P('Ваза', 'vase'), P('Ваза напольная', 'floor vase')],
    rub: [1_490, 12_990],
    colors: CERAMIC_COLORS,
    materials: ['ceramic', 'glass'],
    sizes: ['s', 'm', 'l'],
    superAttributes: ['color'],
    options: [],
    files: [],
    dims: [
      [12, 35],
      [12, 35],
      [20, 70],
    ],
    intro: [
      P(
        'Ваза «{model}» ручной работы из глазурованной керамики.',
        'The {model} is a handmade glazed ceramic vase.',
      ),
    ],
    features: [
      P('Каждое изделие немного отличается', 'Each piece is slightly different'),
      P('Держит воду', 'Watertight'),
    ],
  },
  {
    categoryId: 81,
    weight: 3,
    kinds: ['shelf'],
    phrases: [P('Стеллаж', 'shelving unit'), P('Стеллаж открытый', 'open bookcase')],
    rub: [7_990, 49_990],
    colors: WOOD_COLORS,
    materials: WOOD,
    sizes: ['w100', 'w150'],
    superAttributes: ['size', 'color'],
    options: ['assembly'],
    files: ['assembly'],
    dims: [
      [80, 150],
      [30, 40],
      [180, 220],
    ],
    intro: [
      P(
        'Стеллаж «{model}» для книг, коробок и растений.',
        'The {model} shelving unit for books, boxes and plants.',
      ),
    ],
    features: WOOD_FEATURES,
  },
  {
    categoryId: 82,
    weight: 3,
    kinds: ['chest'],
    phrases: [P('Комод', 'chest of drawers'), P('Комод высокий', 'tall chest of drawers')],
    rub: [12_990, 69_990],
    colors: WOOD_COLORS,
    materials: WOOD,
    sizes: [],
    superAttributes: ['color'],
    options: ['assembly', 'packaging'],
    files: ['assembly'],
    dims: [
      [60, 120],
      [40, 50],
      [80, 130],
    ],
    intro: [
      P(
        'Комод «{model}» с ящиками полного выдвижения.',
        'The {model} chest of drawers with full-extension drawers.',
      ),
    ],
    features: WOOD_FEATURES,
  },
  {
    categoryId: 83,
    weight: 2,
    kinds: ['vitrine'],
    phrases: [P('Витрина', 'display cabinet')],
    rub: [24_990, 89_990],
    colors: WOOD_COLORS,
    materials: ['glass', 'solid-oak', 'mdf'],
    sizes: [],
    superAttributes: ['color'],
    options: ['assembly'],
    files: ['assembly'],
    dims: [
      [80, 120],
      [38, 45],
      [160, 200],
    ],
    intro: [
      P(
        'Витрина «{model}» со стеклянными дверцами и подсветкой.',
        'The {model} display cabinet with glass doors and lighting.',
      ),
    ],
    features: WOOD_FEATURES,
  },
  {
    categoryId: 91,
    weight: 2,
    kinds: ['kids-bed'],
    phrases: [P('Кровать детская', 'kids bed'), P('Кровать-домик', 'house bed')],
    rub: [14_990, 49_990],
    colors: ['white', 'natural-oak', 'sage', 'dusty-pink', 'grey'],
    materials: ['solid-oak', 'solid-ash', 'mdf'],
    sizes: [],
    superAttributes: ['color'],
    options: ['assembly'],
    files: ['assembly', 'certificate'],
    dims: [
      [85, 100],
      [165, 205],
      [130, 170],
    ],
    intro: [
      P(
        'Детская кровать «{model}» с бортиками из массива — для спокойного сна.',
        'The {model} kids bed with solid-wood rails, for sound sleep.',
      ),
    ],
    features: BED_FEATURES,
  },
  {
    categoryId: 92,
    weight: 1,
    kinds: ['desk'],
    phrases: [P('Стол детский', 'kids desk'), P('Парта растущая', 'adjustable kids desk')],
    rub: [7_990, 29_990],
    colors: ['white', 'natural-oak', 'sage', 'grey'],
    materials: ['solid-ash', 'mdf', 'chipboard'],
    sizes: [],
    superAttributes: ['color'],
    options: ['assembly'],
    files: ['assembly', 'certificate'],
    dims: [
      [70, 120],
      [50, 65],
      [50, 76],
    ],
    intro: [
      P(
        'Стол «{model}» растёт вместе с ребёнком: регулируется высота и наклон.',
        'The {model} desk grows with your child: height and tilt adjust.',
      ),
    ],
    features: WOOD_FEATURES,
  },
  {
    categoryId: 101,
    weight: 2,
    kinds: ['bed', 'armchair', 'bedside-table', 'wardrobe'],
    phrases: [
      P('Кровать гостиничная', 'hotel bed'),
      P('Кресло для номера', 'hotel room chair'),
      P('Тумба для номера', 'hotel room nightstand'),
    ],
    rub: [9_990, 89_990],
    colors: ['beige', 'grey', 'graphite', 'walnut', 'natural-oak'],
    materials: ['woven', 'faux-leather', 'walnut-veneer', 'chipboard'],
    sizes: [],
    superAttributes: ['color'],
    options: ['packaging'],
    files: ['certificate'],
    packOf: 4,
    dims: [
      [50, 200],
      [40, 210],
      [45, 120],
    ],
    intro: [
      P(
        '«{model}» — мебель контрактного класса для гостиниц: износостойкие материалы и огнезащита.',
        'The {model} is contract-grade hotel furniture: hard-wearing, fire-retardant materials.',
      ),
    ],
    features: [
      P('Огнестойкость по стандарту BS 5852', 'Fire-retardant to BS 5852'),
      P('Гарантия 5 лет при коммерческом использовании', '5-year commercial warranty'),
      P('Поставка партиями от 4 штук', 'Supplied in lots of 4 or more'),
    ],
  },
  {
    categoryId: 102,
    weight: 2,
    kinds: ['chair', 'round-table', 'bar-stool'],
    phrases: [
      P('Стул для ресторана', 'restaurant chair'),
      P('Стол для кафе', 'café table'),
      P('Стул барный для ресторана', 'restaurant bar stool'),
    ],
    rub: [5_990, 39_990],
    colors: ['black', 'natural-oak', 'walnut', 'graphite', 'terracotta'],
    materials: ['solid-oak', 'metal', 'faux-leather', 'marble'],
    sizes: [],
    superAttributes: ['color'],
    options: [],
    files: ['certificate'],
    packOf: 4,
    dims: [
      [45, 80],
      [45, 80],
      [75, 105],
    ],
    intro: [
      P(
        '«{model}» выдерживает тысячи гостей: усиленный каркас и легко моющиеся поверхности.',
        'The {model} survives thousands of guests: reinforced frame, wipe-clean surfaces.',
      ),
    ],
    features: CHAIR_FEATURES,
  },
  {
    categoryId: 103,
    weight: 1,
    kinds: ['desk', 'office-chair', 'chest'],
    phrases: [P('Рабочее место', 'workstation'), P('Тумба мобильная', 'mobile pedestal')],
    rub: [9_990, 79_990],
    colors: ['white', 'graphite', 'natural-oak', 'black'],
    materials: ['chipboard', 'metal', 'woven'],
    sizes: [],
    superAttributes: [],
    options: ['assembly'],
    files: ['assembly', 'certificate'],
    packOf: 2,
    dims: [
      [40, 160],
      [50, 80],
      [60, 120],
    ],
    intro: [
      P(
        '«{model}» — для оснащения офисов под ключ: единый стиль на всех этажах.',
        'The {model} is for turnkey office fit-outs: one look on every floor.',
      ),
    ],
    features: WOOD_FEATURES,
  },
  {
    categoryId: 121,
    weight: 1,
    kinds: ['armchair', 'coffee-table', 'chair', 'floor-lamp', 'chest'],
    phrases: [
      P('Кресло выставочное', 'showroom armchair'),
      P('Столик выставочный', 'showroom side table'),
      P('Торшер выставочный', 'showroom floor lamp'),
    ],
    rub: [4_990, 59_990],
    colors: [...UPHOLSTERY_COLORS, 'natural-oak', 'walnut'],
    materials: [...UPHOLSTERY, 'solid-oak'],
    sizes: [],
    superAttributes: [],
    options: [],
    files: [],
    dims: [
      [40, 100],
      [40, 90],
      [45, 160],
    ],
    intro: [
      P(
        '«{model}» — последний экземпляр с выставки: в отличном состоянии и по сниженной цене.',
        'The {model} is the last piece from our showroom: excellent condition, reduced price.',
      ),
    ],
    features: [P('Возможны незначительные следы экспозиции', 'May show minor signs of display')],
  },
];

/** Model names: European and Russian places, Russian and English (latin, for url keys too). */
export const MODELS: Pair[] = [
  P('Осло', 'Oslo'),
  P('Берген', 'Bergen'),
  P('Мальмё', 'Malmo'),
  P('Турку', 'Turku'),
  P('Рига', 'Riga'),
  P('Тарту', 'Tartu'),
  P('Лунд', 'Lund'),
  P('Орхус', 'Aarhus'),
  P('Упсала', 'Uppsala'),
  P('Хельсинки', 'Helsinki'),
  P('Копенгаген', 'Copenhagen'),
  P('Стокгольм', 'Stockholm'),
  P('Милан', 'Milan'),
  P('Верона', 'Verona'),
  P('Флоренция', 'Florence'),
  P('Сиена', 'Siena'),
  P('Лион', 'Lyon'),
  P('Ницца', 'Nice'),
  P('Прага', 'Prague'),
  P('Брно', 'Brno'),
  P('Вена', 'Vienna'),
  P('Зальцбург', 'Salzburg'),
  P('Лиссабон', 'Lisbon'),
  P('Порту', 'Porto'),
  P('Севилья', 'Seville'),
  P('Валенсия', 'Valencia'),
  P('Бордо', 'Bordeaux'),
  P('Гент', 'Ghent'),
  P('Брюгге', 'Bruges'),
  P('Дельфт', 'Delft'),
  P('Утрехт', 'Utrecht'),
  P('Гданьск', 'Gdansk'),
  P('Краков', 'Krakow'),
  P('Таллин', 'Tallinn'),
  P('Вильнюс', 'Vilnius'),
  P('Тбилиси', 'Tbilisi'),
  P('Казань', 'Kazan'),
  P('Суздаль', 'Suzdal'),
  P('Валдай', 'Valdai'),
  P('Алтай', 'Altai'),
  P('Байкал', 'Baikal'),
  P('Ладога', 'Ladoga'),
  P('Онега', 'Onega'),
  P('Нарва', 'Narva'),
  P('Лахти', 'Lahti'),
  P('Вааса', 'Vaasa'),
  P('Комо', 'Como'),
  P('Гарда', 'Garda'),
  P('Капри', 'Capri'),
  P('Бергамо', 'Bergamo'),
  P('Арль', 'Arles'),
  P('Авиньон', 'Avignon'),
  P('Люцерн', 'Lucerne'),
  P('Базель', 'Basel'),
  P('Женева', 'Geneva'),
  P('Ольборг', 'Aalborg'),
  P('Тромсё', 'Tromso'),
  P('Ставангер', 'Stavanger'),
  P('Киото', 'Kyoto'),
  P('Нара', 'Nara'),
  P('Кадис', 'Cadiz'),
  P('Мерано', 'Merano'),
  P('Сплит', 'Split'),
  P('Будва', 'Budva'),
  P('Ереван', 'Yerevan'),
  P('Алматы', 'Almaty'),
];

export const DELIVERY: Pair[] = [
  P('В наличии, отправка за 1–2 дня', 'In stock, ships in 1–2 days'),
  P('Доставка за 3–5 дней', 'Delivered in 3–5 days'),
  P('Под заказ, 2–3 недели', 'Made to order, 2–3 weeks'),
  P('Под заказ, 4–6 недель', 'Made to order, 4–6 weeks'),
  P('Изготовление 6–8 недель', 'Made in 6–8 weeks'),
];

export const OUT_OF_STOCK_DELIVERY: Pair = P(
  'Ожидается поступление через 3–4 недели',
  'Back in stock in 3–4 weeks',
);

/** The showcase projects (category 154). */
export interface ShowcaseProjectDef {
  name: Pair;
  city: Pair;
  area: number;
  year: number;
  style: string;
  client: Pair;
  color: string;
}

export const SHOWCASE_PROJECTS: ShowcaseProjectDef[] = [
  {
    name: P('Квартира на Патриарших', 'Apartment at Patriarch Ponds'),
    city: P('Москва', 'Moscow'),
    area: 124,
    year: 2025,
    style: 'contemporary',
    client: P('Частный клиент', 'Private client'),
    color: '#d8c3a0',
  },
  {
    name: P('Отель «Северное сияние»', 'Northern Lights hotel'),
    city: P('Мурманск', 'Murmansk'),
    area: 3200,
    year: 2024,
    style: 'scandinavian',
    client: P('Гостиничная сеть «Полярис»', 'Polaris hotel group'),
    color: '#24395c',
  },
  {
    name: P('Офис IT-компании', 'Tech company office'),
    city: P('Санкт-Петербург', 'Saint Petersburg'),
    area: 1850,
    year: 2025,
    style: 'loft',
    client: P('Компания «Код»', 'Kod software'),
    color: '#43474c',
  },
  {
    name: P('Ресторан «Терраса»', 'Terrace restaurant'),
    city: P('Сочи', 'Sochi'),
    area: 410,
    year: 2023,
    style: 'mid-century',
    client: P('Ресторатор Анна Белова', 'Restaurateur Anna Belova'),
    color: '#c0643f',
  },
  {
    name: P('Загородный дом в Истре', 'Country house in Istra'),
    city: P('Истра', 'Istra'),
    area: 290,
    year: 2024,
    style: 'japandi',
    client: P('Частный клиент', 'Private client'),
    color: '#8d9c7b',
  },
  {
    name: P('Лофт на Винзаводе', 'Winzavod loft'),
    city: P('Москва', 'Moscow'),
    area: 96,
    year: 2023,
    style: 'loft',
    client: P('Частный клиент', 'Private client'),
    color: '#6b4a2f',
  },
  {
    name: P('Бутик-отель «Старый город»', 'Old Town boutique hotel'),
    city: P('Казань', 'Kazan'),
    area: 1400,
    year: 2025,
    style: 'classic',
    client: P('Группа «Идель»', 'Idel group'),
    color: '#b59449',
  },
  {
    name: P('Кофейня «Зерно»', 'Zerno coffee shop'),
    city: P('Екатеринбург', 'Yekaterinburg'),
    area: 85,
    year: 2024,
    style: 'scandinavian',
    client: P('Сеть кофеен «Зерно»', 'Zerno coffee chain'),
    color: '#c8a165',
  },
  {
    name: P('Апартаменты у моря', 'Seaside apartments'),
    city: P('Тбилиси', 'Tbilisi'),
    area: 1120,
    year: 2025,
    style: 'contemporary',
    client: P('Девелопер «Батуми Бэй»', 'Batumi Bay developer'),
    color: '#ece3cf',
  },
  {
    name: P('Коворкинг «Точка»', 'Tochka coworking'),
    city: P('Новосибирск', 'Novosibirsk'),
    area: 760,
    year: 2023,
    style: 'minimalist',
    client: P('Коворкинг «Точка»', 'Tochka coworking'),
    color: '#9b9d9e',
  },
  {
    name: P('Шале в Красной Поляне', 'Krasnaya Polyana chalet'),
    city: P('Красная Поляна', 'Krasnaya Polyana'),
    area: 340,
    year: 2024,
    style: 'scandinavian',
    client: P('Частный клиент', 'Private client'),
    color: '#2f6b57',
  },
  {
    name: P('Клиника эстетической медицины', 'Aesthetic medicine clinic'),
    city: P('Алматы', 'Almaty'),
    area: 520,
    year: 2025,
    style: 'art-deco',
    client: P('Клиника «Авиценна»', 'Avicenna clinic'),
    color: '#d3a49b',
  },
];

/** Designers for the spec's "personally" entries. */
export const DESIGNERS: { key: string; name: Pair; bio: Pair }[] = [
  {
    key: 'anna-lebedeva',
    name: P('Анна Лебедева', 'Anna Lebedeva'),
    bio: P(
      'Дизайнер интерьеров из Санкт-Петербурга, работает с натуральным деревом и текстилем.',
      'Interior designer from Saint Petersburg working with natural wood and textiles.',
    ),
  },
  {
    key: 'mikhail-orlov',
    name: P('Михаил Орлов', 'Mikhail Orlov'),
    bio: P(
      'Промышленный дизайнер, автор коллекций мягкой мебели.',
      'Industrial designer of upholstered collections.',
    ),
  },
  {
    key: 'elena-sokolova',
    name: P('Елена Соколова', 'Elena Sokolova'),
    bio: P(
      'Архитектор и декоратор, специализируется на отелях.',
      'Architect and decorator specialising in hotels.',
    ),
  },
];

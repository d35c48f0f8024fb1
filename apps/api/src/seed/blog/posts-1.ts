// Demo blog posts 1–10 (interiors, materials, care, project stories), in English and Russian.
import type { BlogPostSource } from './post-source.ts';

export const POSTS_1: BlogPostSource[] = [
  {
    slug: 'oak-at-home',
    tags: ['materials', 'interiors'],
    categories: [31, 15],
    picture: { kinds: ['dining-table', 'chair', 'pendant-lamp', 'sideboard'], accent: '#8d6a45' },
    en: {
      title: 'Oak at home: why the oldest material is still the best',
      description:
        'Solid oak, veneer or laminate? What the difference means at the table after ten years of family dinners.',
      intro:
        'Oak has been the backbone of European furniture for six hundred years, and it is still the wood we recommend most often. It is hard enough for a dining table, open-grained enough to take oil beautifully, and it ages into a warm honey colour instead of looking tired.',
      s1: [
        'Solid, veneer or laminate',
        'A solid oak top can be sanded and re-oiled many times: a scratch is a weekend job, not a replacement. Good veneer — 0.6 mm of real oak on a stable core — looks identical and does not warp, but it forgives only light sanding. Laminate printed with an oak pattern is practical in an office canteen and nowhere else: once its surface is through, it cannot be repaired.',
      ],
      s2: [
        'Colour over the years',
        'Fresh oak is pale and slightly pink. In the first two years it darkens noticeably, especially near a window, so do not leave a runner or a bowl in the same spot all summer. Smoked and stained oak changes less; white-oiled oak keeps its Scandinavian look but needs re-oiling once a year.',
      ],
      list: [
        'Oak works best for',
        [
          'dining and kitchen tables that are used every day',
          'chair frames, where strength matters more than weight',
          'open shelving that carries books',
          'floors and stair treads that should match the furniture',
        ],
      ],
    },
    ru: {
      title: 'Дуб дома: почему самый старый материал по-прежнему лучший',
      description:
        'Массив, шпон или ламинат? Чем они отличаются за обеденным столом после десяти лет семейных ужинов.',
      intro:
        'Дуб уже шестьсот лет остаётся основой европейской мебели, и именно его мы советуем чаще всего. Он достаточно твёрдый для обеденного стола, у него открытые поры, которые красиво принимают масло, и с годами он становится тёплого медового цвета, а не выглядит уставшим.',
      s1: [
        'Массив, шпон или ламинат',
        'Столешницу из массива дуба можно много раз шлифовать и заново промасливать: царапина — это работа на выходные, а не повод менять стол. Хороший шпон — 0,6 мм настоящего дуба на стабильной основе — выглядит так же и не ведёт, но выдерживает лишь лёгкую шлифовку. Ламинат с рисунком дуба практичен в офисной столовой и больше нигде: если верхний слой протёрт, его не отремонтировать.',
      ],
      s2: [
        'Цвет с годами',
        'Свежий дуб светлый, чуть розоватый. В первые два года он заметно темнеет, особенно у окна, поэтому не оставляйте дорожку или вазу на одном месте всё лето. Мореный и тонированный дуб меняется меньше; дуб под белым маслом сохраняет скандинавский вид, но требует подновления раз в год.',
      ],
      list: [
        'Где дуб лучше всего',
        [
          'обеденные и кухонные столы, которыми пользуются каждый день',
          'каркасы стульев, где прочность важнее веса',
          'открытые стеллажи под книги',
          'полы и ступени, которые должны совпасть с мебелью',
        ],
      ],
    },
  },
  {
    slug: 'small-living-room-big-sofa',
    tags: ['interiors', 'ideas'],
    categories: [11, 14],
    picture: { kinds: ['sofa', 'coffee-table', 'floor-lamp', 'rug'], accent: '#4a6a8a' },
    en: {
      title: 'A small living room can take a big sofa',
      description: 'Why one generous sofa makes a 16 m² room feel larger than a sofa and two armchairs do.',
      intro:
        'The most common mistake we see in small flats is a small sofa. Two-seaters and a pair of armchairs cut a 16 m² room into islands, and nobody actually sits comfortably. One generous sofa against the longest wall usually gives more seats and more floor.',
      s1: [
        'Measure the wall, not the room',
        'Take the longest uninterrupted wall and subtract 40 cm on each side for a side table or a lamp. That is your sofa length. Depth matters more than length for comfort: 95–100 cm lets you sit back with your feet on the floor and still nap on it. A low back keeps the room open towards the window.',
      ],
      s2: [
        'Legs and colour',
        'A sofa on visible legs shows more floor and looks lighter than one sitting on a plinth. Choose a cover close to the colour of the walls and let cushions carry the accent; a dark sofa in a light room reads as a hole. Modular sofas are a good answer for rented flats: the next room may need an L-shape.',
      ],
      list: [
        'Checklist for a small room',
        [
          'one large sofa instead of a sofa and two chairs',
          'a round or oval coffee table you cannot bump into',
          'a floor lamp behind the sofa rather than a ceiling light',
          'a rug that reaches under the front legs',
        ],
      ],
    },
    ru: {
      title: 'В маленькую гостиную можно поставить большой диван',
      description: 'Почему один просторный диван делает комнату в 16 м² больше, чем диван с двумя креслами.',
      intro:
        'Самая частая ошибка, которую мы видим в небольших квартирах, — маленький диван. Двухместный диван и пара кресел режут комнату в 16 м² на острова, и удобно не сидит никто. Один просторный диван у самой длинной стены обычно даёт и больше мест, и больше свободного пола.',
      s1: [
        'Меряйте стену, а не комнату',
        'Возьмите самую длинную стену без дверей и вычтите по 40 см с каждой стороны под столик или торшер. Это и есть длина дивана. Для удобства глубина важнее длины: 95–100 см позволяют сидеть, откинувшись и не отрывая ног от пола, и при этом на диване можно вздремнуть. Низкая спинка оставляет комнату открытой к окну.',
      ],
      s2: [
        'Ножки и цвет',
        'Диван на видимых ножках показывает больше пола и выглядит легче, чем диван на цоколе. Выбирайте обивку близкую к цвету стен, а акцент доверьте подушкам: тёмный диван в светлой комнате читается как провал. Для съёмных квартир хороши модульные диваны: в следующей комнате может понадобиться угол.',
      ],
      list: [
        'Чек-лист для небольшой комнаты',
        [
          'один большой диван вместо дивана и двух кресел',
          'круглый или овальный журнальный стол, о который не ударишься',
          'торшер за диваном вместо люстры',
          'ковёр, на который встают передние ножки',
        ],
      ],
    },
  },
  {
    slug: 'caring-for-leather',
    tags: ['care', 'materials'],
    categories: [14, 11],
    picture: { kinds: ['armchair', 'table-lamp', 'shelf'], accent: '#8a4b2a' },
    en: {
      title: 'Caring for leather: less is more',
      description: 'Aniline, semi-aniline or pigmented: how to tell them apart and what each of them needs.',
      intro:
        'A good leather armchair looks better at twenty than at two — if nobody ruins it with the wrong product in the first year. The secret is knowing which leather you have, because the three common kinds need very different care.',
      s1: [
        'Which leather do you have?',
        'Put a drop of water on a hidden spot. If it soaks in and darkens the leather within a minute, it is aniline: soft, natural, and sensitive to light and grease. If it beads slowly, it is semi-aniline with a light protective coat. If it stays on the surface, it is pigmented leather, the most resistant and the easiest to keep clean.',
      ],
      s2: [
        'What not to do',
        'Never use baby wipes, dish soap or all-purpose sprays: they strip the natural oils and leave a dull film. Keep leather at least a metre from radiators, which dry it out and crack it in a single winter. Direct sun fades aniline leather in months, so a chair by the window needs a throw in summer.',
      ],
      list: [
        'What you need',
        [
          'a soft dry cloth for weekly dusting',
          'a leather cleaner matched to the type, twice a year',
          'a conditioner for aniline and semi-aniline, once a year',
          'distilled water for small marks',
        ],
      ],
    },
    ru: {
      title: 'Уход за кожей: чем меньше, тем лучше',
      description: 'Анилиновая, полуанилиновая или пигментированная: как их различить и что нужно каждой.',
      intro:
        'Хорошее кожаное кресло в двадцать лет выглядит лучше, чем в два, — если в первый год его не испортили неподходящим средством. Секрет в том, чтобы знать, какая у вас кожа: три распространённых вида требуют совершенно разного ухода.',
      s1: [
        'Какая у вас кожа?',
        'Капните воды на незаметный участок. Если капля за минуту впиталась и кожа потемнела — это анилиновая кожа: мягкая, натуральная, чувствительная к свету и жиру. Если капля впитывается медленно — полуанилиновая с лёгким защитным слоем. Если капля остаётся на поверхности — пигментированная, самая стойкая и простая в уходе.',
      ],
      s2: [
        'Чего делать нельзя',
        'Никогда не используйте влажные салфетки, средство для посуды и универсальные спреи: они вымывают натуральные жиры и оставляют мутную плёнку. Держите кожаную мебель минимум в метре от батарей: за одну зиму они пересушивают и растрескивают кожу. Прямое солнце выцвечивает анилиновую кожу за несколько месяцев, так что креслу у окна летом нужен плед.',
      ],
      list: [
        'Что понадобится',
        [
          'мягкая сухая ткань для еженедельной уборки пыли',
          'очиститель под ваш тип кожи — дважды в год',
          'кондиционер для анилиновой и полуанилиновой кожи — раз в год',
          'дистиллированная вода для небольших пятен',
        ],
      ],
    },
  },
  {
    slug: 'hotel-on-the-volga',
    tags: ['projects'],
    categories: [101, 22],
    picture: { kinds: ['bed', 'bedside-table', 'table-lamp', 'wardrobe'], accent: '#2f6b57' },
    en: {
      title: 'Project story: a 24-room hotel on the Volga',
      description:
        'From the first floor plan to the first guests in eleven weeks: beds, lighting and storage for a riverside hotel.',
      intro:
        'A family-run hotel in an old merchant house on the Volga embankment asked us to furnish 24 rooms, a breakfast room and a small lobby before the summer season. The building was listed, the walls were not straight, and the opening date was already on the booking sites.',
      s1: [
        'Three room types, one kit of parts',
        'Instead of designing 24 rooms we designed three: a standard double, a twin that converts to a double by joining two single beds, and a suite with a sofa bed. Every room uses the same bedside tables, lamps and luggage racks, so the hotel keeps one set of spare parts and housekeeping learns one routine.',
      ],
      s2: [
        'Walls that are not straight',
        'In a 19th-century house no wardrobe fits flush. We used freestanding wardrobes on adjustable feet with a filler strip scribed on site, and headboards fixed to the bed frames rather than to the walls, so nothing had to be drilled into the historic plaster.',
      ],
      list: [
        'The project in numbers',
        [
          '24 rooms, 52 beds, 11 weeks from plan to opening',
          'three room types from one kit of parts',
          'four deliveries, planned floor by floor',
          'zero holes in the listed walls',
        ],
      ],
    },
    ru: {
      title: 'История проекта: гостиница на 24 номера на Волге',
      description:
        'От первого плана до первых гостей за одиннадцать недель: кровати, свет и хранение для гостиницы на набережной.',
      intro:
        'Семейная гостиница в старом купеческом доме на волжской набережной попросила нас обставить 24 номера, зал для завтраков и небольшое лобби до начала летнего сезона. Здание — памятник архитектуры, стены не прямые, а дата открытия уже висела на сайтах бронирования.',
      s1: [
        'Три типа номеров, один набор деталей',
        'Вместо 24 разных номеров мы спроектировали три типа: стандартный двухместный, твин, который превращается в дабл, если сдвинуть две односпальные кровати, и люкс с диваном-кроватью. Во всех номерах одинаковые тумбы, лампы и подставки под багаж, так что у гостиницы один комплект запчастей, а горничные осваивают один порядок уборки.',
      ],
      s2: [
        'Стены, которые не прямые',
        'В доме XIX века ни один шкаф не встаёт вплотную. Мы взяли отдельно стоящие шкафы на регулируемых опорах с доборной планкой, подогнанной на месте, а изголовья закрепили на каркасах кроватей, а не на стенах, — в исторической штукатурке не пришлось сверлить ни одного отверстия.',
      ],
      list: [
        'Проект в цифрах',
        [
          '24 номера, 52 спальных места, 11 недель от плана до открытия',
          'три типа номеров из одного набора деталей',
          'четыре доставки, спланированные по этажам',
          'ни одного отверстия в стенах памятника',
        ],
      ],
    },
  },
  {
    slug: 'light-in-three-layers',
    tags: ['ideas', 'interiors'],
    categories: [52, 53, 51],
    picture: { kinds: ['floor-lamp', 'armchair', 'table-lamp', 'sideboard'], accent: '#cf9d2a' },
    en: {
      title: 'Light in three layers',
      description:
        'Why one ceiling light is never enough, and how to plan general, task and accent light in any room.',
      intro:
        'Most rooms are lit by one ceiling fitting that is either too bright or too dim. Designers light a room in three layers, and you can do the same with three or four lamps and a few minutes of planning.',
      s1: [
        'General, task, accent',
        'General light fills the room so you can find things and clean; it can be a ceiling light or an uplighter bouncing off the ceiling. Task light sits where you read, cook or work — a reading lamp beside the armchair, a pendant low over the table. Accent light is the small lamp on a sideboard or a picture light: it adds depth and makes the room inviting in the evening.',
      ],
      s2: [
        'Colour temperature',
        'Keep all lamps in a living space between 2700 and 3000 kelvin; mixing warm and cold bulbs makes a room look like a shop. Put the general light on a dimmer, and hang pendants over a dining table 70–80 cm above the top, so they light the plates and not the eyes.',
      ],
      list: [
        'A living room in four lamps',
        [
          'a dimmable ceiling or uplight for general light',
          'a floor lamp beside the reading chair',
          'a table lamp on the sideboard for the evening',
          'a small lamp on a shelf as an accent',
        ],
      ],
    },
    ru: {
      title: 'Свет в три слоя',
      description:
        'Почему одной люстры никогда не хватает и как спланировать общий, рабочий и акцентный свет в любой комнате.',
      intro:
        'Большинство комнат освещает одна люстра, которая светит то слишком ярко, то слишком тускло. Дизайнеры строят свет в три слоя, и вы можете сделать так же с помощью трёх-четырёх ламп и нескольких минут планирования.',
      s1: [
        'Общий, рабочий, акцентный',
        'Общий свет заполняет комнату, чтобы можно было найти вещи и убраться; это люстра или светильник, направленный в потолок. Рабочий свет там, где вы читаете, готовите или работаете: торшер у кресла, низкий подвес над столом. Акцентный свет — небольшая лампа на комоде или подсветка картины: он добавляет глубины и делает комнату уютной вечером.',
      ],
      s2: [
        'Цветовая температура',
        'В жилых комнатах держите все лампы в диапазоне 2700–3000 кельвинов: смесь тёплых и холодных ламп превращает комнату в магазин. Общий свет сделайте с диммером, а подвесы над обеденным столом вешайте на высоте 70–80 см от столешницы — чтобы они освещали тарелки, а не глаза.',
      ],
      list: [
        'Гостиная в четыре лампы',
        [
          'люстра или потолочная подсветка с диммером для общего света',
          'торшер у кресла для чтения',
          'настольная лампа на комоде для вечера',
          'маленькая лампа на полке как акцент',
        ],
      ],
    },
  },
  {
    slug: 'choosing-a-mattress',
    tags: ['materials', 'ideas'],
    categories: [24, 22],
    picture: { kinds: ['bed', 'bedside-table', 'rug'], accent: '#d3a49b' },
    en: {
      title: 'Choosing a mattress without the marketing',
      description:
        'Springs, foam or latex, and how firm is firm: a plain guide to the purchase you use a third of your life.',
      intro:
        'Mattress shops sell comfort in words nobody can check. Underneath the names there are only three constructions and one question that matters: does your spine stay straight when you lie on your side?',
      s1: [
        'Springs, foam and latex',
        'Pocket springs are individually wrapped coils that react point by point and stay cool; good ones have 500 or more springs per double mattress. Foam mattresses are quiet and pressure-relieving but warmer. Natural latex is springy, durable and breathes well, and it is the most expensive. Hybrids combine a spring core with a foam or latex comfort layer and suit most sleepers.',
      ],
      s2: [
        'How firm?',
        'Side sleepers need a softer surface so the shoulder can sink in; back sleepers a medium one; stomach sleepers a firmer one so the hips do not sag. Heavier people should go one step firmer. Lie on a mattress for at least ten minutes in your usual position before deciding, and check the trial period: a body needs about three weeks to get used to a new bed.',
      ],
      list: [
        'Before you buy',
        [
          'measure the bed frame inside, not the old mattress',
          'check the slats: no more than 6 cm apart',
          'ask whether the cover is removable and washable',
          'plan to replace a mattress every 8–10 years',
        ],
      ],
    },
    ru: {
      title: 'Как выбрать матрас без маркетинга',
      description:
        'Пружины, пена или латекс и что такое «жёсткий»: простой гид по покупке, которой вы пользуетесь треть жизни.',
      intro:
        'В магазинах матрасов комфорт продают словами, которые никто не может проверить. Под названиями скрываются всего три конструкции и один важный вопрос: остаётся ли позвоночник прямым, когда вы лежите на боку?',
      s1: [
        'Пружины, пена и латекс',
        'Независимые пружины — это пружины в отдельных чехлах: они реагируют точечно и не перегреваются; в хорошем двуспальном матрасе их от 500. Матрасы из пены бесшумны и хорошо снимают давление, но в них теплее. Натуральный латекс упругий, долговечный и хорошо дышит, но стоит дороже всего. Гибриды сочетают пружинный блок с комфортным слоем из пены или латекса и подходят большинству.',
      ],
      s2: [
        'Насколько жёсткий?',
        'Тем, кто спит на боку, нужна более мягкая поверхность, чтобы плечо могло утонуть; тем, кто спит на спине, — средняя; на животе — более жёсткая, чтобы не проседали бёдра. Людям с большим весом стоит брать на ступень жёстче. Полежите на матрасе в привычной позе хотя бы десять минут и уточните пробный период: телу нужно около трёх недель, чтобы привыкнуть к новой кровати.',
      ],
      list: [
        'Перед покупкой',
        [
          'измерьте кровать изнутри, а не старый матрас',
          'проверьте ламели: расстояние не больше 6 см',
          'узнайте, снимается ли и стирается ли чехол',
          'планируйте замену матраса раз в 8–10 лет',
        ],
      ],
    },
  },
  {
    slug: 'linen-and-cotton-covers',
    tags: ['materials', 'care'],
    categories: [72, 73],
    picture: { kinds: ['sofa', 'cushion', 'curtain'], accent: '#8d9c7b' },
    en: {
      title: 'Linen and cotton covers: living with natural fabrics',
      description:
        'They crease, they fade a little, and they get better every year. What to expect from natural upholstery.',
      intro:
        'Natural fabrics are back on sofas, curtains and cushions, and for good reason: linen and cotton breathe, feel cool in summer and can be washed. They also behave differently from synthetic velvet, and it helps to know how before the first wash.',
      s1: [
        'Linen',
        'Linen fibres are long and strong, so a linen cover lasts for years, but they do not spring back: linen creases, and that relaxed look is part of its charm. Pre-washed linen has already shrunk and softened. Wash at 30 °C, do not tumble dry, and put covers back on slightly damp so they dry to shape.',
      ],
      s2: [
        'Cotton and blends',
        'Heavy cotton canvas and twill are the most practical covers for a family sofa: they take a machine wash and do not pill. A linen–cotton blend creases less than pure linen and keeps its colour better. Any natural fabric fades in strong sun, so rotate cushions and draw curtains in the afternoon.',
      ],
      list: [
        'Good to know',
        [
          'expect 2–3 % shrinkage on the first wash unless the fabric is pre-washed',
          'wash all covers of one sofa together so they fade alike',
          'iron linen inside out while damp',
          'ask for a spare cover when buying a light-coloured sofa',
        ],
      ],
    },
    ru: {
      title: 'Чехлы из льна и хлопка: как жить с натуральными тканями',
      description:
        'Они мнутся, немного выгорают и с каждым годом становятся лучше. Чего ждать от натуральной обивки.',
      intro:
        'Натуральные ткани вернулись на диваны, шторы и подушки, и не случайно: лён и хлопок дышат, летом на них прохладно, а чехлы можно стирать. Но ведут они себя иначе, чем синтетический велюр, и это стоит знать до первой стирки.',
      s1: [
        'Лён',
        'Волокна льна длинные и прочные, поэтому льняной чехол служит годами, но они не пружинят: лён мнётся, и в этой небрежности часть его обаяния. Стираный лён уже дал усадку и стал мягче. Стирайте при 30 °C, не сушите в машине и надевайте чехлы слегка влажными, чтобы они высохли по форме.',
      ],
      s2: [
        'Хлопок и смесовые ткани',
        'Плотная хлопковая рогожка и твил — самые практичные чехлы для семейного дивана: они выдерживают машинную стирку и не скатываются. Смесь льна с хлопком мнётся меньше чистого льна и лучше держит цвет. Любая натуральная ткань выгорает на ярком солнце, поэтому переворачивайте подушки и задёргивайте шторы днём.',
      ],
      list: [
        'Полезно знать',
        [
          'после первой стирки ткань садится на 2–3 %, если она не стираная',
          'стирайте все чехлы одного дивана вместе, чтобы они выгорали одинаково',
          'гладьте лён с изнанки, пока он влажный',
          'покупая светлый диван, закажите запасной чехол',
        ],
      ],
    },
  },
  {
    slug: 'home-office-corner',
    tags: ['ideas', 'interiors'],
    categories: [41, 43],
    picture: { kinds: ['desk', 'office-chair', 'table-lamp', 'shelf'], accent: '#24395c' },
    en: {
      title: 'A home office in a corner of the bedroom',
      description:
        'A desk that disappears in the evening: how to work from home without turning the flat into an office.',
      intro:
        'Not every flat has a spare room for an office. A well-chosen corner of the bedroom or living room works just as well, provided the desk, the chair and the light are right and the whole thing can be put away at the end of the day.',
      s1: [
        'The desk and the chair',
        'A desk 120 cm wide and 60 cm deep is enough for a laptop, a monitor and a notebook. Put it at a right angle to the window so the light comes from the side and the screen does not reflect it. Spend the money on the chair: adjustable height, a seat depth that leaves two fingers behind the knees, and lumbar support.',
      ],
      s2: [
        'Putting work away',
        'Closed storage matters more in a home office than in a real one: a cabinet with doors or a box on a shelf hides papers and cables after six. A table lamp with a warm bulb makes the corner part of the room in the evening, instead of an office that never switches off.',
      ],
      list: [
        'The corner in five pieces',
        [
          'a desk about 120 × 60 cm, side-on to the window',
          'an adjustable task chair',
          'a desk lamp with a warm, dimmable light',
          'a cabinet or boxes with lids for papers',
          'a cable tray under the desktop',
        ],
      ],
    },
    ru: {
      title: 'Домашний кабинет в углу спальни',
      description: 'Стол, который исчезает вечером: как работать из дома и не превратить квартиру в офис.',
      intro:
        'Не в каждой квартире есть лишняя комната под кабинет. Удачно выбранный угол спальни или гостиной работает не хуже — если правильно подобраны стол, кресло и свет и всё это можно убрать в конце дня.',
      s1: [
        'Стол и кресло',
        'Стола шириной 120 см и глубиной 60 см хватает для ноутбука, монитора и блокнота. Поставьте его под прямым углом к окну, чтобы свет падал сбоку и не отражался в экране. Главные деньги потратьте на кресло: регулировка высоты, глубина сиденья, при которой под коленями остаётся два пальца, и поддержка поясницы.',
      ],
      s2: [
        'Убрать работу',
        'Закрытое хранение дома важнее, чем в настоящем офисе: шкаф с дверцами или коробка на полке прячут бумаги и провода после шести. Настольная лампа с тёплым светом вечером делает угол частью комнаты, а не офисом, который никогда не выключается.',
      ],
      list: [
        'Кабинет из пяти предметов',
        [
          'стол около 120 × 60 см боком к окну',
          'рабочее кресло с регулировками',
          'настольная лампа с тёплым регулируемым светом',
          'тумба или коробки с крышками для бумаг',
          'кабель-канал под столешницей',
        ],
      ],
    },
  },
  {
    slug: 'spring-collection-2026',
    tags: ['news'],
    categories: [17, 35],
    picture: { kinds: ['corner-sofa', 'round-table', 'vase', 'pendant-lamp'], accent: '#c0643f' },
    en: {
      title: 'New this spring: modular sofas and extendable tables',
      description: 'Forty new pieces from six workshops, with covers and tops you can change later.',
      intro:
        'This spring we are adding forty pieces from six workshops, most of them built around one idea: furniture that changes with the household. Modular sofas that grow from a two-seater to a corner, and tables that seat four on weekdays and ten on holidays.',
      s1: [
        'Modular sofas',
        'Every module has its own frame and connects with steel brackets, so a sofa can be rearranged or extended years later. Covers are removable and sold separately in twelve fabrics, including washable cotton and a hard-wearing wool blend for homes with pets.',
      ],
      s2: [
        'Extendable tables',
        'The new dining tables extend with a butterfly leaf stored inside the top: no separate board to keep in the wardrobe. They come in oak and ash, oiled or lacquered, in three lengths, and the legs stay at the corners at every length so nobody sits astride one.',
      ],
      list: [
        'Also new',
        [
          'rugs in wool and jute in four sizes',
          'pendant lamps in linen and paper',
          'a sideboard that matches the tables',
          'outdoor loungers with quick-dry cushions',
        ],
      ],
    },
    ru: {
      title: 'Новое этой весной: модульные диваны и раздвижные столы',
      description:
        'Сорок новых предметов от шести мастерских — с чехлами и столешницами, которые можно поменять потом.',
      intro:
        'Этой весной мы добавляем в каталог сорок предметов от шести мастерских, и большинство из них построено вокруг одной идеи: мебель меняется вместе с семьёй. Модульные диваны вырастают из двухместного в угловой, а столы в будни сажают четверых, а в праздники — десятерых.',
      s1: [
        'Модульные диваны',
        'У каждого модуля собственный каркас, модули соединяются стальными скобами, так что диван можно пересобрать или нарастить и через несколько лет. Чехлы съёмные и продаются отдельно в двенадцати тканях, включая стираемый хлопок и износостойкую смесь с шерстью для домов с животными.',
      ],
      s2: [
        'Раздвижные столы',
        'Новые обеденные столы раздвигаются вставкой-«бабочкой», которая хранится внутри столешницы: не нужно держать отдельную доску в шкафу. Они бывают из дуба и ясеня, под маслом или лаком, трёх длин, и ножки при любой длине остаются по углам — никто не сидит верхом на ножке.',
      ],
      list: [
        'Ещё новинки',
        [
          'ковры из шерсти и джута в четырёх размерах',
          'подвесные светильники из льна и бумаги',
          'буфет в пару к столам',
          'уличные шезлонги с быстросохнущими подушками',
        ],
      ],
    },
  },
  {
    slug: 'dacha-veranda',
    tags: ['projects', 'ideas'],
    categories: [61, 63, 62],
    picture: { kinds: ['lounger', 'round-table', 'chair', 'vase'], accent: '#6b8f3a' },
    en: {
      title: 'Project story: a veranda that works from May to October',
      description:
        'Weatherproof furniture, a table for twelve and light for long evenings on a country-house veranda.',
      intro:
        'A family near Zvenigorod wanted their open veranda to become the summer living room: breakfast for two, lunch for twelve on Sundays and long evenings with a book. The veranda faces west and gets both the afternoon sun and the occasional storm.',
      s1: [
        'Materials that can stay out',
        'We chose teak and powder-coated aluminium frames, which need no winter storage, and cushions with quick-dry foam and solution-dyed acrylic covers that do not fade in the sun. Everything that is upholstered can be carried inside by one person in a minute when a storm comes.',
      ],
      s2: [
        'Two zones on one veranda',
        'A round table for six sits by the house wall and extends to twelve; at the open end two loungers and a low table face the sunset. A jute rug rated for outdoor use ties the lounge together, and festoon lights on a dimmer replace the single bulb by the door.',
      ],
      list: [
        'What made the difference',
        [
          'frames that stay outside all year',
          'cushions that dry in an hour after rain',
          'an extendable round table instead of a long fixed one',
          'warm, dimmable light for the evenings',
        ],
      ],
    },
    ru: {
      title: 'История проекта: веранда, которая работает с мая по октябрь',
      description:
        'Всепогодная мебель, стол на двенадцать человек и свет для долгих вечеров на веранде загородного дома.',
      intro:
        'Семья из-под Звенигорода хотела, чтобы открытая веранда стала летней гостиной: завтрак на двоих, обед на двенадцать человек по воскресеньям и долгие вечера с книгой. Веранда выходит на запад, и на неё попадает и дневное солнце, и случайная гроза.',
      s1: [
        'Материалы, которые можно оставить на улице',
        'Мы выбрали каркасы из тика и алюминия с порошковой окраской — их не нужно убирать на зиму — и подушки с быстросохнущим наполнителем в чехлах из окрашенного в массе акрила, который не выгорает. Всё мягкое один человек за минуту заносит в дом, если начинается гроза.',
      ],
      s2: [
        'Две зоны на одной веранде',
        'Круглый стол на шесть человек стоит у стены дома и раздвигается до двенадцати мест; в открытом конце веранды два шезлонга и низкий столик смотрят на закат. Уличный джутовый ковёр собирает зону отдыха, а гирлянды с диммером заменили единственную лампочку у двери.',
      ],
      list: [
        'Что сработало',
        [
          'каркасы, которые круглый год стоят на улице',
          'подушки, высыхающие за час после дождя',
          'раздвижной круглый стол вместо длинного',
          'тёплый регулируемый свет для вечеров',
        ],
      ],
    },
  },
];

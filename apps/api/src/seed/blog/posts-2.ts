// Demo blog posts 11–20, in English and Russian.
import type { BlogPostSource } from './post-source.ts';

export const POSTS_2: BlogPostSource[] = [
  {
    slug: 'velvet-without-fear',
    tags: ['materials', 'care'],
    categories: [14, 13],
    picture: { kinds: ['armchair', 'sofa', 'floor-lamp'], accent: '#5a3d6b' },
    en: {
      title: 'Velvet without fear',
      description:
        'Modern velvets are tougher than they look. How to choose one for a family sofa and keep it looking rich.',
      intro:
        'Velvet has a reputation for being delicate, but most upholstery velvets sold today are polyester or cotton blends that outlast flat weaves. What they need is not protection but a little understanding of the pile.',
      s1: [
        'Pile and shading',
        'Velvet is a fabric with a short, dense pile standing upright. Where you sit, the pile bends and catches the light differently — this shading is not wear, and it evens out with a soft brush. Crushed velvets hide it; plain velvets in deep colours show it most.',
      ],
      s2: [
        'Spills and pets',
        'Polyester velvet is one of the best choices for homes with cats: claws have no loops to catch. Most spills stay on the surface for a minute, long enough to blot them. Avoid rubbing, which flattens the pile, and steam a flattened spot lightly from a distance to lift it.',
      ],
      list: [
        'A velvet routine',
        [
          'brush with the pile once a week',
          'vacuum with a soft upholstery nozzle',
          'blot spills, never rub them',
          'steam flattened spots from 10 cm away',
        ],
      ],
    },
    ru: {
      title: 'Бархат без страха',
      description:
        'Современный велюр прочнее, чем кажется. Как выбрать его для семейного дивана и сохранить богатый вид.',
      intro:
        'У бархата репутация капризной ткани, но большинство мебельных велюров сегодня — это полиэстер или смеси с хлопком, которые служат дольше гладких тканей. Им нужна не защита, а немного понимания того, как устроен ворс.',
      s1: [
        'Ворс и оттенки',
        'Велюр — ткань с коротким плотным ворсом, стоящим вертикально. Там, где сидят, ворс наклоняется и иначе ловит свет. Это не износ: оттенок выравнивается мягкой щёткой. Мятый велюр это скрывает, а гладкий велюр глубоких цветов показывает сильнее всего.',
      ],
      s2: [
        'Пятна и животные',
        'Велюр из полиэстера — один из лучших выборов для дома с кошками: когтям не за что зацепиться, петель нет. Большинство жидкостей минуту держится на поверхности — этого достаточно, чтобы промокнуть. Не трите — это приминает ворс; примятое место слегка пропарьте на расстоянии, и ворс поднимется.',
      ],
      list: [
        'Уход за велюром',
        [
          'раз в неделю пройдитесь щёткой по ворсу',
          'пылесосьте мягкой насадкой для мебели',
          'пятна промокайте, а не трите',
          'примятые места отпаривайте с расстояния 10 см',
        ],
      ],
    },
  },
  {
    slug: 'family-dining-room',
    tags: ['interiors', 'projects'],
    categories: [31, 32, 34],
    picture: { kinds: ['dining-table', 'chair', 'sideboard', 'pendant-lamp'], accent: '#b4552d' },
    en: {
      title: 'Project story: a dining room for a family of six',
      description:
        'A table that survives homework and dinner parties, chairs that are easy to clean and storage for everything in between.',
      intro:
        'A family with four children in a Kazan townhouse wanted a dining room that works from breakfast to homework to dinner parties. The brief was short: nothing precious, everything washable, and room for guests.',
      s1: [
        'A table for every meal',
        'We chose a 220 cm oiled oak table that extends to 300 cm. Oil was deliberate: scratches from homework and toy cars disappear with a light sanding and a new coat, which the parents now do themselves every spring. Two benches on the window side seat three children each and slide under the table when not in use.',
      ],
      s2: [
        'Chairs and storage',
        'The chairs on the other side have removable seat pads in washable cotton. A long sideboard along the wall holds tableware at the top and board games, drawing paper and school things in the lower drawers — so the table is cleared in two minutes before dinner.',
      ],
      list: [
        'Details the family likes',
        [
          'benches instead of chairs on one side',
          'an oil finish they can repair themselves',
          'washable seat pads',
          'one sideboard for plates and homework',
        ],
      ],
    },
    ru: {
      title: 'История проекта: столовая для семьи из шести человек',
      description:
        'Стол, который выдерживает и уроки, и званые ужины, стулья, которые легко мыть, и хранение для всего остального.',
      intro:
        'Семья с четырьмя детьми из таунхауса в Казани хотела столовую, которая работает с завтрака до уроков и званых ужинов. Задание было коротким: ничего хрупкого, всё моется, и есть место для гостей.',
      s1: [
        'Стол на все случаи',
        'Мы выбрали дубовый стол под маслом длиной 220 см, который раздвигается до 300 см. Масло выбрано сознательно: царапины от уроков и игрушечных машинок исчезают после лёгкой шлифовки и нового слоя — теперь родители делают это сами каждую весну. Две скамьи у окна вмещают по трое детей и задвигаются под стол.',
      ],
      s2: [
        'Стулья и хранение',
        'У стульев с другой стороны съёмные подушки из стираемого хлопка. Длинный буфет вдоль стены хранит посуду наверху, а настольные игры, бумагу для рисования и школьные вещи — в нижних ящиках, так что стол освобождается за две минуты до ужина.',
      ],
      list: [
        'Детали, которые нравятся семье',
        [
          'скамьи вместо стульев с одной стороны',
          'масло, которое можно обновить самим',
          'стираемые подушки на сиденьях',
          'один буфет и для тарелок, и для уроков',
        ],
      ],
    },
  },
  {
    slug: 'rugs-size-guide',
    tags: ['ideas', 'interiors'],
    categories: [71],
    picture: { kinds: ['rug', 'sofa', 'coffee-table'], accent: '#9a7b4f' },
    en: {
      title: 'What size should the rug be?',
      description:
        'The rule of the front legs, and why a rug that is too small makes the whole room look smaller.',
      intro:
        'A rug that floats in the middle of the floor like a stamp is the most common thing we correct when we visit a client. The right size is almost always bigger than people expect, and there are simple rules for every room.',
      s1: [
        'Living room and dining room',
        'In a living room, the rug should be large enough for at least the front legs of the sofa and every armchair to stand on it. In a dining room, add 60–70 cm on every side of the table so chairs stay on the rug when pulled out. In most rooms that means 200 × 300 cm, not 160 × 230 cm.',
      ],
      s2: [
        'Bedroom and hallway',
        'Under a double bed, a 200 × 300 cm rug placed crosswise leaves a soft strip on both sides and at the foot. Alternatively, two runners along the sides work well in narrow bedrooms. In a hallway, leave 10–15 cm of floor visible on each side of a runner.',
      ],
      list: [
        'Quick sizes',
        [
          'living room: 200 × 300 cm for a three-seat sofa',
          'dining room: table plus 65 cm on every side',
          'bedroom: 200 × 300 cm across a double bed',
          'hallway: runner 20–30 cm narrower than the corridor',
        ],
      ],
    },
    ru: {
      title: 'Какого размера должен быть ковёр?',
      description: 'Правило передних ножек и почему слишком маленький ковёр делает меньше всю комнату.',
      intro:
        'Ковёр, который плавает посреди пола, как почтовая марка, — то, что мы исправляем у клиентов чаще всего. Правильный размер почти всегда больше, чем ожидают, и для каждой комнаты есть простые правила.',
      s1: [
        'Гостиная и столовая',
        'В гостиной ковёр должен быть таким, чтобы на него вставали хотя бы передние ножки дивана и всех кресел. В столовой прибавьте по 60–70 см с каждой стороны стола, чтобы отодвинутые стулья оставались на ковре. Для большинства комнат это 200 × 300 см, а не 160 × 230 см.',
      ],
      s2: [
        'Спальня и прихожая',
        'Под двуспальной кроватью ковёр 200 × 300 см, положенный поперёк, оставляет мягкую полосу с обеих сторон и в ногах. В узких спальнях хорошо работают две дорожки вдоль кровати. В прихожей оставляйте по 10–15 см открытого пола с каждой стороны дорожки.',
      ],
      list: [
        'Размеры коротко',
        [
          'гостиная: 200 × 300 см для трёхместного дивана',
          'столовая: стол плюс 65 см с каждой стороны',
          'спальня: 200 × 300 см поперёк двуспальной кровати',
          'прихожая: дорожка на 20–30 см уже коридора',
        ],
      ],
    },
  },
  {
    slug: 'wooden-furniture-winter',
    tags: ['care'],
    categories: [82, 34],
    picture: { kinds: ['chest', 'table-lamp', 'mirror'], accent: '#7a5a3a' },
    en: {
      title: 'Wooden furniture in winter: humidity is the enemy',
      description:
        'Why tabletops crack in January and drawers stick in June, and how a hygrometer saves your furniture.',
      intro:
        'Every winter we get calls about cracks in tabletops and gaps in cabinet doors. The furniture is rarely at fault: central heating dries the air of a flat to 15–20 % relative humidity, drier than the Sahara, and wood shrinks.',
      s1: [
        'Wood moves',
        'Solid wood takes in moisture from the air and gives it back. Across the grain, a 90 cm oak top can move by 5 mm between a humid summer and a dry winter. Good furniture is built to allow for this, with tops fixed by slotted brackets, but extreme dryness still cracks the finish and the wood.',
      ],
      s2: [
        'Keep it at 40–60 %',
        'A cheap hygrometer tells you where you are. A humidifier in the main room during the heating season keeps both the furniture and the people comfortable. Keep wooden pieces away from radiators and heated floors, and never put a solid wood table directly over a floor vent.',
      ],
      list: [
        'Winter checklist',
        [
          'a hygrometer in the living room',
          'a humidifier from October to April',
          'at least 50 cm between wood and radiators',
          'tighten screws in spring, when the wood swells back',
        ],
      ],
    },
    ru: {
      title: 'Деревянная мебель зимой: враг — сухой воздух',
      description:
        'Почему столешницы трескаются в январе, а ящики заедают в июне и как гигрометр спасает мебель.',
      intro:
        'Каждую зиму нам звонят по поводу трещин в столешницах и щелей в дверцах шкафов. Мебель виновата редко: центральное отопление сушит воздух в квартире до 15–20 % относительной влажности — суше, чем в Сахаре, — и дерево усыхает.',
      s1: [
        'Дерево движется',
        'Массив впитывает влагу из воздуха и отдаёт её обратно. Поперёк волокон дубовая столешница шириной 90 см может «гулять» на 5 мм между влажным летом и сухой зимой. Хорошую мебель делают с учётом этого — столешницы крепят на скобы с пазами, — но слишком сухой воздух всё равно трескает и покрытие, и дерево.',
      ],
      s2: [
        'Держите 40–60 %',
        'Недорогой гигрометр покажет, где вы находитесь. Увлажнитель в главной комнате во время отопительного сезона полезен и мебели, и людям. Держите деревянные вещи подальше от батарей и тёплых полов и никогда не ставьте стол из массива прямо над вентиляционной решёткой.',
      ],
      list: [
        'Зимний чек-лист',
        [
          'гигрометр в гостиной',
          'увлажнитель с октября по апрель',
          'не меньше 50 см от дерева до батареи',
          'весной, когда дерево набухает, подтяните винты',
        ],
      ],
    },
  },
  {
    slug: 'open-plan-office',
    tags: ['projects'],
    categories: [103, 45, 42],
    picture: { kinds: ['desk', 'office-chair', 'shelf', 'pendant-lamp'], accent: '#3d5a73' },
    en: {
      title: 'Project story: an office for 80 people in nine weeks',
      description:
        'Height-adjustable desks, quiet zones and meeting rooms for a software company moving into a former print works.',
      intro:
        'A software company moving into a former print works in St Petersburg had a floor of 1,200 m², brick walls, six-metre ceilings and a move-in date nine weeks away. They needed 80 workplaces, four meeting rooms and somewhere to think.',
      s1: [
        'Desks that move',
        'Every workplace got a height-adjustable desk and a task chair fitted to the person at handover. Desks are grouped in sixes with low storage between them, so teams can reorganise without calling facilities. Cable trays and floor boxes were planned with the electricians before the screed went down.',
      ],
      s2: [
        'Sound in a brick hall',
        'Hard walls and high ceilings echo. We hung acoustic pendants over every desk group, put upholstered booths along the long wall and used rugs and curtains in the meeting rooms. The quiet zone at the far end has armchairs, reading lamps and a rule: no calls.',
      ],
      list: [
        'The project in numbers',
        [
          '80 workplaces with height-adjustable desks',
          'four meeting rooms for 4 to 16 people',
          'nine weeks from survey to move-in',
          'one weekend for delivery and installation',
        ],
      ],
    },
    ru: {
      title: 'История проекта: офис на 80 человек за девять недель',
      description:
        'Столы с регулировкой высоты, тихие зоны и переговорные для IT-компании в бывшей типографии.',
      intro:
        'IT-компания переезжала в бывшую типографию в Петербурге: этаж в 1200 м², кирпичные стены, шестиметровые потолки и девять недель до переезда. Нужно было 80 рабочих мест, четыре переговорные и место, где можно подумать.',
      s1: [
        'Столы, которые двигаются',
        'Каждое рабочее место получило стол с регулировкой высоты и кресло, настроенное под сотрудника при передаче. Столы стоят группами по шесть с низкими тумбами между ними, так что команды перестраиваются без заявки в хозяйственную службу. Кабельные лотки и лючки в полу спланировали вместе с электриками ещё до заливки стяжки.',
      ],
      s2: [
        'Звук в кирпичном зале',
        'Твёрдые стены и высокие потолки дают эхо. Мы повесили над каждой группой столов акустические светильники, поставили вдоль длинной стены мягкие кабинки, а в переговорных постелили ковры и повесили шторы. В тихой зоне в дальнем конце — кресла, лампы для чтения и правило: без звонков.',
      ],
      list: [
        'Проект в цифрах',
        [
          '80 рабочих мест со столами с регулировкой высоты',
          'четыре переговорные на 4–16 человек',
          'девять недель от обмеров до переезда',
          'одни выходные на доставку и монтаж',
        ],
      ],
    },
  },
  {
    slug: 'storage-in-a-hallway',
    tags: ['ideas'],
    categories: [83, 74, 81],
    picture: { kinds: ['wardrobe', 'mirror', 'bar-stool'], accent: '#6f7f8a' },
    en: {
      title: 'Storage in a narrow hallway',
      description:
        'Shallow cabinets, a mirror that doubles the light and a bench for boots: a tidy hallway in 1.2 metres.',
      intro:
        'The hallway is the first thing you see when you come home and the last when you leave, and in most flats it is 1.2 metres wide and full of shoes. It can hold a surprising amount if you use depth and height carefully.',
      s1: [
        'Shallow and tall',
        'Shoe cabinets with tilting drawers are only 20–25 cm deep and hold a dozen pairs. A wardrobe for coats needs 55–60 cm, but a row of hooks at two heights needs none. Use the full height: a top shelf for hats and gloves, with boxes that lift out, keeps the season’s things at hand and the rest out of sight.',
      ],
      s2: [
        'Mirror and bench',
        'A large mirror opposite the door doubles the light and makes a corridor look twice as wide. A narrow bench or a stool with storage inside gives you somewhere to sit and pull on boots, and a tray on top catches keys, so they are not lost every morning.',
      ],
      list: [
        'A tidy hallway',
        [
          'a shoe cabinet 20–25 cm deep',
          'hooks at adult and child height',
          'a full-length mirror facing the door',
          'a bench or stool for putting on shoes',
          'a tray for keys',
        ],
      ],
    },
    ru: {
      title: 'Хранение в узкой прихожей',
      description:
        'Неглубокие шкафы, зеркало, удваивающее свет, и скамья для обуви: аккуратная прихожая шириной 1,2 метра.',
      intro:
        'Прихожую вы видите первой, когда приходите домой, и последней, когда уходите, а в большинстве квартир она шириной 1,2 метра и завалена обувью. В неё помещается удивительно много, если аккуратно использовать глубину и высоту.',
      s1: [
        'Неглубоко и высоко',
        'Обувницы с откидными ящиками глубиной всего 20–25 см вмещают дюжину пар. Шкафу для пальто нужно 55–60 см, а ряду крючков на двух высотах — нисколько. Используйте всю высоту: верхняя полка для шапок и перчаток с выдвижными коробами держит сезонные вещи под рукой, а остальное — с глаз долой.',
      ],
      s2: [
        'Зеркало и скамья',
        'Большое зеркало напротив двери удваивает свет, и коридор кажется вдвое шире. Узкая скамья или табурет с ящиком внутри дают место, чтобы сесть и надеть сапоги, а поднос сверху ловит ключи, чтобы их не искали каждое утро.',
      ],
      list: [
        'Аккуратная прихожая',
        [
          'обувница глубиной 20–25 см',
          'крючки на взрослой и детской высоте',
          'зеркало в полный рост напротив двери',
          'скамья или табурет, чтобы обуваться',
          'поднос для ключей',
        ],
      ],
    },
  },
  {
    slug: 'kids-room-that-grows',
    tags: ['ideas', 'interiors'],
    categories: [91, 92],
    picture: { kinds: ['kids-bed', 'desk', 'shelf', 'rug'], accent: '#3f8fb0' },
    en: {
      title: 'A children’s room that grows with the child',
      description:
        'From the first bed to the first desk: furniture that adapts instead of being replaced every three years.',
      intro:
        'A child’s room changes faster than any other room in the house. Buying furniture that adapts — beds that extend, desks that rise, shelves that move — saves money and, more importantly, saves the child a room that feels babyish at nine.',
      s1: [
        'Beds and desks',
        'An extendable bed grows from 140 to 200 cm in two steps, and a good one takes a normal adult mattress at full length. Height-adjustable desks and chairs are worth more in a child’s room than in an office: a child grows 30 cm between seven and twelve, and a desk at the wrong height is a back problem in the making.',
      ],
      s2: [
        'Storage at their height',
        'Low, open shelves and boxes on the floor let small children tidy up by themselves. Later the same shelves go up the wall, and the boxes become drawers for school things. Keep the colours of the furniture neutral and let bedding, rugs and pictures carry the theme of the year.',
      ],
      list: [
        'What to look for',
        [
          'an extendable bed that takes a standard mattress',
          'a desk and chair with height adjustment',
          'shelves fixed to the wall, never freestanding',
          'rounded corners and non-toxic finishes',
        ],
      ],
    },
    ru: {
      title: 'Детская, которая растёт вместе с ребёнком',
      description:
        'От первой кровати до первого письменного стола: мебель, которая меняется, а не покупается заново каждые три года.',
      intro:
        'Детская меняется быстрее любой другой комнаты в доме. Мебель, которая подстраивается — раздвижные кровати, растущие столы, переставляемые полки, — экономит деньги и, что важнее, избавляет девятилетнего ребёнка от комнаты, которая кажется ему малышовой.',
      s1: [
        'Кровати и столы',
        'Раздвижная кровать вырастает со 140 до 200 см в два этапа, а хорошая модель в полной длине принимает обычный взрослый матрас. Растущие стол и стул в детской важнее, чем в офисе: с семи до двенадцати лет ребёнок вырастает на 30 см, и стол неправильной высоты — будущие проблемы со спиной.',
      ],
      s2: [
        'Хранение на их высоте',
        'Низкие открытые полки и коробки на полу позволяют маленьким детям убирать самим. Потом те же полки поднимаются по стене, а коробки становятся ящиками для школьных вещей. Мебель держите нейтральных цветов, а тему года пусть задают бельё, ковёр и картинки.',
      ],
      list: [
        'На что смотреть',
        [
          'раздвижная кровать под стандартный матрас',
          'стол и стул с регулировкой высоты',
          'полки, закреплённые на стене, а не отдельно стоящие',
          'скруглённые углы и безопасные покрытия',
        ],
      ],
    },
  },
  {
    slug: 'restaurant-fit-out',
    tags: ['projects', 'materials'],
    categories: [102, 33, 32],
    picture: { kinds: ['bar-stool', 'round-table', 'chair', 'pendant-lamp'], accent: '#a33b2f' },
    en: {
      title: 'Project story: a 60-seat bistro in Nizhny Novgorod',
      description:
        'Chairs that survive 300 covers a day, tables that stack and light that flatters the food.',
      intro:
        'A chef opening her first bistro in Nizhny Novgorod asked for a room that feels like a friend’s kitchen and works like a machine: 60 seats, two sittings every evening, and a terrace in summer.',
      s1: [
        'Contract-grade, not catalogue-grade',
        'Restaurant chairs are sat on ten times more than chairs at home. We specified beech chairs with mortise-and-tenon joints and steel corner plates, seats in vinyl that looks like leather and wipes clean, and bar stools with footrests at the right height for the counter. Every piece carries a contract-use certificate.',
      ],
      s2: [
        'Tables that change',
        'Square tops of 70 cm join into longer tables for groups, and their cast-iron bases have levelling feet for the old parquet. The terrace furniture stacks, so it goes into the store room in ten minutes at closing. Warm pendants low over each table make the food — and the guests — look their best.',
      ],
      list: [
        'The brief, delivered',
        [
          '60 seats inside, 24 on the terrace',
          'wipe-clean seats in a leather look',
          'tables that join for groups',
          'stackable terrace furniture',
        ],
      ],
    },
    ru: {
      title: 'История проекта: бистро на 60 мест в Нижнем Новгороде',
      description:
        'Стулья, выдерживающие 300 гостей в день, столы, которые составляются, и свет, в котором еда выглядит лучше.',
      intro:
        'Шеф-повар, открывавшая своё первое бистро в Нижнем Новгороде, попросила зал, который ощущается как кухня у друзей, а работает как часы: 60 мест, две посадки каждый вечер и летняя терраса.',
      s1: [
        'Контрактное качество, а не каталожное',
        'На стульях в ресторане сидят в десять раз чаще, чем дома. Мы выбрали буковые стулья на шип-пазовых соединениях со стальными уголками, сиденья из винила под кожу, который легко протирается, и барные табуреты с подножкой на правильной высоте для стойки. Каждый предмет имеет сертификат для контрактного использования.',
      ],
      s2: [
        'Столы, которые меняются',
        'Квадратные столешницы по 70 см составляются в длинные столы для компаний, а у чугунных опор есть регулируемые подпятники для старого паркета. Мебель для террасы штабелируется и за десять минут после закрытия уходит на склад. Тёплые подвесы низко над каждым столом — и еда, и гости выглядят лучше.',
      ],
      list: [
        'Задание выполнено',
        [
          '60 мест в зале и 24 на террасе',
          'сиденья под кожу, которые легко протирать',
          'столы, составляемые для компаний',
          'штабелируемая мебель для террасы',
        ],
      ],
    },
  },
  {
    slug: 'colour-of-the-year',
    tags: ['news', 'ideas'],
    categories: [72, 73, 75],
    picture: { kinds: ['cushion', 'vase', 'armchair', 'curtain'], accent: '#8a9a5b' },
    en: {
      title: 'Colour of the year: olive and its friends',
      description:
        'Why the muted greens are everywhere this year and how to bring them home without repainting.',
      intro:
        'After years of grey and beige, the colour we see most in new collections this year is olive: a muted, warm green that sits between khaki and sage. It works with oak and walnut, with linen and brass, and it is surprisingly easy to live with.',
      s1: [
        'Where olive works',
        'Olive is a natural partner for wood: it brings out the warmth of oak and calms the red of cherry. In a north-facing room choose a warmer, yellowish olive; in a sunny room a greyer one. On a large piece — a sofa or a wall — keep it muted; on cushions and vases it can be deeper.',
      ],
      s2: [
        'Without repainting',
        'The easiest way to try a colour is textiles: two cushions, a throw and a pair of curtains in olive change a neutral room within an afternoon. Add one object in a contrasting terracotta or rust, and keep metal finishes warm — brass and bronze rather than chrome.',
      ],
      list: [
        'Colours that go with olive',
        ['warm white and oatmeal', 'terracotta and rust', 'natural oak and walnut', 'brass and aged bronze'],
      ],
    },
    ru: {
      title: 'Цвет года: оливковый и его друзья',
      description:
        'Почему приглушённые зелёные повсюду в этом году и как принести их домой без перекраски стен.',
      intro:
        'После многих лет серого и бежевого цвет, который мы чаще всего видим в новых коллекциях этого года, — оливковый: приглушённый тёплый зелёный между хаки и шалфеем. Он сочетается с дубом и орехом, со льном и латунью, и с ним удивительно легко жить.',
      s1: [
        'Где работает оливковый',
        'Оливковый — естественный партнёр дерева: он подчёркивает тепло дуба и успокаивает красноту вишни. В комнате с окнами на север выбирайте более тёплый, желтоватый оливковый, в солнечной — более серый. На большом предмете — диване или стене — держите его приглушённым, а на подушках и вазах он может быть глубже.',
      ],
      s2: [
        'Без перекраски',
        'Проще всего попробовать цвет в текстиле: две подушки, плед и пара штор оливкового цвета меняют нейтральную комнату за один день. Добавьте один предмет контрастного терракотового или ржавого цвета, а металл выбирайте тёплый — латунь и бронзу, а не хром.',
      ],
      list: [
        'Цвета, которые идут оливковому',
        [
          'тёплый белый и овсяный',
          'терракота и ржавый',
          'натуральный дуб и орех',
          'латунь и состаренная бронза',
        ],
      ],
    },
  },
  {
    slug: 'assembly-service',
    tags: ['news'],
    categories: [25, 21],
    picture: { kinds: ['wardrobe', 'bed', 'bedside-table'], accent: '#4f6d5e' },
    en: {
      title: 'Assembly by our own fitters, now in twelve cities',
      description:
        'Our own assembly teams now work in twelve cities, with a fixed price per piece and a two-year guarantee.',
      intro:
        'Until now, our own fitters worked only in Moscow and St Petersburg; elsewhere we relied on partners. From this month our own teams assemble furniture in twelve cities, and the price of assembly is shown for every piece before you order.',
      s1: [
        'What assembly includes',
        'Fitters bring their own tools, assemble and level the furniture, fix tall pieces to the wall, hang lamps on prepared points and take all the packaging away. Wardrobes and beds are checked for square, doors adjusted and drawers aligned. Before leaving, the fitter shows you how to adjust what can be adjusted.',
      ],
      s2: [
        'Guarantee and price',
        'Assembly comes with a two-year guarantee: if a door drops or a drawer sticks because of the assembly, the team comes back free of charge. The price is fixed per piece — you see it in the cart and on the order, with no surprises on the day.',
      ],
      list: [
        'The twelve cities',
        [
          'Moscow and St Petersburg',
          'Kazan, Nizhny Novgorod, Yekaterinburg',
          'Novosibirsk, Samara, Rostov-on-Don',
          'Krasnodar, Voronezh, Perm, Ufa',
        ],
      ],
    },
    ru: {
      title: 'Сборка нашими мастерами — теперь в двенадцати городах',
      description:
        'Наши собственные бригады сборщиков работают в двенадцати городах, с фиксированной ценой за предмет и гарантией два года.',
      intro:
        'До сих пор собственные сборщики работали только в Москве и Петербурге, а в других городах мы полагались на партнёров. С этого месяца наши бригады собирают мебель в двенадцати городах, а цена сборки указана для каждого предмета ещё до заказа.',
      s1: [
        'Что входит в сборку',
        'Мастера приезжают со своим инструментом, собирают и выставляют мебель по уровню, крепят высокие предметы к стене, вешают светильники на подготовленные точки и увозят всю упаковку. Шкафы и кровати проверяют на перекос, регулируют двери и выравнивают ящики. Перед уходом мастер показывает, что и как можно подрегулировать самому.',
      ],
      s2: [
        'Гарантия и цена',
        'На сборку действует гарантия два года: если из-за сборки провисла дверь или заедает ящик, бригада приедет бесплатно. Цена фиксирована за каждый предмет — вы видите её в корзине и в заказе, без сюрпризов в день доставки.',
      ],
      list: [
        'Двенадцать городов',
        [
          'Москва и Санкт-Петербург',
          'Казань, Нижний Новгород, Екатеринбург',
          'Новосибирск, Самара, Ростов-на-Дону',
          'Краснодар, Воронеж, Пермь, Уфа',
        ],
      ],
    },
  },
];

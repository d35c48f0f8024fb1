// The demo blog's tags, in chip order, with their labels: English for all store views (store 0),
// Russian for the Russian store views (1 and 3).
export const BLOG_TAGS = [
  { code: 'interiors', en: 'Interiors', ru: 'Интерьеры' },
  { code: 'materials', en: 'Materials', ru: 'Материалы' },
  { code: 'care', en: 'Care', ru: 'Уход' },
  { code: 'projects', en: 'Projects', ru: 'Проекты' },
  { code: 'ideas', en: 'Ideas', ru: 'Идеи' },
  { code: 'news', en: 'News', ru: 'Новости' },
] as const;

export type BlogTagCode = (typeof BLOG_TAGS)[number]['code'];

/** A longer section per tag, closing each post of that tag (its first tag's). */
export const TAG_SECTIONS: Record<BlogTagCode, { en: [string, string]; ru: [string, string] }> = {
  interiors: {
    en: [
      'How we plan a room',
      'We start with the way the room is used, not with a catalogue: who sits where, where the light comes from in the morning and in the evening, what has to stay within reach. Then we draw the main piece to scale — the sofa, the bed, the table — and leave at least 80 cm of walkway around it. Only after that do we pick colours, usually one calm base, one material with texture and one accent that repeats two or three times in the room. Lighting comes in three layers: a ceiling light for cleaning, lamps at eye level for the evening and one small light that simply looks good when it is switched on.',
    ],
    ru: [
      'Как мы планируем комнату',
      'Мы начинаем не с каталога, а с того, как комнатой пользуются: кто где сидит, откуда падает свет утром и вечером, что должно быть под рукой. Затем в масштабе рисуем главный предмет — диван, кровать или стол — и оставляем вокруг него не меньше 80 см прохода. Только после этого подбираем цвета: обычно один спокойный базовый, один фактурный материал и один акцент, который повторяется в комнате два-три раза. Свет строим в три слоя: верхний — для уборки, лампы на уровне глаз — для вечера и один маленький светильник, который просто красиво горит.',
    ],
  },
  materials: {
    en: [
      'What to ask before you buy',
      'Ask what the frame is made of and how it is joined: solid wood or plywood glued and screwed lasts decades, chipboard held with staples does not. For upholstery, ask for the abrasion figure (Martindale): 20,000 cycles is enough for a bedroom chair, a family sofa wants 40,000 or more. For tabletops, ask about the finish: oil is easy to repair at home, lacquer resists stains but needs a workshop when it chips. And always ask whether covers, cushions and fittings can be bought separately in five years’ time — it tells you how long the maker expects the piece to live.',
    ],
    ru: [
      'Что спросить перед покупкой',
      'Спросите, из чего сделан каркас и как он собран: массив или фанера на клею и шурупах служат десятилетиями, ДСП на скобах — нет. Для обивки узнайте число циклов истирания по Мартиндейлу: для кресла в спальне хватит 20 000, семейному дивану нужно от 40 000. Для столешницы уточните покрытие: масло легко подновить дома, лак лучше держит пятна, но скол придётся чинить в мастерской. И обязательно спросите, можно ли через пять лет купить отдельно чехлы, подушки и фурнитуру — так вы узнаете, сколько лет производитель сам отводит вещи.',
    ],
  },
  care: {
    en: [
      'A care routine that takes ten minutes',
      'Once a week, vacuum upholstery with a soft brush, including the gaps under the cushions, and turn loose cushions over so they wear evenly. Wipe wooden surfaces with a barely damp cloth and dry them straight away; never leave a wet glass on oiled oak overnight. Once a season, tighten the screws of chairs and beds — wood moves with the heating — and check the glides under the legs. Blot spills at once with a white cloth, from the edge towards the middle, and test any cleaner on a hidden spot first. Most damage we repair in the workshop comes from a cleaner used once, not from years of use.',
    ],
    ru: [
      'Уход, который занимает десять минут',
      'Раз в неделю пропылесосьте обивку мягкой насадкой, не забывая щели под подушками, и переворачивайте съёмные подушки, чтобы они снашивались равномерно. Деревянные поверхности протирайте едва влажной тканью и сразу вытирайте насухо; не оставляйте мокрый стакан на промасленном дубе на ночь. Раз в сезон подтягивайте винты стульев и кроватей — с отопительным сезоном дерево «дышит» — и проверяйте подпятники. Пролитое сразу промокните белой тканью от края к центру, а любое средство сначала проверьте на незаметном участке. Большинство повреждений, которые мы чиним в мастерской, — от одного неудачного средства, а не от лет службы.',
    ],
  },
  projects: {
    en: [
      'How a project runs with us',
      'Every project starts with a visit or a floor plan and a list of what must stay. Within a week we send a layout with two or three options and an estimate in which every line can be changed — a different fabric, a cheaper table, a later delivery. Samples of fabrics and finishes travel to the client, not the other way round. Orders are placed only after the estimate is approved, and delivery is planned room by room so the space is never full of boxes. Our fitters assemble, level and hang everything, take the packaging away and leave a care sheet for each piece.',
    ],
    ru: [
      'Как проходит проект',
      'Каждый проект начинается с выезда или плана квартиры и списка того, что остаётся. В течение недели мы присылаем планировку в двух-трёх вариантах и смету, где любую строку можно изменить: другая ткань, стол подешевле, доставка позже. Образцы тканей и покрытий едут к клиенту, а не наоборот. Заказы размещаем только после согласования сметы, а доставку планируем по комнатам, чтобы квартира не превращалась в склад коробок. Наши сборщики собирают, выставляют по уровню и вешают всё на места, увозят упаковку и оставляют памятку по уходу за каждой вещью.',
    ],
  },
  ideas: {
    en: [
      'Small changes with a big effect',
      'Before buying anything new, try moving what you have: pull the sofa 20 cm away from the wall, turn the bed towards the window, swap the lamps between rooms. Then change the textiles — cushions, a throw, curtains that reach the floor — which costs a fraction of a piece of furniture and changes the mood of a room within an hour. A rug that is large enough for the front legs of every seat ties a living room together. And leave one wall or one shelf empty: the eye needs a place to rest, and the things you do show will look chosen rather than stored.',
    ],
    ru: [
      'Небольшие изменения с большим эффектом',
      'Прежде чем покупать новое, попробуйте переставить то, что есть: отодвиньте диван от стены на 20 см, разверните кровать к окну, поменяйте лампы между комнатами. Затем смените текстиль — подушки, плед, шторы в пол: это стоит малую часть цены мебели и меняет настроение комнаты за час. Ковёр такого размера, чтобы на него вставали передние ножки всех кресел и дивана, собирает гостиную воедино. И оставьте одну стену или одну полку пустой: глазу нужно где-то отдыхать, а то, что вы всё-таки выставили, будет выглядеть выбранным, а не сложенным.',
    ],
  },
  news: {
    en: [
      'What this means for your order',
      'Prices in the catalogue are the prices you pay: delivery is calculated at checkout from the weight and the address, and assembly is quoted per piece. Orders already placed keep their dates and prices. If you are furnishing a whole flat, a house or a hotel, ask for an estimate from your account — our managers collect the pieces into one project, hold the prices for thirty days and plan one delivery instead of five. Questions about an order go to the helpdesk in your account, where the whole history of a conversation stays in one place.',
    ],
    ru: [
      'Что это значит для вашего заказа',
      'Цены в каталоге — это цены, которые вы платите: доставка считается при оформлении по весу и адресу, сборка — по каждому предмету. Уже оформленные заказы сохраняют свои сроки и цены. Если вы обставляете квартиру, дом или гостиницу целиком, запросите смету в личном кабинете: менеджер соберёт всё в один проект, зафиксирует цены на тридцать дней и спланирует одну доставку вместо пяти. Вопросы по заказу задавайте в разделе обращений личного кабинета — там вся история переписки хранится в одном месте.',
    ],
  },
};

// CMS pages in each store view's language: the home page (`web/default/cms_home_page` = home),
// company and customer-service pages and the 404 page (`cms_no_route` = no-route). Store 0 (all
// store views) is English; the Russian store views (1 and 3) get their own pages. Links use
// Magento's {{store url="…"}} directive, rendered against the store's website when served.
import { sanitizeCmsHtml } from '../../shared/sanitize-html.ts';
import type { Db } from '../client.ts';
import { cmsPage } from '../schema.ts';

interface PageText {
  title: string;
  contentHeading?: string;
  pageLayout?: string;
  metaTitle?: string;
  metaKeywords?: string;
  metaDescription?: string;
  content: string;
}
type Pages = Record<string, PageText>;

const store = (path: string) => `{{store url='${path}'}}`;
const link = (path: string, text: string, className = '') =>
  `<a href="${store(path)}"${className ? ` class="${className}"` : ''}>${text}</a>`;
const tiles = (items: [string, string, string][]) =>
  `<ul class="cms-tiles">${items
    .map(([path, title, text]) => `<li>${link(path, `<strong>${title}</strong><span>${text}</span>`)}</li>`)
    .join('')}</ul>`;

const english: Pages = {
  home: {
    title: 'Atrium — furniture for homes, offices and hotels',
    pageLayout: '1column',
    metaTitle: 'Atrium — furniture and project supply',
    metaKeywords: 'furniture, sofas, beds, dining tables, office furniture, lighting, contract furniture',
    metaDescription:
      'Sofas, beds, tables, chairs and lighting from European and Russian makers, delivered and assembled. Turnkey furnishing for hotels, restaurants and offices.',
    content: `<section class="cms-hero">
<h1>Furniture that stays</h1>
<p>Sofas, beds, tables and lighting from workshops we know by name — chosen for solid frames, honest materials and covers you can replace in ten years’ time.</p>
<p>${link('living-room', 'Shop the living room', 'cms-button')} ${link('our-projects', 'See our projects', 'cms-button cms-button--secondary')}</p>
</section>
<section>
<h2>Shop by room</h2>
${tiles([
  ['living-room', 'Living room', 'Sofas, armchairs, coffee tables'],
  ['bedroom', 'Bedroom', 'Beds, mattresses, wardrobes'],
  ['dining', 'Dining', 'Extendable tables, chairs, sideboards'],
  ['office', 'Office', 'Desks, task chairs, storage'],
  ['lighting', 'Lighting', 'Pendants, floor and table lamps'],
  ['outdoor', 'Outdoor', 'Garden sofas, tables, loungers'],
])}
</section>
<section>
<h2>For hotels, restaurants and offices</h2>
<p>Our contract team specifies, samples, delivers and installs complete interiors — from a twelve-room boutique hotel to a 400-seat office. ${link('contract', 'Contract furniture')}</p>
</section>
<section>
<h2>Why Atrium</h2>
<ul>
<li><strong>Delivery and assembly</strong> by our own crews in Moscow and St Petersburg, by trusted carriers everywhere else. ${link('delivery', 'Delivery terms')}</li>
<li><strong>Pay as you prefer</strong>: card, invoice for companies, or in instalments. ${link('payment', 'Payment options')}</li>
<li><strong>Showrooms</strong> where every sofa can be sat on and every fabric touched. ${link('about-us', 'About Atrium')}</li>
</ul>
</section>`,
  },
  'about-us': {
    title: 'About Atrium',
    contentHeading: 'About Atrium',
    pageLayout: '1column',
    metaTitle: 'About Atrium — furniture and project supply since 2009',
    metaDescription:
      'Atrium furnishes homes, hotels, restaurants and offices with furniture from European and Russian makers.',
    content: `<p>Atrium began in 2009 as a small sofa showroom in Moscow. Today we work with more than forty furniture makers in Italy, Poland, Lithuania and Russia and furnish homes, hotels, restaurants and offices across the country and abroad.</p>
<h2>What we believe in</h2>
<ul>
<li>Furniture should last for decades: we choose solid-wood and steel frames, removable covers and replaceable parts.</li>
<li>You should know what you buy: every product page lists materials, dimensions and the maker.</li>
<li>Service does not end at delivery: we assemble, adjust and repair what we sell.</li>
</ul>
<h2>Project supply</h2>
<p>Architects, designers and developers work with our contract department: specifications, samples, price estimates, logistics and installation from a single team. Some of the results are in ${link('our-projects', 'our projects')}.</p>
<h2>Showrooms</h2>
<p>Moscow, Leningradsky prospekt 31 — daily 10:00–21:00.<br>St Petersburg, Bolshoy Sampsonievsky prospekt 60 — daily 10:00–21:00.</p>`,
  },
  delivery: {
    title: 'Delivery',
    contentHeading: 'Delivery and assembly',
    pageLayout: '1column',
    metaTitle: 'Delivery and assembly — Atrium',
    metaDescription: 'How and when Atrium delivers and assembles furniture, and what it costs.',
    content: `<h2>When</h2>
<p>Items in stock leave our warehouse within 1–3 working days. Made-to-order furniture ships in the time shown on its product page, usually 4–10 weeks. We call you the day before delivery to agree a two-hour window.</p>
<h2>How much</h2>
<table>
<thead><tr><th>Where</th><th>Cost</th></tr></thead>
<tbody>
<tr><td>Moscow and St Petersburg, orders from 50,000 ₽</td><td>Free</td></tr>
<tr><td>Moscow and St Petersburg, smaller orders</td><td>2,500 ₽</td></tr>
<tr><td>Other regions of Russia</td><td>Carrier rate, calculated at checkout</td></tr>
<tr><td>International orders</td><td>Quoted individually by our logistics team</td></tr>
</tbody>
</table>
<h2>Assembly</h2>
<p>Our crews assemble furniture on the day of delivery and take the packaging away. Assembly is free for sofas, beds and wardrobes; for other items it costs 5% of their price.</p>
<p>Questions? See ${link('payment', 'payment options')} or write to <a href="mailto:delivery@atrium.example">delivery@atrium.example</a>.</p>`,
  },
  payment: {
    title: 'Payment',
    contentHeading: 'Payment options',
    pageLayout: '1column',
    metaTitle: 'Payment options — Atrium',
    metaDescription: 'Pay for your Atrium order by card, by bank transfer or in instalments.',
    content: `<h2>Online by card</h2>
<p>Visa, Mastercard and Mir. The amount is reserved when you place the order and charged when the order is confirmed.</p>
<h2>Bank transfer</h2>
<p>Companies receive an invoice within one working hour; the order is reserved for five working days. Made-to-order items need a 50% prepayment.</p>
<h2>On delivery</h2>
<p>For orders up to 150,000 ₽ in Moscow and St Petersburg you can pay the courier by card.</p>
<h2>Instalments</h2>
<p>Spread the payment over 6 or 12 months with no overpayment through our partner banks; the decision takes a few minutes at checkout.</p>
<p>Prices on the international website are shown in US dollars or euros and charged in the currency you choose.</p>`,
  },
  'privacy-policy': {
    title: 'Privacy policy',
    contentHeading: 'Privacy policy',
    pageLayout: '1column',
    metaTitle: 'Privacy policy — Atrium',
    metaDescription: 'Which personal data Atrium collects, why, and how you control it.',
    content: `<p>This policy explains which personal data Atrium collects when you use this website or buy from us, why we need it and what rights you have.</p>
<h2>What we collect</h2>
<ul>
<li>Contact details you give us: name, e-mail, phone number and delivery address.</li>
<li>Order history and the messages you send to our customer service.</li>
<li>Technical data: IP address, browser, pages viewed; used to keep the website secure and to improve it.</li>
</ul>
<h2>Why</h2>
<p>To deliver your orders, to answer your questions, to meet our accounting obligations and — only with your consent — to send you our newsletter.</p>
<h2>Who else sees it</h2>
<p>Carriers, payment providers and banks receive only what they need to deliver or to take payment. We never sell personal data.</p>
<h2>Your rights</h2>
<p>You can ask us for a copy of your data, correct it, or have it deleted by writing to <a href="mailto:privacy@atrium.example">privacy@atrium.example</a>. We answer within 30 days.</p>`,
  },
  'no-route': {
    title: 'Page not found',
    contentHeading: 'We couldn’t find that page',
    pageLayout: '1column',
    metaTitle: 'Page not found — Atrium',
    content: `<p>The page may have moved or no longer exists. Try the search, or start from one of these:</p>
<ul>
<li>${link('', 'Home page')}</li>
<li>${link('living-room', 'Living room')}</li>
<li>${link('our-projects', 'Our projects')}</li>
<li>${link('delivery', 'Delivery and assembly')}</li>
</ul>`,
  },
};

const russian: Pages = {
  home: {
    title: 'Атриум — мебель для дома, офиса и отеля',
    pageLayout: '1column',
    metaTitle: 'Атриум — мебель и комплектация проектов',
    metaKeywords: 'мебель, диваны, кровати, обеденные столы, офисная мебель, светильники, мебель для отелей',
    metaDescription:
      'Диваны, кровати, столы, стулья и свет от европейских и российских фабрик с доставкой и сборкой. Комплектация отелей, ресторанов и офисов под ключ.',
    content: `<section class="cms-hero">
<h1>Мебель, которая остаётся</h1>
<p>Диваны, кровати, столы и светильники от мастерских, которые мы знаем по именам: прочные каркасы, честные материалы и чехлы, которые можно заменить и через десять лет.</p>
<p>${link('living-room', 'В гостиную', 'cms-button')} ${link('our-projects', 'Наши проекты', 'cms-button cms-button--secondary')}</p>
</section>
<section>
<h2>Выберите комнату</h2>
${tiles([
  ['living-room', 'Гостиная', 'Диваны, кресла, журнальные столики'],
  ['bedroom', 'Спальня', 'Кровати, матрасы, шкафы'],
  ['dining', 'Столовая', 'Раздвижные столы, стулья, буфеты'],
  ['office', 'Кабинет и офис', 'Столы, кресла, системы хранения'],
  ['lighting', 'Свет', 'Подвесные светильники, торшеры, лампы'],
  ['outdoor', 'Сад и терраса', 'Садовые диваны, столы, шезлонги'],
])}
</section>
<section>
<h2>Для отелей, ресторанов и офисов</h2>
<p>Отдел комплектации подбирает, согласует образцы, поставляет и монтирует интерьеры целиком — от бутик-отеля на двенадцать номеров до офиса на 400 рабочих мест. ${link('contract', 'Комплектация объектов')}</p>
</section>
<section>
<h2>Почему Атриум</h2>
<ul>
<li><strong>Доставка и сборка</strong> своими бригадами в Москве и Санкт-Петербурге, проверенными перевозчиками — по всей России. ${link('delivery', 'Условия доставки')}</li>
<li><strong>Удобная оплата</strong>: картой, по счёту для компаний или в рассрочку. ${link('payment', 'Способы оплаты')}</li>
<li><strong>Шоурумы</strong>, где на каждом диване можно посидеть и каждую ткань потрогать. ${link('about-us', 'О компании')}</li>
</ul>
</section>`,
  },
  'about-us': {
    title: 'О компании',
    contentHeading: 'О компании «Атриум»',
    pageLayout: '1column',
    metaTitle: 'О компании «Атриум» — мебель и комплектация с 2009 года',
    metaDescription:
      '«Атриум» обставляет квартиры, отели, рестораны и офисы мебелью европейских и российских фабрик.',
    content: `<p>«Атриум» появился в 2009 году как небольшой салон диванов в Москве. Сегодня мы работаем более чем с сорока фабриками Италии, Польши, Литвы и России и обставляем квартиры, отели, рестораны и офисы по всей стране и за её пределами.</p>
<h2>Во что мы верим</h2>
<ul>
<li>Мебель должна служить десятилетиями: мы выбираем каркасы из массива и стали, съёмные чехлы и заменяемые детали.</li>
<li>Вы должны знать, что покупаете: на странице каждого товара указаны материалы, размеры и производитель.</li>
<li>Сервис не заканчивается доставкой: мы собираем, регулируем и ремонтируем то, что продаём.</li>
</ul>
<h2>Комплектация объектов</h2>
<p>Архитекторы, дизайнеры и девелоперы работают с нашим отделом комплектации: спецификации, образцы, сметы, логистика и монтаж — одной командой. Часть результатов — в разделе ${link('our-projects', 'наши проекты')}.</p>
<h2>Шоурумы</h2>
<p>Москва, Ленинградский проспект, 31 — ежедневно 10:00–21:00.<br>Санкт-Петербург, Большой Сампсониевский проспект, 60 — ежедневно 10:00–21:00.</p>`,
  },
  delivery: {
    title: 'Доставка',
    contentHeading: 'Доставка и сборка',
    pageLayout: '1column',
    metaTitle: 'Доставка и сборка — «Атриум»',
    metaDescription: 'Как и когда «Атриум» доставляет и собирает мебель и сколько это стоит.',
    content: `<h2>Сроки</h2>
<p>Товары в наличии отгружаются со склада за 1–3 рабочих дня. Мебель под заказ — в срок, указанный на странице товара, обычно 4–10 недель. Накануне доставки мы звоним и согласуем двухчасовой интервал.</p>
<h2>Стоимость</h2>
<table>
<thead><tr><th>Куда</th><th>Стоимость</th></tr></thead>
<tbody>
<tr><td>Москва и Санкт-Петербург, заказ от 50 000 ₽</td><td>Бесплатно</td></tr>
<tr><td>Москва и Санкт-Петербург, заказ меньше</td><td>2 500 ₽</td></tr>
<tr><td>Другие регионы России</td><td>По тарифу перевозчика, рассчитывается при оформлении</td></tr>
<tr><td>Другие страны</td><td>Рассчитывает отдел логистики</td></tr>
</tbody>
</table>
<h2>Сборка</h2>
<p>Наши бригады собирают мебель в день доставки и вывозят упаковку. Сборка диванов, кроватей и шкафов бесплатна, остальных товаров — 5% их стоимости.</p>
<p>Остались вопросы? Посмотрите ${link('payment', 'способы оплаты')} или напишите на <a href="mailto:delivery@atrium.example">delivery@atrium.example</a>.</p>`,
  },
  payment: {
    title: 'Оплата',
    contentHeading: 'Способы оплаты',
    pageLayout: '1column',
    metaTitle: 'Способы оплаты — «Атриум»',
    metaDescription: 'Оплата заказа в «Атриуме» картой, по счёту или в рассрочку.',
    content: `<h2>Картой на сайте</h2>
<p>Visa, Mastercard и «Мир». Сумма блокируется при оформлении заказа и списывается после его подтверждения.</p>
<h2>По счёту</h2>
<p>Компании получают счёт в течение рабочего часа; заказ резервируется на пять рабочих дней. Для мебели под заказ нужна предоплата 50%.</p>
<h2>При получении</h2>
<p>Заказы до 150 000 ₽ в Москве и Санкт-Петербурге можно оплатить курьеру картой.</p>
<h2>Рассрочка</h2>
<p>Рассрочка на 6 или 12 месяцев без переплаты от банков-партнёров; решение — за несколько минут при оформлении заказа.</p>`,
  },
  'privacy-policy': {
    title: 'Политика конфиденциальности',
    contentHeading: 'Политика в отношении обработки персональных данных',
    pageLayout: '1column',
    metaTitle: 'Политика конфиденциальности — «Атриум»',
    metaDescription: 'Какие персональные данные собирает «Атриум», зачем и как вы ими управляете.',
    content: `<p>Эта политика объясняет, какие персональные данные «Атриум» обрабатывает, когда вы пользуетесь сайтом или покупаете у нас, зачем они нужны и какие у вас есть права (Федеральный закон № 152-ФЗ «О персональных данных»).</p>
<h2>Какие данные мы обрабатываем</h2>
<ul>
<li>Контактные данные, которые вы сообщаете: имя, e-mail, телефон и адрес доставки.</li>
<li>Историю заказов и обращения в службу поддержки.</li>
<li>Технические данные: IP-адрес, браузер, просмотренные страницы — для защиты и улучшения сайта.</li>
</ul>
<h2>Зачем</h2>
<p>Чтобы доставить заказ, ответить на вопросы, выполнить требования бухгалтерского учёта и — только с вашего согласия — присылать рассылку.</p>
<h2>Кому мы их передаём</h2>
<p>Перевозчики, платёжные сервисы и банки получают только то, что нужно для доставки или оплаты. Мы никогда не продаём персональные данные.</p>
<h2>Ваши права</h2>
<p>Вы можете запросить копию своих данных, исправить их или потребовать удаления, написав на <a href="mailto:privacy@atrium.example">privacy@atrium.example</a>. Мы отвечаем в течение 30 дней.</p>`,
  },
  'no-route': {
    title: 'Страница не найдена',
    contentHeading: 'Такой страницы нет',
    pageLayout: '1column',
    metaTitle: 'Страница не найдена — «Атриум»',
    content: `<p>Возможно, страница переехала или больше не существует. Воспользуйтесь поиском или начните отсюда:</p>
<ul>
<li>${link('', 'Главная страница')}</li>
<li>${link('living-room', 'Гостиная')}</li>
<li>${link('our-projects', 'Наши проекты')}</li>
<li>${link('delivery', 'Доставка и сборка')}</li>
</ul>`,
  },
};

/** Store 0 (all store views) is English; the Russian store views get their own pages. */
const PAGE_SETS: [number, Pages][] = [
  [0, english],
  [1, russian],
  [3, russian],
];

export async function seedCmsPages(db: Db): Promise<void> {
  const rows = PAGE_SETS.flatMap(([storeId, pages]) =>
    Object.entries(pages).map(([identifier, page]) => ({
      identifier,
      storeId,
      title: page.title,
      contentHeading: page.contentHeading ?? null,
      content: sanitizeCmsHtml(page.content),
      pageLayout: page.pageLayout ?? '1column',
      metaTitle: page.metaTitle ?? null,
      metaKeywords: page.metaKeywords ?? null,
      metaDescription: page.metaDescription ?? null,
    })),
  );
  await db.insert(cmsPage).values(rows);
}

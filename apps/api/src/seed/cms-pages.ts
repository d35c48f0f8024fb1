// CMS pages in each store view's language: the home page (`web/default/cms_home_page` = home),
// the customer-service, company and legal pages the footer blocks link to (cms-blocks.ts; "blog"
// is not a CMS page, "our-projects" is a category) and the 404 page (`cms_no_route` = no-route).
// Store 0 (all store views) is English; the Russian store views (1 and 3) get their own pages.
// Links use Magento's {{store url="…"}} directive, rendered against the store's website when served.

import type { Db } from '../db/client.ts';
import { cmsPage } from '../db/schema.ts';
import { sanitizeCmsHtml } from '../shared/sanitize-html.ts';

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
  returns: {
    title: 'Returns & exchanges',
    contentHeading: 'Returns and exchanges',
    pageLayout: '1column',
    metaTitle: 'Returns and exchanges — Atrium',
    metaDescription:
      'Return or exchange furniture bought from Atrium within 14 days of delivery: what can be returned, how collection works and when you get your money back.',
    content: `<p>Changed your mind? You can return most items within 14 days of delivery. If something arrives damaged or develops a fault later, it is covered by our ${link('warranty', 'warranty')} instead.</p>
<h2>What you can return</h2>
<ul>
<li>Items from stock that have not been used, are complete and still look as they did on delivery — in the original packaging if you have kept it.</li>
<li>Furniture our crew has assembled, as long as it is undamaged: we take it apart again when we collect it.</li>
</ul>
<h2>What cannot be returned</h2>
<ul>
<li>Made-to-order furniture — a sofa in the fabric you chose, non-standard sizes or finishes — unless it is faulty or differs from your order.</li>
<li>Curtains and rugs cut or made to your measurements.</li>
</ul>
<h2>How to return an item</h2>
<ol>
<li>Write to <a href="mailto:returns@atrium.example">returns@atrium.example</a> or call <a href="tel:+74951204500">+7 495 120-45-00</a> within 14 days of delivery, with your order number and the items you are returning.</li>
<li>We agree a collection date. In Moscow and St Petersburg our crew collects for 2,500 ₽; elsewhere in Russia and abroad we quote the carrier’s rate, or you can send the item back yourself.</li>
<li>Small items can also be brought to either of our ${link('showrooms', 'showrooms')}.</li>
</ol>
<h2>Refunds</h2>
<p>We refund the price of the returned items within 10 days of your request, to the card or account you paid from. Collection is free of charge when the item is faulty or is not what you ordered.</p>
<h2>Exchanges</h2>
<p>Would you rather have another colour or size? Within the same 14 days we exchange the item for another one: you pay or we refund the difference in price. If the item you want is not in stock, we refund you or wait for it — your choice.</p>
<h2>Damage in transit</h2>
<p>Please check your order while the crew is still with you and note any visible damage on the delivery note. We replace damaged items free of charge.</p>`,
  },
  warranty: {
    title: 'Warranty',
    contentHeading: 'Warranty and after-sales service',
    pageLayout: '1column',
    metaTitle: 'Warranty and repairs — Atrium',
    metaDescription:
      'Atrium furniture comes with a warranty of at least 24 months and up to 10 years on frames. What is covered and how to make a claim.',
    content: `<p>Everything we sell carries a warranty of at least 24 months from the day of delivery. For the parts that carry the load we give longer.</p>
<h2>Warranty periods</h2>
<table>
<thead><tr><th>What</th><th>Warranty</th></tr></thead>
<tbody>
<tr><td>Frames of sofas and armchairs (solid wood, plywood, steel)</td><td>10 years</td></tr>
<tr><td>Bed frames and slatted bases</td><td>5 years</td></tr>
<tr><td>Mattresses: springs and core (sagging deeper than 3 cm)</td><td>5 years</td></tr>
<tr><td>Upholstery, sofa-bed and recliner mechanisms, fittings</td><td>24 months</td></tr>
<tr><td>Tables, chairs, storage, office and outdoor furniture</td><td>24 months</td></tr>
<tr><td>Lamps and their electrical parts</td><td>24 months</td></tr>
</tbody>
</table>
<h2>What the warranty does not cover</h2>
<ul>
<li>Normal wear: pilling and fading of fabrics, seat cushions softening and settling in the first months of use.</li>
<li>Damage from use the item was not made for, overloading, pets, cleaning with unsuitable products, or placing it next to a radiator or in direct sunlight.</li>
<li>Repairs or alterations made by anyone other than Atrium or the maker.</li>
<li>The natural character of wood and leather: grain, knots, small differences in colour, healed scars on the hide.</li>
</ul>
<h2>How to make a claim</h2>
<ol>
<li>Write to <a href="mailto:service@atrium.example">service@atrium.example</a> with your order number, a short description and a few photos or a video.</li>
<li>We reply within one working day. In Moscow and St Petersburg a technician visits within five working days; elsewhere we work with partner workshops or assess the fault from photos.</li>
<li>We repair the item on site or in our workshop, replace the faulty part or the whole item, or refund you if it cannot be repaired. Repairs take no longer than 45 days.</li>
</ol>
<h2>After the warranty</h2>
<p>We keep servicing what we sell: new covers, re-upholstery, replacement mechanisms and cushion fillings. Send us photos and we quote within two working days.</p>`,
  },
  contact: {
    title: 'Contact us',
    contentHeading: 'Contact us',
    pageLayout: '1column',
    metaTitle: 'Contact Atrium — phone, e-mail and showrooms',
    metaDescription:
      'Phone numbers and e-mail addresses of Atrium customer service, the contract department, the trade programme and our showrooms in Moscow and St Petersburg.',
    content: `<h2>Customer service</h2>
<p>Every day from 9:00 to 21:00 Moscow time (UTC+3). We answer e-mails within one working day.</p>
<ul>
<li>Moscow: <a href="tel:+74951204500">+7 495 120-45-00</a></li>
<li>St Petersburg: <a href="tel:+78123204500">+7 812 320-45-00</a></li>
<li>Free within Russia: <a href="tel:+78005504500">8 800 550-45-00</a></li>
<li>E-mail: <a href="mailto:hello@atrium.example">hello@atrium.example</a></li>
</ul>
<h2>Who to write to</h2>
<table>
<thead><tr><th>Question</th><th>Contact</th></tr></thead>
<tbody>
<tr><td>Orders and delivery</td><td><a href="mailto:delivery@atrium.example">delivery@atrium.example</a></td></tr>
<tr><td>Returns and exchanges</td><td><a href="mailto:returns@atrium.example">returns@atrium.example</a></td></tr>
<tr><td>Warranty and repairs</td><td><a href="mailto:service@atrium.example">service@atrium.example</a></td></tr>
<tr><td>Hotels, restaurants and offices</td><td><a href="mailto:contract@atrium.example">contract@atrium.example</a>, <a href="tel:+74951204510">+7 495 120-45-10</a></td></tr>
<tr><td>Designers and architects</td><td><a href="mailto:trade@atrium.example">trade@atrium.example</a></td></tr>
<tr><td>Press and partnerships</td><td><a href="mailto:press@atrium.example">press@atrium.example</a></td></tr>
<tr><td>Jobs</td><td><a href="mailto:careers@atrium.example">careers@atrium.example</a></td></tr>
<tr><td>Personal data</td><td><a href="mailto:privacy@atrium.example">privacy@atrium.example</a></td></tr>
</tbody>
</table>
<h2>Showrooms</h2>
<p>Moscow, Leningradsky prospekt 31, and St Petersburg, Bolshoy Sampsonievsky prospekt 60 — daily 10:00–21:00. How to get there: ${link('showrooms', 'showrooms')}.</p>
<h2>Company details</h2>
<p>Atrium LLC, Leningradsky prospekt 31, Moscow, Russia.</p>`,
  },
  showrooms: {
    title: 'Showrooms',
    contentHeading: 'Our showrooms',
    pageLayout: '1column',
    metaTitle: 'Atrium showrooms in Moscow and St Petersburg',
    metaDescription:
      'Visit Atrium in Moscow (Leningradsky prospekt 31) and St Petersburg (Bolshoy Sampsonievsky prospekt 60): opening hours, parking and design consultations.',
    content: `<p>Every sofa on display can be sat on, every fabric and finish touched. Our consultants help you choose, and an interior designer can draw up a layout for your room: bring a floor plan and a few photos.</p>
<h2>Moscow</h2>
<p><strong>Leningradsky prospekt 31</strong>, a five-minute walk from Dinamo metro station<br>Daily 10:00–21:00<br><a href="tel:+74951204500">+7 495 120-45-00</a></p>
<ul>
<li>1,800 m² on two floors: living rooms, bedrooms, dining rooms and home offices.</li>
<li>A library of more than 600 fabrics and leathers; samples can be borrowed for up to a week.</li>
<li>Free underground parking for visitors for two hours.</li>
<li>Meeting room of the contract department, by appointment.</li>
</ul>
<h2>St Petersburg</h2>
<p><strong>Bolshoy Sampsonievsky prospekt 60</strong>, near Vyborgskaya metro station<br>Daily 10:00–21:00<br><a href="tel:+78123204500">+7 812 320-45-00</a></p>
<ul>
<li>1,200 m²: living rooms, bedrooms and dining rooms, garden furniture from April to September.</li>
<li>Fabric and leather library, design consultations.</li>
<li>Parking in the courtyard.</li>
</ul>
<h2>Before you come</h2>
<p>Not every product is on display. If you want to see a particular piece or fabric, write to <a href="mailto:hello@atrium.example">hello@atrium.example</a> or call us: we tell you where it stands or have the samples ready. Design consultations are free; book them by phone.</p>
<p>On 31 December the showrooms close at 18:00; on 1 January they are closed.</p>`,
  },
  'for-designers': {
    title: 'For designers and architects',
    contentHeading: 'Trade programme for designers and architects',
    pageLayout: '1column',
    metaTitle: 'Trade programme for designers and architects — Atrium',
    metaDescription:
      'Trade discount or agency fee, a personal manager, samples, 3D models and showroom meetings for interior designers and architects working with Atrium.',
    content: `<p>Interior designers, architects and decorators work with Atrium on trade terms: you specify, we take care of prices, lead times, logistics and assembly.</p>
<h2>What you get</h2>
<ul>
<li><strong>Trade discount</strong> of 15% on the whole catalogue from your first order, and 20% once your orders exceed 3 million roubles in a calendar year.</li>
<li><strong>Or an agency fee</strong> of 10% of the order when your client pays us directly, under an agency agreement.</li>
<li><strong>A personal manager</strong> who checks availability, lead times and prices for your specification within one working day.</li>
<li><strong>Samples</strong> of fabrics, leathers, wood and metal finishes, sent to your studio or lent for up to a week.</li>
<li><strong>3D models and drawings</strong> of the collections we stock, for 3ds Max, SketchUp and ArchiCAD.</li>
<li><strong>Meetings in our showrooms</strong> with your clients, with the samples for your project prepared in advance.</li>
</ul>
<h2>How to join</h2>
<ol>
<li>Send your name, studio or company, city and a link to your portfolio (or two or three completed projects) to <a href="mailto:trade@atrium.example">trade@atrium.example</a>.</li>
<li>Within two working days we confirm and send you the trade agreement and access to trade prices.</li>
<li>Your manager calls you to get to know your current projects.</li>
</ol>
<h2>Hotels, restaurants and offices</h2>
<p>For commercial interiors our ${link('contract', 'contract department')} takes over the whole specification: purchasing, fire certificates for hospitality, logistics and installation. Some of the projects we have done with designers are in ${link('our-projects', 'our projects')}.</p>`,
  },
  careers: {
    title: 'Careers',
    contentHeading: 'Work at Atrium',
    pageLayout: '1column',
    metaTitle: 'Careers at Atrium — jobs in Moscow and St Petersburg',
    metaDescription:
      'Open positions at Atrium: showroom consultants, assemblers, project managers and interior designers in Moscow and St Petersburg.',
    content: `<p>About two hundred people work at Atrium in Moscow and St Petersburg: showroom consultants and interior designers, project managers of the contract department, warehouse staff, our own assembly crews and a small product and IT team.</p>
<h2>Open positions</h2>
<ul>
<li><strong>Showroom consultant</strong>, Moscow — experience selling furniture or interiors; two days on, two days off.</li>
<li><strong>Furniture assembler</strong>, St Petersburg — careful hands and a driving licence; tools and a company van provided.</li>
<li><strong>Project manager, contract department</strong>, Moscow — hotel, restaurant or office fit-outs from specification to handover; working English.</li>
<li><strong>Interior designer</strong>, Moscow showroom — room layouts and visualisations for our customers in 3ds Max or SketchUp.</li>
<li><strong>Warehouse operator</strong>, Moscow region — receiving, checking and picking orders; shift work.</li>
</ul>
<h2>What we offer</h2>
<ul>
<li>Official employment under the Labour Code of the Russian Federation and a salary paid twice a month.</li>
<li>Voluntary medical insurance after the probation period.</li>
<li>A 30% staff discount on everything we sell.</li>
<li>Product training and visits to our partner factories in Italy, Poland and Lithuania.</li>
</ul>
<h2>How to apply</h2>
<p>Send your CV to <a href="mailto:careers@atrium.example">careers@atrium.example</a> with the position in the subject line. We reply to every application within five working days. No suitable opening? Write to us anyway: with your consent we keep your CV for a year and contact you when a position opens.</p>`,
  },
  lookbook: {
    title: 'Lookbook 2026',
    contentHeading: 'Lookbook 2026',
    pageLayout: '1column',
    metaTitle: 'Lookbook 2026 — Atrium',
    metaDescription:
      'Five rooms from the Atrium 2026 edit: warm wood, textured fabrics, softer shapes and layered light, with links to the pieces you can order today.',
    content: `<p>Our 2026 edit: five rooms put together in our Moscow showroom from pieces you can order today. Warm wood, textured fabrics, softer shapes and light at three heights.</p>
<h2>Living room: the soft corner</h2>
<p>A modular sofa in oatmeal bouclé, a round oak coffee table and a thick wool rug. The modules can be rearranged when the room changes — or when you move. ${link('living-room/sofas/modular-sofas', 'Modular sofas')}, ${link('living-room/coffee-tables', 'coffee tables')}, ${link('decor/rugs', 'rugs')}.</p>
<h2>Dining: one table, twelve guests</h2>
<p>An extendable table in smoked oak seats six every day and twelve at the weekend. Chairs in two tones, and a linen pendant hung 65–75 cm above the table top. ${link('dining/dining-tables/extendable-tables', 'Extendable tables')}, ${link('dining/dining-chairs', 'dining chairs')}, ${link('lighting/pendant-lamps', 'pendant lamps')}.</p>
<h2>Bedroom: nothing on the nightstand</h2>
<p>An upholstered bed with a tall headboard, bedside tables with a drawer and wall lights instead of table lamps, so the surfaces stay free. ${link('bedroom/beds/double-beds', 'Double beds')}, ${link('bedroom/bedside-tables', 'bedside tables')}, ${link('lighting/wall-lights', 'wall lights')}.</p>
<h2>Home office: work ends at seven</h2>
<p>A height-adjustable desk, a task chair that looks at home in a living room and open shelving that hides the printer behind a row of books. ${link('office/desks/height-adjustable-desks', 'Height-adjustable desks')}, ${link('office/office-chairs', 'office chairs')}, ${link('storage/shelving', 'shelving')}.</p>
<h2>Terrace: the outdoor living room</h2>
<p>A garden sofa with quick-drying foam, a teak table and two loungers — furniture that stays outside from May to October. ${link('outdoor/garden-sofas', 'Garden sofas')}, ${link('outdoor/garden-tables', 'garden tables')}, ${link('outdoor/sun-loungers', 'sun loungers')}.</p>
<p>See these rooms in our ${link('showrooms', 'showrooms')}, or ${link('contact', 'ask our designers')} for a plan of your own.</p>`,
  },
  terms: {
    title: 'Terms of sale',
    contentHeading: 'Terms of sale',
    pageLayout: '1column',
    metaTitle: 'Terms of sale — Atrium',
    metaDescription:
      'The terms on which Atrium sells furniture to consumers through this website: orders, prices, payment, delivery, made-to-order items, returns and warranty.',
    content: `<p>These terms apply to orders placed by consumers on this website. Companies buy under a supply contract: write to <a href="mailto:contract@atrium.example">contract@atrium.example</a>.</p>
<h2>1. Seller</h2>
<p>Atrium LLC, Leningradsky prospekt 31, Moscow, Russia; <a href="mailto:hello@atrium.example">hello@atrium.example</a>, <a href="tel:+74951204500">+7 495 120-45-00</a>.</p>
<h2>2. Products and prices</h2>
<p>Product pages give the materials, dimensions and maker of each item. Dimensions may differ by up to 1.5 cm, and colours on screen may differ slightly from the real fabrics and finishes — ask for samples if the shade matters. Prices include VAT. For deliveries outside Russia, import duties and taxes of the country of destination are not included.</p>
<h2>3. Orders</h2>
<p>After you place an order we check availability and lead times and confirm the order by e-mail or phone within one working day. The contract is concluded when we confirm your order. If a price on the website was obviously wrong, we tell you before confirming and you decide whether to go ahead.</p>
<h2>4. Payment</h2>
<p>By card, bank transfer, on delivery or in instalments, as described under ${link('payment', 'payment options')}. Made-to-order items require a 50% prepayment; the balance is due before delivery.</p>
<h2>5. Delivery and passing of risk</h2>
<p>Delivery dates and costs are described under ${link('delivery', 'delivery and assembly')}. Ownership and risk pass to you when the goods are handed over. Please inspect them on delivery and note any visible damage on the delivery note.</p>
<h2>6. Made-to-order items</h2>
<p>Production starts once you have confirmed the specification (model, size, fabric or finish) and paid the prepayment. You can change or cancel the order free of charge within two working days of confirming it; later we refund the prepayment minus the costs we have already incurred, such as fabric cut for your order.</p>
<h2>7. Returns and warranty</h2>
<p>See ${link('returns', 'returns and exchanges')} and ${link('warranty', 'warranty')}.</p>
<h2>8. Personal data</h2>
<p>We process your personal data as described in our ${link('privacy-policy', 'privacy policy')}.</p>
<h2>9. Complaints and disputes</h2>
<p>Please contact us first: we answer written complaints within 10 days. These terms are governed by Russian law; if you live outside Russia, the mandatory consumer protection rules of your country of residence still apply.</p>
<p>Version of 1 March 2026.</p>`,
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
  cookies: {
    title: 'Cookie policy',
    contentHeading: 'Cookie policy',
    pageLayout: '1column',
    metaTitle: 'Cookie policy — Atrium',
    metaDescription: 'Which cookies the Atrium website sets, what each one is for and how long it is kept.',
    content: `<p>Cookies are small text files that your browser keeps for a website. Atrium sets only the cookies the shop needs to work and to remember your choices. We do not use advertising or cross-site tracking cookies.</p>
<h2>The cookies we set</h2>
<table>
<thead><tr><th>Cookie</th><th>What it is for</th><th>Kept for</th></tr></thead>
<tbody>
<tr><td>website</td><td>The website you chose: Russia or International</td><td>1 year</td></tr>
<tr><td>store</td><td>The store view, and so the language of the catalogue</td><td>1 year</td></tr>
<tr><td>region</td><td>The country or region you shop from, for prices and delivery terms</td><td>1 year</td></tr>
<tr><td>currency</td><td>The currency prices are shown in</td><td>1 year</td></tr>
<tr><td>locale</td><td>The language of the interface</td><td>1 year</td></tr>
<tr><td>auth_token</td><td>Keeps you signed in to your account</td><td>Until you sign out</td></tr>
<tr><td>flash</td><td>Carries a one-time message, such as “You have signed out”, to the next page</td><td>1 minute</td></tr>
</tbody>
</table>
<h2>Analytics</h2>
<p>We do not use web analytics cookies at the moment. If we add them, we will ask for your consent first and list them on this page.</p>
<h2>Managing cookies</h2>
<p>You can delete cookies or block them in your browser settings. The shop still works without them, but it will ask again for your website, region and language, and you will not stay signed in.</p>
<p>Questions about cookies and personal data: <a href="mailto:privacy@atrium.example">privacy@atrium.example</a>. See also our ${link('privacy-policy', 'privacy policy')}.</p>`,
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
  returns: {
    title: 'Обмен и возврат',
    contentHeading: 'Обмен и возврат',
    pageLayout: '1column',
    metaTitle: 'Обмен и возврат — «Атриум»',
    metaDescription:
      'Как вернуть или обменять мебель, купленную в «Атриуме»: 14 дней на возврат, возврат денег в течение 10 дней, мебель под заказ и товары с недостатками.',
    content: `<p>Товар надлежащего качества можно вернуть в течение 14 дней после получения. Это больше семи дней, которые закон даёт для покупок в интернет-магазине (п. 4 ст. 26.1 Закона РФ «О защите прав потребителей»). Если товар пришёл повреждённым или в нём обнаружился недостаток, действует ${link('warranty', 'гарантия')}.</p>
<h2>Что можно вернуть</h2>
<ul>
<li>Товары из наличия, если они не были в употреблении и сохранили товарный вид и потребительские свойства; упаковку по возможности сохраните.</li>
<li>Мебель, собранную нашей бригадой, если она не повреждена: при вывозе мы её разберём.</li>
</ul>
<p>Нужен документ, подтверждающий покупку. Если чека нет, подойдут номер заказа или выписка по карте.</p>
<h2>Что вернуть нельзя</h2>
<ul>
<li>Мебель, изготовленную по вашему заказу с индивидуальными свойствами: диван в выбранной вами ткани, изделия нестандартных размеров и отделки (п. 4 ст. 26.1 Закона). Это не касается брака — на такую мебель действует гарантия.</li>
<li>Шторы и ковры, сшитые или раскроенные по вашим размерам.</li>
</ul>
<h2>Как вернуть товар</h2>
<ol>
<li>В течение 14 дней после получения напишите на <a href="mailto:returns@atrium.example">returns@atrium.example</a> или позвоните по телефону <a href="tel:+78005504500">8 800 550-45-00</a>: номер заказа и какие товары вы возвращаете. Мы пришлём бланк заявления.</li>
<li>Согласуем дату вывоза. В Москве и Санкт-Петербурге товар забирает наша бригада, стоимость — 2 500 ₽; в другие регионы и страны — по тарифу перевозчика, или отправьте товар сами.</li>
<li>Небольшие товары можно привезти в любой из наших ${link('showrooms', 'шоурумов')}.</li>
</ol>
<h2>Возврат денег</h2>
<p>Деньги за возвращённый товар мы перечисляем не позднее 10 дней со дня вашего заявления — на карту или счёт, с которых была оплата. Если товар с недостатком или не соответствует заказу, вывоз бесплатный.</p>
<h2>Обмен</h2>
<p>Хотите другой цвет или размер? В те же 14 дней обменяем товар на другой и пересчитаем разницу в цене. Если нужного товара нет в наличии, вернём деньги или дождёмся поступления — как вы решите.</p>
<h2>Повреждения при доставке</h2>
<p>Осмотрите заказ при бригаде и отметьте видимые повреждения в акте приёма-передачи. Повреждённый товар заменим бесплатно.</p>`,
  },
  warranty: {
    title: 'Гарантия',
    contentHeading: 'Гарантия и сервис',
    pageLayout: '1column',
    metaTitle: 'Гарантия и ремонт — «Атриум»',
    metaDescription:
      'На мебель «Атриума» действует гарантия не меньше 24 месяцев, на каркасы — до 10 лет. Что покрывает гарантия и как обратиться в сервис.',
    content: `<p>На всё, что мы продаём, действует гарантия не меньше 24 месяцев со дня доставки. На то, что несёт нагрузку, — дольше.</p>
<h2>Гарантийные сроки</h2>
<table>
<thead><tr><th>Что</th><th>Гарантия</th></tr></thead>
<tbody>
<tr><td>Каркасы диванов и кресел (массив, фанера, сталь)</td><td>10 лет</td></tr>
<tr><td>Каркасы кроватей и ламели</td><td>5 лет</td></tr>
<tr><td>Матрасы: пружинный блок и основа (продавливание глубже 3 см)</td><td>5 лет</td></tr>
<tr><td>Обивка, механизмы трансформации и реклайнеры, фурнитура</td><td>24 месяца</td></tr>
<tr><td>Столы, стулья, системы хранения, офисная и садовая мебель</td><td>24 месяца</td></tr>
<tr><td>Светильники и их электрическая часть</td><td>24 месяца</td></tr>
</tbody>
</table>
<h2>Ваши права</h2>
<p>Если в течение гарантийного срока обнаружился недостаток, вы вправе потребовать бесплатного ремонта, замены, уменьшения цены или возврата денег (ст. 18 Закона РФ «О защите прав потребителей»). Ремонт занимает не больше 45 дней (ст. 20 Закона).</p>
<h2>Что не входит в гарантию</h2>
<ul>
<li>Естественный износ: катышки и выгорание ткани, усадка наполнителя сидений в первые месяцы.</li>
<li>Повреждения из-за использования не по назначению, перегрузки, домашних животных, неподходящих чистящих средств, установки у батареи или под прямыми солнечными лучами.</li>
<li>Ремонт и переделки, выполненные не «Атриумом» и не фабрикой.</li>
<li>Природные особенности дерева и кожи: рисунок, сучки, небольшие различия в оттенке, зажившие шрамы на коже.</li>
</ul>
<h2>Как обратиться</h2>
<ol>
<li>Напишите на <a href="mailto:service@atrium.example">service@atrium.example</a>: номер заказа, короткое описание и несколько фотографий или видео.</li>
<li>Мы отвечаем в течение рабочего дня. В Москве и Санкт-Петербурге мастер приезжает в течение пяти рабочих дней; в других городах работаем с сервисами-партнёрами или оцениваем недостаток по фотографиям.</li>
<li>Ремонтируем на месте или в нашей мастерской, меняем деталь или изделие целиком; если ремонт невозможен — возвращаем деньги.</li>
</ol>
<h2>После гарантии</h2>
<p>Мы продолжаем обслуживать то, что продали: новые чехлы, перетяжка, замена механизмов и наполнителя подушек. Пришлите фотографии — рассчитаем стоимость за два рабочих дня.</p>`,
  },
  contact: {
    title: 'Контакты',
    contentHeading: 'Контакты',
    pageLayout: '1column',
    metaTitle: 'Контакты «Атриума» — телефоны, e-mail и шоурумы',
    metaDescription:
      'Телефоны и адреса электронной почты службы поддержки «Атриума», отдела комплектации, программы для дизайнеров и шоурумов в Москве и Санкт-Петербурге.',
    content: `<h2>Служба поддержки</h2>
<p>Ежедневно с 9:00 до 21:00 по московскому времени. На письма отвечаем в течение рабочего дня.</p>
<ul>
<li>Бесплатно по России: <a href="tel:+78005504500">8 800 550-45-00</a></li>
<li>Москва: <a href="tel:+74951204500">+7 495 120-45-00</a></li>
<li>Санкт-Петербург: <a href="tel:+78123204500">+7 812 320-45-00</a></li>
<li>E-mail: <a href="mailto:hello@atrium.example">hello@atrium.example</a></li>
</ul>
<h2>Куда писать</h2>
<table>
<thead><tr><th>Вопрос</th><th>Контакт</th></tr></thead>
<tbody>
<tr><td>Заказы и доставка</td><td><a href="mailto:delivery@atrium.example">delivery@atrium.example</a></td></tr>
<tr><td>Обмен и возврат</td><td><a href="mailto:returns@atrium.example">returns@atrium.example</a></td></tr>
<tr><td>Гарантия и ремонт</td><td><a href="mailto:service@atrium.example">service@atrium.example</a></td></tr>
<tr><td>Отели, рестораны и офисы</td><td><a href="mailto:contract@atrium.example">contract@atrium.example</a>, <a href="tel:+74951204510">+7 495 120-45-10</a></td></tr>
<tr><td>Дизайнерам и архитекторам</td><td><a href="mailto:trade@atrium.example">trade@atrium.example</a></td></tr>
<tr><td>Пресса и сотрудничество</td><td><a href="mailto:press@atrium.example">press@atrium.example</a></td></tr>
<tr><td>Работа в «Атриуме»</td><td><a href="mailto:careers@atrium.example">careers@atrium.example</a></td></tr>
<tr><td>Персональные данные</td><td><a href="mailto:privacy@atrium.example">privacy@atrium.example</a></td></tr>
</tbody>
</table>
<h2>Шоурумы</h2>
<p>Москва, Ленинградский проспект, 31, и Санкт-Петербург, Большой Сампсониевский проспект, 60 — ежедневно 10:00–21:00. Как добраться — на странице ${link('showrooms', 'шоурумов')}.</p>
<h2>Реквизиты</h2>
<p>ООО «Атриум», Москва, Ленинградский проспект, 31.</p>`,
  },
  showrooms: {
    title: 'Шоурумы',
    contentHeading: 'Наши шоурумы',
    pageLayout: '1column',
    metaTitle: 'Шоурумы «Атриума» в Москве и Санкт-Петербурге',
    metaDescription:
      'Шоурумы «Атриума» в Москве (Ленинградский проспект, 31) и Санкт-Петербурге (Большой Сампсониевский проспект, 60): часы работы, парковка, консультации дизайнера.',
    content: `<p>На каждом диване можно посидеть, каждую ткань и отделку — потрогать. Консультанты помогут с выбором, а дизайнер интерьера предложит расстановку для вашей комнаты: возьмите с собой план квартиры и несколько фотографий.</p>
<h2>Москва</h2>
<p><strong>Ленинградский проспект, 31</strong>, пять минут пешком от метро «Динамо»<br>Ежедневно 10:00–21:00<br><a href="tel:+74951204500">+7 495 120-45-00</a></p>
<ul>
<li>1 800 м² на двух этажах: гостиные, спальни, столовые и домашние кабинеты.</li>
<li>Библиотека из более чем 600 тканей и кож; образцы можно взять домой на неделю.</li>
<li>Бесплатная подземная парковка для посетителей на два часа.</li>
<li>Переговорная отдела комплектации — по предварительной записи.</li>
</ul>
<h2>Санкт-Петербург</h2>
<p><strong>Большой Сампсониевский проспект, 60</strong>, рядом с метро «Выборгская»<br>Ежедневно 10:00–21:00<br><a href="tel:+78123204500">+7 812 320-45-00</a></p>
<ul>
<li>1 200 м²: гостиные, спальни и столовые, с апреля по сентябрь — садовая мебель.</li>
<li>Библиотека тканей и кож, консультации дизайнера.</li>
<li>Парковка во дворе.</li>
</ul>
<h2>Перед визитом</h2>
<p>Не все товары выставлены в шоурумах. Если хотите увидеть конкретную модель или ткань, напишите на <a href="mailto:hello@atrium.example">hello@atrium.example</a> или позвоните: подскажем, где она стоит, или подготовим образцы. Консультация дизайнера бесплатна, запись — по телефону.</p>
<p>31 декабря шоурумы работают до 18:00, 1 января — выходной.</p>`,
  },
  'for-designers': {
    title: 'Дизайнерам и архитекторам',
    contentHeading: 'Программа для дизайнеров и архитекторов',
    pageLayout: '1column',
    metaTitle: 'Дизайнерам и архитекторам — «Атриум»',
    metaDescription:
      'Скидка или агентское вознаграждение, персональный менеджер, образцы, 3D-модели и встречи в шоуруме для дизайнеров интерьера и архитекторов.',
    content: `<p>Дизайнеры интерьера, архитекторы и декораторы работают с «Атриумом» на партнёрских условиях: вы составляете спецификацию, мы берём на себя цены, сроки, логистику и сборку.</p>
<h2>Что вы получаете</h2>
<ul>
<li><strong>Скидку</strong> 15% на весь каталог с первого заказа и 20%, когда сумма заказов за календарный год превысит 3 млн ₽.</li>
<li><strong>Или агентское вознаграждение</strong> — 10% от суммы заказа, если клиент оплачивает напрямую нам, по агентскому договору.</li>
<li><strong>Персонального менеджера</strong>, который за рабочий день проверит наличие, сроки и цены по вашей спецификации.</li>
<li><strong>Образцы</strong> тканей, кож, шпона и металлических покрытий — с доставкой в студию или на неделю во временное пользование.</li>
<li><strong>3D-модели и чертежи</strong> коллекций из наличия для 3ds Max, SketchUp и ArchiCAD.</li>
<li><strong>Встречи с клиентами в шоурумах</strong> с заранее подготовленными образцами для вашего проекта.</li>
</ul>
<h2>Как присоединиться</h2>
<ol>
<li>Пришлите на <a href="mailto:trade@atrium.example">trade@atrium.example</a> имя, название студии или компании, город и ссылку на портфолио (или два-три реализованных проекта).</li>
<li>В течение двух рабочих дней мы подтвердим участие и пришлём договор и доступ к партнёрским ценам.</li>
<li>Ваш менеджер позвонит, чтобы познакомиться с текущими проектами.</li>
</ol>
<h2>Отели, рестораны и офисы</h2>
<p>Коммерческие интерьеры ведёт наш ${link('contract', 'отдел комплектации')}: закупка, пожарные сертификаты для гостиниц и ресторанов, логистика и монтаж. Часть проектов, сделанных вместе с дизайнерами, — в разделе ${link('our-projects', 'наши проекты')}.</p>`,
  },
  careers: {
    title: 'Вакансии',
    contentHeading: 'Работа в «Атриуме»',
    pageLayout: '1column',
    metaTitle: 'Вакансии «Атриума» — работа в Москве и Санкт-Петербурге',
    metaDescription:
      'Открытые вакансии «Атриума»: консультанты шоурумов, сборщики мебели, менеджеры проектов и дизайнеры интерьера в Москве и Санкт-Петербурге.',
    content: `<p>В «Атриуме» работают около двухсот человек в Москве и Санкт-Петербурге: консультанты шоурумов и дизайнеры интерьера, менеджеры проектов отдела комплектации, сотрудники склада, наши сборочные бригады и небольшая продуктовая и ИТ-команда.</p>
<h2>Открытые вакансии</h2>
<ul>
<li><strong>Консультант шоурума</strong>, Москва — опыт продаж мебели или интерьерных товаров; график 2/2.</li>
<li><strong>Сборщик мебели</strong>, Санкт-Петербург — аккуратность и водительские права категории B; инструмент и служебный автомобиль предоставляем.</li>
<li><strong>Менеджер проектов отдела комплектации</strong>, Москва — оснащение отелей, ресторанов и офисов от спецификации до сдачи объекта; рабочий английский.</li>
<li><strong>Дизайнер интерьера</strong>, московский шоурум — планировки и визуализации для покупателей в 3ds Max или SketchUp.</li>
<li><strong>Кладовщик-комплектовщик</strong>, Московская область — приёмка, проверка и комплектация заказов; сменный график.</li>
</ul>
<h2>Что мы предлагаем</h2>
<ul>
<li>Оформление по Трудовому кодексу РФ и зарплату два раза в месяц.</li>
<li>ДМС после испытательного срока.</li>
<li>Скидку сотрудника 30% на весь ассортимент.</li>
<li>Обучение по продукту и поездки на фабрики-партнёры в Италию, Польшу и Литву.</li>
</ul>
<h2>Как откликнуться</h2>
<p>Пришлите резюме на <a href="mailto:careers@atrium.example">careers@atrium.example</a>, в теме письма укажите вакансию. Мы отвечаем на каждый отклик в течение пяти рабочих дней. Подходящей вакансии нет? Всё равно напишите: с вашего согласия мы сохраним резюме на год и свяжемся, когда появится место.</p>`,
  },
  lookbook: {
    title: 'Лукбук 2026',
    contentHeading: 'Лукбук 2026',
    pageLayout: '1column',
    metaTitle: 'Лукбук 2026 — «Атриум»',
    metaDescription:
      'Пять интерьеров из подборки «Атриума» на 2026 год: тёплое дерево, фактурные ткани, мягкие формы и многоуровневый свет — со ссылками на мебель, которую можно заказать.',
    content: `<p>Наша подборка на 2026 год: пять интерьеров, собранных в московском шоуруме из мебели, которую можно заказать уже сегодня. Тёплое дерево, фактурные ткани, мягкие формы и свет на трёх уровнях.</p>
<h2>Гостиная: мягкий угол</h2>
<p>Модульный диван в овсяном букле, круглый дубовый журнальный столик и плотный шерстяной ковёр. Модули легко переставить, когда меняется комната или вы переезжаете. ${link('living-room/sofas/modular-sofas', 'Модульные диваны')}, ${link('living-room/coffee-tables', 'журнальные столики')}, ${link('decor/rugs', 'ковры')}.</p>
<h2>Столовая: один стол, двенадцать гостей</h2>
<p>Раздвижной стол из тонированного дуба: шесть мест в будни и двенадцать по выходным. Стулья в двух оттенках и льняной подвесной светильник на высоте 65–75 см над столешницей. ${link('dining/dining-tables/extendable-tables', 'Раздвижные столы')}, ${link('dining/dining-chairs', 'стулья')}, ${link('lighting/pendant-lamps', 'подвесные светильники')}.</p>
<h2>Спальня: ничего лишнего на тумбочке</h2>
<p>Кровать с высоким мягким изголовьем, прикроватные тумбы с ящиком и бра вместо настольных ламп — поверхности остаются свободными. ${link('bedroom/beds/double-beds', 'Двуспальные кровати')}, ${link('bedroom/bedside-tables', 'прикроватные тумбы')}, ${link('lighting/wall-lights', 'бра')}.</p>
<h2>Кабинет: работа заканчивается в семь</h2>
<p>Стол с регулировкой высоты, рабочее кресло, которое не выглядит чужим в гостиной, и открытый стеллаж, где принтер прячется за рядом книг. ${link('office/desks/height-adjustable-desks', 'Столы с регулировкой высоты')}, ${link('office/office-chairs', 'офисные кресла')}, ${link('storage/shelving', 'стеллажи')}.</p>
<h2>Терраса: гостиная под открытым небом</h2>
<p>Садовый диван с быстросохнущим наполнителем, стол из тика и два шезлонга — мебель, которая остаётся на улице с мая по октябрь. ${link('outdoor/garden-sofas', 'Садовые диваны')}, ${link('outdoor/garden-tables', 'садовые столы')}, ${link('outdoor/sun-loungers', 'шезлонги')}.</p>
<p>Эти интерьеры можно увидеть в наших ${link('showrooms', 'шоурумах')} — или ${link('contact', 'попросите дизайнера')} предложить решение для вашего дома.</p>`,
  },
  terms: {
    title: 'Условия продажи',
    contentHeading: 'Условия продажи товаров',
    pageLayout: '1column',
    metaTitle: 'Условия продажи — «Атриум»',
    metaDescription:
      'На каких условиях «Атриум» продаёт мебель покупателям через сайт: заказ, цены, оплата, доставка, мебель под заказ, возврат и гарантия.',
    content: `<p>Эти условия — публичная оферта (п. 2 ст. 437 Гражданского кодекса РФ) для покупателей-потребителей, оформляющих заказ на сайте. Продажа регулируется Законом РФ «О защите прав потребителей» и Правилами продажи товаров по договору розничной купли-продажи (постановление Правительства РФ от 31.12.2020 № 2463). Компании покупают по договору поставки — пишите на <a href="mailto:contract@atrium.example">contract@atrium.example</a>.</p>
<h2>1. Продавец</h2>
<p>ООО «Атриум», Москва, Ленинградский проспект, 31; <a href="mailto:hello@atrium.example">hello@atrium.example</a>, <a href="tel:+78005504500">8 800 550-45-00</a>.</p>
<h2>2. Товары и цены</h2>
<p>На странице каждого товара указаны материалы, размеры и производитель. Размеры могут отличаться от указанных на 1,5 см, цвет на экране — немного отличаться от настоящей ткани или отделки; если оттенок важен, попросите образцы. Цены указаны в рублях с учётом НДС. При доставке за пределы России ввозные пошлины и налоги страны назначения в цену не входят.</p>
<h2>3. Заказ</h2>
<p>Договор считается заключённым, когда мы получили ваш заказ. В течение рабочего дня мы проверяем наличие и сроки и подтверждаем заказ по e-mail или телефону. Если цена на сайте была указана с очевидной ошибкой, мы сообщим об этом до подтверждения, и вы решите, оставлять ли заказ.</p>
<h2>4. Оплата</h2>
<p>Картой на сайте, по счёту, при получении или в рассрочку — см. ${link('payment', 'способы оплаты')}. Для мебели под заказ нужна предоплата 50%, остаток оплачивается до доставки.</p>
<h2>5. Доставка и переход риска</h2>
<p>Сроки и стоимость доставки описаны на странице ${link('delivery', 'доставки и сборки')}. Право собственности и риск случайной гибели товара переходят к вам в момент передачи. Осмотрите товар при получении и отметьте видимые повреждения в акте приёма-передачи.</p>
<h2>6. Мебель под заказ</h2>
<p>Изготовление начинается после того, как вы подтвердили спецификацию (модель, размер, ткань или отделку) и внесли предоплату. В течение двух рабочих дней после подтверждения заказ можно изменить или отменить бесплатно; позже мы вернём предоплату за вычетом фактически понесённых расходов, например на раскроенную для вас ткань.</p>
<h2>7. Возврат и гарантия</h2>
<p>См. ${link('returns', 'обмен и возврат')} и ${link('warranty', 'гарантию')}.</p>
<h2>8. Персональные данные</h2>
<p>Мы обрабатываем персональные данные в соответствии с ${link('privacy-policy', 'политикой конфиденциальности')}.</p>
<h2>9. Претензии и споры</h2>
<p>Пожалуйста, сначала напишите нам: на письменные претензии мы отвечаем в течение 10 дней. Споры разрешаются по законодательству РФ; потребитель вправе обратиться в суд по своему месту жительства (ст. 17 Закона «О защите прав потребителей»).</p>
<p>Редакция от 1 марта 2026 года.</p>`,
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
  cookies: {
    title: 'Использование cookie',
    contentHeading: 'Политика использования файлов cookie',
    pageLayout: '1column',
    metaTitle: 'Использование cookie — «Атриум»',
    metaDescription:
      'Какие файлы cookie устанавливает сайт «Атриума», для чего нужен каждый и сколько он хранится.',
    content: `<p>Cookie — небольшие текстовые файлы, которые браузер хранит для сайта. «Атриум» устанавливает только те cookie, без которых магазин не работает или не запомнит ваш выбор. Рекламные cookie и cookie для отслеживания на других сайтах мы не используем.</p>
<h2>Какие cookie мы устанавливаем</h2>
<table>
<thead><tr><th>Cookie</th><th>Для чего</th><th>Срок хранения</th></tr></thead>
<tbody>
<tr><td>website</td><td>Выбранный сайт: Россия или International</td><td>1 год</td></tr>
<tr><td>store</td><td>Витрина магазина и язык каталога</td><td>1 год</td></tr>
<tr><td>region</td><td>Страна или регион покупки — для цен и условий доставки</td><td>1 год</td></tr>
<tr><td>currency</td><td>Валюта, в которой показаны цены</td><td>1 год</td></tr>
<tr><td>locale</td><td>Язык интерфейса</td><td>1 год</td></tr>
<tr><td>auth_token</td><td>Вход в личный кабинет</td><td>До выхода из кабинета</td></tr>
<tr><td>flash</td><td>Одноразовое сообщение для следующей страницы, например «Вы вышли из кабинета»</td><td>1 минута</td></tr>
</tbody>
</table>
<h2>Аналитика</h2>
<p>Сейчас мы не используем cookie веб-аналитики. Если они появятся, мы сначала спросим вашего согласия и перечислим их на этой странице.</p>
<h2>Как управлять cookie</h2>
<p>Cookie можно удалить или запретить в настройках браузера. Магазин продолжит работать, но снова спросит сайт, регион и язык, а войти в личный кабинет не получится.</p>
<p>Вопросы о cookie и персональных данных — на <a href="mailto:privacy@atrium.example">privacy@atrium.example</a>. См. также ${link('privacy-policy', 'политику конфиденциальности')}.</p>`,
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

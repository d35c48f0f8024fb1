// Footer and category CMS blocks in each store view's language. Links use Magento's
// {{store url="…"}} directive, rendered against the store's website when served.

import type { Db } from '../db/client.ts';
import { cmsBlock } from '../db/schema.ts';
import { sanitizeCmsHtml } from '../shared/sanitize-html.ts';

type Texts = Record<string, { title: string; content: string }>;

const list = (links: [string, string][]) =>
  `<ul>${links.map(([url, text]) => `<li><a href="${url}">${text}</a></li>`).join('')}</ul>`;
const store = (path: string) => `{{store url='${path}'}}`;

const english: Texts = {
  'footer-follow-us': {
    title: 'Follow us',
    content: list([
      ['https://www.instagram.com/atrium.furniture', 'Instagram'],
      ['https://www.pinterest.com/atrium_furniture', 'Pinterest'],
      ['https://www.youtube.com/@atrium-furniture', 'YouTube'],
    ]),
  },
  'footer-help-links': {
    title: 'Help',
    content: list([
      [store('delivery'), 'Delivery'],
      [store('payment'), 'Payment'],
      [store('returns'), 'Returns & exchanges'],
      [store('warranty'), 'Warranty'],
      [store('contact'), 'Contact us'],
    ]),
  },
  'footer-company-links': {
    title: 'Company',
    content: list([
      [store('about-us'), 'About Atrium'],
      [store('showrooms'), 'Showrooms'],
      [store('for-designers'), 'For designers and architects'],
      [store('careers'), 'Careers'],
    ]),
  },
  'footer-get-inspired-links': {
    title: 'Get inspired',
    content: list([
      [store('our-projects'), 'Our projects'],
      [store('blog'), 'Journal'],
      [store('lookbook'), 'Lookbook 2026'],
    ]),
  },
  'footer-legal-links': {
    title: 'Legal',
    content: list([
      [store('terms'), 'Terms of sale'],
      [store('privacy-policy'), 'Privacy policy'],
      [store('cookies'), 'Cookie policy'],
    ]),
  },
  'footer-subscribe-text': {
    title: 'Newsletter',
    content:
      '<p>New collections, project stories and trade offers once a month. No spam, unsubscribe in one click.</p>',
  },
  'category-contract-intro': {
    title: 'Contract furniture',
    content:
      '<p>We furnish hotels, restaurants and offices turnkey: specification, samples, delivery and installation by our own team.</p>',
  },
};

const russian: Texts = {
  'footer-follow-us': {
    title: 'Мы в соцсетях',
    content: list([
      ['https://vk.com/atrium_mebel', 'ВКонтакте'],
      ['https://t.me/atrium_mebel', 'Telegram'],
      ['https://www.youtube.com/@atrium-furniture', 'YouTube'],
    ]),
  },
  'footer-help-links': {
    title: 'Помощь',
    content: list([
      [store('delivery'), 'Доставка'],
      [store('payment'), 'Оплата'],
      [store('returns'), 'Обмен и возврат'],
      [store('warranty'), 'Гарантия'],
      [store('contact'), 'Контакты'],
    ]),
  },
  'footer-company-links': {
    title: 'Компания',
    content: list([
      [store('about-us'), 'Об Атриуме'],
      [store('showrooms'), 'Шоурумы'],
      [store('for-designers'), 'Дизайнерам и архитекторам'],
      [store('careers'), 'Вакансии'],
    ]),
  },
  'footer-get-inspired-links': {
    title: 'Вдохновение',
    content: list([
      [store('our-projects'), 'Наши проекты'],
      [store('blog'), 'Журнал'],
      [store('lookbook'), 'Лукбук 2026'],
    ]),
  },
  'footer-legal-links': {
    title: 'Правовая информация',
    content: list([
      [store('terms'), 'Условия продажи'],
      [store('privacy-policy'), 'Политика конфиденциальности'],
      [store('cookies'), 'Использование cookie'],
    ]),
  },
  'footer-subscribe-text': {
    title: 'Рассылка',
    content:
      '<p>Новые коллекции, истории проектов и предложения для профессионалов раз в месяц. Без спама.</p>',
  },
  'category-contract-intro': {
    title: 'Комплектация объектов',
    content:
      '<p>Комплектуем отели, рестораны и офисы под ключ: спецификация, образцы, доставка и монтаж своей бригадой.</p>',
  },
};

/** Store 0 (all store views) is English; the Russian store views get their own blocks. */
const BLOCK_SETS: [number, Texts][] = [
  [0, english],
  [1, russian],
  [3, russian],
];

export async function seedCmsBlocks(db: Db): Promise<void> {
  const rows = BLOCK_SETS.flatMap(([storeId, texts]) =>
    Object.entries(texts).map(([identifier, { title, content }]) => ({
      identifier,
      storeId,
      title,
      content: sanitizeCmsHtml(content),
    })),
  );
  rows.push({
    identifier: 'footer-retired-promo',
    storeId: 0,
    title: 'Summer sale 2025',
    content: '<p>Ended.</p>',
  });
  await db
    .insert(cmsBlock)
    .values(rows.map((r) => ({ ...r, isActive: r.identifier !== 'footer-retired-promo' })));
}

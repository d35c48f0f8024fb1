// Product reviews of the demo catalogue (the three ratings, quality, price and design, come with the
// reviews migration, so every shop has them): reviews of about a third of its products in
// Russian (the ru store views) and English (the international one). Most are approved; a few wait
// for moderation, so `npm run reviews -- list` has something to show.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { product } from '../modules/catalog/product-tables.ts';
import { customer } from '../modules/customer/tables.ts';
import { review, reviewRating, reviewVote } from '../modules/review/tables.ts';
import { createRandom, type Random } from './catalogue/random.ts';
import { DEMO_CUSTOMERS } from './customers.ts';

/** The ratings the demo reviews score, in their order (drizzle/0016_reviews.sql writes them). */
const DEMO_RATINGS = ['quality', 'price', 'design'];

type Mood = 'great' | 'good' | 'mixed' | 'poor';

interface Phrases {
  nicknames: string[];
  summaries: Record<Mood, string[]>;
  openings: Record<Mood, string[]>;
  details: string[];
  closings: Record<Mood, string[]>;
}

const ru: Phrases = {
  nicknames: [
    'Анна',
    'Марина К.',
    'Дмитрий',
    'Ольга из Казани',
    'Сергей',
    'Екатерина',
    'Илья П.',
    'Наталья',
    'Павел',
    'Юлия В.',
    'Андрей',
    'Татьяна',
    'Максим',
    'Елена С.',
    'Виктор',
  ],
  summaries: {
    great: [
      'Отличная покупка',
      'Лучше, чем на фото',
      'Рекомендую всем',
      'Качество на высоте',
      'Именно то, что искали',
    ],
    good: ['Хорошее соотношение цены и качества', 'Довольны', 'Добротная вещь', 'Смотрится отлично'],
    mixed: ['Неплохо, но есть нюансы', 'Средне', 'Ожидали большего'],
    poor: ['Разочарованы', 'Не соответствует описанию'],
  },
  openings: {
    great: [
      'Заказывали для гостиной и ни разу не пожалели.',
      'Пользуемся уже полгода — как новое.',
      'Выбирали долго, остановились на этой модели и очень довольны.',
    ],
    good: [
      'В целом вещь хорошая, служит исправно.',
      'Купили для квартиры, в интерьер вписалось отлично.',
      'Брали для офиса, коллегам нравится.',
    ],
    mixed: [
      'Выглядит достойно, но есть мелкие недочёты.',
      'Доставили вовремя, но с первого раза собрать не получилось.',
    ],
    poor: [
      'К сожалению, пришло с царапиной на видном месте.',
      'Цвет заметно отличается от фотографии на сайте.',
    ],
  },
  details: [
    'Материалы приятные на ощупь, запаха нет.',
    'Сборка заняла около часа, инструкция понятная.',
    'Курьеры подняли на этаж и всё аккуратно занесли.',
    'Цвет точно как на фото, при дневном свете даже лучше.',
    'Размеры соответствуют заявленным, всё встало на место.',
    'Фурнитура крепкая, ничего не скрипит и не шатается.',
    'Менеджер помог подобрать комплектацию под наш проект.',
  ],
  closings: {
    great: ['Будем заказывать ещё.', 'Советую!', 'Спасибо магазину!'],
    good: ['Рекомендую.', 'Своих денег стоит.'],
    mixed: [
      'Четвёрку поставить не могу, но и плохой вещь не назовёшь.',
      'Если бы не мелочи, было бы идеально.',
    ],
    poor: ['Оформили возврат.', 'Больше не возьмём.'],
  },
};

const en: Phrases = {
  nicknames: [
    'Emma',
    'James W.',
    'Olivia',
    'Liam from Leeds',
    'Sophie',
    'Noah',
    'Mia R.',
    'Lucas',
    'Charlotte',
    'Ethan',
    'Grace T.',
    'Daniel',
    'Chloe',
    'Henry',
    'Isla M.',
  ],
  summaries: {
    great: [
      'Excellent purchase',
      'Even better than the photos',
      'Highly recommend',
      'Superb quality',
      'Exactly what we were looking for',
    ],
    good: ['Good value for money', 'Happy with it', 'Solid and well made', 'Looks great'],
    mixed: ['Decent, with a few caveats', 'Average', 'Expected a bit more'],
    poor: ['Disappointed', 'Not as described'],
  },
  openings: {
    great: [
      'We ordered it for the living room and love it.',
      'Six months of daily use and it still looks new.',
      'We compared a lot of options and this one was worth it.',
    ],
    good: [
      'Overall a good piece that does its job.',
      'Bought it for our flat and it fits the interior nicely.',
      'We got it for the office and the team likes it.',
    ],
    mixed: [
      'It looks fine, but there are small flaws.',
      'Delivered on time, but assembly took two attempts.',
    ],
    poor: [
      'Unfortunately it arrived with a scratch on the front.',
      'The colour is noticeably different from the website photo.',
    ],
  },
  details: [
    'The materials feel pleasant and there is no smell.',
    'Assembly took about an hour and the instructions were clear.',
    'The couriers carried it upstairs and were careful.',
    'The colour matches the photo, even nicer in daylight.',
    'The dimensions are exactly as listed.',
    'The hardware is sturdy, nothing creaks or wobbles.',
    'Our account manager helped us choose the right finish for the project.',
  ],
  closings: {
    great: ['We will order again.', 'Recommended!', 'Thank you, Atrium!'],
    good: ['Recommended.', 'Worth the money.'],
    mixed: ['Not quite four stars, but not bad either.', 'Would be perfect without the small issues.'],
    poor: ['We returned it.', 'Would not buy again.'],
  },
};

const MOODS: readonly (readonly [Mood, number])[] = [
  ['great', 50],
  ['good', 32],
  ['mixed', 12],
  ['poor', 6],
];
const STARS: Record<Mood, [number, number]> = { great: [5, 5], good: [4, 5], mixed: [3, 4], poor: [1, 2] };

function writeReview(random: Random, phrases: Phrases) {
  const mood = random.weighted(MOODS);
  const [low, high] = STARS[mood];
  const text = [
    random.pick(phrases.openings[mood]),
    ...random.sample(phrases.details, random.int(1, 2)),
    random.pick(phrases.closings[mood]),
  ].join(' ');
  return {
    nickname: random.pick(phrases.nicknames),
    summary: random.pick(phrases.summaries[mood]),
    text,
    stars: DEMO_RATINGS.map(() => random.int(low, high)),
  };
}

const LOCALES = [
  { locale: 'ru_RU', storeId: 1, phrases: ru },
  { locale: 'en_US', storeId: 2, phrases: en },
];

/** Demo reviews of the catalogue's visible products (deterministic for a seed). */
export async function seedDemoReviews(
  db: Db,
  options: { seed?: number; today?: Date } = {},
): Promise<number> {
  const random = createRandom((options.seed ?? 1) * 7919 + 17);
  const today = options.today ?? new Date();
  const products = await db
    .select({ id: product.id })
    .from(product)
    .where(and(isNull(product.parentId), eq(product.isActive, true)))
    .orderBy(asc(product.id));
  const ratings = await db.select({ id: reviewRating.id, code: reviewRating.code }).from(reviewRating);
  const ratingIds = DEMO_RATINGS.map((code) => ratings.find((row) => row.code === code)?.id);
  if (ratingIds.some((id) => id == null)) return 0;
  const [client] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(eq(customer.email, DEMO_CUSTOMERS.client));
  const rows: (typeof review.$inferInsert)[] = [];
  const stars: number[][] = [];
  let clientWrote = false;
  for (const [index, { id: productId }] of products.entries()) {
    if (!random.chance(0.35)) continue;
    for (const { locale, storeId, phrases } of LOCALES) {
      const count = random.weighted([
        [0, 15],
        [1, 30],
        [2, 25],
        [3, 15],
        [5, 10],
        [8, 5],
      ] as const);
      for (let i = 0; i < count; i++) {
        const text = writeReview(random, phrases);
        const createdAt = new Date(
          today.getTime() - random.int(1, 540) * 86_400_000 - random.int(0, 86_399) * 1000,
        );
        // The demo client wrote the first Russian review (approved).
        const byClient = Boolean(client) && !clientWrote && locale === 'ru_RU';
        if (byClient) clientWrote = true;
        const pending = !byClient && index % 29 === 0 && i === 0;
        rows.push({
          productId,
          storeId,
          locale,
          customerId: byClient ? (client?.id ?? null) : null,
          nickname: byClient ? 'Ирина' : text.nickname,
          summary: text.summary,
          text: text.text,
          status: pending ? 'pending' : 'approved',
          createdAt,
          moderatedAt: pending ? null : createdAt,
        });
        stars.push(text.stars);
      }
    }
  }
  // In chunks: a few statements for the whole catalogue, not two per review.
  for (let from = 0; from < rows.length; from += 500) {
    const ids = await db
      .insert(review)
      .values(rows.slice(from, from + 500))
      .returning({ id: review.id });
    const votes = ids.flatMap(({ id }, i) =>
      (stars[from + i] ?? []).map((value, r) => ({ reviewId: id, ratingId: ratingIds[r] as number, value })),
    );
    await db.insert(reviewVote).values(votes);
  }
  const written = rows.length;
  return written;
}

// The shape of a demo blog post and its HTML: a lead paragraph, two sections, a list, the longer
// sections of its first and second tag (tags.ts; a one-tag post ends with the showroom section)
// and a link to the catalogue category the post is about.
import type { PictureKind } from '../catalogue/pictures.ts';
import { type BlogTagCode, TAG_SECTIONS } from './tags.ts';

export interface PostText {
  title: string;
  /** The short description on cards and in meta description. */
  description: string;
  intro: string;
  s1: [string, string];
  s2: [string, string];
  list: [string, string[]];
}

export interface BlogPostSource {
  slug: string;
  tags: BlogTagCode[];
  /** Categories whose products the post shows (the first is linked from the text). */
  categories: number[];
  /** The room picture: the pieces standing in it and the wall's tint. */
  picture: { kinds: PictureKind[]; accent: string };
  en: PostText;
  ru: PostText;
}

/** The closing section of a post with one tag (posts with two or more end with their second tag's). */
const SHOWROOM: Record<'en' | 'ru', [string, string]> = {
  en: [
    'See it before you buy',
    'Everything in this article can be seen, touched and sat on in our showrooms, where the fabrics, woods and finishes hang in sample books you can borrow for a week. Bring a floor plan and photographs of the room: a consultant will sketch a layout with you, check that the pieces fit through the door and the lift, and put together an estimate you can change line by line from your account. Delivery and assembly are booked for the day and the time window that suits you.',
  ],
  ru: [
    'Посмотрите вживую перед покупкой',
    'Всё, о чём рассказано в статье, можно увидеть, потрогать и опробовать в наших шоурумах, а образцы тканей, пород дерева и покрытий — взять домой на неделю. Принесите план квартиры и фотографии комнаты: консультант вместе с вами набросает расстановку, проверит, пройдут ли вещи в дверь и лифт, и соберёт смету, которую можно менять построчно в личном кабинете. Доставку и сборку назначим на удобный день и интервал.',
  ],
};

const CLOSING = {
  en: (href: string) =>
    `<p>The pieces from this story are in our <a href="${href}">catalogue</a>, with delivery and assembly.</p>`,
  ru: (href: string) =>
    `<p>Вещи из этой истории — в нашем <a href="${href}">каталоге</a>, с доставкой и сборкой.</p>`,
};

export function postHtml(post: BlogPostSource, language: 'en' | 'ru', categoryPath: string): string {
  const text = post[language];
  const [tagHeading, tagText] = TAG_SECTIONS[post.tags[0] ?? 'ideas'][language];
  const second = post.tags[1];
  const [lastHeading, lastText] = second ? TAG_SECTIONS[second][language] : SHOWROOM[language];
  return [
    `<p>${text.intro}</p>`,
    `<h2>${text.s1[0]}</h2>`,
    `<p>${text.s1[1]}</p>`,
    `<h2>${text.s2[0]}</h2>`,
    `<p>${text.s2[1]}</p>`,
    `<h3>${text.list[0]}</h3>`,
    `<ul>${text.list[1].map((item) => `<li>${item}</li>`).join('')}</ul>`,
    `<h2>${tagHeading}</h2>`,
    `<p>${tagText}</p>`,
    `<h2>${lastHeading}</h2>`,
    `<p>${lastText}</p>`,
    CLOSING[language](`{{store url='${categoryPath}'}}`),
  ].join('\n');
}

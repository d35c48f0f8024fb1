// A mail template renders subject, plain text and HTML in one of the mail languages. Modules keep
// their own templates beside their code and send them with sendMail (send-mail.ts).
import { type Html, html } from './html.ts';

export type MailLanguage = 'en' | 'ru' | 'es';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What every template gets besides its own data. */
export interface MailScope {
  language: MailLanguage;
  /** The store's name in the store view (config `general/store_information/name`). */
  storeName: string;
  /** The storefront of the website the request came from, ending with '/'. */
  storefrontUrl: string;
}

/** A line of a list with a picture (an order's items): the text, and the picture's absolute URL. */
export interface MailItem {
  text: string;
  imageUrl: string | null;
}

/** A paragraph of text, or a list of items (one line each in text, a table with pictures in HTML). */
export type MailBlock = string | { items: MailItem[] };

export interface MailContent {
  subject: string;
  /** Paragraphs of plain text; the HTML version gets them as <p> elements. */
  paragraphs: MailBlock[];
  /** An optional call to action: a button in HTML, the bare URL in the text version. */
  action?: { label: string; url: string };
  /** Paragraphs after the action. */
  after?: string[];
}

export interface MailTemplate<TData> {
  name: string;
  content(scope: MailScope, data: TData): MailContent;
}

/** ru_RU → Russian, es_* → Spanish, anything else English. */
export function mailLanguage(locale: string): MailLanguage {
  if (locale.startsWith('ru')) return 'ru';
  if (locale.startsWith('es')) return 'es';
  return 'en';
}

const signature: Record<MailLanguage, (store: string) => string> = {
  en: (store) => `${store} team`,
  ru: (store) => `Команда ${store}`,
  es: (store) => `El equipo de ${store}`,
};

const htmlLang: Record<MailLanguage, string> = { en: 'en', ru: 'ru', es: 'es' };

export function renderMail<TData>(
  template: MailTemplate<TData>,
  scope: MailScope,
  data: TData,
): RenderedMail {
  const content = template.content(scope, data);
  const after = content.after ?? [];
  const sign = signature[scope.language](scope.storeName);
  const text = [
    ...content.paragraphs.map((block) =>
      typeof block === 'string' ? block : block.items.map((item) => item.text).join('\n'),
    ),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...after,
    `— ${sign}\n${scope.storefrontUrl}`,
  ].join('\n\n');
  const paragraph = (p: string): Html => html`<p style="margin:0 0 16px">${p}</p>`;
  const picture = (url: string | null): Html =>
    url
      ? html`<img src="${url}" alt="" width="56" height="56" style="display:block;border-radius:4px">`
      : html``;
  const block = (b: MailBlock): Html =>
    typeof b === 'string'
      ? paragraph(b)
      : html`<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${b.items.map(
          (item) =>
            html`<tr><td style="padding:4px 12px 4px 0;width:56px">${picture(item.imageUrl)}</td><td style="padding:4px 0">${item.text}</td></tr>`,
        )}</table>`;
  const button = content.action
    ? html`<p style="margin:24px 0"><a href="${content.action.url}" style="background:#7c3aed;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${content.action.label}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${content.action.url}</p>`
    : html``;
  const body = html`<!doctype html>
<html lang="${htmlLang[scope.language]}"><head><meta charset="utf-8"><title>${content.subject}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Roboto,Arial,sans-serif;color:#27272a">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">
<h1 style="margin:0 0 24px;font-size:20px">${scope.storeName}</h1>
${content.paragraphs.map(block)}${button}${after.map(paragraph)}
<p style="margin:24px 0 0;color:#555">— ${sign}<br><a href="${scope.storefrontUrl}" style="color:#7c3aed">${scope.storefrontUrl}</a></p>
</div></body></html>`;
  return { subject: content.subject, text, html: body.value };
}

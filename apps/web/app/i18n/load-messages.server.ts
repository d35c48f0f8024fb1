// Reads the language file of a locale on the server. The browser gets it as a file of its own
// (routes/i18n-messages.ts) whose URL carries a version of the content, so it is downloaded once
// and cached, not sent again inside every page (decision 0046). A missing file is logged and the
// interface falls back to en-US.
import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale, type Messages } from './config';
import { messagesPath } from './messages-path';

const files = import.meta.glob<Messages>('./locales/*.json', { eager: true, import: 'default' });

function bundledMessages(): Record<string, Messages> {
  const byLocale: Record<string, Messages> = {};
  for (const [path, messages] of Object.entries(files)) {
    const locale = path.match(/\/([^/]+)\.json$/)?.[1];
    if (locale) byLocale[locale] = messages;
  }
  return byLocale;
}

const bundled = bundledMessages();

export interface LoadedMessages {
  /** The locale whose file was found: the requested one, or en-US after a fallback. */
  locale: Locale;
  messages: Messages;
}

export function loadMessages(locale: Locale, available: Record<string, Messages> = bundled): LoadedMessages {
  const messages = available[locale];
  if (messages) return { locale, messages };
  console.warn(`Language file for ${locale} is missing; falling back to ${DEFAULT_LOCALE}`);
  const fallback = available[DEFAULT_LOCALE];
  if (!fallback) throw new Error(`Language file for ${DEFAULT_LOCALE} is missing`);
  return { locale: DEFAULT_LOCALE, messages: fallback };
}

const served = new Map<Locale, { body: string; version: string }>();

/** A locale's messages as the browser gets them, and the first 10 hex digits of their SHA-256. */
export function messagesFile(locale: Locale): { body: string; version: string } {
  let file = served.get(locale);
  if (!file) {
    const body = JSON.stringify(loadMessages(locale).messages);
    file = { body, version: createHash('sha256').update(body).digest('hex').slice(0, 10) };
    served.set(locale, file);
  }
  return file;
}

export function messagesVersion(locale: Locale): string {
  return messagesFile(locale).version;
}

/** Where the browser fetches a locale's messages (cached for a year: the version changes with them). */
export function messagesUrl(locale: Locale): string {
  return messagesPath(locale, messagesVersion(locale));
}

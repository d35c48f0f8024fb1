// Reads the language file of a locale on the server; the root loader sends only that one file to
// the browser. A missing file is logged and the interface falls back to en-US.
import { DEFAULT_LOCALE, type Locale, type Messages } from './config';

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

// The interface's messages by locale, for the document and for meta functions. On the server the
// entry provides the language files themselves (`provideMessages`). In the browser they are not
// part of the page: the hydration script fetches the language's file (routes/i18n-messages.ts)
// with the page's modules and keeps it in `window.__atriumMessages` before the page hydrates;
// after a change of language the document fetches the new one (use-interface-i18n.ts, decision
// 0046).
import type { Messages } from './config';

declare global {
  interface Window {
    __atriumMessages?: Record<string, Messages>;
  }
}

/** The messages of a locale the browser already has. */
export function browserMessages(locale: string): Messages | undefined {
  return typeof window === 'undefined' ? undefined : window.__atriumMessages?.[locale];
}

/** Fetches a locale's messages file unless the browser has its messages already. */
export async function fetchBrowserMessages(locale: string, url: string): Promise<void> {
  if (browserMessages(locale)) return;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The ${locale} messages could not be loaded (HTTP ${response.status})`);
  const messages = (await response.json()) as Messages;
  window.__atriumMessages = { ...window.__atriumMessages, [locale]: messages };
}

let source: (locale: string) => Messages | undefined = browserMessages;

/** The server entry hands in the language files (the same for every request). */
export function provideMessages(messages: (locale: string) => Messages | undefined): void {
  source = messages;
}

/** A locale's messages: the language file on the server, the fetched file in the browser. */
export function messagesOf(locale: string): Messages | undefined {
  return source(locale);
}

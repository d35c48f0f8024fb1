// The interface's messages in the browser. They are not part of the page: the hydration script
// fetches the language's file (routes/i18n-messages.ts) with the page's modules and keeps it in
// `window.__atriumMessages` before the page hydrates; after a change of language the root's
// clientLoader fetches the new one before the page renders in it (decision 0046).
import { createContext, useContext } from 'react';
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

/**
 * Where the document finds a locale's messages: in the browser what was fetched; on the server the
 * entry provides the language files themselves.
 */
export const MessagesContext = createContext<(locale: string) => Messages | undefined>(browserMessages);

export function useMessages(locale: string): Messages | undefined {
  return useContext(MessagesContext)(locale);
}

// One i18next instance per rendered locale, built from the messages the root loader sent. The same
// code runs on the server and in the browser, so hydration sees identical text.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './config';

export function createI18n(locale: string, messages: Messages): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    // Every language file holds every key (a unit test checks it), so there is nothing to fall back to.
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
    // Resources are in memory: initialise synchronously so the first render is translated.
    initAsync: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return instance;
}

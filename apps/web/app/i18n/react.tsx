// The interface language for components: the document provides one translator (root.tsx) and
// `useTranslation()` reads it, in the shape react-i18next had (`{ t, i18n }`, decision 0047).
import { createContext, type ReactNode, use } from 'react';
import { DEFAULT_LOCALE } from './config';
import { createTranslator, type Translator } from './translator';

// Without a provider (a component rendered on its own) keys show as themselves.
const I18nContext = createContext<Translator>(createTranslator(DEFAULT_LOCALE, {}));

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  const i18n = use(I18nContext);
  return { t: i18n.t, i18n };
}

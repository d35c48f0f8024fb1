// The translator the document renders with. A language's messages never change while the
// server runs, so the locale identifies them: one instance per locale. In the browser a navigation
// may change the language (the language drawer, a move to the other website); the new language's
// file is fetched then, and until it has arrived the interface keeps the previous language's texts
// (decision 0046). Fetching it in the root's clientLoader instead would split the root's data
// from the other routes' into a second request, and the invite guard would then run twice at once.
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchBrowserMessages, messagesOf } from './browser-messages';
import { createTranslator, type Translator } from './translator';

export function useInterfaceI18n(locale: string, messagesUrl: string | undefined): Translator {
  const messages = messagesOf(locale);
  const [, setArrived] = useState(0);
  const current = useMemo(
    () => (messages ? createTranslator(locale, messages) : undefined),
    [locale, messages],
  );
  const fallback = useMemo(() => createTranslator(locale, {}), [locale]);
  const last = useRef<Translator | undefined>(undefined);
  if (current) last.current = current;

  useEffect(() => {
    if (messages || !messagesUrl) return;
    let live = true;
    fetchBrowserMessages(locale, messagesUrl).then(
      () => {
        if (live) setArrived((count) => count + 1);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [locale, messagesUrl, messages]);

  return current ?? last.current ?? fallback;
}

// The document: <html lang> in the interface language, the theme class, the translations of that
// language (the server's own; in the browser the file fetched with the page's scripts, decision 0046),
// the browser-wide helpers (chunk reload guard), and the scripts with the response's CSP nonce.
import { useEffect } from 'react';
import { Links, Meta, Outlet, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { I18nProvider } from '~/i18n/react';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import { getPublicEnv } from './env.server';
import { DEFAULT_LOCALE } from './i18n/config';
import { loadMessages, messagesUrl } from './i18n/load-messages.server';
import { getRequestLocale } from './i18n/request-locale.server';
import { useInterfaceI18n } from './i18n/use-interface-i18n';
import { ErrorPage } from './layout/ErrorPage';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { useCspNonce } from './lib/csp-nonce-context';
import { FontPreloads } from './lib/font-preloads';
import { useHydrated } from './lib/forms/via-fetcher';
import { HydrationScripts } from './lib/hydration-scripts';
import { AppStylesheet } from './lib/inline-stylesheet';

export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = loadMessages(getRequestLocale(request, context));
  return { locale, messagesUrl: messagesUrl(locale), env: getPublicEnv() };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const i18n = useInterfaceI18n(locale, root?.messagesUrl);
  // The response's CSP nonce (server render only): every inline script of the document carries it.
  const nonce = useCspNonce();

  return (
    <html lang={locale} className={root?.env.DARK_THEME ? 'dark' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* The app's stylesheet, inlined with this response's nonce (decision 0045), and the
            faces the first screen draws with. */}
        <AppStylesheet href={appStylesheet} nonce={nonce} />
        <FontPreloads locale={locale} />
        {/* Stylesheets come from this site and need no nonce ('self'). Without an explicit one React
            Router copies the script nonce onto them, which browsers hide from the DOM, and hydration
            then reports the attribute as a mismatch. */}
        <Links nonce="" />
        {/* Without scripts, controls that only work with JavaScript (`js-only`: the product page's
            swatches) are hidden and their server-drawn fallbacks inside <noscript> show instead.
            Chosen over a no-js/js class on <html>: nothing flashes and hydration sees no change
            (decision 0036). */}
        <noscript
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant rule and this response's nonce
          dangerouslySetInnerHTML={{
            __html: `<style${nonce ? ` nonce="${nonce}"` : ''}>.js-only{display:none!important}</style>`,
          }}
        />
      </head>
      <body>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <HydrationScripts
          nonce={nonce}
          messages={root ? { locale: root.locale, url: root.messagesUrl } : undefined}
        />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => installChunkReloadGuard(), []);
  // Marks the document once React has hydrated it: browser tests wait for this before they use
  // controls whose behaviour needs JavaScript. `useHydrated` flips in a transition, and transitions
  // started together commit together: the mark comes with the forms' hydrated state.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}

// The server entry: React Router's default Node entry for this version (streaming; crawlers and SPA
// mode wait for all content), plus the response's Content-Security-Policy nonce. The Express layer
// makes the nonce and sends it in the CSP header (app/lib/security-headers.ts); here it reaches
// <ServerRouter> (which hands it to <Scripts>, <Links> and <ScrollRestoration>), React's own
// streaming scripts, and the document through CspNonceContext. The built stylesheet's text reaches
// the document through InlineStylesheetContext (decision 0045); the language files are handed to
// i18n/browser-messages.ts (decision 0046).
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import appStylesheet from './app.css?url';
import { provideMessages } from './i18n/browser-messages';
import { toSupportedLocale } from './i18n/config';
import { loadMessages } from './i18n/load-messages.server';
import { CspNonceContext, cspNonceContext } from './lib/csp-nonce-context';
import { InlineStylesheetContext } from './lib/inline-stylesheet';
import { builtStylesheet } from './lib/inline-stylesheet.server';

export const streamTimeout = 5_000;

// The document and the meta functions translate with the language files themselves.
provideMessages((locale) => {
  const supported = toSupportedLocale(locale);
  return supported ? loadMessages(supported).messages : undefined;
});

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Every request comes through server.ts, which always sets one; an empty nonce allows nothing.
  const nonce = loadContext.get(cspNonceContext) || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Crawlers and SPA mode get the whole document at once.
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the rendering stream after `streamTimeout`, leaving time to flush rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <InlineStylesheetContext.Provider value={builtStylesheet(appStylesheet)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout so that the closure is not retained.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; shell errors reject and are logged by React
          // Router's handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

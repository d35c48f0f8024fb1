// The app's stylesheet, inlined: the server puts its text in a nonced <style> in the document's
// head, so the first paint waits for no second request (decision 0045). The server entry reads the
// built file once (inline-stylesheet.server.ts) and hands its text down through a React context; in
// the browser the <style> is already in the document and hydration keeps its text as it is. In
// development, or when the built file cannot be read, the document links the stylesheet instead.
import { createContext, useContext, useState } from 'react';

/** The stylesheet's text while rendering on the server; undefined in the browser. */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

const STYLE_ID = 'app-stylesheet';

/** On the client: the text the server inlined, or undefined when it linked the file. */
function inlinedByServer(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(STYLE_ID)?.textContent ?? undefined;
}

export function AppStylesheet({ href, nonce }: { href: string; nonce: string | undefined }) {
  const fromServer = useContext(InlineStylesheetContext);
  // Read once: the text never changes while the document lives, and the root layout stays mounted
  // across client-side navigations, so the styles stay with it.
  const [css] = useState(() => fromServer ?? inlinedByServer());
  if (css === undefined) return <link rel="stylesheet" href={href} />;
  return (
    <style
      id={STYLE_ID}
      // Browsers hide a nonce from the DOM after parsing, so the client's (none) differs from the
      // server's; the text is the server's own.
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, not user input
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}

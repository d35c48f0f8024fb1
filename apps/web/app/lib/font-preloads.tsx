// Preloads the two Roboto faces the first screen draws with — regular for text, bold for the page's
// heading (the LCP element on the home page) — in the script of the interface language, so the
// browser fetches them with the document instead of after it has matched the text against the
// stylesheet's faces. Every face is `font-display: swap` (styles/fonts.css): the text shows at
// once in a fallback font either way; the preload makes the swap come sooner, before the shopper
// reads. The URLs are Vite's hashed ones, the same files the stylesheet names.
import cyrillic400 from '@fontsource/roboto/files/roboto-cyrillic-400-normal.woff2?url';
import cyrillic700 from '@fontsource/roboto/files/roboto-cyrillic-700-normal.woff2?url';
import latin400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import latin700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';

/** The faces to preload for an interface language (ru-RU is Cyrillic, the others Latin). */
export function preloadedFonts(locale: string): string[] {
  return locale.startsWith('ru') ? [cyrillic400, cyrillic700] : [latin400, latin700];
}

export function FontPreloads({ locale }: { locale: string }) {
  return preloadedFonts(locale).map((href) => (
    // Fonts are always fetched in CORS mode, so the preload must be too or it is not reused.
    <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  ));
}

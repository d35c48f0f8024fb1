// Where the API may send a browser: a page of the storefront. A target — a client's PayPal express
// return URL, or a path we build — is resolved with the WHATWG URL parser (the one browsers use)
// against the website's storefront URL and kept only if it lands on the storefront's own origin.
// Tricks that other readers of the URL would take elsewhere are refused too: control characters
// and backslashes, and targets that leave the origin once percent-decoded (`%2f%2fevil`, `%09`).

/** A URL of `base`'s origin (scheme, host and port), without user-info, or null. */
function onOrigin(candidate: string, base: URL): URL | null {
  if (!URL.canParse(candidate, base)) return null;
  const url = new URL(candidate, base);
  // blob: URLs carry their inner origin; only the storefront's own scheme is a page of it.
  if (url.protocol !== base.protocol || url.origin !== base.origin) return null;
  return url.username || url.password ? null : url;
}

/** C0 controls (tab, CR, LF…), DEL and the backslash: no return path needs them. */
function hasTrickCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The longest target accepted (browsers and PayPal cope with far more; a path needs far less). */
export const MAX_TARGET_LENGTH = 2048;

/**
 * `target` resolved against `base` (e.g. http://localhost:3000/int/) when it stays a page of
 * the storefront, else null.
 */
export function storefrontTarget(base: string, target: string): URL | null {
  if (target.trim() === '' || target.length > MAX_TARGET_LENGTH) return null;
  const decoded = percentDecoded(target);
  if (decoded === null || hasTrickCharacters(target) || hasTrickCharacters(decoded)) return null;
  const baseUrl = new URL(base);
  if (!onOrigin(decoded, baseUrl)) return null;
  return onOrigin(target, baseUrl);
}

/** A page the API itself sends the browser to (payment returns); a misconfiguration throws. */
export function storefrontPage(base: string, path: string): URL {
  const url = storefrontTarget(base, path);
  if (!url) throw new Error(`${path} is not a page of the storefront at ${base}`);
  return url;
}

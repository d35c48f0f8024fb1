// Where a form sends the shopper back to: only a path on this site, never another site, whatever
// the browser would make of the text. The target is parsed with the WHATWG URL parser — the one
// browsers use, which drops tabs and newlines, reads `\` as `/` and collapses dot segments — against
// this site's origin, must keep that origin, and the redirect goes to the parsed, normalised
// path+query+hash, never to the raw input. `from` markers tell the next page why it was reloaded.

// A stand-in for this site's origin (`.invalid` can never be a real host). Only paths are accepted,
// so the real host and scheme do not matter: a path keeps whatever origin it is resolved against.
const SITE_ORIGIN = 'https://storefront.invalid';

function sameSitePath(value: string): string | null {
  // Only site-relative paths: a full URL, `javascript:`, `data:` and scheme-less text go no further.
  if (!value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, SITE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SITE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalising can itself make a scheme-relative URL (`/.//evil.example` → `//evil.example`), so the
  // answer must stay on the site when a browser reads it again.
  if (path.startsWith('//') || new URL(path, SITE_ORIGIN).origin !== SITE_ORIGIN) return null;
  return path;
}

export function safeRedirectPath(
  value: FormDataEntryValue | string | null | undefined,
  fallback: string,
): string {
  if (typeof value !== 'string') return fallback;
  return sameSitePath(value) ?? fallback;
}

export function withFrom(path: string, from: string): string {
  const url = new URL(path, 'http://local');
  url.searchParams.set('from', from);
  return `${url.pathname}${url.search}${url.hash}`;
}

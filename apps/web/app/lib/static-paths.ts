// Paths that belong to files (build assets, public files, well-known probes), never to pages.
// They are answered with a plain 404 when missing instead of being redirected to a website, so a
// missing icon or a stale hashed chunk never turns into an HTML page. /robots.txt and
// /sitemap.xml are not among them: routes generate them (routes/robots-txt.ts, sitemap-index.ts).
const STATIC_PREFIXES = ['/assets/', '/fonts/', '/images/', '/media/', '/.well-known/'];
/** Catalogue media of a website (/int/media/catalog/…), referenced by the API's image URLs. */
const MEDIA_PATTERN = /^\/[a-z_]+\/media\//;
const STATIC_FILE_PATTERN =
  /^\/(favicon[^/]*|logo[^/]*\.svg|apple-touch-icon[^/]*\.png|manifest\.webmanifest)$/;

export function isStaticPath(pathname: string): boolean {
  return (
    STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
    STATIC_FILE_PATTERN.test(pathname) ||
    MEDIA_PATTERN.test(pathname)
  );
}

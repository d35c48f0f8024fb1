// Sitemaps (sitemaps.org protocol 0.9) and robots.txt. Every website has its own sitemap files
// below /{website}/sitemap/: pages.xml (home, all categories, the showcase and its projects, CMS
// pages), categories.xml, and products-N.xml with at most 50,000 product URLs each. /{website}/
// sitemap.xml indexes one website's files and /sitemap.xml indexes the files of every website (an
// index may not list other indexes). robots.txt points at /sitemap.xml.

/** The protocol's limit of URLs in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

export type SitemapFile = { kind: 'pages' } | { kind: 'categories' } | { kind: 'products'; page: number };

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'products' ? `products-${file.page}.xml` : `${file.kind}.xml`;
}

/** `products-3.xml` → the third product file; anything unknown is null (a 404). */
export function parseSitemapFile(name: string | undefined): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  if (name === 'categories.xml') return { kind: 'categories' };
  const match = /^products-([1-9]\d*)\.xml$/.exec(name ?? '');
  return match ? { kind: 'products', page: Number(match[1]) } : null;
}

/** The files of one website: product files enough for every product, none without products. */
export function websiteSitemapFiles(productCount: number): SitemapFile[] {
  const productFiles = Math.ceil(Math.max(0, productCount) / MAX_URLS_PER_SITEMAP);
  return [
    { kind: 'pages' },
    { kind: 'categories' },
    ...Array.from({ length: productFiles }, (_, index) => ({ kind: 'products' as const, page: index + 1 })),
  ];
}

/** The absolute URL of a path below a website's base URL (`https://shop/int/` + `sofa.html`). */
export function absoluteUrl(baseUrl: string, path = ''): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${path.replace(/^\/+/, '')}`;
}

export function sitemapFileUrl(baseUrl: string, file: SitemapFile): string {
  return absoluteUrl(baseUrl, `sitemap/${sitemapFileName(file)}`);
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';

export function urlEntry({ loc, lastmod }: SitemapUrl): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`;
}

export function urlset(urls: readonly SitemapUrl[]): string {
  return `${URLSET_OPEN}${urls.map(urlEntry).join('')}${URLSET_CLOSE}`;
}

export function sitemapIndex(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/** Pages no crawler should index: the shopper's own pages, checkout, search results, pickers. */
export const ROBOTS_DISALLOW = [
  '/*/customer/',
  '/*/checkout',
  '/*/catalogsearch/',
  '/*/region-and-currency',
  '/*/locale',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Paths of this website (below its base URL) among the links of some HTML, without duplicates. */
export function internalPaths(html: string, baseUrl: string): string[] {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  // CMS links are absolute (https://shop/int/x) or root-relative (/int/x, the {{store url}} form).
  const basePath = new URL(base).pathname;
  const paths = new Set<string>();
  for (const match of html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) {
    const href = (match[1] ?? '').replace(/&amp;/g, '&');
    const prefix = href.startsWith(base)
      ? base
      : href.startsWith(basePath) && !href.startsWith('//')
        ? basePath
        : null;
    if (prefix === null) continue;
    const path = href.slice(prefix.length).split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
    if (path) paths.add(path);
  }
  return [...paths];
}

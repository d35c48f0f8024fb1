import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  escapeXml,
  internalPaths,
  MAX_URLS_PER_SITEMAP,
  parseSitemapFile,
  robotsTxt,
  sitemapFileUrl,
  sitemapIndex,
  urlset,
  websiteSitemapFiles,
} from './sitemap-xml';

describe('websiteSitemapFiles', () => {
  it('splits products into files of at most 50,000 URLs', () => {
    expect(
      websiteSitemapFiles(100_000).map((file) => (file.kind === 'products' ? file.page : file.kind)),
    ).toEqual(['pages', 'categories', 1, 2]);
    expect(websiteSitemapFiles(MAX_URLS_PER_SITEMAP + 1).filter((f) => f.kind === 'products')).toHaveLength(
      2,
    );
    expect(websiteSitemapFiles(2_000).filter((f) => f.kind === 'products')).toHaveLength(1);
  });

  it('has no product file without products', () => {
    expect(websiteSitemapFiles(0)).toEqual([{ kind: 'pages' }, { kind: 'categories' }]);
  });
});

describe('parseSitemapFile', () => {
  it('knows the pages, categories and numbered product files', () => {
    expect(parseSitemapFile('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapFile('categories.xml')).toEqual({ kind: 'categories' });
    expect(parseSitemapFile('products-12.xml')).toEqual({ kind: 'products', page: 12 });
  });

  it('rejects anything else', () => {
    for (const name of ['products-0.xml', 'products-01.xml', 'products-x.xml', 'other.xml', undefined]) {
      expect(parseSitemapFile(name)).toBeNull();
    }
  });
});

describe('URLs', () => {
  it('joins a base URL and a path with one slash', () => {
    expect(absoluteUrl('https://shop.example/int/', '/sofa.html')).toBe('https://shop.example/int/sofa.html');
    expect(absoluteUrl('https://shop.example/int', 'sofa.html')).toBe('https://shop.example/int/sofa.html');
    expect(absoluteUrl('https://shop.example/int/')).toBe('https://shop.example/int/');
    expect(sitemapFileUrl('https://shop.example/ru/', { kind: 'products', page: 2 })).toBe(
      'https://shop.example/ru/sitemap/products-2.xml',
    );
  });
});

describe('XML', () => {
  it('escapes the characters XML reserves', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('writes a urlset with optional lastmod', () => {
    expect(
      urlset([{ loc: 'https://s/int/?a=1&b=2' }, { loc: 'https://s/int/x', lastmod: '2026-01-02' }]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://s/int/?a=1&amp;b=2</loc></url>\n' +
        '<url><loc>https://s/int/x</loc><lastmod>2026-01-02</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('writes a sitemap index', () => {
    expect(sitemapIndex(['https://s/ru/sitemap/pages.xml'])).toContain(
      '<sitemap><loc>https://s/ru/sitemap/pages.xml</loc></sitemap>',
    );
  });
});

describe('robotsTxt', () => {
  it('allows the catalogue, keeps crawlers out of account, checkout and search, and names the sitemap', () => {
    const text = robotsTxt('https://shop.example');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    expect(text).toContain('Disallow: /*/customer/\n');
    expect(text).toContain('Disallow: /*/checkout\n');
    expect(text).toContain('Disallow: /*/catalogsearch/\n');
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml\n');
  });
});

describe('internalPaths', () => {
  it('also reads root-relative links of this website (the {{store url}} directive renders those)', () => {
    const html =
      '<a href="/int/delivery">D</a><a href="/ru/about">other site</a><a href="//cdn/int/x">cdn</a>';
    expect(internalPaths(html, 'https://s/int/')).toEqual(['delivery']);
  });

  it('keeps the links to this website once, without query, fragment or trailing slash', () => {
    const html =
      '<a href="https://s/int/delivery">D</a><a href="https://s/int/delivery/">D</a>' +
      '<a href="https://s/int/returns?x=1#top">R</a><a href="https://s/ru/about">other site</a>' +
      '<a href=\'https://instagram.com/x\'>I</a><a href="https://s/int/">home</a>';
    expect(internalPaths(html, 'https://s/int/')).toEqual(['delivery', 'returns']);
  });
});

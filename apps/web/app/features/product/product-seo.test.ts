import { describe, expect, it } from 'vitest';
import { canonicalUrl, categoryCrumbs, productSeo, seoMeta } from './product-seo';
import { type ApiProduct, toProductView } from './product-view';
import { apiBundleFixture, apiGroupedFixture } from './test/composite-fixture';
import { apiProductFixture } from './test/product-fixture';

describe('categoryCrumbs', () => {
  it('follows the deepest category from the root down', () => {
    expect(categoryCrumbs(apiProductFixture().categories, 'int')).toEqual([
      { text: 'Furniture', link: '/int/furniture.html' },
      { text: 'Armchairs', link: '/int/furniture/armchairs.html' },
    ]);
  });

  it('is empty for a product in no category', () => {
    expect(categoryCrumbs([], 'ru')).toEqual([]);
  });
});

describe('canonicalUrl', () => {
  it('joins the store base URL and the relative canonical URL', () => {
    expect(canonicalUrl('https://shop.example/int/', 'oslo.html', '/oslo.html')).toBe(
      'https://shop.example/int/oslo.html',
    );
    expect(canonicalUrl('https://shop.example/int', null, '/oslo.html')).toBe(
      'https://shop.example/int/oslo.html',
    );
  });
});

describe('productSeo', () => {
  it('takes the title from the name when there is no meta title, and the description from the text', () => {
    const api = apiProductFixture();
    const seo = productSeo(api, toProductView(api), 'https://shop.example/int/oslo-armchair.html');
    expect(seo.title).toBe('Oslo armchair');
    expect(seo.description).toBe('Deep & soft.');
    expect(seo.jsonLd.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '150.00',
      highPrice: '180.00',
      offerCount: 3,
    });
  });

  it('offers a bundle and a grouped product as a range, from their cheapest to their dearest choice', () => {
    const bundle = apiBundleFixture();
    const view = toProductView(bundle);
    const choices = view.bundle?.options.reduce((sum, option) => sum + option.choices.length, 0);
    expect(productSeo(bundle, view, 'https://shop.example/int/oslo-dining-set').jsonLd.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '1340.00',
      highPrice: '2100.00',
      offerCount: choices,
    });
    const grouped = apiGroupedFixture();
    const seo = productSeo(grouped, toProductView(grouped), 'https://shop.example/int/oslo-collection');
    expect(seo.jsonLd.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '110.00',
      highPrice: '1200.00',
      offerCount: grouped.grouped_items?.length,
    });
  });

  it('prefers the meta title and description', () => {
    const api = apiProductFixture({ meta_title: 'Buy the Oslo', meta_description: 'Armchair for reading' });
    const meta = seoMeta(productSeo(api, toProductView(api), 'https://shop.example/int/oslo-armchair.html'));
    expect(meta).toContainEqual({ title: 'Buy the Oslo' });
    expect(meta).toContainEqual({ name: 'description', content: 'Armchair for reading' });
    expect(meta).toContainEqual({ name: 'keywords', content: 'armchair, oslo' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/int/oslo-armchair.html',
    });
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'http://shop.example/media/catalog/product/oslo-1.svg',
    });
  });

  it('gives a simple product one offer', () => {
    const { configurable_options: _options, variants: _variants, ...fields } = apiProductFixture();
    const api: ApiProduct = { ...fields, __typename: 'SimpleProduct' };
    const seo = productSeo(api, toProductView(api), 'https://shop.example/int/oslo.html');
    expect(seo.jsonLd.offers).toMatchObject({ '@type': 'Offer', price: '150.00', priceCurrency: 'USD' });
  });
});

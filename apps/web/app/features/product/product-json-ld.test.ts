import { describe, expect, it } from 'vitest';
import { buildProductJsonLd, htmlToText, type ProductJsonLdInput, serializeJsonLd } from './product-json-ld';

const base: ProductJsonLdInput = {
  name: 'Oslo sofa',
  sku: 'SOFA-1',
  url: 'https://shop.example/int/oslo-sofa.html',
  images: ['https://shop.example/media/catalog/product/o/s/oslo.svg'],
  descriptionHtml: '<p>Soft &amp; <strong>deep</strong> seats.</p>',
  currency: 'USD',
  inStock: true,
  offer: { kind: 'single', price: 1299.5 },
};

describe('buildProductJsonLd', () => {
  it('describes a simple product with one offer', () => {
    expect(buildProductJsonLd(base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Oslo sofa',
      sku: 'SOFA-1',
      image: ['https://shop.example/media/catalog/product/o/s/oslo.svg'],
      description: 'Soft & deep seats.',
      url: 'https://shop.example/int/oslo-sofa.html',
      offers: {
        '@type': 'Offer',
        price: '1299.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/int/oslo-sofa.html',
      },
    });
  });

  it('offers a price range for a configurable product', () => {
    const data = buildProductJsonLd({
      ...base,
      inStock: false,
      offer: { kind: 'aggregate', low: 100, high: 250.25, count: 4 },
    });
    expect(data.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '100.00',
      highPrice: '250.25',
      offerCount: 4,
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
      url: base.url,
    });
  });

  it('leaves out an empty description and missing images', () => {
    const data = buildProductJsonLd({ ...base, images: [], descriptionHtml: null });
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
  });
});

describe('htmlToText', () => {
  it('drops tags and scripts and decodes entities', () => {
    expect(htmlToText('<h2>Size</h2><ul><li>80&nbsp;cm &#8212; wide</li></ul><script>x()</script>')).toBe(
      'Size 80 cm — wide',
    );
  });
});

describe('serializeJsonLd', () => {
  it('keeps a name with </script> from closing the script element', () => {
    const json = serializeJsonLd(
      buildProductJsonLd({ ...base, name: 'Sofa</script><script>alert(1)</script>' }),
    );
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('Sofa</script><script>alert(1)</script>');
  });

  it('escapes ampersands, comment openers and line separators and stays the same JSON', () => {
    const value = { text: 'A & B <!-- c --> \u2028\u2029' };
    const json = serializeJsonLd(value);
    expect(json).toBe('{"text":"A \\u0026 B \\u003c!-- c --\\u003e \\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});

// schema.org Product structured data for search engines. A configurable product offers a price
// range over its variants (AggregateOffer); a simple product one Offer.

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  url: string;
  images: string[];
  descriptionHtml: string | null;
  currency: string;
  inStock: boolean;
  offer: { kind: 'single'; price: number } | { kind: 'aggregate'; low: number; high: number; count: number };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The visible text of the description HTML, on one line. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      return ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function buildProductJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const availability = `https://schema.org/${input.inStock ? 'InStock' : 'OutOfStock'}`;
  const offers =
    input.offer.kind === 'single'
      ? {
          '@type': 'Offer',
          price: input.offer.price.toFixed(2),
          priceCurrency: input.currency,
          availability,
          url: input.url,
        }
      : {
          '@type': 'AggregateOffer',
          lowPrice: input.offer.low.toFixed(2),
          highPrice: input.offer.high.toFixed(2),
          offerCount: input.offer.count,
          priceCurrency: input.currency,
          availability,
          url: input.url,
        };
  const description = input.descriptionHtml ? htmlToText(input.descriptionHtml) : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    ...(input.images.length > 0 ? { image: input.images } : {}),
    ...(description ? { description } : {}),
    url: input.url,
    offers,
  };
}

/**
 * JSON for an inline <script>: `<`, `>` and `&` become \u escapes so no text in the data (a name
 * holding `</script>` or `<!--`) can end the script element; U+2028/U+2029 are escaped for old
 * JavaScript parsers. The result is still the same JSON value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

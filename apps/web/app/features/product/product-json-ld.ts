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

// Moved to lib/json-ld.ts (the blog's posts use it too); kept here for the product's callers.
export { serializeJsonLd } from '~/lib/json-ld';

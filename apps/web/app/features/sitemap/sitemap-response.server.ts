import { SitemapSourceError } from './sitemap-data.server';
import { XML_CONTENT_TYPE } from './sitemap-xml';

const CACHE_CONTROL = 'public, max-age=3600';

export function xmlResponse(body: string | ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: { 'Content-Type': XML_CONTENT_TYPE, 'Cache-Control': CACHE_CONTROL },
  });
}

/** An API failure while building a sitemap: 503 with Retry-After, so crawlers come back later. */
export function sitemapUnavailable(error: unknown): Response {
  if (!(error instanceof SitemapSourceError)) throw error;
  console.error(error.message);
  return new Response('Sitemap temporarily unavailable', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '600' },
  });
}

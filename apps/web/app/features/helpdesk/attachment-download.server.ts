// The download of a ticket's attachment through the storefront: the API serves
// GET /helpdesk-attachments/<id> only with the reader's bearer token, which lives in the session's
// HttpOnly cookie, so this route asks the API server-side and streams its answer with the API's
// headers (type, length, attachment disposition, nosniff, no-store, sandbox CSP). Whatever the API
// refuses (an unknown id, a ticket the reader may not read) is a 404 here, as there.
import { getEnv } from '~/env.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';

/** The headers of the API's answer passed on to the browser; no other (no Set-Cookie, no server's). */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'cache-control',
  'content-security-policy',
] as const;

/** Beside the GraphQL endpoint (`…/graphql` → `…/helpdesk-attachments/<id>`), so an API behind a path prefix works too. */
export function attachmentApiUrl(apiUrl: string, attachmentId: number): URL {
  return new URL(`helpdesk-attachments/${attachmentId}`, apiUrl);
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

export async function downloadAttachment(shop: ShopContext, attachmentId: number, method: 'GET' | 'HEAD') {
  const token = shop.headers.authToken;
  if (!token) return notFound();
  let upstream: Response;
  try {
    upstream = await fetch(attachmentApiUrl(getEnv().API_URL, attachmentId), {
      method,
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(60_000),
    });
  } catch (cause) {
    console.error(`Attachment download failed: ${cause instanceof Error ? cause.message : cause}`);
    return new Response('The file could not be loaded', {
      status: 502,
      headers: { 'Content-Type': 'text/plain' },
    });
  }
  if (upstream.status === 404 || upstream.status === 401 || upstream.status === 403) return notFound();
  if (!upstream.ok) {
    console.error(`Attachment download failed: the API answered ${upstream.status}`);
    return new Response('The file could not be loaded', {
      status: 502,
      headers: { 'Content-Type': 'text/plain' },
    });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Whatever the API says, the browser saves the file rather than rendering it in our origin.
  if (!headers.has('content-disposition')) headers.set('Content-Disposition', 'attachment');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Cache-Control', 'private, no-store');
  return new Response(method === 'HEAD' ? null : upstream.body, { status: 200, headers });
}

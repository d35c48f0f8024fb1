// Magento's transport rule: a POST carries JSON. Anything else is refused before parsing, so a
// form post from another site cannot run a mutation without a browser preflight. The media type is
// parsed (content-type package), never searched for: `text/plain; x=application/json` is plain
// text, and `multipart/form-data; boundary=…; x=application/json` a form (issue 11 §6, decision 0026).
// The one exception is a GraphQL multipart upload (decision 0031) that carries `GraphQL-Preflight: 1`:
// a header no form can send and no page of another site may add without a CORS preflight, which
// only the configured origins pass.
import { parse } from 'content-type';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { logClientErrors } from './error-categories.ts';

/** `application/json`, in any case, with any parameters (`charset=utf-8`); nothing else. */
export function isJsonMediaType(header: string | null): boolean {
  if (!header) return false;
  return parse(header).type === 'application/json';
}

/** The header that lets a multipart upload through: a browser sends it cross-origin only after a preflight. */
export const PREFLIGHT_HEADER = 'graphql-preflight';

function mediaType(header: string | null): string | null {
  if (!header) return null;
  try {
    return parse(header).type;
  } catch {
    return null;
  }
}

/** A `multipart/form-data` POST that carries `GraphQL-Preflight: 1` (the GraphQL multipart request convention). */
export function isPreflightedUpload(headers: Headers): boolean {
  return (
    mediaType(headers.get('content-type')) === 'multipart/form-data' && headers.get(PREFLIGHT_HEADER) === '1'
  );
}

export function requireJsonPost(log: Logger): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (request.method !== 'POST') return;
      if (isJsonMediaType(request.headers.get('content-type'))) {
        // Yoga's own JSON parser matches the header literally (case, spaces): hand it the plain type.
        request.headers.set('content-type', 'application/json');
      } else if (!isPreflightedUpload(request.headers)) {
        const errors = [
          {
            message: 'Request content type must be application/json',
            extensions: { category: 'graphql-input' },
          },
        ];
        logClientErrors(log, errors, 400);
        const body = { errors };
        endResponse(
          new Response(JSON.stringify(body), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
    },
  };
}

// Magento's transport rule: a POST carries JSON. Anything else is refused before parsing, so a
// form post from another site cannot run a mutation without a browser preflight. The media type is
// parsed (content-type package), never searched for: `text/plain; x=application/json` is plain
// text, and `multipart/form-data; boundary=…; x=application/json` a form (issue 11 §6, decision 0026).
import { parse } from 'content-type';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { logClientErrors } from './error-categories.ts';

/** `application/json`, in any case, with any parameters (`charset=utf-8`); nothing else. */
export function isJsonMediaType(header: string | null): boolean {
  if (!header) return false;
  return parse(header).type === 'application/json';
}

export function requireJsonPost(log: Logger): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (request.method !== 'POST') return;
      if (isJsonMediaType(request.headers.get('content-type'))) {
        // Yoga's own JSON parser matches the header literally (case, spaces): hand it the plain type.
        request.headers.set('content-type', 'application/json');
      } else {
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

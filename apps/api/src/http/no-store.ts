// Responses touching only store data are not private, but we never let shared caches keep them
// yet. Every answer names its request id, so a shopper's report can be found in the log.
import type { Plugin } from 'graphql-yoga';
import type { ServerContext } from './server-context.ts';

export function noStore(): Plugin {
  return {
    onResponse({ response, serverContext }) {
      response.headers.set('Cache-Control', 'no-store, no-cache, must-revalidate, max-age=0');
      const id = (serverContext as Partial<ServerContext> | undefined)?.requestId;
      if (id) response.headers.set('X-Request-Id', id);
    },
  };
}

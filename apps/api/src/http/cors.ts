// Cross-origin access to /graphql (issue 11 §6, decision 0026): only the origins in CORS_ORIGINS
// (default: the storefront's) get CORS headers, credentials included. Yoga's default would reflect
// any Origin with credentials; here a foreign origin gets no Access-Control-* header at all, so the
// browser withholds the answer and refuses the preflight.
import type { Plugin } from 'graphql-yoga';

type CorsFactory = (request: Request) =>
  | false
  | {
      origin: string[];
      credentials: boolean;
      methods: string[];
      exposedHeaders: string[];
      maxAge: number;
    };

export function corsPolicy(allowedOrigins: readonly string[]): CorsFactory {
  const allowed = new Set(allowedOrigins);
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      exposedHeaders: ['X-Request-Id'],
      maxAge: 600,
    };
  };
}

/** The answer depends on Origin for every request, allowed or not: caches must key on it. */
export function varyOnOrigin(): Plugin {
  return {
    onResponse({ response }) {
      const vary = response.headers.get('vary');
      if (!vary?.split(',').some((name) => name.trim().toLowerCase() === 'origin')) {
        response.headers.set('Vary', vary ? `${vary}, Origin` : 'Origin');
      }
    },
  };
}

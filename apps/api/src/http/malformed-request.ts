// A GET whose `variables` or `extensions` parameter is not JSON makes Yoga's request parser throw a
// plain SyntaxError, which would be masked as "Internal server error". It is the client's mistake:
// answered 400 with an input error (issue 11 §7).
import type { Plugin } from 'graphql-yoga';
import { inputError } from '../shared/errors.ts';

function notJson(value: string | null): boolean {
  if (!value) return false;
  try {
    JSON.parse(value);
    return false;
  } catch {
    return true;
  }
}

export function refuseMalformedRequests(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (request.method !== 'GET' || !requestParser) return;
      const url = new URL(request.url);
      for (const name of ['variables', 'extensions']) {
        if (notJson(url.searchParams.get(name))) {
          setRequestParser(() => {
            throw inputError(`The "${name}" parameter must be valid JSON.`, { http: { status: 400 } });
          });
          return;
        }
      }
    },
  };
}

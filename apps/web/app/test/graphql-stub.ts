// Stubs the API for unit tests: global fetch answers GraphQL requests by operation name and records
// what was sent (operation, variables, headers; for a multipart upload also its map and files).
import { vi } from 'vitest';

export interface SentRequest {
  operation: string;
  variables: Record<string, unknown>;
  headers: Headers;
  /** A GraphQL multipart request's map (file field → variable paths) and files, by field. */
  multipart?: { map: Record<string, string[]>; files: Record<string, File> };
}

/** The operations, map and files of a GraphQL multipart request (graphql-multipart-request-spec). */
function readMultipart(body: FormData) {
  const operations = JSON.parse(String(body.get('operations'))) as {
    query: string;
    variables: Record<string, unknown>;
  };
  const map = JSON.parse(String(body.get('map'))) as Record<string, string[]>;
  const files: Record<string, File> = {};
  for (const field of Object.keys(map)) {
    const file = body.get(field);
    if (file instanceof File) files[field] = file;
  }
  return { ...operations, multipart: { map, files } };
}

export type StubAnswer =
  | { data?: unknown; errors?: { message: string; extensions?: { category?: string } }[] }
  | { status: number; body: string }
  | Error;

/** Answers each operation with its entry (a function may look at the variables). */
export function stubGraphQL(
  answers: Record<string, StubAnswer | ((variables: Record<string, unknown>) => StubAnswer)>,
): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body: {
        query: string;
        variables: Record<string, unknown>;
        multipart?: SentRequest['multipart'];
      } = init.body instanceof FormData ? readMultipart(init.body) : JSON.parse(String(init.body));
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      sent.push({
        operation,
        variables: body.variables,
        headers: new Headers(init.headers),
        ...(body.multipart ? { multipart: body.multipart } : {}),
      });
      const entry = answers[operation];
      const answer = typeof entry === 'function' ? entry(body.variables) : entry;
      if (!answer) throw new Error(`unexpected operation ${operation}`);
      if (answer instanceof Error) throw answer;
      if ('status' in answer) return new Response(answer.body, { status: answer.status });
      return Response.json(answer);
    }),
  );
  return sent;
}

export const authorizationError = {
  errors: [
    { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } },
  ],
};

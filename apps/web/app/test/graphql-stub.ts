// Stubs the API for unit tests: global fetch answers GraphQL requests by operation name and records
// what was sent (operation, variables, headers).
import { vi } from 'vitest';

export interface SentRequest {
  operation: string;
  variables: Record<string, unknown>;
  headers: Headers;
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
      const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      sent.push({ operation, variables: body.variables, headers: new Headers(init.headers) });
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

// A short plain-text answer of the file routes (project media, helpdesk attachments): never cached,
// never sniffed into something else.
import type { ServerResponse } from 'node:http';

export function plainAnswer(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

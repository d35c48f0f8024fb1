// Sends one fuzz request and judges the answer: a 5xx, a GraphQL error without
// `extensions.category`, a masked "Internal server error" or no answer at all is a finding.
import http from 'node:http';
import net from 'node:net';
import type { FuzzRequest } from './hostile-requests.ts';

export interface Answer {
  status: number;
  /** What is wrong with the answer, if anything. */
  problems: string[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function judge(status: number, type: string | undefined, body: string): string[] {
  const problems = new Set<string>();
  if (status >= 500) problems.add(`HTTP ${status}`);
  if (!type?.includes('json') || body === '') return [...problems];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [...problems, 'a JSON content type with a body that is not JSON'];
  }
  const errors = (parsed as { errors?: unknown })?.errors;
  if (!Array.isArray(errors)) return [...problems];
  for (const error of errors as { message?: string; extensions?: { category?: string } }[]) {
    if (error.message === 'Internal server error') problems.add('masked "Internal server error"');
    else if (!error.extensions?.category)
      problems.add(`error without a category: ${String(error.message).slice(0, 120)}`);
  }
  return [...problems];
}

function sendRaw(base: URL, request: FuzzRequest): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(base.port), base.hostname);
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {}); // the server may reset the connection after its 400
    socket.on('close', () => {
      const status = Number(received.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      resolve({ status, problems: status === 0 ? ['no HTTP answer'] : judge(status, undefined, '') });
    });
    const headers = Object.entries(request.headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.end(
      `${request.method} ${request.path} HTTP/1.1\r\nhost: ${base.host}\r\n${headers}connection: close\r\n\r\n`,
      'latin1',
    );
  });
}

export function sendRequest(base: URL, request: FuzzRequest): Promise<Answer> {
  if (request.raw) return sendRaw(base, request);
  return new Promise((resolve) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({
            status,
            problems: judge(status, res.headers['content-type'], Buffer.concat(chunks).toString('utf8')),
          });
        });
        res.on('error', (error) => resolve({ status: 0, problems: [`answer broken off: ${error.message}`] }));
      },
    );
    req.on('error', (error) => {
      // The server may answer 413 and close before it has read a body that is too large.
      resolve({ status: 0, problems: [`no answer: ${error.message}`] });
    });
    req.end(body);
  });
}

export function closeConnections() {
  agent.destroy();
}

// Generates seeded hostile requests in batches, sends them a few at a time, and groups what went
// wrong. The same seed always sends the same requests, so a finding can be replayed.
import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import { type FuzzRequest, hostileRequest } from './hostile-requests.ts';
import { closeConnections, sendRequest } from './send-request.ts';

export interface Finding {
  kind: string;
  problem: string;
  count: number;
  /** The first request that showed it (its body cut to 500 characters). */
  example: { method: string; path: string; headers: Record<string, string>; body?: string };
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<number, number>;
  findings: Finding[];
}

export interface FuzzOptions {
  schema: GraphQLSchema;
  /** The API's base address, e.g. http://127.0.0.1:4000/. */
  baseUrl: string;
  requests: number;
  seed: number;
  concurrency?: number;
  onProgress?: (sent: number) => void;
}

const BATCH = 200;

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const base = new URL(options.baseUrl);
  const arbitrary = hostileRequest(options.schema);
  const report: FuzzReport = { sent: 0, byStatus: {}, findings: [] };
  const findings = new Map<string, Finding>();
  const record = (request: FuzzRequest, status: number, problems: string[]) => {
    report.sent += 1;
    report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
    for (const problem of problems) {
      const key = `${request.kind}\n${problem}`;
      const seen = findings.get(key);
      if (seen) seen.count += 1;
      else {
        const { method, path, headers, body } = request;
        findings.set(key, {
          kind: request.kind,
          problem,
          count: 1,
          example: { method, path: path.slice(0, 500), headers, body: body?.slice(0, 500) },
        });
      }
    }
  };
  try {
    for (let start = 0; start < options.requests; start += BATCH) {
      const size = Math.min(BATCH, options.requests - start);
      const batch = fc.sample(arbitrary, { seed: options.seed + start, numRuns: size });
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const request = batch[next++] as FuzzRequest;
          const answer = await sendRequest(base, request);
          record(request, answer.status, answer.problems);
        }
      };
      await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
      options.onProgress?.(report.sent);
    }
  } finally {
    closeConnections();
  }
  report.findings = [...findings.values()].sort((a, b) => b.count - a.count);
  return report;
}

export function describeFindings(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.count} × ${f.kind}: ${f.problem}\n    e.g. ${f.example.method} ${f.example.path} ${f.example.body ?? ''}`,
    )
    .join('\n');
}

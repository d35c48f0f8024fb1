// Runs the API's real entry point (src/main.ts) as a child process and collects what it prints,
// for tests of how it starts (waiting for the database, refusing a broken one).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));
// The project's pinned Node (it runs .ts files); the test runner itself may run on the system's.
const pinnedNode = fileURLToPath(new URL('../../../../node_modules/.bin/node', import.meta.url));

export interface ApiProcess {
  child: ChildProcess;
  /** Every line printed so far, stdout and stderr together. */
  lines: string[];
  /** pino's JSON lines, parsed. */
  messages(): { level: number; msg: string }[];
  waitForLine(pattern: RegExp): Promise<string>;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

export function startApiProcess(env: Record<string, string | undefined>): ApiProcess {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(existsSync(pinnedNode) ? pinnedNode : process.execPath, ['src/main.ts'], {
    cwd: apiDir,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (pending + chunk).split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line.length > 0));
      for (const wake of waiters) wake();
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      for (const wake of waiters) wake();
      resolve(code);
    });
  });
  return {
    child,
    lines,
    messages: () =>
      lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as { level: number; msg: string }];
        } catch {
          return [];
        }
      }),
    waitForLine(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find((line) => pattern.test(line));
          if (found !== undefined) {
            waiters.delete(check);
            resolve(found);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            waiters.delete(check);
            reject(new Error(`The API exited without printing ${pattern}:\n${lines.join('\n')}`));
          }
        };
        waiters.add(check);
        check();
      });
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirectoryInUseError, lockDataDirectory } from './pglite-lock.ts';

const scratch = mkdtempSync(join(tmpdir(), 'atrium-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A pid no process has: above the kernel's pid_max. */
const GONE = 2 ** 22 + 1;

describe('the embedded database directory lock', () => {
  it('is taken once: a second opening of the same directory is refused until it is released', () => {
    const dir = join(scratch, 'once');
    const release = lockDataDirectory(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryInUseError);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDirectory(dir)();
  });

  it('refuses a directory another living process holds, naming that process', () => {
    const dir = join(scratch, 'held');
    writeFileSync(`${dir}.lock`, `${process.ppid}\n`);
    expect(() => lockDataDirectory(dir)).toThrow(
      `The embedded database in ${dir} is in use by another process (pid ${process.ppid}): stop that ` +
        'process (another API, `npm run seed`) or set PGLITE_DIR to another directory.',
    );
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over the lock of a process that is gone (a crash)', () => {
    const dir = join(scratch, 'stale');
    writeFileSync(`${dir}.lock`, `${GONE}\n`);
    const release = lockDataDirectory(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    release();
  });
});

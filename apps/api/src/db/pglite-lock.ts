// One process at a time in an embedded database's data directory. PGlite keeps its own buffers
// and never checks whether another PGlite has the same files open (its postmaster.pid holds a fake
// pid), so a second API, or `npm run seed` beside a running API, would silently overwrite the
// other's pages. A lock file beside the directory (`<dir>.lock`, holding the owner's pid) refuses
// the second process with a clear message; a lock whose process is gone (a crash) is taken over.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export class DataDirectoryInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}): stop that ` +
        'process (another API, `npm run seed`) or set PGLITE_DIR to another directory.',
    );
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the directory's lock or throws DataDirectoryInUseError; returns the release. */
export function lockDataDirectory(dataDir: string): () => void {
  const lockPath = `${resolve(dataDir)}.lock`;
  if (held.has(lockPath)) throw new DataDirectoryInUseError(dataDir, process.pid);
  // A stale lock is removed and taken once; two processes taking over the same stale lock at the
  // same instant could both succeed (a narrow race this guard against mistakes accepts).
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(lockPath);
      // Our own pid in a lock we do not hold: a previous life of this process id (a container).
      if (attempt > 0 || (owner !== undefined && owner !== process.pid && isAlive(owner))) {
        throw new DataDirectoryInUseError(dataDir, owner ?? 0);
      }
      unlinkSync(lockPath);
    }
  }
  held.add(lockPath);
  const release = () => {
    if (!held.delete(lockPath)) return;
    process.off('exit', release);
    if (ownerOf(lockPath) === process.pid) unlinkSync(lockPath);
  };
  // process.exit() skips close(); the lock must not outlive the process for the next start.
  process.on('exit', release);
  return release;
}

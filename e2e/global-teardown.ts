// Removes the temporary database the API ran on.
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.ATRIUM_E2E_DB_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}

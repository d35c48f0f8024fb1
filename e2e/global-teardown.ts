// Removes the temporary database and media directory the API ran on.
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  for (const dir of [process.env.ATRIUM_E2E_DB_DIR, process.env.ATRIUM_E2E_MEDIA_DIR]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

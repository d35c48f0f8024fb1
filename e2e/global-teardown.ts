// Removes the temporary database, media and mail directories the API ran on.
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  for (const dir of [
    process.env.ATRIUM_E2E_DB_DIR,
    process.env.ATRIUM_E2E_MEDIA_DIR,
    process.env.ATRIUM_E2E_MAIL_DIR,
  ]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

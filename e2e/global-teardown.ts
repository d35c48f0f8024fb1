// Removes the temporary database, media and mail directories the API ran on.
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dirs = [
    process.env.ATRIUM_E2E_DB_DIR,
    process.env.ATRIUM_E2E_MEDIA_DIR,
    process.env.ATRIUM_E2E_MAIL_DIR,
  ];
  for (const dir of dirs) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

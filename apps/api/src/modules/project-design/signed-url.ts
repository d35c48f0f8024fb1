// Signed, expiring links to project files (decision 0031): `<API_PUBLIC_URL>project-media/<file>
// ?expires=<unix seconds>&signature=<HMAC-SHA256 of "<file>\n<expires>", base64url>`. Whoever holds
// a link may open the file until it expires; links are only handed to people who may read the
// project. Expiry is rounded up to the next ten minutes, so the same reader gets the same URL for a
// while and the browser's private cache can keep the picture.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProjectMediaSettings } from './settings.ts';

export const PROJECT_MEDIA_PREFIX = '/project-media/';
const ROUND_SECONDS = 600;

/** The files a link may name: a picture, or a generated PDF under its own random folder. */
export const PROJECT_FILE =
  /^(images\/[0-9a-f]{32}\.jpg|pdf\/\d{1,10}-[0-9a-f]{32}\/project-\d{1,10}-design\.pdf)$/;

function signature(secret: string, file: string, expires: number): string {
  return createHmac('sha256', secret).update(`${file}\n${expires}`).digest('base64url');
}

export function signedMediaUrl(settings: ProjectMediaSettings, file: string, now = Date.now()): string {
  if (!PROJECT_FILE.test(file)) throw new Error(`not a project media file: ${file}`);
  const earliest = Math.floor(now / 1000) + settings.linkSeconds;
  const expires = Math.ceil(earliest / ROUND_SECONDS) * ROUND_SECONDS;
  const url = new URL(`${settings.publicUrl}${PROJECT_MEDIA_PREFIX.slice(1)}${file}`);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', signature(settings.secret, file, expires));
  return url.toString();
}

export type LinkCheck =
  | { ok: true; file: string; expires: number }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** Checks a request's path (after the prefix, not decoded) and query against the secret and the clock. */
export function checkSignedLink(
  settings: ProjectMediaSettings,
  path: string,
  query: URLSearchParams,
  now = Date.now(),
): LinkCheck {
  const rawExpires = query.get('expires') ?? '';
  const given = query.get('signature') ?? '';
  if (!PROJECT_FILE.test(path) || !/^\d{1,12}$/.test(rawExpires) || !/^[\w-]{43}$/.test(given)) {
    return { ok: false, reason: 'malformed' };
  }
  const expires = Number(rawExpires);
  const expected = Buffer.from(signature(settings.secret, path, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: 'forged' };
  if (expires * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, file: path, expires };
}

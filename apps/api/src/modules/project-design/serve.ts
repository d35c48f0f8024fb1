// GET/HEAD /project-media/<file>?expires=…&signature=… (decision 0031): a project's pictures and
// PDFs for whoever holds a link the API signed for a reader of the project. A malformed, forged or
// expired link is a 403 that says nothing about the file; a well-signed link to a file since removed
// is a 404. Answers are private to the browser (`Cache-Control: private`, until the link expires).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { plainAnswer } from '../../shared/plain-answer.ts';
import type { ProjectMediaSettings } from './settings.ts';
import { checkSignedLink, PROJECT_MEDIA_PREFIX } from './signed-url.ts';

export function isProjectMediaRequest(url: string | undefined): boolean {
  return Boolean(url?.startsWith(PROJECT_MEDIA_PREFIX));
}

export async function serveProjectMedia(
  req: IncomingMessage,
  res: ServerResponse,
  settings: ProjectMediaSettings,
  now = Date.now(),
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plainAnswer(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const link = checkSignedLink(
    settings,
    url.pathname.slice(PROJECT_MEDIA_PREFIX.length),
    url.searchParams,
    now,
  );
  if (!link.ok) {
    plainAnswer(res, 403, link.reason === 'expired' ? 'This link has expired.' : 'Forbidden');
    return;
  }
  const path = join(settings.dir, link.file);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) {
    plainAnswer(res, 404, 'Not found');
    return;
  }
  const isPdf = link.file.endsWith('.pdf');
  const headers: Record<string, string> = {
    'Content-Type': isPdf ? 'application/pdf' : 'image/jpeg',
    'Content-Length': String(info.size),
    'Cache-Control': `private, max-age=${Math.max(0, link.expires - Math.floor(now / 1000))}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
  // A sandboxed PDF would not open in Chromium's viewer; a picture needs no more than to be drawn.
  if (isPdf) headers['Content-Disposition'] = `inline; filename="${link.file.split('/').pop()}"`;
  else headers['Content-Security-Policy'] = "default-src 'none'; sandbox";
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

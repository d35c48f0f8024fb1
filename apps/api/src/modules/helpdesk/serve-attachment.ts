// GET/HEAD /helpdesk-attachments/<attachment id>: a file of a ticket for a reader of that ticket,
// who shows it with `Authorization: Bearer <token>` (the storefront's resource route sends the
// session's token server-side). No valid token: 401. An unknown id, or one the reader may not read:
// 404, the same answer, so existence is never confirmed. The file is always a download
// (`Content-Disposition: attachment`), never sniffed, framed or cached by anyone but the browser.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../db/client.ts';
import { plainAnswer } from '../../shared/plain-answer.ts';
import { resolveSession } from '../customer/session.ts';
import { viewOf } from './access.ts';
import { openStored, storedSize } from './files.ts';
import { findAttachment } from './message-store.ts';
import type { HelpdeskSettings } from './settings.ts';
import { findTicket } from './store.ts';

export const ATTACHMENT_PREFIX = '/helpdesk-attachments/';

export const isAttachmentRequest = (url: string | undefined) => Boolean(url?.startsWith(ATTACHMENT_PREFIX));

/** `attachment; filename="<ascii>"; filename*=UTF-8''<encoded>` (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function bearerOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export async function serveAttachment(
  req: IncomingMessage,
  res: ServerResponse,
  db: Db,
  settings: HelpdeskSettings,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plainAnswer(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const session = await resolveSession(db, bearerOf(req));
  if (!session) {
    plainAnswer(res, 401, 'Sign in to download this file.', { 'WWW-Authenticate': 'Bearer' });
    return;
  }
  const path = new URL(req.url ?? '/', 'http://localhost').pathname.slice(ATTACHMENT_PREFIX.length);
  const id = /^[1-9]\d{0,8}$/.test(path) ? Number(path) : null;
  const found = id === null ? undefined : await findAttachment(db, id);
  const ticket = found && (await findTicket(db, found.ticketId));
  const view = ticket && (await viewOf(db, ticket, session.customer.id));
  const size = found && view ? await storedSize(settings.filesDir, found.attachment.storedName) : null;
  if (!found || !view || size === null) {
    plainAnswer(res, 404, 'Not found');
    return;
  }
  res.writeHead(200, {
    'Content-Type': found.attachment.mimeType,
    'Content-Length': String(size),
    'Content-Disposition': contentDisposition(found.attachment.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = openStored(settings.filesDir, found.attachment.storedName);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

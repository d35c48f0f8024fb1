// Attachments over HTTP: a file sent with a ticket or a reply (GraphQL multipart), stored under
// HELPDESK_FILES_DIR with a random name, listed on its message and downloaded only by readers of
// the ticket with the shared headers; a file whose content does not match its name is refused and
// nothing (row or file) is kept.
import { readdirSync, rmSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import {
  type Any,
  apiBase,
  CREATE,
  departmentManagerIn,
  errorOf,
  filesDir,
  helpdeskRows,
  multipart,
  newShopper,
  ok,
  REPLY,
  type Shopper,
  ticketInput,
} from './helpers.ts';

const dir = filesDir();
const api = useTestApi({ ...FAST_HASHING, HELPDESK_FILES_DIR: dir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const storedFiles = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

function pdf(): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A5' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.text('Kitchen plan, 3.2 × 2.8 m');
    doc.end();
  });
}

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3b5b7a' } })
      .png()
      .toBuffer(),
  );

let client: Shopper;
let manager: Shopper;
let ticket: Any;
let pdfBytes: Uint8Array;

beforeAll(async () => {
  client = await newShopper(api);
  manager = await departmentManagerIn(api, 'sales');
  pdfBytes = await pdf();
  const res = await multipart(
    api,
    CREATE,
    ticketInput(client),
    [{ bytes: pdfBytes, name: 'План кухни v2.PDF', type: 'application/pdf' }],
    client.headers,
  );
  ticket = ok(res).awHelpdesk2TicketCreate;
});

const download = (id: number, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${apiBase(api)}helpdesk-attachments/${id}`, { method, headers });

describe('attaching files', () => {
  it('stores the file under a random name and lists it on the message', async () => {
    const [attachment] = ticket.messages[0].attachments;
    expect(attachment).toMatchObject({
      file_name: 'План кухни v2.PDF',
      extension: 'pdf',
      mime_type: 'application/pdf',
      size: pdfBytes.byteLength,
      file_path: `helpdesk-attachments/${attachment.id}`,
    });
    expect(storedFiles()).toBe(1);
    const names = readdirSync(dir, { recursive: true }).map(String);
    expect(names.some((n) => /^[0-9a-f]{2}\/[0-9a-f]{32}$/.test(n))).toBe(true);
    expect(names.some((n) => n.includes('План'))).toBe(false);
  });

  it('attaches a PNG to a manager’s reply', async () => {
    const res = await multipart(
      api,
      REPLY,
      { key: ticket.uid, content: 'Here is the fabric.' },
      [{ bytes: await png(), name: 'fabric.png', type: 'image/png' }],
      manager.headers,
    );
    const message = ok(res).awHelpdesk2TicketReply.messages.at(-1);
    expect(message.attachments[0]).toMatchObject({
      file_name: 'fabric.png',
      extension: 'png',
      mime_type: 'image/png',
    });
    expect(storedFiles()).toBe(2);
  });

  it.each([
    [
      'an HTML page named .png',
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      'photo.png',
    ],
    [
      'a program renamed .pdf',
      new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
      'invoice.pdf',
    ],
    ['a forbidden extension', new TextEncoder().encode('echo hi'), 'run.sh'],
    ['an empty file', new Uint8Array(0), 'empty.pdf'],
  ])('refuses %s with a clear message and keeps nothing', async (_, bytes, name) => {
    const before = await helpdeskRows(api);
    const files = storedFiles();
    const res = await multipart(
      api,
      REPLY,
      { key: ticket.uid, content: 'See attached' },
      [{ bytes, name, type: 'application/octet-stream' }],
      client.headers,
    );
    expect(errorOf(res).category).toBe('graphql-input');
    expect(errorOf(res).message.startsWith(name)).toBe(true);
    expect(await helpdeskRows(api)).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  it('keeps no file when a ticket with a file is refused (a project that is not the caller’s)', async () => {
    const before = await helpdeskRows(api);
    const files = storedFiles();
    const res = await multipart(
      api,
      CREATE,
      ticketInput(client, { options: { project_id: 999_999 } }),
      [{ bytes: pdfBytes, name: 'plan.pdf', type: 'application/pdf' }],
      client.headers,
    );
    expect(errorOf(res).category).toBe('graphql-no-such-entity');
    expect(await helpdeskRows(api)).toEqual(before);
    expect(storedFiles()).toBe(files);
  });
});

describe('downloading', () => {
  it('answers a reader of the ticket with the file and the download headers', async () => {
    const [attachment] = ticket.messages[0].attachments;
    for (const who of [client, manager]) {
      const res = await download(attachment.id, who.headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-length')).toBe(String(pdfBytes.byteLength));
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="____ _____ v2.PDF"; filename*=UTF-8''%D0%9F%D0%BB%D0%B0%D0%BD%20%D0%BA%D1%83%D1%85%D0%BD%D0%B8%20v2.PDF`,
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdfBytes);
    }
    const head = await download(attachment.id, client.headers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(pdfBytes.byteLength));
  });

  it('answers 401 without a valid token and 404 to others, for unknown ids alike', async () => {
    const [attachment] = ticket.messages[0].attachments;
    expect((await download(attachment.id)).status).toBe(401);
    expect((await download(attachment.id, { Authorization: 'Bearer not-a-token' })).status).toBe(401);
    const stranger = await newShopper(api);
    const otherDepartment = await departmentManagerIn(api, 'service');
    for (const who of [stranger, otherDepartment]) {
      const res = await download(attachment.id, who.headers);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not found');
    }
    expect((await download(999_999, client.headers)).status).toBe(404);
    expect((await download(Number.NaN, client.headers)).status).toBe(404);
    expect((await download(attachment.id, client.headers, 'POST')).status).toBe(405);
  });
});

// Real files of every allowed kind through the API (issue 15 §4): five with a new ticket and four
// with a reply, each stored and downloaded byte for byte with its type; the disguises, an
// oversized file and a sixth file refused with a clear message and nothing kept (rows or files).
import { readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { allowedFiles, disguisedFiles } from './attachment-files.ts';
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
  type Upload,
} from './helpers.ts';

const dir = filesDir();
const api = useTestApi({ ...FAST_HASHING, HELPDESK_FILES_DIR: dir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const storedFiles = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

async function upload(file: File): Promise<Upload> {
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, type: file.type };
}

let client: Shopper;
let manager: Shopper;
let files: Record<string, File>;

beforeAll(async () => {
  client = await newShopper(api);
  manager = await departmentManagerIn(api, 'sales');
  files = await allowedFiles();
});

describe('every allowed kind of file', () => {
  it('is stored with its ticket or reply and downloaded byte for byte with its type', async () => {
    const kinds = Object.keys(files);
    const first = await Promise.all(kinds.slice(0, 5).map((k) => upload(files[k] as File)));
    const rest = await Promise.all(kinds.slice(5).map((k) => upload(files[k] as File)));
    const ticket = ok(
      await multipart(api, CREATE, ticketInput(client), first, client.headers),
    ).awHelpdesk2TicketCreate;
    const replied = ok(
      await multipart(api, REPLY, { key: ticket.uid, content: 'More files' }, rest, manager.headers),
    ).awHelpdesk2TicketReply;
    const attached: Any[] = replied.messages.flatMap((m: Any) => m.attachments);
    expect(attached.map((a) => a.extension)).toEqual(kinds);
    expect(storedFiles()).toBe(kinds.length);
    for (const [i, attachment] of attached.entries()) {
      const sent = i < 5 ? first[i] : rest[i - 5];
      const res = await fetch(`${apiBase(api)}${attachment.file_path}`, { headers: client.headers });
      expect(res.status, attachment.file_name).toBe(200);
      expect(res.headers.get('content-type')).toBe(attachment.mime_type);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(sent?.bytes);
      expect(attachment.size).toBe(sent?.bytes.byteLength);
    }
    expect(attached[0]).toMatchObject({
      file_name: 'Photo of the room.JPG',
      extension: 'jpeg',
      mime_type: 'image/jpeg',
    });
  });
});

describe('refused files', () => {
  it('refuses every disguise, naming the file, and keeps nothing', async () => {
    const disguises = await disguisedFiles();
    for (const [what, file] of Object.entries(disguises)) {
      const before = await helpdeskRows(api);
      const stored = storedFiles();
      const good = await upload(files.pdf as File);
      const res = await multipart(
        api,
        CREATE,
        ticketInput(client),
        [good, await upload(file)],
        client.headers,
      );
      expect(errorOf(res).category, what).toBe('graphql-input');
      expect(errorOf(res).message, what).toContain(file.name);
      expect(await helpdeskRows(api), what).toEqual(before);
      expect(storedFiles(), what).toBe(stored);
    }
  });

  it('refuses a sixth file before anything runs', async () => {
    const before = await helpdeskRows(api);
    const stored = storedFiles();
    const six = await Promise.all(Array.from({ length: 6 }, () => upload(files.png as File)));
    const res = await multipart(api, CREATE, ticketInput(client), six, client.headers);
    expect(errorOf(res).category).toBe('graphql-input');
    expect(errorOf(res).message).toMatch(/at most 5 files/);
    expect(await helpdeskRows(api)).toEqual(before);
    expect(storedFiles()).toBe(stored);
  });
});

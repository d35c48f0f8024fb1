// The attachment files under HELPDESK_FILES_DIR: `<2 hex>/<32 random hex>` (crypto.randomBytes,
// never the upload's name), written whole under a temporary name and then renamed, so a reader
// never sees half a file. A write whose transaction fails removes its files again (service.ts).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CheckedAttachment } from './attachment-check.ts';

const STORED_NAME = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;

function pathOf(dir: string, storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error(`not a helpdesk file name: ${storedName}`);
  return join(dir, storedName);
}

export interface StoredFile extends Omit<CheckedAttachment, 'bytes'> {
  storedName: string;
  size: number;
}

/** Writes the files; on a failure removes those already written and throws. */
export async function writeFiles(dir: string, files: readonly CheckedAttachment[]): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const { bytes, ...file } of files) {
      const random = randomBytes(16).toString('hex');
      const storedName = `${random.slice(0, 2)}/${random}`;
      const path = pathOf(dir, storedName);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(8).toString('hex')}.part`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, path);
      stored.push({ ...file, storedName, size: bytes.byteLength });
    }
    return stored;
  } catch (error) {
    await removeFiles(dir, stored);
    throw error;
  }
}

/** Removes stored files; one already gone is no error. */
export async function removeFiles(dir: string, files: readonly { storedName: string }[]): Promise<void> {
  await Promise.all(files.map((f) => rm(pathOf(dir, f.storedName), { force: true })));
}

/** The size of a stored file, or null when it is missing. */
export async function storedSize(dir: string, storedName: string): Promise<number | null> {
  const info = await stat(pathOf(dir, storedName)).catch(() => null);
  return info?.isFile() ? info.size : null;
}

export const openStored = (dir: string, storedName: string) => createReadStream(pathOf(dir, storedName));

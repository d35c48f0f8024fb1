// The files of project media under PROJECT_MEDIA_DIR (decision 0031): pictures as
// `images/<32 random hex>.jpg`, PDFs as `pdf/<project id>-<32 random hex>/project-<id>-design.pdf`.
// Names are random (16 bytes), never derived from the upload, so they cannot be guessed or collide.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PROJECT_FILE } from './signed-url.ts';

const randomName = () => randomBytes(16).toString('hex');

function pathOf(dir: string, file: string): string {
  if (!PROJECT_FILE.test(file)) throw new Error(`not a project media file: ${file}`);
  return join(dir, file);
}

/** Writes the whole file under a temporary name first, so a reader never sees half of it. */
async function writeWhole(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${randomName()}.part`;
  await writeFile(partial, data, { flag: 'wx' });
  await rename(partial, path);
}

/** Stores a re-encoded picture; answers its file name (relative to the directory). */
export async function storeImage(dir: string, data: Buffer): Promise<string> {
  const file = `images/${randomName()}.jpg`;
  await writeWhole(pathOf(dir, file), data);
  return file;
}

/** Stores a generated PDF; answers its file name. */
export async function storePdf(dir: string, projectId: number, data: Buffer): Promise<string> {
  const file = `pdf/${projectId}-${randomName()}/project-${projectId}-design.pdf`;
  await writeWhole(pathOf(dir, file), data);
  return file;
}

/** Removes a stored file (and a PDF's folder); a file already gone is no error. */
export async function removeFile(dir: string, file: string): Promise<void> {
  const path = pathOf(dir, file);
  await rm(file.startsWith('pdf/') ? dirname(path) : path, { recursive: true, force: true });
}

export function readStoredFile(dir: string, file: string): Promise<Buffer> {
  return readFile(pathOf(dir, file));
}

/**
 * Removes the project's PDFs written longer ago than a link lives: every link to them has expired,
 * so nobody can open them any more.
 */
export async function pruneOldPdfs(dir: string, projectId: number, olderThanMs: number, now = Date.now()) {
  const root = join(dir, 'pdf');
  const folders = await readdir(root).catch(() => [] as string[]);
  for (const folder of folders) {
    if (!folder.startsWith(`${projectId}-`)) continue;
    const info = await stat(join(root, folder)).catch(() => null);
    if (info && now - info.mtimeMs > olderThanMs)
      await rm(join(root, folder), { recursive: true, force: true });
  }
}

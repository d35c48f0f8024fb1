// Variants of a media file, made on first request and kept on disk under MEDIA_DIR/.cache (hidden,
// so never served by its own path) — ADR 0043:
// - brotli (quality 11) and gzip (level 9) copies of text formats (the catalogue's SVG pictures);
// - raster pictures (JPEG, PNG, WebP) resized to one of a fixed list of widths (`?w=480`) and
//   written as AVIF or WebP (`?fm=`, or the best the request's Accept names). The list bounds what
//   the cache can hold: at most widths × formats copies of each file, whatever is asked.
// A copy carries its source's modification time and is made again when the source changes. Two
// processes making the same copy both write a temporary file and rename it into place.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import sharp from 'sharp';

/** Widths a resized picture may have (CSS pixels × density of the storefront's layouts). */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type MediaFormat = 'avif' | 'webp' | 'jpeg' | 'png';
export type Encoding = 'br' | 'gzip';

const TEXT_EXTENSIONS = new Set(['.svg', '.txt', '.gltf']);
const RASTER_FORMATS: Record<string, MediaFormat> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
};
/** Smaller files gain less than the headers of an encoded response cost. */
const MIN_COMPRESS_BYTES = 1024;
/** Decoding refuses pictures above this many pixels (a small file may claim a huge canvas). */
const MAX_INPUT_PIXELS = 100_000_000;
const CACHE_DIR = '.cache';

export const isCompressible = (path: string) => TEXT_EXTENSIONS.has(extname(path).toLowerCase());
export const rasterFormatOf = (path: string): MediaFormat | undefined =>
  RASTER_FORMATS[extname(path).toLowerCase()];

export interface VariantRequest {
  width?: number;
  format?: MediaFormat;
  /** The format was chosen from the Accept header: the answer must say `Vary: Accept`. */
  negotiated: boolean;
}

/**
 * What `?w=&fm=` ask of a raster picture, or an error message for a width outside the list or an
 * unknown format. Without either, null: the file as it is.
 */
export function parseVariantRequest(
  search: URLSearchParams,
  accept: string | undefined,
  source: MediaFormat,
): VariantRequest | null | { error: string } {
  const w = search.get('w');
  const fm = search.get('fm');
  if (w === null && fm === null) return null;
  let width: number | undefined;
  if (w !== null) {
    width = Number(w);
    if (!(MEDIA_WIDTHS as readonly number[]).includes(width) || String(width) !== w)
      return { error: `w must be one of ${MEDIA_WIDTHS.join(', ')}` };
  }
  if (fm !== null) {
    if (fm !== 'avif' && fm !== 'webp') return { error: 'fm must be avif or webp' };
    return { width, format: fm, negotiated: false };
  }
  return { width, format: negotiateFormat(accept) ?? source, negotiated: true };
}

/** AVIF, else WebP, when the Accept header names it (browsers that show them say so). */
export function negotiateFormat(accept: string | undefined): 'avif' | 'webp' | undefined {
  const types = (accept ?? '')
    .toLowerCase()
    .split(',')
    .filter((part) => !/;\s*q=0(\.0*)?\s*(;|$)/.test(part))
    .map((part) => part.split(';')[0]!.trim());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return undefined;
}

export interface SourceFile {
  /** Its path under the media directory, as checked from the request (never with ".."). */
  name: string;
  path: string;
  size: number;
  mtime: Date;
}

export interface CachedCopy {
  path: string;
  size: number;
}

const pending = new Map<string, Promise<CachedCopy | null>>();

/** The copy at `target`, made by `make` unless one from this source version is there already. */
async function cachedCopy(
  target: string,
  source: SourceFile,
  make: () => Promise<Buffer | null>,
): Promise<CachedCopy | null> {
  try {
    const existing = await stat(target);
    if (existing.mtimeMs === source.mtime.getTime()) return { path: target, size: existing.size };
  } catch {
    // not made yet
  }
  const running = pending.get(target);
  if (running) return running;
  const job = (async () => {
    const bytes = await make();
    if (!bytes) return null;
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await utimes(temporary, source.mtime, source.mtime);
    await rename(temporary, target).catch(async (error) => {
      await unlink(temporary).catch(() => {});
      throw error;
    });
    return { path: target, size: bytes.length };
  })().finally(() => pending.delete(target));
  pending.set(target, job);
  return job;
}

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** The brotli or gzip copy of a text file, or null when it would not be smaller. */
export function encodedCopy(
  root: string,
  source: SourceFile,
  encoding: Encoding,
): Promise<CachedCopy | null> {
  const target = join(root, CACHE_DIR, encoding, `${source.name}.${encoding === 'br' ? 'br' : 'gz'}`);
  return cachedCopy(target, source, async () => {
    if (source.size < MIN_COMPRESS_BYTES) return null;
    const content = await readFile(source.path);
    const bytes =
      encoding === 'br'
        ? await br(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : await gz(content, { level: 9 });
    return bytes.length < content.length ? bytes : null;
  });
}

/** The picture at `width` (never enlarged) in `format`. */
export function resizedCopy(
  root: string,
  source: SourceFile,
  variant: { width?: number; format: MediaFormat },
): Promise<CachedCopy | null> {
  const folder = `${variant.width ? `w${variant.width}` : 'full'}-${variant.format}`;
  const target = join(root, CACHE_DIR, 'img', folder, `${source.name}.${variant.format}`);
  return cachedCopy(target, source, async () => {
    let image = sharp(source.path, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (variant.width) image = image.resize({ width: variant.width, withoutEnlargement: true });
    if (variant.format === 'avif') image = image.avif({ quality: 55, effort: 4 });
    else if (variant.format === 'webp') image = image.webp({ quality: 78 });
    else if (variant.format === 'jpeg') image = image.jpeg({ quality: 82, mozjpeg: true });
    else image = image.png({ compressionLevel: 9 });
    return image.toBuffer();
  });
}

/** Tolerates every failure of the cache (a read-only MEDIA_DIR, a damaged picture): null. */
export async function tryCopy(make: () => Promise<CachedCopy | null>): Promise<CachedCopy | null> {
  try {
    return await make();
  } catch {
    return null;
  }
}

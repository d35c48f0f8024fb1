// Uploaded board pictures (decision 0031): the content decides, never the name or the declared
// type. JPEG, PNG and WebP by their signature, at most 15 MB; decoded and drawn anew with sharp —
// turned upright by its EXIF orientation, fitted into 2400 × 2400, flattened onto white and written
// as a JPEG with no metadata (no EXIF, GPS or colour profile travels on). JPEG because every browser
// shows it and the PDF embeds it as it is.
import sharp from 'sharp';
import { inputError } from '../../shared/errors.ts';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 2400;
/** Decoding refuses pictures above this many pixels (a small file may claim a huge canvas). */
const MAX_INPUT_PIXELS = 100_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The picture's format by its first bytes, or null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

export const NOT_AN_IMAGE =
  'The picture must be a JPEG, PNG or WebP image: the file sent is not one, whatever its name says.';
export const IMAGE_TOO_LARGE = 'The picture is larger than 15 MB: send a smaller one.';
export const IMAGE_UNREADABLE = 'The picture could not be read: the file is damaged or incomplete.';

export interface NormalisedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Checks and re-encodes an uploaded picture; throws graphql-input errors a person can act on. */
export async function normaliseImage(bytes: Uint8Array): Promise<NormalisedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw inputError(IMAGE_TOO_LARGE);
  if (!sniffImage(bytes)) throw inputError(NOT_AN_IMAGE);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw inputError(IMAGE_UNREADABLE);
  }
}

/** Draws an SVG (the catalogue's and the demo's pictures) as a PNG of the given width, for the PDF. */
export async function rasterise(svgOrImage: Buffer, width: number): Promise<Buffer> {
  return sharp(svgOrImage, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width, withoutEnlargement: false })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

// What a file's bytes are, whatever its name says (decision 0034): the allowed kinds by their
// signatures (and Office files by their inner structure, office-signature.ts), and the usual
// disguises by theirs, so that a refusal can tell the person what they actually sent.
import sharp from 'sharp';
import { compoundKind, type OfficeKind, type OtherContainer, ooxmlKind } from './office-signature.ts';

export type ContentKind =
  | 'jpeg'
  | 'png'
  | 'pdf'
  | OfficeKind
  | OtherContainer
  | 'damaged-image'
  | 'html'
  | 'svg'
  | 'xml'
  | 'executable'
  | 'gif'
  | 'webp'
  | 'text'
  | 'unknown';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = ascii('%PDF-');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const EXECUTABLES = [
  ascii('MZ'),
  [0x7f, 0x45, 0x4c, 0x46],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
];
const GIF = ascii('GIF8');

/** Text at the start of the file: HTML, SVG, other XML, plain text, or null for binary data. */
function textKind(bytes: Uint8Array): ContentKind | null {
  const head = bytes.subarray(0, 1024);
  // Binary data: NULs or control characters other than tab, line breaks and form feed.
  if (head.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x1b))) return null;
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (/^<(!doctype html|html|head|body|script|iframe)\b/.test(text) || text.includes('<html')) return 'html';
  if (text.includes('<svg')) return 'svg';
  if (text.startsWith('<?xml')) return 'xml';
  return 'text';
}

/** A JPEG or PNG whose header sharp (libvips) can read; only the header is parsed, nothing is decoded. */
async function readableImage(bytes: Uint8Array, format: 'jpeg' | 'png'): Promise<ContentKind> {
  try {
    const meta = await sharp(bytes, { failOn: 'none' }).metadata();
    return meta.format === format && (meta.width ?? 0) > 0 ? format : 'damaged-image';
  } catch {
    return 'damaged-image';
  }
}

export async function contentKind(bytes: Uint8Array): Promise<ContentKind> {
  if (startsWith(bytes, JPEG)) return readableImage(bytes, 'jpeg');
  if (startsWith(bytes, PNG)) return readableImage(bytes, 'png');
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, ZIP)) return ooxmlKind(bytes);
  // Checked first: cfb would read other containers (ZIP) too.
  if (startsWith(bytes, OLE2)) return compoundKind(bytes);
  if (EXECUTABLES.some((signature) => startsWith(bytes, signature))) return 'executable';
  if (startsWith(bytes, GIF)) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return textKind(bytes) ?? 'unknown';
}

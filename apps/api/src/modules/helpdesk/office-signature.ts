// What an Office file really is (decision 0034), read without unpacking it.
// OOXML (docx, xlsx, pptx) is a ZIP: fflate lists its central directory and inflates only
// `[Content_Types].xml`, with caps on both sizes (a zip bomb gets no further), and the main part
// that file declares must be in the archive. Legacy Office (doc, xls, ppt) is an OLE2 compound file:
// cfb (SheetJS) reads its directory and the stream that makes it a document must sit at its root.
import CFB from 'cfb';
import { unzipSync } from 'fflate';

export type OfficeKind = 'docx' | 'xlsx' | 'pptx' | 'doc' | 'xls' | 'ppt';
/** Not an Office document of ours: a plain archive, a password-protected file, or a damaged one. */
export type OtherContainer = 'zip' | 'encrypted-office' | 'ole' | 'damaged-zip' | 'damaged-ole';

const CONTENT_TYPES = '[Content_Types].xml';
/** A real `[Content_Types].xml` is a few kilobytes. */
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;
/** More entries than any real document has: stop reading a directory built to keep us busy. */
const MAX_ZIP_ENTRIES = 20_000;

const MAIN_PART_TYPES: Record<string, OfficeKind> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml': 'pptx',
};

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    found[m[1] as string] = m[2] ?? m[3] ?? '';
  }
  return found;
}

/** The kind of a ZIP by the main part its content types declare and it holds. */
export function ooxmlKind(bytes: Uint8Array): OfficeKind | 'zip' | 'damaged-zip' {
  const names = new Set<string>();
  let contentTypes: Uint8Array | undefined;
  try {
    const entries = unzipSync(bytes, {
      filter: (entry) => {
        if (names.size >= MAX_ZIP_ENTRIES) throw new Error('too many entries');
        names.add(entry.name.toLowerCase());
        return (
          entry.name === CONTENT_TYPES &&
          entry.size <= MAX_CONTENT_TYPES_BYTES &&
          entry.originalSize <= MAX_CONTENT_TYPES_BYTES
        );
      },
    });
    contentTypes = entries[CONTENT_TYPES];
  } catch {
    return 'damaged-zip';
  }
  if (!contentTypes) return 'zip';
  const xml = new TextDecoder('utf-8', { fatal: false }).decode(contentTypes);
  for (const [tag] of xml.matchAll(/<Override\b[^>]*>/g)) {
    const { PartName: part = '', ContentType: type = '' } = attributes(tag);
    const kind = MAIN_PART_TYPES[type.trim()];
    if (kind && names.has(safeDecode(part).replace(/^\//, '').toLowerCase())) return kind;
  }
  return 'zip';
}

/** Part names are URIs; a malformed escape simply matches no entry. */
function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const u16 = (data: ArrayLike<number>, at: number) => (data[at] ?? 0) | ((data[at + 1] ?? 0) << 8);
/** Word 97+ (0xA5EC) and Word 6/95 (0xA5DC) documents start their WordDocument stream with this id. */
const WORD_IDS = new Set([0xa5ec, 0xa5dc]);
/** A BIFF5/BIFF8 workbook stream opens with a BOF record. */
const BIFF_BOF = 0x0809;

/** The kind of an OLE2 compound file by the streams at its root. */
export function compoundKind(bytes: Uint8Array): OfficeKind | 'encrypted-office' | 'ole' | 'damaged-ole' {
  let streams: Map<string, ArrayLike<number>>;
  try {
    const container = CFB.read(bytes, { type: 'array' });
    const root = container.FullPaths[0] ?? '';
    streams = new Map();
    container.FileIndex.forEach((entry, i) => {
      const path = container.FullPaths[i] ?? '';
      if (entry.type === 2 && path === `${root}${entry.name}`) streams.set(entry.name, entry.content ?? []);
    });
  } catch {
    return 'damaged-ole';
  }
  const word = streams.get('WordDocument');
  if (word && WORD_IDS.has(u16(word, 0))) return 'doc';
  const book = streams.get('Workbook') ?? streams.get('Book');
  if (book && u16(book, 0) === BIFF_BOF) return 'xls';
  if (streams.has('PowerPoint Document')) return 'ppt';
  if (streams.has('EncryptedPackage')) return 'encrypted-office';
  return 'ole';
}

// The files of a helpdesk message (issue 15, decision 0034): at most five, each at most 10 MB and not
// empty, with one of the allowed extensions and content that really is what the extension says.
// Nothing is stored here: the caller stores what this returns, and only when all files passed.
import { inputError } from '../../shared/errors.ts';
import { extensionOf, sanitiseFileName } from './attachment-name.ts';
import { type ContentKind, contentKind } from './content-kind.ts';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;

export const ATTACHMENT_EXTENSIONS = [
  'jpeg',
  'png',
  'pdf',
  'xlsx',
  'xls',
  'pptx',
  'ppt',
  'docx',
  'doc',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

export interface CheckedAttachment {
  /** Sanitised (attachment-name.ts); for showing and for Content-Disposition, never a path. */
  fileName: string;
  extension: AttachmentExtension;
  mimeType: string;
  bytes: Uint8Array;
}

export const MIME_TYPES: Record<AttachmentExtension, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

export const TOO_MANY_ATTACHMENTS = 'A message takes at most 5 files; send the others in another reply.';
const ALLOWED_LIST = 'JPEG or JPG, PNG, PDF, DOC, DOCX, XLS, XLSX, PPT or PPTX';

/** The stored extension for a name's extension, or null when it is not allowed. */
export function allowedExtension(extension: string): AttachmentExtension | null {
  const normalised = extension === 'jpg' ? 'jpeg' : extension;
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(normalised)
    ? (normalised as AttachmentExtension)
    : null;
}

/** Rounded up, so that a file just over the limit does not read "10.0 MB". */
const megabytes = (bytes: number) => `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;

function refuseSize(fileName: string, size: number): void {
  if (size > MAX_ATTACHMENT_BYTES) {
    throw inputError(
      `${fileName} is ${megabytes(size)}, more than the 10 MB a file may have: attach a smaller copy (a compressed PDF, a smaller picture) or share it another way.`,
    );
  }
  if (size === 0) throw inputError(`${fileName} is empty: attach the file again, or a copy that opens.`);
}

async function checkOne(file: File): Promise<CheckedAttachment> {
  const fileName = sanitiseFileName(file.name);
  const written = extensionOf(fileName);
  const extension = allowedExtension(written);
  if (!extension) {
    const what = written ? `.${written} files are not accepted` : 'it has no file extension';
    throw inputError(`${fileName} cannot be attached: ${what}. Attach a ${ALLOWED_LIST} file.`);
  }
  // The declared size first: an oversized file is refused before it is read.
  refuseSize(fileName, file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  refuseSize(fileName, bytes.length);
  const found = await contentKind(bytes);
  if (found !== extension) throw inputError(mismatchMessage(fileName, extension, found));
  return { fileName, extension, mimeType: MIME_TYPES[extension], bytes };
}

/**
 * Refuses (throws inputError from shared/errors.ts, naming the file and the reason) a 6th file, an
 * oversized or empty file, a forbidden extension, or content that does not match the extension;
 * nothing is stored.
 */
export async function checkAttachments(files: readonly File[]): Promise<CheckedAttachment[]> {
  if (files.length > MAX_ATTACHMENTS_PER_MESSAGE) throw inputError(TOO_MANY_ATTACHMENTS);
  const checked: CheckedAttachment[] = [];
  // One after the other: at most one file's bytes are being inspected at a time.
  for (const file of files) checked.push(await checkOne(file));
  return checked;
}

const KIND_NAMES: Record<ContentKind, string> = {
  jpeg: 'a JPEG picture',
  png: 'a PNG picture',
  pdf: 'a PDF document',
  docx: 'a Word document (DOCX)',
  xlsx: 'an Excel workbook (XLSX)',
  pptx: 'a PowerPoint presentation (PPTX)',
  doc: 'a Word 97–2003 document (DOC)',
  xls: 'an Excel 97–2003 workbook (XLS)',
  ppt: 'a PowerPoint 97–2003 presentation (PPT)',
  zip: 'a ZIP archive without an Office document in it',
  'damaged-zip': 'a damaged ZIP archive',
  ole: 'a compound file that is not a Word, Excel or PowerPoint document',
  'damaged-ole': 'a damaged compound file',
  'encrypted-office': 'a password-protected Office file',
  'damaged-image': 'a damaged or incomplete picture',
  html: 'an HTML page',
  svg: 'an SVG drawing',
  xml: 'an XML file',
  executable: 'a program',
  gif: 'a GIF picture',
  webp: 'a WebP picture',
  text: 'plain text',
  unknown: 'something else',
};

/** "report.png is not a PNG picture: its content is an HTML page. Attach the original file." */
function mismatchMessage(fileName: string, extension: AttachmentExtension, found: ContentKind): string {
  const expected = KIND_NAMES[extension];
  const advice =
    found === 'encrypted-office'
      ? 'Remove the password in Office (save a copy without it) and attach that.'
      : allowedExtension(found)
        ? `Attach it with the extension .${found}, or attach the original file.`
        : 'Attach the original file.';
  return `${fileName} is not ${expected}: its content is ${KIND_NAMES[found]}. ${advice}`;
}

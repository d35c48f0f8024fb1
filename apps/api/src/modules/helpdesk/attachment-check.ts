// TEMPORARY (feat/helpdesk-api): the minimal check of attachments with the interface the shared
// decisions fix; the "files" engineer's full version (feat/helpdesk-files) replaces this file at
// merge. Extension and content signature must agree; 10 MB each, 5 per message; names sanitised.
import { inputError } from '../../shared/errors.ts';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;

export type AttachmentExtension = 'jpeg' | 'png' | 'pdf' | 'xlsx' | 'xls' | 'pptx' | 'ppt' | 'docx' | 'doc';

export interface CheckedAttachment {
  fileName: string;
  extension: AttachmentExtension;
  mimeType: string;
  bytes: Uint8Array;
}

const KINDS: Record<
  string,
  { extension: AttachmentExtension; mimeType: string; signature: number[]; part?: string }
> = {
  jpg: { extension: 'jpeg', mimeType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
  jpeg: { extension: 'jpeg', mimeType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
  png: {
    extension: 'png',
    mimeType: 'image/png',
    signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  pdf: { extension: 'pdf', mimeType: 'application/pdf', signature: [0x25, 0x50, 0x44, 0x46] },
  xls: { extension: 'xls', mimeType: 'application/vnd.ms-excel', signature: [0xd0, 0xcf, 0x11, 0xe0] },
  ppt: { extension: 'ppt', mimeType: 'application/vnd.ms-powerpoint', signature: [0xd0, 0xcf, 0x11, 0xe0] },
  doc: { extension: 'doc', mimeType: 'application/msword', signature: [0xd0, 0xcf, 0x11, 0xe0] },
  xlsx: {
    extension: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    signature: [0x50, 0x4b, 0x03, 0x04],
    part: 'xl/',
  },
  pptx: {
    extension: 'pptx',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    signature: [0x50, 0x4b, 0x03, 0x04],
    part: 'ppt/',
  },
  docx: {
    extension: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signature: [0x50, 0x4b, 0x03, 0x04],
    part: 'word/',
  },
};

/** The name without directories or control characters, at most 200 characters. */
function sanitiseName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  return [...clean].slice(-200).join('') || 'file';
}

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

export async function checkAttachments(files: readonly File[]): Promise<CheckedAttachment[]> {
  if (files.length > MAX_ATTACHMENTS_PER_MESSAGE) {
    const extra = files[MAX_ATTACHMENTS_PER_MESSAGE]?.name ?? '';
    throw inputError(
      `Attach at most ${MAX_ATTACHMENTS_PER_MESSAGE} files to a message: "${extra}" is one too many.`,
    );
  }
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    const fileName = sanitiseName(file.name);
    const dot = fileName.lastIndexOf('.');
    const kind = dot > 0 ? KINDS[fileName.slice(dot + 1).toLowerCase()] : undefined;
    if (!kind) {
      throw inputError(
        `"${fileName}" cannot be attached: use jpeg, jpg, png, pdf, xlsx, xls, pptx, ppt, docx or doc.`,
      );
    }
    if (file.size === 0) throw inputError(`"${fileName}" is empty.`);
    if (file.size > MAX_ATTACHMENT_BYTES) throw inputError(`"${fileName}" is larger than 10 MB.`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const signed = kind.signature.every((b, i) => bytes[i] === b);
    const text = kind.part ? latin1(bytes) : '';
    if (!signed || (kind.part && !(text.includes('[Content_Types].xml') && text.includes(kind.part)))) {
      throw inputError(
        `"${fileName}" is not a real .${kind.extension} file: its content does not match its extension.`,
      );
    }
    checked.push({ fileName, extension: kind.extension, mimeType: kind.mimeType, bytes });
  }
  return checked;
}

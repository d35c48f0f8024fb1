// The attachment limits of the helpdesk (the API's attachment-check.ts decides; these are the same
// numbers): at most 5 files per message, 10 MB each, these extensions. The forms show them as a
// hint and the storefront refuses an obvious mistake before sending 50 MB to the API; whether the
// content matches its extension only the API checks.

export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = [
  'jpeg',
  'jpg',
  'png',
  'pdf',
  'xlsx',
  'xls',
  'pptx',
  'ppt',
  'docx',
  'doc',
];
/** The file input's `accept` list. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
/** The largest multipart post a form may send: every file at its limit plus the text fields. */
export const MAX_FORM_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 1024 * 1024;

export interface AttachmentProblem {
  key: string;
  values: Record<string, string | number>;
}

/** The files a form sent: an empty file input sends one nameless empty file, which is no file. */
export function attachedFiles(form: FormData, name = 'attachments'): File[] {
  return form.getAll(name).filter((value): value is File => value instanceof File && value.size > 0);
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The first problem with the chosen files, as a language-file key with values; null when they may go. */
export function attachmentProblem(
  files: readonly { name: string; size: number }[],
): AttachmentProblem | null {
  if (files.length > MAX_ATTACHMENTS) {
    return { key: 'helpdesk.attachments.too_many', values: { count: MAX_ATTACHMENTS } };
  }
  for (const file of files) {
    if (!ATTACHMENT_EXTENSIONS.includes(extensionOf(file.name))) {
      return { key: 'helpdesk.attachments.wrong_type', values: { name: file.name } };
    }
    if (file.size > MAX_ATTACHMENT_BYTES) {
      return { key: 'helpdesk.attachments.too_large', values: { name: file.name, size: 10 } };
    }
  }
  return null;
}

/** The icon family of an attachment, by its stored extension. */
export function fileKindOf(extension: string): 'image' | 'pdf' | 'sheet' | 'slides' | 'text' {
  if (extension === 'jpeg' || extension === 'jpg' || extension === 'png') return 'image';
  if (extension === 'pdf') return 'pdf';
  if (extension === 'xlsx' || extension === 'xls') return 'sheet';
  if (extension === 'pptx' || extension === 'ppt') return 'slides';
  return 'text';
}

/** A size in the interface language: KB below 1 MB (a decimal below 10 KB), else MB (one decimal). */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  const value = megabytes ? bytes / 1024 / 1024 : bytes / 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes || value < 10 ? 1 : 0,
  }).format(value);
}

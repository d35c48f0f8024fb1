// The name an attachment keeps (decision 0034): shown in the thread and offered when it is
// downloaded, never used on disk (stored files get random names). So it only has to be safe to show
// and to save on any system: no folders, no control or direction-changing characters, none of the
// characters Windows forbids, not hidden, not endless — and it keeps its extension.

/** Longest name kept, in characters (file systems allow 255 bytes; UTF-8 takes up to 4 a character). */
export const MAX_FILE_NAME_LENGTH = 120;
const FALLBACK_STEM = 'attachment';
/** Longer "extensions" are part of the name (e.g. `minutes.2026-11-24 final`). */
const MAX_EXTENSION_LENGTH = 10;

function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  if (!extension || extension.length > MAX_EXTENSION_LENGTH || /\s/.test(extension)) {
    return { stem: name, extension: '' };
  }
  return { stem: name.slice(0, dot), extension };
}

/** Cuts by characters (code points), never inside a surrogate pair, and drops what the cut leaves dangling. */
function cut(text: string, length: number): string {
  return Array.from(text)
    .slice(0, Math.max(length, 0))
    .join('')
    .replace(/[\s.]+$/, '');
}

/** The file name without folders or unsafe characters, at most MAX_FILE_NAME_LENGTH long. */
export function sanitiseFileName(raw: string): string {
  const cleaned = (raw.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    // Tabs, line breaks and runs of spaces become one space; other control characters and format
    // characters (U+202E makes "gpj.exe" read "exe.jpg") go.
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    // A leading dot hides a file on Unix; Windows drops trailing dots and spaces.
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const { stem, extension } = splitExtension(cleaned);
  const suffix = extension ? `.${extension}` : '';
  const kept = cut(stem, MAX_FILE_NAME_LENGTH - Array.from(suffix).length);
  return `${kept || FALLBACK_STEM}${suffix}`;
}

/** The extension of a (sanitised) name in lower case, or '' when it has none. */
export function extensionOf(name: string): string {
  return splitExtension(name).extension.toLowerCase();
}

import { describe, expect, it } from 'vitest';
import { extensionOf, MAX_FILE_NAME_LENGTH, sanitiseFileName } from './attachment-name.ts';

describe('sanitiseFileName', () => {
  it('keeps ordinary names, in any script, as they were sent', () => {
    expect(sanitiseFileName('План гостиной (v2).PDF')).toBe('План гостиной (v2).PDF');
    expect(sanitiseFileName('notes.docx')).toBe('notes.docx');
  });

  it('drops folders of either kind of path', () => {
    expect(sanitiseFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(sanitiseFileName('C:\\Users\\anna\\Desktop\\plan.pdf')).toBe('plan.pdf');
  });

  it('drops control and direction-changing characters and replaces those Windows forbids', () => {
    expect(sanitiseFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitiseFileName('a\u0000b\r\nc.pdf')).toBe('ab c.pdf');
    expect(sanitiseFileName('what? "this": <that>|*.png')).toBe('what_ _this__ _that___.png');
    expect(sanitiseFileName('  many    spaces\there .png')).toBe('many spaces here.png');
  });

  it('is never hidden, never ends in a dot and never empty', () => {
    expect(sanitiseFileName('.htaccess.png')).toBe('htaccess.png');
    expect(sanitiseFileName('report.pdf...')).toBe('report.pdf');
    expect(sanitiseFileName('.png')).toBe('png');
    expect(sanitiseFileName('/')).toBe('attachment');
    expect(sanitiseFileName('\u202E.pdf')).toBe('pdf');
  });

  it('shortens long names and keeps the extension', () => {
    const long = sanitiseFileName(`${'ж'.repeat(300)}.xlsx`);
    expect(Array.from(long)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('ж.xlsx')).toBe(true);
    // Never half of a surrogate pair.
    const emoji = sanitiseFileName(`${'🛋'.repeat(200)}.png`);
    expect(emoji).toBe(`${'🛋'.repeat(MAX_FILE_NAME_LENGTH - 4)}.png`);
  });
});

describe('extensionOf', () => {
  it('is the last extension in lower case, or nothing', () => {
    expect(extensionOf('Photo.JPG')).toBe('jpg');
    expect(extensionOf('archive.tar.PNG')).toBe('png');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('minutes.of the meeting')).toBe('');
  });
});

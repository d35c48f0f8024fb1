// Real files of every kind a helpdesk message takes, and the disguises it must refuse (issue 15 §4),
// as the `File`s an upload hands over. Pictures are drawn with sharp, the PDF with pdfkit, Office
// documents are built part by part (ooxml-files.ts, legacy-office-files.ts). fixtures/ holds what an
// office suite wrote: LibreOffice 7.4 saved the docx, xlsx and pptx built here as doc, xls and ppt
// (the ppt without its 580 KB thumbnail stream); a real PowerPoint 97 file is more than a test
// should assemble by hand.
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { docBytes, xlsBytes } from './legacy-office-files.ts';
import { docxBytes, pptxBytes, xlsxBytes } from './ooxml-files.ts';
import { zipParts } from './ooxml-package.ts';

export const TEN_MB = 10 * 1024 * 1024;

export function file(name: string, bytes: Uint8Array | string, type = 'application/octet-stream'): File {
  return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
}

const ROOM_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#efe7dc"/><rect x="40" y="110" width="160" height="50" rx="8" fill="#6b7f5e"/><rect x="220" y="60" width="60" height="100" fill="#b08d57"/></svg>',
);

export async function pngBytes(): Promise<Uint8Array> {
  return new Uint8Array(await sharp(ROOM_SVG).png().toBuffer());
}

export async function jpegBytes(): Promise<Uint8Array> {
  return new Uint8Array(await sharp(ROOM_SVG).jpeg({ quality: 80 }).toBuffer());
}

export function pdfBytes(title = 'Delivery plan'): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.fontSize(20).text(title).moveDown().fontSize(12).text('Floor 3, lift available, from 9 to 18.');
    doc.end();
  });
}

/** doc, xls and ppt files LibreOffice wrote (see the header). */
export function officeSuiteFiles() {
  const fixture = (name: string) =>
    new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)));
  return {
    doc: file('minutes.doc', fixture('libreoffice.doc'), 'application/msword'),
    xls: file('quantities.xls', fixture('libreoffice.xls'), 'application/vnd.ms-excel'),
    ppt: file('room options.ppt', fixture('libreoffice.ppt'), 'application/vnd.ms-powerpoint'),
  };
}

/** One real file of every allowed kind, by the extension it is stored with. */
export async function allowedFiles() {
  return {
    jpeg: file('Photo of the room.JPG', await jpegBytes(), 'image/jpeg'),
    png: file('plan.png', await pngBytes(), 'image/png'),
    pdf: file('delivery.pdf', await pdfBytes(), 'application/pdf'),
    docx: file('notes.docx', docxBytes()),
    xlsx: file('items.xlsx', xlsxBytes()),
    pptx: file('options.pptx', pptxBytes()),
    doc: file('notes.doc', docBytes()),
    xls: file('items.xls', xlsBytes()),
    ppt: officeSuiteFiles().ppt,
  };
}

/** A Windows program: the MZ header, the PE offset and signature. */
export function executableBytes(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0x4d, 0x5a, 0x90, 0x00]);
  bytes.set([0x80, 0x00, 0x00, 0x00], 0x3c);
  bytes.set([0x50, 0x45, 0x00, 0x00], 0x80);
  return bytes;
}

/** The files a message must refuse, each with why (issue 15 §4). */
export async function disguisedFiles() {
  const oversized = new Uint8Array(TEN_MB + 1);
  oversized.set(await pdfBytes());
  return {
    htmlAsPng: file(
      'report.png',
      '<!doctype html><html><body><script>alert(1)</script></body></html>',
      'image/png',
    ),
    exeAsPdf: file('invoice.pdf', executableBytes(), 'application/pdf'),
    zipAsDocx: file('contract.docx', zipParts({ 'readme.txt': 'Not a Word document.' })),
    docxAsXlsx: file('budget.xlsx', docxBytes()),
    oversized: file('scan.pdf', oversized, 'application/pdf'),
    empty: file('empty.pdf', new Uint8Array(0), 'application/pdf'),
    exe: file('setup.exe', executableBytes(), 'application/x-msdownload'),
    svg: file('logo.svg', ROOM_SVG, 'image/svg+xml'),
  };
}

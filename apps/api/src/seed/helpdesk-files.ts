// The demo tickets' attachments, drawn at seed time: a floor plan as a PDF (pdfkit, the DejaVu font
// the design PDFs use, so Cyrillic prints) and a fabric swatch as a PNG (sharp).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { CheckedAttachment } from '../modules/helpdesk/attachment-check.ts';

const fonts = createRequire(import.meta.url);
const REGULAR = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

/** A one-page plan of a room with its measures. */
export function floorPlanPdf(title: string): Promise<CheckedAttachment> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', layout: 'landscape', info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('error', reject);
    doc.on('end', () =>
      resolve({
        fileName: 'План гостиной.pdf',
        extension: 'pdf',
        mimeType: 'application/pdf',
        bytes: new Uint8Array(Buffer.concat(chunks)),
      }),
    );
    doc.registerFont('regular', REGULAR);
    doc.font('regular').fontSize(16).text(title, 40, 30);
    doc.rect(60, 80, 360, 220).lineWidth(3).stroke('#27272a');
    doc.rect(60, 80, 120, 60).lineWidth(1).stroke('#7c3aed');
    doc.fontSize(10).text('4,2 м', 220, 305).text('3,6 м', 425, 180);
    doc.text('Окно', 230, 66).text('Диван 2,4 × 1,0 м', 68, 100);
    doc.end();
  });
}

/** A swatch of the fabric: a woven-looking square in the colour offered. */
export async function fabricSwatchPng(colour: string): Promise<CheckedAttachment> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
    <rect width="320" height="240" fill="${colour}"/>
    ${Array.from({ length: 24 }, (_, i) => `<rect x="${i * 14}" width="6" height="240" fill="#ffffff" opacity="0.08"/>`).join('')}
    ${Array.from({ length: 18 }, (_, i) => `<rect y="${i * 14}" width="320" height="6" fill="#000000" opacity="0.08"/>`).join('')}
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
  return {
    fileName: 'Ткань — образец.png',
    extension: 'png',
    mimeType: 'image/png',
    bytes: new Uint8Array(bytes),
  };
}

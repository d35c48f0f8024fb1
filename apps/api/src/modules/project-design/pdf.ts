// The design PDF (issue 13 §1), drawn with pdfkit from data alone: a cover (project name, delivery
// address, date), one landscape page per image board with its picture, numbered markers at the
// points and a legend of the products behind the numbers, a page of notes and colour palettes, and
// the project's product list with totals. Text is set in DejaVu Sans (embedded, subset), which has
// Cyrillic. Pure: the caller reads the pictures and formats prices and dates; data in, bytes out.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const fonts = createRequire(import.meta.url);
const REGULAR = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = fonts.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type PdfLanguage = 'en' | 'ru' | 'es';

export interface PdfLegendItem {
  number: number;
  name: string;
  sku: string;
  qty: string;
  price: string;
  /** JPEG or PNG, or null to leave the place empty. */
  image: Buffer | null;
}

export interface PdfBoard {
  name: string | null;
  text: string | null;
  /** The board's picture, JPEG or PNG. */
  image: Buffer;
  width: number;
  height: number;
  /** Markers at fractions (0–1) of the picture's width and height. */
  markers: { number: number; x: number; y: number }[];
  legend: PdfLegendItem[];
}

export interface PdfNote {
  name: string | null;
  text: string | null;
  /** #rrggbb */
  colors: string[];
}

export interface PdfLine {
  name: string;
  sku: string;
  options: string;
  qty: string;
  unitPrice: string;
  rowTotal: string;
  image: Buffer | null;
}

export interface DesignPdfInput {
  language: PdfLanguage;
  /** The date of the document, already written in the store view's locale. */
  date: string;
  project: { id: number; name: string; description: string | null; address: string[] };
  boards: PdfBoard[];
  notes: PdfNote[];
  lines: PdfLine[];
  totals: { label: string; value: string }[];
}

const LABELS = {
  en: {
    kind: 'Design project',
    address: 'Delivery address',
    noAddress: 'Not given yet',
    date: 'Date',
    board: 'Board',
    onBoard: 'Products on this board',
    continued: 'continued',
    notes: 'Notes and colours',
    products: 'Products',
    noProducts: 'No products in the project yet.',
    qty: 'Qty',
    price: 'Price',
    rowTotal: 'Total',
    sku: 'SKU',
    page: 'Page',
    summary: (boards: number, lines: number) => `${boards} design board(s), ${lines} product line(s)`,
  },
  ru: {
    kind: 'Дизайн-проект',
    address: 'Адрес доставки',
    noAddress: 'Пока не указан',
    date: 'Дата',
    board: 'Доска',
    onBoard: 'Товары на этой доске',
    continued: 'продолжение',
    notes: 'Заметки и цвета',
    products: 'Товары',
    noProducts: 'В проекте пока нет товаров.',
    qty: 'Кол-во',
    price: 'Цена',
    rowTotal: 'Сумма',
    sku: 'Артикул',
    page: 'Стр.',
    summary: (boards: number, lines: number) => `Досок: ${boards}, позиций товаров: ${lines}`,
  },
  es: {
    kind: 'Proyecto de diseño',
    address: 'Dirección de entrega',
    noAddress: 'Aún sin indicar',
    date: 'Fecha',
    board: 'Tablero',
    onBoard: 'Productos de este tablero',
    continued: 'continuación',
    notes: 'Notas y colores',
    products: 'Productos',
    noProducts: 'El proyecto aún no tiene productos.',
    qty: 'Cant.',
    price: 'Precio',
    rowTotal: 'Total',
    sku: 'SKU',
    page: 'Pág.',
    summary: (boards: number, lines: number) => `${boards} tablero(s), ${lines} línea(s) de productos`,
  },
} as const;

const INK = '#1f2430';
const MUTED = '#6b7280';
const ACCENT = '#1f3a5f';
const RULE = '#d9dce1';

type Doc = PDFKit.PDFDocument;

function marker(doc: Doc, x: number, y: number, number: number, radius = 10) {
  doc.save();
  doc.circle(x, y, radius).lineWidth(1.5).fillAndStroke(ACCENT, '#ffffff');
  const text = String(number);
  doc
    .font('bold')
    .fontSize(radius * 0.95)
    .fillColor('#ffffff');
  const width = doc.widthOfString(text);
  doc.text(text, x - width / 2, y - doc.currentLineHeight() / 2 + 0.5, { lineBreak: false });
  doc.restore();
}

function thumbnail(doc: Doc, image: Buffer | null, x: number, y: number, size: number) {
  doc.save();
  doc.rect(x, y, size, size).lineWidth(0.5).strokeColor(RULE).stroke();
  if (image) doc.image(image, x + 1, y + 1, { fit: [size - 2, size - 2], align: 'center', valign: 'center' });
  doc.restore();
}

function cover(doc: Doc, input: DesignPdfInput) {
  const t = LABELS[input.language];
  const { left } = doc.page.margins;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.rect(0, 0, doc.page.width, 12).fill(ACCENT);
  doc
    .font('regular')
    .fontSize(12)
    .fillColor(MUTED)
    .text(t.kind.toUpperCase(), left, 120, { characterSpacing: 2 });
  doc.moveDown(0.5);
  doc.font('bold').fontSize(28).fillColor(INK).text(input.project.name, { width });
  if (input.project.description) {
    doc.moveDown(0.6);
    doc.font('regular').fontSize(11).fillColor(INK).text(input.project.description, { width });
  }
  doc.moveDown(2);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(1);
  doc.font('bold').fontSize(10).fillColor(MUTED).text(t.address.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.3);
  const address = input.project.address.length > 0 ? input.project.address : [t.noAddress];
  doc.font('regular').fontSize(12).fillColor(INK).text(address.join('\n'), { width });
  doc.moveDown(1.2);
  doc.font('bold').fontSize(10).fillColor(MUTED).text(t.date.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(12).fillColor(INK).text(input.date);
  doc.moveDown(1.2);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(t.summary(input.boards.length, input.lines.length));
}

function boardPage(doc: Doc, input: DesignPdfInput, board: PdfBoard, index: number) {
  const t = LABELS[input.language];
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 36 });
  const { left, top } = doc.page.margins;
  const bottom = doc.page.height - doc.page.margins.bottom - 14;
  const legendWidth = 240;
  const areaWidth = doc.page.width - left - doc.page.margins.right - legendWidth - 18;
  doc.font('bold').fontSize(16).fillColor(INK);
  doc.text(board.name?.trim() || `${t.board} ${index + 1}`, left, top, {
    width: areaWidth,
    height: 22,
    ellipsis: true,
  });
  const areaTop = top + 30;
  const areaHeight = bottom - areaTop;
  const scale = Math.min(areaWidth / board.width, areaHeight / board.height);
  const w = board.width * scale;
  const h = board.height * scale;
  const x0 = left;
  const y0 = areaTop;
  doc.image(board.image, x0, y0, { width: w, height: h });
  doc.rect(x0, y0, w, h).lineWidth(0.5).strokeColor(RULE).stroke();
  for (const point of board.markers) marker(doc, x0 + point.x * w, y0 + point.y * h, point.number);

  let x = left + areaWidth + 18;
  let y = top;
  const column = legendWidth;
  if (board.text?.trim()) {
    doc.font('regular').fontSize(9).fillColor(INK).text(board.text.trim(), x, y, { width: column });
    y = doc.y + 10;
  }
  doc.font('bold').fontSize(10).fillColor(MUTED).text(t.onBoard.toUpperCase(), x, y, { width: column });
  y = doc.y + 6;
  for (const item of board.legend) {
    const textX = x + 24 + 42;
    const textWidth = column - 24 - 42;
    doc.font('bold').fontSize(9);
    const nameHeight = doc.heightOfString(item.name, { width: textWidth });
    const rowHeight = Math.max(40, nameHeight + 26) + 8;
    if (y + rowHeight > bottom) {
      doc.addPage({ size: 'A4', layout: 'landscape', margin: 36 });
      x = doc.page.margins.left;
      y = doc.page.margins.top;
      doc.font('bold').fontSize(10).fillColor(MUTED);
      doc.text(`${t.onBoard.toUpperCase()} (${t.continued})`, x, y, { width: 400 });
      y = doc.y + 6;
    }
    marker(doc, x + 10, y + 12, item.number);
    thumbnail(doc, item.image, x + 24, y, 38);
    doc.font('bold').fontSize(9).fillColor(INK).text(item.name, textX, y, { width: textWidth });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${t.sku}: ${item.sku}`, textX, doc.y + 1, { width: textWidth });
    doc.fillColor(INK).text(`${item.qty} × ${item.price}`, textX, doc.y + 1, { width: textWidth });
    y += rowHeight;
  }
}

function notesPage(doc: Doc, input: DesignPdfInput) {
  const t = LABELS[input.language];
  doc.addPage({ size: 'A4', layout: 'portrait', margin: 50 });
  const { left } = doc.page.margins;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom - 14;
  doc.font('bold').fontSize(18).fillColor(INK).text(t.notes, left, doc.page.margins.top);
  doc.moveDown(0.8);
  for (const note of input.notes) {
    if (doc.y > bottom - 80) doc.addPage({ size: 'A4', layout: 'portrait', margin: 50 });
    if (note.name?.trim())
      doc.font('bold').fontSize(12).fillColor(INK).text(note.name.trim(), left, doc.y, { width });
    if (note.text?.trim())
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(INK)
        .text(note.text.trim(), left, doc.y + 2, { width });
    if (note.colors.length > 0) {
      const y = doc.y + 6;
      note.colors.forEach((color, i) => {
        const x = left + (i % 8) * 60;
        const row = y + Math.floor(i / 8) * 62;
        doc.rect(x, row, 48, 36).lineWidth(0.5).fillAndStroke(color, RULE);
        doc
          .font('regular')
          .fontSize(8)
          .fillColor(MUTED)
          .text(color, x, row + 40, { width: 56, lineBreak: false });
      });
      doc.x = left;
      doc.y = y + Math.ceil(note.colors.length / 8) * 62;
    }
    doc.moveDown(1);
  }
}

function productsPage(doc: Doc, input: DesignPdfInput) {
  const t = LABELS[input.language];
  doc.addPage({ size: 'A4', layout: 'portrait', margin: 50 });
  const { left } = doc.page.margins;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom - 14;
  doc.font('bold').fontSize(18).fillColor(INK).text(t.products, left, doc.page.margins.top);
  let y = doc.y + 10;
  if (input.lines.length === 0) {
    doc.font('regular').fontSize(11).fillColor(MUTED).text(t.noProducts, left, y);
    return;
  }
  // #, picture, product, qty, price, total
  const cols = {
    n: left,
    pic: left + 22,
    name: left + 68,
    qty: left + 300,
    price: left + 350,
    total: left + 425,
  };
  const nameWidth = cols.qty - cols.name - 8;
  const header = () => {
    doc.font('bold').fontSize(8).fillColor(MUTED);
    doc.text('#', cols.n, y, { width: 20 });
    doc.text(t.qty, cols.qty, y, { width: 46, align: 'right' });
    doc.text(t.price, cols.price, y, { width: 70, align: 'right' });
    doc.text(t.rowTotal, cols.total, y, { width: left + width - cols.total, align: 'right' });
    y += 14;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += 6;
  };
  header();
  input.lines.forEach((line, i) => {
    doc.font('bold').fontSize(9);
    const nameHeight = doc.heightOfString(line.name, { width: nameWidth });
    doc.font('regular').fontSize(8);
    const details = [`${t.sku}: ${line.sku}`, line.options].filter(Boolean).join('\n');
    const detailHeight = doc.heightOfString(details, { width: nameWidth });
    const rowHeight = Math.max(42, nameHeight + detailHeight + 4) + 8;
    if (y + rowHeight > bottom) {
      doc.addPage({ size: 'A4', layout: 'portrait', margin: 50 });
      y = doc.page.margins.top;
      header();
    }
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(String(i + 1), cols.n, y, { width: 20 });
    thumbnail(doc, line.image, cols.pic, y, 40);
    doc.font('bold').fontSize(9).fillColor(INK).text(line.name, cols.name, y, { width: nameWidth });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(details, cols.name, doc.y + 2, { width: nameWidth });
    doc.font('regular').fontSize(9).fillColor(INK);
    doc.text(line.qty, cols.qty, y, { width: 46, align: 'right' });
    doc.text(line.unitPrice, cols.price, y, { width: 70, align: 'right' });
    doc.text(line.rowTotal, cols.total, y, { width: left + width - cols.total, align: 'right' });
    y += rowHeight;
    doc
      .moveTo(left, y - 4)
      .lineTo(left + width, y - 4)
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke();
  });
  y += 6;
  for (const total of input.totals) {
    if (y + 18 > bottom) {
      doc.addPage({ size: 'A4', layout: 'portrait', margin: 50 });
      y = doc.page.margins.top;
    }
    const last = total === input.totals.at(-1);
    doc
      .font(last ? 'bold' : 'regular')
      .fontSize(last ? 11 : 10)
      .fillColor(INK);
    doc.text(total.label, cols.qty - 100, y, { width: 170, align: 'right' });
    doc.text(total.value, cols.total - 20, y, { width: left + width - cols.total + 20, align: 'right' });
    y += last ? 20 : 16;
  }
}

function footers(doc: Doc, input: DesignPdfInput) {
  const t = LABELS[input.language];
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const { left, right } = doc.page.margins;
    const y = doc.page.height - 30;
    const width = doc.page.width - left - right;
    // Written inside the bottom margin: lift it so pdfkit does not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(7).fillColor(MUTED);
    doc.text(input.project.name, left, y, {
      width: width - 80,
      height: 10,
      ellipsis: true,
      lineBreak: false,
    });
    doc.text(`${t.page} ${i + 1} / ${range.count}`, left + width - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/** Draws the design PDF; resolves with its bytes. */
export function renderDesignPdf(input: DesignPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    bufferPages: true,
    info: { Title: input.project.name, Subject: LABELS[input.language].kind, Creator: 'Atrium' },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  cover(doc, input);
  for (const [i, board] of input.boards.entries()) boardPage(doc, input, board, i);
  if (input.notes.length > 0) notesPage(doc, input);
  productsPage(doc, input);
  footers(doc, input);
  doc.end();
  return done;
}

// Small text helpers of the catalogue generator: Latin url keys from Russian names, shop-style
// price rounding, and tiny real PDF documents for attached files.

const RU_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** "Диван угловой «Осло»" → "divan-uglovoy-oslo" (lower-case latin, digits and dashes). */
export function slugify(text: string): string {
  return [
    ...text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, ''),
  ]
    .map((ch) => RU_LATIN[ch] ?? ch)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Russian shelf prices end in 90 or 990: 48 312 → 47 990, 4 312 → 4 290, 843 → 790. */
export function roundRub(value: number): number {
  if (value < 1_000) return Math.max(90, Math.floor(value / 100) * 100 - 10);
  if (value < 10_000) return Math.floor(value / 100) * 100 - 10;
  return Math.floor(value / 1_000) * 1_000 - 10;
}

/** US shelf prices: 24.99 under $100, then 649, 1,299. */
export function roundUsd(value: number): string {
  if (value < 100) return (Math.max(1, Math.floor(value)) + 0.99).toFixed(2);
  return (Math.floor(value / 10) * 10 - 1).toFixed(2);
}

/** A minimal but valid one-page PDF (Helvetica, ASCII text) with a title and lines of text. */
export function renderPdf(title: string, lines: string[]): Buffer {
  const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const text = [
    'BT',
    '/F1 20 Tf',
    '60 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -34 Td',
    ...lines.flatMap((l) => [`(${pdfText(l)}) Tj`, '0 -18 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// generateDesignPdf (issue 13 §1): gathers what the PDF shows — the project, its boards with their
// pictures and points, notes and palettes, the lines as the cart prices them — renders it
// (pdf.ts), stores it and answers a signed link. Readers of the project may ask for it.
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Decimal } from 'decimal.js';
import type { DesignPdf } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import {
  type DocumentMoney,
  type ProjectDocumentLine,
  type ProjectDocumentTotals,
  type ProjectView,
  projectAccess,
  projectById,
  projectLinesForDocument,
  projectTotalsForDocument,
} from '../projects/index.ts';
import { pruneOldPdfs, readStoredFile, storePdf } from './files.ts';
import { rasterise } from './image.ts';
import { type DesignPdfInput, type PdfLanguage, renderDesignPdf } from './pdf.ts';
import { designOf } from './service.ts';
import { projectMediaOf } from './settings.ts';
import { signedMediaUrl } from './signed-url.ts';

const TOTAL_LABELS: Record<PdfLanguage, { products: string; delivery: string; grand: string }> = {
  en: { products: 'Products total', delivery: 'Delivery', grand: 'Grand total' },
  ru: { products: 'Итого по товарам', delivery: 'Доставка', grand: 'Итого' },
  es: { products: 'Total de productos', delivery: 'Envío', grand: 'Total' },
};

const languageOf = (locale: string): PdfLanguage =>
  locale.startsWith('ru') ? 'ru' : locale.startsWith('es') ? 'es' : 'en';

const bcp47 = (locale: string) => locale.replace('_', '-');

function formatMoney(locale: string, money: DocumentMoney): string {
  const format = new Intl.NumberFormat(bcp47(locale), { style: 'currency', currency: money.currency });
  return money.min === money.max
    ? format.format(money.min)
    : `${format.format(money.min)} – ${format.format(money.max)}`;
}

function formatQty(locale: string, qty: number): string {
  return new Intl.NumberFormat(bcp47(locale), { maximumFractionDigits: 4 }).format(qty);
}

function addressLines(locale: string, view: ProjectView): string[] {
  const r = view.row;
  if (!r.addressCountryCode) return [];
  const country = new Intl.DisplayNames([bcp47(locale)], { type: 'region' }).of(r.addressCountryCode);
  return [
    [r.addressFirstname, r.addressLastname].filter(Boolean).join(' '),
    r.addressCompany ?? '',
    ...(r.addressStreet ?? []),
    [r.addressPostcode, r.addressCity].filter(Boolean).join(' '),
    country ?? r.addressCountryCode,
    r.addressTelephone ?? '',
  ].filter((line) => line.trim() !== '');
}

/** A catalogue picture drawn small for the PDF; null when it is missing or not a local file. */
async function productThumbnail(mediaDir: string, file: string | null): Promise<Buffer | null> {
  if (!file || /^https?:\/\//.test(file)) return null;
  const base = resolve(mediaDir, 'catalog', 'product');
  const path = resolve(base, file.replace(/^\/+/, ''));
  if (!path.startsWith(base + sep)) return null;
  try {
    return await rasterise(await readFile(path), 120);
  } catch {
    return null;
  }
}

function totals(
  language: PdfLanguage,
  locale: string,
  lines: ProjectDocumentLine[],
  project: ProjectDocumentTotals,
) {
  const [first] = lines;
  if (!first) return [];
  const sum = (pick: (line: ProjectDocumentLine) => number) =>
    lines
      .reduce((total, line) => total.plus(pick(line)), new Decimal(0))
      .toDecimalPlaces(2)
      .toNumber();
  const money = {
    min: sum((line) => line.rowTotal.min),
    max: sum((line) => line.rowTotal.max),
    currency: first.rowTotal.currency,
  };
  const labels = TOTAL_LABELS[language];
  return [
    { label: labels.products, value: formatMoney(locale, money) },
    { label: labels.delivery, value: formatMoney(locale, project.delivery) },
    { label: labels.grand, value: formatMoney(locale, project.grandTotal) },
  ];
}

export async function generateDesignPdf(ctx: RequestContext, projectId: number): Promise<DesignPdf> {
  await projectAccess(ctx, projectId, 'read');
  const settings = projectMediaOf(ctx);
  const [view, design, lines, projectTotals] = await Promise.all([
    projectById(ctx, projectId),
    designOf(ctx, projectId),
    projectLinesForDocument(ctx, projectId),
    projectTotalsForDocument(ctx, projectId),
  ]);
  const locale = ctx.locale;
  const language = languageOf(locale);
  const thumbnails = new Map<number, Buffer | null>(
    await Promise.all(
      lines.map(
        async (line) =>
          [line.projectProductId, await productThumbnail(settings.catalogMediaDir, line.imageFile)] as const,
      ),
    ),
  );
  const byId = new Map(lines.map((line) => [line.projectProductId, line]));

  const boards: DesignPdfInput['boards'] = [];
  for (const { element, points } of design) {
    if (element.elementType !== 'image_board' || !element.imageFile) continue;
    const image = await readStoredFile(settings.dir, element.imageFile).catch(() => null);
    if (!image || !element.imageWidth || !element.imageHeight) continue;
    // One number per product line on a board, in the order its points were placed.
    const numbers = new Map<number, number>();
    for (const point of points) {
      if (!numbers.has(point.projectProductId)) numbers.set(point.projectProductId, numbers.size + 1);
    }
    boards.push({
      name: element.name,
      text: element.text,
      image,
      width: element.imageWidth,
      height: element.imageHeight,
      markers: points.map((point) => ({
        number: numbers.get(point.projectProductId) ?? 0,
        x: Number(point.x),
        y: Number(point.y),
      })),
      legend: [...numbers].flatMap(([lineId, number]) => {
        const line = byId.get(lineId);
        if (!line) return [];
        return [
          {
            number,
            name: line.options ? `${line.name} (${line.options})` : line.name,
            sku: line.sku,
            qty: formatQty(locale, line.qty),
            price: formatMoney(locale, line.unitPrice),
            image: thumbnails.get(lineId) ?? null,
          },
        ];
      }),
    });
  }

  const pdf = await renderDesignPdf({
    language,
    date: new Intl.DateTimeFormat(bcp47(locale), {
      dateStyle: 'long',
      timeZone: ctx.config.get('general/locale/timezone') ?? 'UTC',
    }).format(new Date()),
    project: {
      id: view.row.id,
      name: view.row.name,
      description: view.row.description,
      address: addressLines(locale, view),
    },
    boards,
    notes: design
      .filter(({ element }) => element.elementType !== 'image_board')
      .map(({ element }) => ({ name: element.name, text: element.text, colors: element.colors })),
    lines: lines.map((line) => ({
      name: line.name,
      sku: line.sku,
      options: line.options,
      qty: formatQty(locale, line.qty),
      unitPrice: formatMoney(locale, line.unitPrice),
      rowTotal: formatMoney(locale, line.rowTotal),
      image: thumbnails.get(line.projectProductId) ?? null,
    })),
    totals: totals(language, locale, lines, projectTotals),
  });
  await pruneOldPdfs(settings.dir, projectId, (settings.linkSeconds + 600) * 1000);
  const file = await storePdf(settings.dir, projectId, pdf);
  return {
    url: signedMediaUrl(settings, file),
    file_name: file.split('/').pop() ?? `project-${projectId}-design.pdf`,
  };
}

// What a project's products page shows: its lines (a page of them, with their comments, products,
// chosen variant and options), their price ranges and the project's totals (pricing.ts). A page
// of lines costs the same few statements however many lines it has (batched product loading).
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import { productLoader } from '../catalog/product/loader.ts';
import type { ProductRef } from '../catalog/product/product-ref.ts';
import { magentoDateTime } from '../customer/customer-view.ts';
import type { Amount } from '../pricing/types.ts';
import { configurableOptions, configuredVariant } from '../wishlist/item-view.ts';
import { type LinePrices, pricedProject } from './pricing.ts';
import type { ProjectView } from './project-view.ts';
import { listComments, type ProjectCommentRow, type ProjectLineRow } from './store.ts';

/** The parent of ProjectProducts. */
export interface LinesPage {
  view: ProjectView;
  currentPage: number;
  pageSize: number;
}

/** The parent of ProjectProduct. */
export interface LineView {
  view: ProjectView;
  row: ProjectLineRow;
  comments: ProjectCommentRow[];
  product: ProductRef;
}

export function linesPage(
  view: ProjectView,
  args: { currentPage?: number | null; pageSize?: number | null },
): LinesPage {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  return { view, currentPage, pageSize };
}

export async function pageTotalCount(ctx: RequestContext, page: LinesPage): Promise<number> {
  return (await pricedProject(ctx, page.view)).lines.length;
}

export async function pageInfo(ctx: RequestContext, page: LinesPage) {
  const total = await pageTotalCount(ctx, page);
  return {
    current_page: page.currentPage,
    page_size: page.pageSize,
    total_pages: Math.ceil(total / page.pageSize),
  };
}

export async function pageItems(ctx: RequestContext, page: LinesPage): Promise<LineView[]> {
  const { lines } = await pricedProject(ctx, page.view);
  const rows = lines.slice((page.currentPage - 1) * page.pageSize, page.currentPage * page.pageSize);
  const [comments, records] = await Promise.all([
    listComments(
      ctx.db,
      rows.map((r) => r.id),
    ),
    productLoader(ctx).records.loadMany(rows.map((r) => r.productId)),
  ]);
  return rows.map((row, i) => ({
    view: page.view,
    row,
    comments: comments.filter((c) => c.projectProductId === row.id),
    product: { id: row.productId, typeId: records[i]?.typeId ?? 'simple' },
  }));
}

const money = (ctx: RequestContext, value: Decimal) => ({
  value: value.toNumber(),
  currency: ctx.currency.display,
});
const range = (ctx: RequestContext, min: Decimal, max: Decimal) => ({
  minimal_price: money(ctx, min),
  maximal_price: money(ctx, max),
});

export async function pageTotals(ctx: RequestContext, page: LinesPage) {
  const { min, max, delivery } = await pricedProject(ctx, page.view);
  return {
    sub_total: range(ctx, min.subtotal.display, max.subtotal.display),
    sub_total_including_tax: range(ctx, min.subtotalInclTax.display, max.subtotalInclTax.display),
    delivery: range(ctx, delivery.min, delivery.max),
    grand_total: range(
      ctx,
      min.grandTotal.display.plus(delivery.min),
      max.grandTotal.display.plus(delivery.max),
    ),
  };
}

async function linePrices(ctx: RequestContext, line: LineView): Promise<LinePrices> {
  const prices = (await pricedProject(ctx, line.view)).prices.get(line.row.id);
  if (!prices) throw new Error(`project line ${line.row.id} was not priced`);
  return prices;
}

type Field = 'price' | 'priceInclTax' | 'rowTotal' | 'rowTotalInclTax';

export async function lineRange(ctx: RequestContext, line: LineView, field: Field) {
  const prices = await linePrices(ctx, line);
  const pick = (a: Amount) => a.display;
  return range(ctx, pick(prices.min[field]), pick(prices.max[field]));
}

export const lineQty = (line: LineView) => new Decimal(line.row.qty).toNumber();
export const lineAddedAt = (line: LineView) => magentoDateTime(line.row.addedAt);

export const lineComments = (line: LineView) =>
  line.comments.map((c) => ({
    id: c.id,
    comment: c.comment,
    author_name: c.authorName,
    created_at: magentoDateTime(c.createdAt),
  }));

const chosen = (line: LineView) => ({
  row: { productId: line.row.productId, childProductId: line.row.childProductId, options: line.row.options },
});

export const lineVariant = (ctx: RequestContext, line: LineView) => configuredVariant(ctx, chosen(line));
export const lineOptions = (ctx: RequestContext, line: LineView) => configurableOptions(ctx, chosen(line));

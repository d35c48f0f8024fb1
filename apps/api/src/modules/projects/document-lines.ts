// A project's lines as documents (the design PDF) print them: name, SKU, the options chosen as
// text, quantity, unit price and row total as the cart displays them (display currency; including
// tax where the store view's cart shows prices including tax, tax/cart_display/price = 2), and the
// product's small image.
import type { RequestContext } from '../../shared/context.ts';
import { productLoader } from '../catalog/product/loader.ts';
import { configurableOptions, customizableOptions } from '../wishlist/item-view.ts';
import { projectAccess } from './access.ts';
import { pricedProject } from './pricing.ts';
import { projectById } from './service.ts';

export interface DocumentMoney {
  /** Equal for simple lines and chosen variants; they differ while a configurable's options are open. */
  min: number;
  max: number;
  currency: string;
}

export interface ProjectDocumentLine {
  projectProductId: number;
  name: string;
  sku: string;
  /** "Colour: Red, Size: L" (configurable options, then custom options); empty when none. */
  options: string;
  qty: number;
  unitPrice: DocumentMoney;
  rowTotal: DocumentMoney;
  /** True when the amounts include tax. */
  includesTax: boolean;
  /** The small image's file under the media folder's catalog/product/ (e.g. "/a/b/ab.jpg"); null without one. */
  imageFile: string | null;
}

/** The lines of a project the caller may read, in the order they were added. */
export async function projectLinesForDocument(
  ctx: RequestContext,
  projectId: number,
): Promise<ProjectDocumentLine[]> {
  await projectAccess(ctx, projectId, 'read');
  const view = await projectById(ctx, projectId);
  const { lines, prices } = await pricedProject(ctx, view);
  const includesTax = ctx.config.get('tax/cart_display/price') === '2';
  const loader = productLoader(ctx);
  return Promise.all(
    lines.map(async (line): Promise<ProjectDocumentLine> => {
      const chosen = {
        row: { productId: line.productId, childProductId: line.childProductId, options: line.options },
      };
      const [record, variant, media, configurable, custom] = await Promise.all([
        loader.records.load(line.productId),
        line.childProductId === null ? undefined : loader.records.load(line.childProductId),
        loader.media.load(line.productId),
        configurableOptions(ctx, chosen),
        customizableOptions(ctx, chosen),
      ]);
      const options = [
        ...configurable.map((o) => `${o.option_label}: ${o.value_label}`),
        ...custom.map((o) => `${o.label}: ${o.values.map((v) => v.label || v.value).join(', ')}`),
      ].join(', ');
      const price = prices.get(line.id);
      const amount = (field: 'price' | 'priceInclTax' | 'rowTotal' | 'rowTotalInclTax'): DocumentMoney => ({
        min: price ? price.min[field].display.toNumber() : 0,
        max: price ? price.max[field].display.toNumber() : 0,
        currency: ctx.currency.display,
      });
      const small = media.find((m) => m.types.includes('small_image')) ?? media[0];
      return {
        projectProductId: line.id,
        name: record?.name ?? record?.sku ?? '',
        sku: variant?.sku ?? record?.sku ?? '',
        options,
        qty: Number(line.qty),
        unitPrice: amount(includesTax ? 'priceInclTax' : 'price'),
        rowTotal: amount(includesTax ? 'rowTotalInclTax' : 'rowTotal'),
        includesTax,
        imageFile: small?.file ?? null,
      };
    }),
  );
}

/** A project's delivery range and grand total (products, tax as the cart adds it, delivery), as documents print them. */
export interface ProjectDocumentTotals {
  delivery: DocumentMoney;
  grandTotal: DocumentMoney;
}

/** The totals of a project the caller may read, the same figures as `products.total_prices`. */
export async function projectTotalsForDocument(
  ctx: RequestContext,
  projectId: number,
): Promise<ProjectDocumentTotals> {
  await projectAccess(ctx, projectId, 'read');
  const { min, max, delivery } = await pricedProject(ctx, await projectById(ctx, projectId));
  const currency = ctx.currency.display;
  return {
    delivery: { min: delivery.min.toNumber(), max: delivery.max.toNumber(), currency },
    grandTotal: {
      min: min.grandTotal.display.plus(delivery.min).toNumber(),
      max: max.grandTotal.display.plus(delivery.max).toNumber(),
      currency,
    },
  };
}

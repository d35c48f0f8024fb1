// A product wanted in a plan — a project's line or an estimate's item: the SKU, the configurable's
// chosen options and the custom options resolved as the wish list resolves a buy request, and the
// quantity checked by the cart's rules (minimum, maximum, increments) but not against stock on
// hand, which is the cart's concern when the plan is bought.
import { Decimal } from 'decimal.js';
import type { EnteredOptionInput } from '../../generated/resolvers-types.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inputError } from '../../shared/errors.ts';
import type { ProductRecord } from '../catalog/product/loader.ts';
import { productLoader } from '../catalog/product/loader.ts';
import { fixedTaxesFor, productRecord } from '../catalog/product/service.ts';
import type { PricingItem } from '../pricing/types.ts';
import { type Candidate, ItemProblem, resolveCandidate, UnheldProduct } from '../wishlist/buy-request.ts';
import { maxSaleQty, QTY_NOT_POSITIVE, qtyProblem } from './qty-rules.ts';

export interface PlannedItemInput {
  sku: string;
  parent_sku?: string | null;
  selected_options?: string[] | null;
  entered_options?: EnteredOptionInput[] | null;
  quantity: number;
}

export interface PlannedItem extends Candidate {
  sku: string;
  /** The product charged: the configurable's chosen variant, else the product itself. */
  charged: ProductRecord;
}

/** Where the item goes, for the error messages: "Could not add … to the <noun>: …". */
export interface PlanKind {
  noun: string;
  /** The mutations for simple and configurable products, named when the wrong one was used. */
  simpleMutation: string;
  configurableMutation: string;
}

/** Why `qty` of `charged` cannot be planned (the cart's quantity rules), or null. */
export function saleProblem(ctx: RequestContext, qty: Decimal, charged: ProductRecord): string | null {
  // A plan is not a purchase yet: stock on hand is the cart's concern.
  const problem = qtyProblem(ctx, qty, { ...charged, isInStock: true, stockQty: maxSaleQty(ctx).toString() });
  return problem?.message ?? null;
}

export async function resolvePlannedItem(
  ctx: RequestContext,
  input: PlannedItemInput,
  kind: 'simple' | 'configurable',
  plan: PlanKind,
): Promise<PlannedItem> {
  const sku = input.sku.trim();
  const fail = (message: string) => inputError(`Could not add "${sku}" to the ${plan.noun}: ${message}`);
  const qty = new Decimal(Number.isFinite(input.quantity) ? input.quantity : 0);
  if (!qty.isFinite() || qty.lte(0)) throw fail(QTY_NOT_POSITIVE);
  const candidate = await resolveCandidate(
    ctx,
    ctx.db,
    {
      sku,
      parent_sku: input.parent_sku,
      selected_options: input.selected_options,
      entered_options: input.entered_options,
      // The quantity follows the cart's rules (below), not the wish list's.
      quantity: 1,
    },
    plan.noun,
  );
  if (candidate instanceof ItemProblem) {
    if (candidate.code === 'PRODUCT_NOT_FOUND' || candidate instanceof UnheldProduct) {
      throw inputError(candidate.message);
    }
    throw fail(candidate.message);
  }
  const main = await productRecord(ctx, candidate.productId);
  if (!main) throw inputError(`Could not find a product with SKU "${sku}"`);
  if (kind === 'simple' && main.typeId === 'configurable') {
    throw fail(`it is a configurable product; add it with ${plan.configurableMutation}.`);
  }
  if (kind === 'configurable' && main.typeId !== 'configurable') {
    throw fail(`it is not a configurable product; add it with ${plan.simpleMutation}.`);
  }
  const charged =
    candidate.childProductId === null ? main : await productRecord(ctx, candidate.childProductId);
  if (!charged) throw inputError(`Could not find a product with SKU "${sku}"`);
  const problem = saleProblem(ctx, qty, charged);
  if (problem) throw fail(problem);
  return { ...candidate, qty, sku, charged };
}

/** One priced choice of a plan's line: the product charged (a variant or the product itself) and its unit price. */
export interface PlannedChoice {
  key: string;
  /** The line's product (the configurable of a configurable line). */
  mainProductId: number;
  productId: number;
  qty: Decimal.Value;
  unit: Decimal;
}

/**
 * A plan's choices as the pricing engine's items, as the cart prices its lines: names, categories
 * (for catalogue rules), weights, and the fixed product taxes of `country` (the variant's own, else
 * its configurable's).
 */
export async function plannedPricingItems(
  ctx: RequestContext,
  country: string | undefined,
  picked: PlannedChoice[],
): Promise<PricingItem[]> {
  const loader = productLoader(ctx);
  const ids = [...new Set(picked.flatMap((c) => [c.productId, c.mainProductId]))];
  const taxes = await fixedTaxesFor(ctx, ids, country);
  return Promise.all(
    picked.map(async (c): Promise<PricingItem> => {
      const [record, own, categoryIds] = await Promise.all([
        loader.records.load(c.mainProductId),
        loader.records.load(c.productId),
        loader.categoryIds.load(c.mainProductId),
      ]);
      const ownTaxes = taxes.filter((t) => t.productId === c.productId);
      const lineTaxes = ownTaxes.length > 0 ? ownTaxes : taxes.filter((t) => t.productId === c.mainProductId);
      return {
        key: c.key,
        productId: c.productId,
        parentProductId: c.productId === c.mainProductId ? null : c.mainProductId,
        sku: own?.sku ?? record?.sku ?? '',
        name: record?.name ?? own?.sku ?? '',
        categoryIds,
        qty: new Decimal(c.qty),
        unitPrice: c.unit,
        weight: new Decimal(own?.weight ?? record?.weight ?? '0'),
        fixedTaxes: lineTaxes.map((t) => ({ label: t.label, amount: new Decimal(t.amount) })),
      };
    }),
  );
}

// Adding a grouped product the way Magento 2.4.7 takes it: addProductsToCart with the grouped SKU
// and one selected_options uid per member, base64("grouped/<member product id>/<qty>"). Each member
// named with a quantity above 0 becomes an ordinary line of that member, of that quantity (the
// input's own quantity is not used, as in Magento); a grouped SKU without such a uid answers
// Magento's "Please specify the quantity of product(s).". Clients may also add the members by
// their own SKUs, as any product. docs/catalogue.md describes the rules.
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { decodeUid } from '../catalog/category-service.ts';
import { groupedMembers } from '../catalog/product/grouped.ts';
import { productLoader } from '../catalog/product/loader.ts';
import { findProductsBySku, isListed } from '../catalog/product/service.ts';
import {
  type CartLine,
  type CartLineInput,
  GROUPED_QTY_MISSING,
  LineProblem,
  REQUIRED_OPTIONS,
} from './cart-line.ts';
import { NOT_AVAILABLE } from './qty-rules.ts';

/** Member id → quantity from the input's grouped uids (a later uid for the same member wins). */
function requestedQtys(input: CartLineInput): Map<number, Decimal> {
  const qtys = new Map<number, Decimal>();
  for (const uid of input.selected_options ?? []) {
    const match = uid ? /^grouped\/(\d+)\/(\d+(?:\.\d+)?)$/.exec(decodeUid(uid)) : null;
    if (match) qtys.set(Number(match[1]), new Decimal(match[2] as string));
  }
  return qtys;
}

/**
 * The lines an input makes when its SKU names a grouped product of the store view: one per member
 * named with a positive quantity (members the group does not offer are passed over, as Magento
 * does), or the problem; null when the SKU names no grouped product (the caller resolves the input
 * as usual).
 */
export async function groupedLines(
  ctx: RequestContext,
  input: CartLineInput,
): Promise<(CartLine | LineProblem)[] | null> {
  // Only an input naming members is a group's: the others (a grouped SKU without them too, which
  // resolveLine refuses) cost no look-up here.
  const qtys = requestedQtys(input);
  if (qtys.size === 0) return null;
  const sku = (input.parent_sku?.trim() || input.sku || '').trim();
  const [main] = await findProductsBySku(ctx.db, [sku]);
  if (main?.typeId !== 'grouped') return null;
  // A group outside the store view's catalogue is not found: resolveLine answers it.
  if (!main.isActive || !(await isListed(ctx.db, main.id, ctx.store.id))) return null;
  // Switched off for sale as a whole: its members stay on sale by their own SKUs.
  if (!(await productLoader(ctx).records.load(main.id))?.isInStock) {
    return [new LineProblem(NOT_AVAILABLE, 'NOT_SALABLE')];
  }
  const members = (await groupedMembers(ctx, main.id)).filter((m) => qtys.get(m.record.id)?.gt(0));
  if (members.length === 0) return [new LineProblem(GROUPED_QTY_MISSING)];
  const options = await productLoader(ctx).options.loadMany(members.map((m) => m.record.id));
  return members.map((m, i) => {
    // A member with a required custom option cannot be bought from the group (Magento's rule).
    if (options[i]?.some(({ option }) => option.isRequired)) return new LineProblem(REQUIRED_OPTIONS);
    return {
      productId: m.record.id,
      variantId: null,
      qty: qtys.get(m.record.id) as Decimal,
      options: {},
      bundle: {},
    };
  });
}

// Grouped products (Magento's "grouped" type, issue 18): a collection of simple or virtual products
// shown together and bought side by side, each member as its own cart line. The group itself has no
// price or stock of its own to sell: it shows its members' ("Starting at" the cheapest) and is in
// stock while one of them is. docs/catalogue.md describes the rules.
import type { RequestContext } from '../../../shared/context.ts';
import { type ProductRecord, productLoader } from './loader.ts';
import { type BasePrice, configurablePriceRange } from './prices.ts';
import type { ProductRef } from './product-ref.ts';

type Ctx = RequestContext;

export const isGrouped = (p: { typeId: string }) => p.typeId === 'grouped';

/** What a group may hold (Magento's rule): products bought as they are, without a choice to make. */
const MEMBER_TYPES = new Set(['simple', 'virtual']);

export interface GroupedMember {
  record: ProductRecord;
  position: number;
  /** The quantity the product page suggests ("0": the shopper chooses). */
  qty: string;
}

/**
 * The members a shopper can buy in this store view: active simple or virtual products priced in
 * its website, in the order of their position. A member priced in the other website only is not in this website's catalogue.
 */
export async function groupedMembers(ctx: Ctx, productId: number): Promise<GroupedMember[]> {
  const loader = productLoader(ctx);
  const links = await loader.groupedLinks.load(productId);
  const ids = links.map((l) => l.linkedProductId);
  const [records, prices] = await Promise.all([loader.records.loadMany(ids), loader.prices.loadMany(ids)]);
  return links.flatMap((link, i) => {
    const record = records[i];
    if (!record?.isActive || !MEMBER_TYPES.has(record.typeId) || !prices[i]?.price) return [];
    return [{ record, position: link.position, qty: link.qty }];
  });
}

/** `GroupedProduct.items`: each member with its position and default quantity. */
export async function groupedItems(ctx: Ctx, p: ProductRecord) {
  return (await groupedMembers(ctx, p.id)).map((m) => ({
    position: m.position,
    qty: Number(m.qty),
    product: { id: m.record.id, typeId: m.record.typeId } satisfies ProductRef,
  }));
}

/**
 * The price range over the members (base currency): the cheapest and the dearest of the in-stock
 * members, all members when none is in stock; null when the group has no member to buy. `price`
 * is a member's own price (passed in: the product service imports this file).
 */
export async function groupedPriceRange(
  ctx: Ctx,
  p: ProductRecord,
  price: (ctx: Ctx, id: number) => Promise<BasePrice>,
): Promise<{ minimum: BasePrice; maximum: BasePrice } | null> {
  const members = await groupedMembers(ctx, p.id);
  const prices = await Promise.all(members.map((m) => price(ctx, m.record.id)));
  return configurablePriceRange(
    members.map((m, i) => ({ ...(prices[i] as BasePrice), active: true, inStock: m.record.isInStock })),
  );
}

/** In stock: its own flag set and at least one member in stock. */
export async function groupedInStock(ctx: Ctx, p: ProductRecord): Promise<boolean> {
  if (!p.isInStock) return false;
  return (await groupedMembers(ctx, p.id)).some((m) => m.record.isInStock);
}

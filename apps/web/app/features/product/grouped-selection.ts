// A grouped product's members on the product page (issue 18): each member is bought as its own
// cart line in the quantity the shopper typed (starting at the group's default quantity), 0 leaves
// it out; the page checks the quantities and shows what the chosen members cost together.
import { validateMemberQuantity } from '~/lib/cart/grouped-quantities';
import { parseQuantity, type QuantityRules } from '~/lib/cart/quantity-rules';

export interface GroupedMemberView {
  uid: string;
  sku: string;
  name: string;
  /** The member's own page under the website (URL key and suffix), null when not visible on its own. */
  urlPath: string | null;
  image: { url: string; label: string } | null;
  price: { value: number; currency: string };
  regularPrice: { value: number; currency: string };
  inStock: boolean;
  rules: QuantityRules;
  /** The group's default quantity of the member (0 for an out-of-stock member). */
  defaultQuantity: number;
}

/** The starting quantities, by member SKU. */
export function initialMemberQuantities(members: readonly GroupedMemberView[]): Record<string, string> {
  return Object.fromEntries(members.map((member) => [member.sku, String(member.defaultQuantity)]));
}

/** Whether anything is wrong: a member's quantity, or no member to buy at all. */
export function groupedProblem(
  members: readonly GroupedMemberView[],
  quantities: Readonly<Record<string, string>>,
): 'quantity' | 'nothing_chosen' | null {
  let chosen = 0;
  for (const member of members) {
    const input = quantities[member.sku] ?? '0';
    if (validateMemberQuantity(member.rules, input)) return 'quantity';
    if (member.inStock && parseQuantity(input) > 0) chosen += 1;
  }
  return chosen === 0 ? 'nothing_chosen' : null;
}

/** What the chosen members cost together (null while a quantity is not a number). */
export function groupedTotal(
  members: readonly GroupedMemberView[],
  quantities: Readonly<Record<string, string>>,
): number | null {
  let total = 0;
  for (const member of members) {
    if (!member.inStock) continue;
    const text = (quantities[member.sku] ?? '0').trim();
    const quantity = text === '' ? 0 : parseQuantity(text);
    if (!Number.isFinite(quantity)) return null;
    total += member.price.value * quantity;
  }
  return Math.round(total * 100) / 100;
}

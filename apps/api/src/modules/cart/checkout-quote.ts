// CONTRACT (issue 5): what place order reads from the cart and writes back. Owned by the cart
// helper, who replaces these bodies; the checkout helper's placeOrder uses them.
import type { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import type { QuoteTotals } from '../pricing/types.ts';

export interface QuoteAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  countryCode: string;
  regionId: number | null;
  /** Region name as shown (directory name, or the free text for countries without a list). */
  region: string | null;
  regionCode: string | null;
  telephone: string | null;
  customerNotes: string | null;
  /** The address book entry it came from, else null. */
  customerAddressId: number | null;
  /** Save into the customer's address book when the order is placed. */
  saveInAddressBook: boolean;
}

export interface QuoteItemOption {
  /** Custom option or configurable attribute label, and the chosen value's label or entered text. */
  label: string;
  value: string;
}

export interface QuoteItem {
  id: number;
  /** The product charged and whose stock is taken: the variant of a configurable. */
  productId: number;
  /** The configurable parent, else null. */
  parentProductId: number | null;
  sku: string;
  name: string;
  qty: Decimal;
  /** Product's stock rules, for re-validation. */
  minSaleQty: Decimal;
  qtyIncrements: Decimal;
  options: QuoteItemOption[];
}

export interface CheckoutQuote {
  cartId: number;
  maskedId: string;
  websiteId: number;
  storeViewId: number;
  customerId: number | null;
  /** Guest e-mail, or the customer's. */
  email: string | null;
  comment: string | null;
  isVirtual: boolean;
  items: QuoteItem[];
  shippingAddress: QuoteAddress | null;
  billingAddress: QuoteAddress | null;
  shippingMethod: { carrierCode: string; methodCode: string } | null;
  payment: { code: string; additionalData: Record<string, string> } | null;
  totals: QuoteTotals;
}

/**
 * Loads the cart the caller may use (Magento's GetCartForUser messages: unknown, inactive, other
 * owner), locks its row when `db` is a transaction (SELECT … FOR UPDATE, so two placements of the
 * same cart run one after the other) and computes its totals.
 */
export async function loadCheckoutQuote(
  _ctx: RequestContext,
  _db: Db,
  _maskedCartId: string,
): Promise<CheckoutQuote> {
  throw new Error('loadCheckoutQuote is being built (issue 5, cart)');
}

/** Marks the cart inactive and records the order it became (inside the place-order transaction). */
export async function deactivateCart(_db: Db, _cartId: number, _orderId: number): Promise<void> {
  throw new Error('deactivateCart is being built (issue 5, cart)');
}

/** The order a cart became, if any: a retried placeOrder of an inactive cart answers with it. */
export async function findOrderIdOfCart(_ctx: RequestContext, _maskedCartId: string): Promise<number | null> {
  throw new Error('findOrderIdOfCart is being built (issue 5, cart)');
}

// CONTRACT (issue 5): the totals engine's input and output. Owned by the pricing helper; the cart
// (which builds the input) and the checkout/order code (which stores the output) depend on it.
// Change it only together with its consumers.
import type { Decimal } from 'decimal.js';
import type { CustomerType } from '../customer/tables.ts';

/** One cart line as the totals engine sees it. Amounts per unit, in the website's base currency. */
export interface PricingItem {
  /** The cart item id (as a string): keys every per-item result. */
  key: string;
  /** The product whose price is charged: the variant of a configurable, else the product itself. */
  productId: number;
  /** The configurable parent of a variant, else null (cart rules may match either). */
  parentProductId: number | null;
  sku: string;
  name: string;
  /** Categories of the product the shopper added (the parent of a variant). */
  categoryIds: number[];
  qty: Decimal;
  /**
   * Final unit price (special/tier price applied) plus custom option prices, as the catalogue
   * stores it: excluding tax, or including it where the website's prices include tax
   * (config tax/calculation/price_includes_tax, the ru website; ADR 0015).
   */
  unitPrice: Decimal;
  /** Unit weight (0 when unknown). */
  weight: Decimal;
  /** Fixed product taxes per unit for the shipping (else billing) country. */
  fixedTaxes: { label: string; amount: Decimal }[];
  /**
   * The unit price was agreed in a proposal (issue 14, cart_item.agreed_unit_price): `unitPrice` is
   * then excluding tax whatever the website's setting, and no cart rule or coupon takes part on the
   * row (nor counts it towards a rule's minimum subtotal). Absent: a catalogue price.
   */
  agreed?: boolean;
}

export interface PricingAddress {
  countryCode: string;
  regionId: number | null;
  postcode: string | null;
}

/** A shipping rate chosen on the cart, as the shipping module quotes it (base currency). */
export interface ShippingCharge {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  amount: Decimal;
}

export interface PricingQuote {
  websiteId: number;
  storeViewId: number;
  customer: { id: number; type: CustomerType } | null;
  items: PricingItem[];
  couponCode: string | null;
  shippingAddress: PricingAddress | null;
  billingAddress: PricingAddress | null;
  /** The base → display currency (RequestContext.currency). */
  currency: { base: string; display: string; rate: Decimal };
  now: Date;
}

/** An amount in the base currency and in the display currency, each rounded to its currency. */
export interface Amount {
  base: Decimal;
  display: Decimal;
}

export interface LabelledAmount {
  label: string;
  amount: Amount;
}

export interface ItemTotals {
  price: Amount;
  priceInclTax: Amount;
  rowTotal: Amount;
  rowTotalInclTax: Amount;
  /** Positive. */
  discount: Amount;
  discounts: LabelledAmount[];
  taxAmount: Amount;
  /** Sum of the rates applied to the item, e.g. 20 for 20 %. */
  taxPercent: Decimal;
  /** Per unit and per row. */
  fixedProductTaxes: { label: string; unit: Amount; row: Amount }[];
}

export interface QuoteTotals {
  items: Map<string, ItemTotals>;
  subtotal: Amount;
  subtotalInclTax: Amount;
  /** subtotal − discount (Magento's subtotal_with_discount_excluding_tax). */
  subtotalWithDiscount: Amount;
  /** Total discount, positive (items and shipping). */
  discount: Amount;
  /** One entry per rule label, positive amounts. */
  discounts: LabelledAmount[];
  /** One entry per tax rate title (includes tax on shipping). */
  appliedTaxes: (LabelledAmount & { percent: Decimal })[];
  taxAmount: Amount;
  /** Fixed product taxes summed per label over all rows. */
  fixedProductTaxes: LabelledAmount[];
  /** The selected shipping charge after free shipping and shipping discounts, null if none selected. */
  shipping:
    | (Omit<ShippingCharge, 'amount'> & { amount: Amount; amountInclTax: Amount; discount: Amount })
    | null;
  grandTotal: Amount;
  /** The coupon code still valid for this quote (null when none or it no longer applies). */
  couponCode: string | null;
  /**
   * The quote names a coupon code that does not apply now (unknown, expired, used up, conditions
   * no longer met). Place order fails with COUPON_NOT_VALID then, as Magento's coupon validation at
   * submit does, rather than charging the full price the shopper was not shown (ADR 0015).
   */
  couponRefused: boolean;
  appliedRuleIds: number[];
  /** A cart rule gives free shipping to the whole quote: carriers then quote 0. */
  freeShipping: boolean;
}

/**
 * The cart asks for the selected shipping rate once the rules are known (a free-shipping rule
 * changes what carriers charge). Returns null when no method is selected or it is unavailable.
 */
export type ShippingChargeLookup = (context: {
  freeShipping: boolean;
  /**
   * Base-currency subtotal after item discounts, excluding tax (what "free over a threshold" looks
   * at); equals the totals' `subtotalWithDiscount.base`.
   */
  subtotalWithDiscount: Decimal;
}) => Promise<ShippingCharge | null>;

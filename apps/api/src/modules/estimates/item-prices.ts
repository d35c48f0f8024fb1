// The price figures of an estimate item (design/b2b.md §4) and the estimate's totals, as pure
// decimal arithmetic in the website's base currency. Nothing is rounded here: the caller converts
// each amount to the display currency and rounds it once (shared/money.ts), so a row of 3 × 33.333…
// is 100.00, not 99.99. Figures of one amount per item (VAT, reward, cost, margin) are of the
// maximal client price; minimal and maximal differ only while a configurable's options are open.
import { Decimal } from 'decimal.js';
import type { SupplierFigures } from '../catalog/index.ts';

/** factoryPrice, factoryPriceDiscount (percent; none: 0), costFactor (none: 1): the catalogue's. */
export type { SupplierFigures };

export interface MinMax {
  min: Decimal;
  max: Decimal;
}

export interface ItemPriceInput {
  qty: Decimal;
  /**
   * The catalogue's unit price for this quantity (tiers, special prices, rules — as in the cart),
   * base currency; null = price on request. min/max differ for a configurable with open options.
   */
  catalogue: MinMax | null;
  managerCustomPrice: Decimal | null;
  partnerCustomPrice: Decimal | null;
  /** Of the priced product (the variant when one is chosen). */
  supplier: SupplierFigures;
  /** The store's VAT for the product's tax class (0 when none). */
  vatPercent: Decimal;
  /** Config `sales/partner/discount_percent`. */
  partnerDiscountPercent: Decimal;
  /**
   * The website's catalogue prices already include VAT (`tax/calculation/price_includes_tax`, the
   * Russian website): the VAT figures are then the client price itself. Default false.
   */
  pricesIncludeVat?: boolean;
}

/** All per unit unless "row"; base currency, not rounded. */
export interface ItemFigures {
  /** No catalogue price and no manager's custom price. */
  isPriceOnRequest: boolean;
  /** The manager's custom price if set, else the catalogue's; 0/0 while on request. */
  clientPrice: MinMax;
  rowTotal: MinMax;
  /** `managerPriceVat` and `rowTotalWithVat`: the maximal client price and row total including VAT. */
  clientPriceVat: Decimal;
  rowTotalVat: Decimal;
  /** The row total including VAT, minimal and maximal: the totals' `*_including_tax`. */
  rowTotalWithVat: MinMax;
  /** The partner's custom price if set, else the client price less `sales/partner/discount_percent`. */
  partnerPrice: MinMax;
  /** Client price − partner price (of the maximal), never below 0; its percent of the client price; × qty. */
  partnerReward: Decimal;
  partnerRewardPercent: Decimal;
  partnerRewardRowTotal: Decimal;
  /** factoryPrice × (1 − factoryPriceDiscount/100) × costFactor; null without a factory price. */
  cost: Decimal | null;
  /** The catalogue's (list) price ÷ cost: our markup; null without both. */
  priceFactor: Decimal | null;
  /** Client price − cost; null without a cost or a client price. */
  margin: Decimal | null;
  /** margin ÷ client price × 100; null when either is missing or the client price is 0. */
  costMargin: Decimal | null;
}

const ZERO = new Decimal(0);
const ONE = new Decimal(1);
const HUNDRED = new Decimal(100);

const both = (value: Decimal): MinMax => ({ min: value, max: value });
const scale = (range: MinMax, factor: Decimal): MinMax => ({
  min: range.min.times(factor),
  max: range.max.times(factor),
});
/** 1 − percent/100: what remains after a discount of `percent`. */
const lessPercent = (percent: Decimal) => ONE.minus(percent.dividedBy(HUNDRED));

/** The landed cost of one unit, or null when the supplier's price is unknown. */
export function unitCost(supplier: SupplierFigures): Decimal | null {
  if (supplier.factoryPrice === null) return null;
  return supplier.factoryPrice
    .times(lessPercent(supplier.factoryPriceDiscount ?? ZERO))
    .times(supplier.costFactor ?? ONE);
}

export function itemFigures(input: ItemPriceInput): ItemFigures {
  const { qty, catalogue, managerCustomPrice, partnerCustomPrice } = input;
  const isPriceOnRequest = catalogue === null && managerCustomPrice === null;
  const clientPrice = managerCustomPrice !== null ? both(managerCustomPrice) : (catalogue ?? both(ZERO));
  const rowTotal = scale(clientPrice, qty);
  const withVat = input.pricesIncludeVat ? ONE : ONE.plus(input.vatPercent.dividedBy(HUNDRED));

  const partnerPrice =
    partnerCustomPrice !== null
      ? both(partnerCustomPrice)
      : scale(clientPrice, lessPercent(input.partnerDiscountPercent));
  const partnerReward = Decimal.max(ZERO, clientPrice.max.minus(partnerPrice.max));

  const cost = unitCost(input.supplier);
  const priceFactor =
    cost !== null && !cost.isZero() && catalogue !== null ? catalogue.max.dividedBy(cost) : null;
  const margin = cost !== null && !isPriceOnRequest ? clientPrice.max.minus(cost) : null;
  const costMargin =
    margin !== null && !clientPrice.max.isZero() ? margin.dividedBy(clientPrice.max).times(HUNDRED) : null;

  return {
    isPriceOnRequest,
    clientPrice,
    rowTotal,
    clientPriceVat: clientPrice.max.times(withVat),
    rowTotalVat: rowTotal.max.times(withVat),
    rowTotalWithVat: scale(rowTotal, withVat),
    partnerPrice,
    partnerReward,
    partnerRewardPercent: clientPrice.max.isZero()
      ? ZERO
      : partnerReward.dividedBy(clientPrice.max).times(HUNDRED),
    partnerRewardRowTotal: partnerReward.times(qty),
    cost,
    priceFactor,
    margin,
    costMargin,
  };
}

export interface EstimateTotalsInput {
  items: ItemFigures[];
  /** The delivery cost of `delivery_info` (base currency), null while none is set. */
  deliveryCost: Decimal | null;
}

export interface EstimateTotals {
  subTotal: MinMax;
  delivery: MinMax;
  grandTotal: MinMax;
  /** The same including VAT: what the cart charges once the proposal is loaded into it. */
  subTotalInclTax: MinMax;
  grandTotalInclTax: MinMax;
}

/**
 * `sub_total` = Σ row totals; `snug_delivery_price_total` = the delivery cost; `grand_total` = their
 * sum. The `*_including_tax` totals sum the rows including VAT; the delivery cost is taken as the
 * manager entered it (what the client pays for delivery), so it is added to both alike.
 */
export function estimateTotals(input: EstimateTotalsInput): EstimateTotals {
  const sum = (row: (item: ItemFigures) => MinMax) =>
    input.items.reduce(
      (total, item) => ({ min: total.min.plus(row(item).min), max: total.max.plus(row(item).max) }),
      both(ZERO),
    );
  const subTotal = sum((item) => item.rowTotal);
  const subTotalInclTax = sum((item) => item.rowTotalWithVat);
  const delivery = both(input.deliveryCost ?? ZERO);
  const plusDelivery = (range: MinMax) => ({
    min: range.min.plus(delivery.min),
    max: range.max.plus(delivery.max),
  });
  return {
    subTotal,
    delivery,
    grandTotal: plusDelivery(subTotal),
    subTotalInclTax,
    grandTotalInclTax: plusDelivery(subTotalInclTax),
  };
}

// STAND-IN (feat/estimates-api): a minimal version of the estimate item price formulas (design/b2b.md
// §4) so that the estimates module compiles and runs; the rules branch's tested version replaces
// this file at the merge. Same exports and signatures. Base currency, nothing rounded.
import { Decimal } from 'decimal.js';

export interface SupplierFigures {
  factoryPrice: Decimal | null;
  factoryPriceDiscount: Decimal | null;
  costFactor: Decimal | null;
}

interface MinMax {
  min: Decimal;
  max: Decimal;
}

export interface ItemPriceInput {
  qty: Decimal;
  catalogue: MinMax | null;
  managerCustomPrice: Decimal | null;
  partnerCustomPrice: Decimal | null;
  supplier: SupplierFigures;
  vatPercent: Decimal;
  partnerDiscountPercent: Decimal;
}

export interface ItemFigures {
  isPriceOnRequest: boolean;
  clientPrice: MinMax;
  rowTotal: MinMax;
  clientPriceVat: Decimal;
  rowTotalVat: Decimal;
  partnerPrice: MinMax;
  partnerReward: Decimal;
  partnerRewardPercent: Decimal;
  partnerRewardRowTotal: Decimal;
  cost: Decimal | null;
  priceFactor: Decimal | null;
  margin: Decimal | null;
  costMargin: Decimal | null;
}

const ZERO = new Decimal(0);
const both = (d: Decimal): MinMax => ({ min: d, max: d });

export function itemFigures(input: ItemPriceInput): ItemFigures {
  const isPriceOnRequest = input.catalogue === null && input.managerCustomPrice === null;
  const clientPrice = input.managerCustomPrice
    ? both(input.managerCustomPrice)
    : (input.catalogue ?? both(ZERO));
  const rowTotal = { min: clientPrice.min.times(input.qty), max: clientPrice.max.times(input.qty) };
  const vat = input.vatPercent.div(100).plus(1);
  const share = new Decimal(1).minus(input.partnerDiscountPercent.div(100));
  const partnerPrice = input.partnerCustomPrice
    ? both(input.partnerCustomPrice)
    : { min: clientPrice.min.times(share), max: clientPrice.max.times(share) };
  const partnerReward = Decimal.max(ZERO, clientPrice.max.minus(partnerPrice.max));
  const { factoryPrice, factoryPriceDiscount, costFactor } = input.supplier;
  const cost =
    factoryPrice === null
      ? null
      : factoryPrice
          .times(new Decimal(1).minus((factoryPriceDiscount ?? ZERO).div(100)))
          .times(costFactor ?? 1);
  const margin = cost === null || isPriceOnRequest ? null : clientPrice.max.minus(cost);
  return {
    isPriceOnRequest,
    clientPrice,
    rowTotal,
    clientPriceVat: clientPrice.max.times(vat),
    rowTotalVat: rowTotal.max.times(vat),
    partnerPrice,
    partnerReward,
    partnerRewardPercent: clientPrice.max.isZero() ? ZERO : partnerReward.div(clientPrice.max).times(100),
    partnerRewardRowTotal: partnerReward.times(input.qty),
    cost,
    priceFactor:
      cost === null || cost.isZero() || input.catalogue === null ? null : input.catalogue.max.div(cost),
    margin,
    costMargin: margin === null || clientPrice.max.isZero() ? null : margin.div(clientPrice.max).times(100),
  };
}

export interface EstimateTotalsInput {
  items: ItemFigures[];
  deliveryCost: Decimal | null;
}

export function estimateTotals(input: EstimateTotalsInput): {
  subTotal: MinMax;
  delivery: MinMax;
  grandTotal: MinMax;
} {
  const subTotal = input.items.reduce(
    (sum, i) => ({ min: sum.min.plus(i.rowTotal.min), max: sum.max.plus(i.rowTotal.max) }),
    both(ZERO),
  );
  const delivery = both(input.deliveryCost ?? ZERO);
  return {
    subTotal,
    delivery,
    grandTotal: { min: subTotal.min.plus(delivery.min), max: subTotal.max.plus(delivery.max) },
  };
}

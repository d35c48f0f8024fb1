// The price figures of an estimate item and the estimate's totals (design/b2b.md §4), with the
// expected values worked out by hand, and the display amounts rounded once at the end.
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { type DisplayCurrency, toDisplayMoney } from '../../shared/money.ts';
import { simplePrice } from '../catalog/product/prices.ts';
import {
  estimateTotals,
  type ItemFigures,
  type ItemPriceInput,
  itemFigures,
  type SupplierFigures,
  unitCost,
} from './item-prices.ts';

const d = (value: Decimal.Value) => new Decimal(value);
const range = (min: Decimal.Value, max: Decimal.Value = min) => ({ min: d(min), max: d(max) });
const NO_SUPPLIER: SupplierFigures = { factoryPrice: null, factoryPriceDiscount: null, costFactor: null };

/** The worked example of docs/estimates.md: 3 units listed at 900, supplier 500 −10 % × 1.12. */
const EXAMPLE: ItemPriceInput = {
  qty: d(3),
  catalogue: range(900),
  managerCustomPrice: null,
  partnerCustomPrice: null,
  supplier: { factoryPrice: d(500), factoryPriceDiscount: d(10), costFactor: d('1.12') },
  vatPercent: d(20),
  partnerDiscountPercent: d(10),
};

const item = (over: Partial<ItemPriceInput> = {}) => itemFigures({ ...EXAMPLE, ...over });
/** Decimals as strings, so a failure shows the exact value. */
const s = (value: Decimal | null) => (value === null ? null : value.toString());
const sr = (value: { min: Decimal; max: Decimal }) => [value.min.toString(), value.max.toString()];

describe('client price and row total', () => {
  it('are the catalogue price for the quantity and that price × qty', () => {
    const f = item();
    expect(f.isPriceOnRequest).toBe(false);
    expect(sr(f.clientPrice)).toEqual(['900', '900']);
    expect(sr(f.rowTotal)).toEqual(['2700', '2700']);
  });

  it("are the manager's custom price when one is set", () => {
    const f = item({ managerCustomPrice: d(850) });
    expect(sr(f.clientPrice)).toEqual(['850', '850']);
    expect(sr(f.rowTotal)).toEqual(['2550', '2550']);
  });

  it('let a custom price override tier and special prices, which apply without it', () => {
    // the catalogue as the cart computes it: 1000, special 950, from 3 units 800
    const today = '2026-03-15';
    const tiers = [{ qty: '3', value: '800' }];
    const catalogue = (qty: number) => {
      let final = simplePrice({ price: '1000', specialPrice: '950' }, tiers, today).final;
      for (const tier of tiers) if (d(tier.qty).lte(qty)) final = Decimal.min(final, tier.value);
      return range(final);
    };
    expect(sr(item({ qty: d(1), catalogue: catalogue(1) }).clientPrice)).toEqual(['950', '950']);
    expect(sr(item({ qty: d(3), catalogue: catalogue(3) }).clientPrice)).toEqual(['800', '800']);
    const custom = item({ qty: d(3), catalogue: catalogue(3), managerCustomPrice: d(870) });
    expect(sr(custom.clientPrice)).toEqual(['870', '870']);
    expect(sr(custom.rowTotal)).toEqual(['2610', '2610']);
    // the markup still compares the list (catalogue) price with the cost: 800 ÷ 504
    expect(custom.priceFactor?.toFixed(6)).toBe('1.587302');
  });

  it('are a range for a configurable whose options are open (cheapest and dearest variant)', () => {
    const f = item({ catalogue: range(700, 1100), qty: d(2) });
    expect(sr(f.clientPrice)).toEqual(['700', '1100']);
    expect(sr(f.rowTotal)).toEqual(['1400', '2200']);
    expect(sr(f.partnerPrice)).toEqual(['630', '990']);
    // single figures follow the maximal price
    expect(s(f.clientPriceVat)).toBe('1320');
    expect(s(f.rowTotalVat)).toBe('2640');
    expect(s(f.partnerReward)).toBe('110');
    expect(s(f.margin)).toBe('596');
  });

  it('collapse a range into the custom price', () => {
    const f = item({ catalogue: range(700, 1100), managerCustomPrice: d(900) });
    expect(sr(f.clientPrice)).toEqual(['900', '900']);
    expect(sr(f.rowTotal)).toEqual(['2700', '2700']);
  });
});

describe('price on request', () => {
  it('without a custom price: flagged, priced 0, no margin, nothing for the partner', () => {
    const f = item({ catalogue: null });
    expect(f.isPriceOnRequest).toBe(true);
    expect(sr(f.clientPrice)).toEqual(['0', '0']);
    expect(sr(f.rowTotal)).toEqual(['0', '0']);
    expect(s(f.clientPriceVat)).toBe('0');
    expect(s(f.rowTotalVat)).toBe('0');
    expect(sr(f.partnerPrice)).toEqual(['0', '0']);
    expect(s(f.partnerReward)).toBe('0');
    expect(s(f.partnerRewardPercent)).toBe('0');
    expect(s(f.partnerRewardRowTotal)).toBe('0');
    // the cost is known, but there is no price to compare it with
    expect(s(f.cost)).toBe('504');
    expect(f.priceFactor).toBeNull();
    expect(f.margin).toBeNull();
    expect(f.costMargin).toBeNull();
  });

  it("with the manager's custom price: priced, with margin, but no markup on a list price", () => {
    const f = item({ catalogue: null, managerCustomPrice: d(600) });
    expect(f.isPriceOnRequest).toBe(false);
    expect(sr(f.clientPrice)).toEqual(['600', '600']);
    expect(sr(f.rowTotal)).toEqual(['1800', '1800']);
    expect(s(f.margin)).toBe('96');
    expect(s(f.costMargin)).toBe('16');
    expect(f.priceFactor).toBeNull();
    expect(sr(f.partnerPrice)).toEqual(['540', '540']);
  });

  it("is not cured by the partner's price alone", () => {
    const f = item({ catalogue: null, partnerCustomPrice: d(500) });
    expect(f.isPriceOnRequest).toBe(true);
    expect(sr(f.clientPrice)).toEqual(['0', '0']);
    expect(s(f.partnerReward)).toBe('0');
  });
});

describe('VAT', () => {
  it('adds the store VAT to the client price and the row total', () => {
    const f = item({ managerCustomPrice: d(850) });
    expect(s(f.clientPriceVat)).toBe('1020');
    expect(s(f.rowTotalVat)).toBe('3060');
  });

  it('adds nothing without VAT, or when catalogue prices already include it', () => {
    expect(s(item({ vatPercent: d(0) }).clientPriceVat)).toBe('900');
    const inclusive = item({ pricesIncludeVat: true });
    expect(s(inclusive.clientPriceVat)).toBe('900');
    expect(s(inclusive.rowTotalVat)).toBe('2700');
  });
});

describe('partner price and reward', () => {
  it('take sales/partner/discount_percent off the client price', () => {
    const f = item({ managerCustomPrice: d(850) });
    expect(sr(f.partnerPrice)).toEqual(['765', '765']);
    expect(s(f.partnerReward)).toBe('85');
    expect(s(f.partnerRewardPercent)).toBe('10');
    expect(s(f.partnerRewardRowTotal)).toBe('255');
  });

  it("use the partner's custom price when set", () => {
    const f = item({ partnerCustomPrice: d(792) });
    expect(sr(f.partnerPrice)).toEqual(['792', '792']);
    expect(s(f.partnerReward)).toBe('108');
    expect(s(f.partnerRewardPercent)).toBe('12');
    expect(s(f.partnerRewardRowTotal)).toBe('324');
  });

  it("never pay a negative reward when the partner's price is above the client's", () => {
    const f = item({ partnerCustomPrice: d(950) });
    expect(s(f.partnerReward)).toBe('0');
    expect(s(f.partnerRewardPercent)).toBe('0');
    expect(s(f.partnerRewardRowTotal)).toBe('0');
  });

  it('are the client price when the configured discount is 0', () => {
    const f = item({ partnerDiscountPercent: d(0) });
    expect(sr(f.partnerPrice)).toEqual(['900', '900']);
    expect(s(f.partnerReward)).toBe('0');
  });
});

describe('cost, markup and margin', () => {
  it('cost = factoryPrice × (1 − discount/100) × costFactor; priceFactor = list ÷ cost', () => {
    const f = item({ managerCustomPrice: d(850) });
    expect(s(f.cost)).toBe('504');
    expect(f.priceFactor?.toFixed(10)).toBe('1.7857142857');
    expect(s(f.margin)).toBe('346');
    expect(f.costMargin?.toFixed(6)).toBe('40.705882');
  });

  it('treat a missing discount as none and a missing cost factor as 1', () => {
    expect(s(unitCost({ factoryPrice: d(500), factoryPriceDiscount: null, costFactor: d('1.12') }))).toBe(
      '560',
    );
    expect(s(unitCost({ factoryPrice: d(500), factoryPriceDiscount: d(10), costFactor: null }))).toBe('450');
    expect(s(unitCost({ factoryPrice: d(500), factoryPriceDiscount: null, costFactor: null }))).toBe('500');
  });

  it('are null without a factory price', () => {
    const f = item({ supplier: NO_SUPPLIER });
    expect(f.cost).toBeNull();
    expect(f.priceFactor).toBeNull();
    expect(f.margin).toBeNull();
    expect(f.costMargin).toBeNull();
    // the client's figures do not depend on the supplier's
    expect(sr(f.clientPrice)).toEqual(['900', '900']);
    expect(s(f.partnerReward)).toBe('90');
  });

  it('give a free supplier product a whole margin and no markup (no division by zero)', () => {
    const f = item({ supplier: { factoryPrice: d(0), factoryPriceDiscount: d(15), costFactor: d('1.2') } });
    expect(s(f.cost)).toBe('0');
    expect(f.priceFactor).toBeNull();
    expect(s(f.margin)).toBe('900');
    expect(s(f.costMargin)).toBe('100');
  });

  it('show a loss as a negative margin', () => {
    const f = item({ managerCustomPrice: d(420) });
    expect(s(f.margin)).toBe('-84');
    expect(s(f.costMargin)).toBe('-20');
  });

  it('leave the margin percent out when the client price is 0', () => {
    const f = item({ catalogue: range(0) });
    expect(s(f.margin)).toBe('-504');
    expect(f.costMargin).toBeNull();
    expect(s(f.partnerRewardPercent)).toBe('0');
  });
});

describe('estimate totals', () => {
  it('sum the row totals and add the delivery cost', () => {
    const a = item({ managerCustomPrice: d(850) }); // 2550
    const b = item({ qty: d(2), catalogue: range(700, 1100) }); // 1400 – 2200
    const totals = estimateTotals({ items: [a, b], deliveryCost: d(1500) });
    expect(sr(totals.subTotal)).toEqual(['3950', '4750']);
    expect(sr(totals.delivery)).toEqual(['1500', '1500']);
    expect(sr(totals.grandTotal)).toEqual(['5450', '6250']);
  });

  it('include VAT in the *_including_tax totals — of the rows only, the delivery cost as entered', () => {
    const a = item({ managerCustomPrice: d(850) }); // 2550, 3060 with 20 % VAT
    const b = item({ qty: d(2), catalogue: range(700, 1100) }); // 1400 – 2200, 1680 – 2640 with VAT
    const totals = estimateTotals({ items: [a, b], deliveryCost: d(1500) });
    expect(sr(totals.subTotalInclTax)).toEqual(['4740', '5700']);
    expect(sr(totals.grandTotalInclTax)).toEqual(['6240', '7200']);
    // A catalogue that already includes VAT (the Russian website) adds none.
    const gross = item({ managerCustomPrice: d(850), pricesIncludeVat: true });
    expect(sr(estimateTotals({ items: [gross], deliveryCost: null }).grandTotalInclTax)).toEqual([
      '2550',
      '2550',
    ]);
  });

  it('count no delivery while none is set, and an item on request as 0', () => {
    const totals = estimateTotals({ items: [item(), item({ catalogue: null })], deliveryCost: null });
    expect(sr(totals.subTotal)).toEqual(['2700', '2700']);
    expect(sr(totals.delivery)).toEqual(['0', '0']);
    expect(sr(totals.grandTotal)).toEqual(['2700', '2700']);
  });

  it('are zero for an empty estimate, but for the delivery', () => {
    const totals = estimateTotals({ items: [], deliveryCost: d(300) });
    expect(sr(totals.subTotal)).toEqual(['0', '0']);
    expect(sr(totals.grandTotal)).toEqual(['300', '300']);
  });
});

describe('rounding once at the end, in the display currency', () => {
  const usd: DisplayCurrency = { base: 'USD', display: 'USD', rate: d(1) };
  const eur: DisplayCurrency = { base: 'USD', display: 'EUR', rate: d('0.9215') };
  const rub: DisplayCurrency = { base: 'RUB', display: 'RUB', rate: d(1) };
  const rubToEur: DisplayCurrency = { base: 'RUB', display: 'EUR', rate: d('0.009968') };
  /** A unit price of a third: what a percent rule can leave in the catalogue price. */
  const third = (whole: number): ItemFigures =>
    item({ qty: d(3), catalogue: range(d(whole).dividedBy(3)), supplier: NO_SUPPLIER, vatPercent: d(20) });

  it('makes a row of 3 × 33.333… USD exactly 100.00, not 3 × 33.33', () => {
    const f = third(100);
    expect(toDisplayMoney(f.clientPrice.max, usd).value).toBe(33.33);
    expect(toDisplayMoney(f.rowTotal.max, usd).value).toBe(100);
    expect(toDisplayMoney(f.rowTotalVat, usd).value).toBe(120);
    expect(toDisplayMoney(f.partnerRewardRowTotal, usd).value).toBe(10);
  });

  it('converts before rounding: the same row is 92.15 EUR, not 3 × 30.72', () => {
    const f = third(100);
    expect(toDisplayMoney(f.clientPrice.max, eur).value).toBe(30.72);
    expect(toDisplayMoney(f.rowTotal.max, eur).value).toBe(92.15);
    // rounding the unit first would have said 3 × 33.33 × 0.9215 = 92.14
    expect(d('33.33').times(3).times('0.9215').toDecimalPlaces(2).toNumber()).toBe(92.14);
  });

  it('rounds roubles to the kopeck once: 3 × 333.333… RUB is 1000.00 RUB and 9.97 EUR', () => {
    const f = third(1000);
    expect(toDisplayMoney(f.clientPrice.max, rub).value).toBe(333.33);
    expect(toDisplayMoney(f.rowTotal.max, rub).value).toBe(1000);
    expect(toDisplayMoney(f.rowTotal.max, rubToEur).value).toBe(9.97);
  });

  it('rounds the totals from the unrounded rows', () => {
    // two rows of 10.005 USD: each shows 10.01, the subtotal is 20.01 (not 20.02)
    const row = item({ qty: d(1), catalogue: range('10.005'), supplier: NO_SUPPLIER });
    const totals = estimateTotals({ items: [row, row], deliveryCost: d('0.001') });
    expect(toDisplayMoney(row.rowTotal.max, usd).value).toBe(10.01);
    expect(toDisplayMoney(totals.subTotal.max, usd).value).toBe(20.01);
    expect(toDisplayMoney(totals.grandTotal.max, usd).value).toBe(20.01);
  });

  it('keeps the figures exact: nothing inside is rounded', () => {
    const f = third(100);
    expect(f.clientPrice.max.decimalPlaces()).toBeGreaterThan(4);
    expect(f.rowTotal.max.equals(d(100).dividedBy(3).times(3))).toBe(true);
  });
});

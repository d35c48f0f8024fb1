// Reads what one calculation needs, once: tax settings from the store configuration, the tax
// rates of the countries involved, tax rules, product tax classes, the website's cart rules, the
// quote's coupon and the customer's past uses of them.

import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { storeToday } from '../catalog/product/prices.ts';
import type { CartRuleData, PricingData, TaxSettings } from './model.ts';
import {
  type CartRuleRow,
  couponUsesOf,
  findCouponByCode,
  loadCartRules,
  loadTaxRows,
  ruleUsesOf,
} from './store.ts';
import type { PricingQuote } from './types.ts';

/** Magento's "Taxable Goods" class id, the default product tax class. */
export const TAXABLE_GOODS_CLASS_ID = 2;

type Config = Map<string, string | null>;

function intOrNull(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export function taxSettings(config: Config): TaxSettings {
  return {
    pricesIncludeTax: config.get('tax/calculation/price_includes_tax') === '1',
    shippingIncludesTax: config.get('tax/calculation/shipping_includes_tax') === '1',
    shippingTaxClassId: intOrNull(config.get('tax/classes/shipping_tax_class')),
    defaultProductTaxClassId:
      intOrNull(config.get('tax/classes/default_product_tax_class')) ?? TAXABLE_GOODS_CLASS_ID,
    origin: {
      countryCode: config.get('tax/defaults/country') || config.get('general/country/default') || 'US',
      regionId: intOrNull(config.get('tax/defaults/region')),
      postcode: config.get('tax/defaults/postcode') || null,
    },
  };
}

/** The date in the store's time zone, YYYY-MM-DD (rule dates are store-local days). */
export function storeDate(config: Config, now: Date): string {
  return storeToday(config.get('general/locale/timezone') || 'UTC', now);
}

function toRuleData(row: CartRuleRow, storeViewId: number): CartRuleData {
  return {
    ...row,
    label: row.labels[String(storeViewId)] || row.labels['0'] || null,
    minSubtotal: row.minSubtotal === null ? null : new Decimal(row.minSubtotal),
    discountAmount: new Decimal(row.discountAmount),
    maxDiscountQty: row.maxDiscountQty === null ? null : new Decimal(row.maxDiscountQty),
  };
}

async function loadCoupon(db: Db, code: string | null) {
  if (!code?.trim()) return null;
  return findCouponByCode(db, code);
}

async function loadTaxes(db: Db, countries: string[], productIds: number[]) {
  const { rates, links, rules, classes } = await loadTaxRows(db, countries, productIds);
  return {
    taxRates: rates.map((r) => ({ ...r, rate: new Decimal(r.rate) })),
    taxRules: rules.map((r) => ({
      ...r,
      rateIds: links.filter((l) => l.ruleId === r.id).map((l) => l.rateId),
    })),
    productTaxClasses: new Map(classes.map((c) => [c.productId, c.taxClassId])),
  };
}

async function loadUses(db: Db, customerId: number | null, couponId: number | null) {
  if (customerId === null) return { couponUsesByCustomer: 0, ruleUsesByCustomer: new Map<number, number>() };
  const couponUses = await couponUsesOf(db, couponId, customerId);
  const ruleUses = await ruleUsesOf(db, customerId);
  return {
    couponUsesByCustomer: couponUses,
    ruleUsesByCustomer: new Map(ruleUses.map((u) => [u.ruleId, u.timesUsed])),
  };
}

/**
 * One statement after the other: inside a transaction they share one connection, which takes a
 * single statement at a time (node-postgres deprecates queueing them; PGlite serialises anyway).
 */
export async function loadPricingData(db: Db, config: Config, quote: PricingQuote): Promise<PricingData> {
  const settings = taxSettings(config);
  const addresses = [quote.shippingAddress, quote.billingAddress, settings.origin];
  const countries = [...new Set(addresses.map((a) => a?.countryCode.toUpperCase() ?? ''))];
  const productIds = [...new Set(quote.items.map((i) => i.productId))];
  const found = await loadCoupon(db, quote.couponCode);
  const taxes = await loadTaxes(db, countries, productIds);
  const rules = await loadCartRules(db, quote.websiteId, found?.ruleId ?? null);
  const uses = await loadUses(db, quote.customer?.id ?? null, found?.id ?? null);
  return {
    settings,
    today: storeDate(config, quote.now),
    ...taxes,
    cartRules: rules.map((r) => toRuleData(r, quote.storeViewId)),
    coupon: found,
    ...uses,
  };
}

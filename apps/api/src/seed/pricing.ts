// Taxes and demo coupons. The ru website's prices include Russian VAT (as Russian shops show
// them); the int website's prices exclude tax, which is added for the destination: VAT in the
// European and other int countries, state sales tax for a few US states (ADR 0015). Rates as of 2026.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  cartRule,
  configValue,
  countryRegion,
  coupon,
  taxClass,
  taxRate,
  taxRule,
  taxRuleRate,
} from '../db/schema.ts';
import { TAXABLE_GOODS_CLASS_ID } from '../modules/pricing/loader.ts';
import { PRICING_CUSTOMER_TYPES } from '../modules/pricing/tables.ts';
import { bumpStoreVersion } from '../modules/store/cache.ts';

const RU = 1;
const INT = 2;

/** [title, country, rate %] — country-wide VAT. */
const VAT: [string, string, string][] = [
  ['НДС 22%', 'RU', '22'],
  ['VAT GB 20%', 'GB', '20'],
  ['VAT DE 19%', 'DE', '19'],
  ['VAT FR 20%', 'FR', '20'],
  ['VAT ES 21%', 'ES', '21'],
  ['VAT IT 22%', 'IT', '22'],
  ['VAT NL 21%', 'NL', '21'],
  ['VAT AE 5%', 'AE', '5'],
  ['VAT KZ 16%', 'KZ', '16'],
  ['VAT AM 20%', 'AM', '20'],
  ['VAT GE 18%', 'GE', '18'],
  ['VAT RS 20%', 'RS', '20'],
];

/** [title, US state code, rate %] — the states' own sales tax. */
const US_SALES_TAX: [string, string, string][] = [
  ['Sales tax CA 7.25%', 'CA', '7.25'],
  ['Sales tax NY 4%', 'NY', '4'],
  ['Sales tax TX 6.25%', 'TX', '6.25'],
  ['Sales tax WA 6.5%', 'WA', '6.5'],
];

/** Tax configuration (Magento's paths); per website where the ru website differs. */
const TAX_CONFIG: { scope: string; scopeId: number; path: string; value: string }[] = [
  {
    scope: 'default',
    scopeId: 0,
    path: 'tax/classes/default_product_tax_class',
    value: String(TAXABLE_GOODS_CLASS_ID),
  },
  {
    scope: 'default',
    scopeId: 0,
    path: 'tax/classes/shipping_tax_class',
    value: String(TAXABLE_GOODS_CLASS_ID),
  },
  { scope: 'default', scopeId: 0, path: 'tax/calculation/price_includes_tax', value: '0' },
  { scope: 'default', scopeId: 0, path: 'tax/calculation/shipping_includes_tax', value: '0' },
  { scope: 'default', scopeId: 0, path: 'tax/defaults/country', value: 'US' },
  { scope: 'websites', scopeId: RU, path: 'tax/calculation/price_includes_tax', value: '1' },
  { scope: 'websites', scopeId: RU, path: 'tax/calculation/shipping_includes_tax', value: '1' },
  { scope: 'websites', scopeId: RU, path: 'tax/defaults/country', value: 'RU' },
  // Shopping Cart Display Settings (ADR 0015): the ru shelf shows prices with VAT, so its cart,
  // sidebar and order summary do too (2 = including tax) and the grand total reads "incl. VAT".
  // The default scope keeps Magento's defaults (excluding tax), which the int website uses.
  { scope: 'websites', scopeId: RU, path: 'tax/cart_display/price', value: '2' },
  { scope: 'websites', scopeId: RU, path: 'tax/cart_display/subtotal', value: '2' },
  { scope: 'websites', scopeId: RU, path: 'tax/cart_display/shipping', value: '2' },
  { scope: 'websites', scopeId: RU, path: 'tax/cart_display/grandtotal', value: '1' },
];

const everyone = [...PRICING_CUSTOMER_TYPES];
const members = everyone.filter((t) => t !== 'guest');
const ru = (text: string) => ({ '1': text, '3': text });

interface DemoCoupon {
  code: string;
  rule: Pick<
    typeof cartRule.$inferInsert,
    'name' | 'websiteIds' | 'customerTypes' | 'action' | 'discountAmount' | 'minSubtotal' | 'freeShipping'
  >;
  labels: Record<string, string>;
  usageLimit?: number;
  usagePerCustomer?: number;
}

/** The demo cart rules, each with its coupon. Amounts in the website's base currency. */
export const DEMO_COUPONS: DemoCoupon[] = [
  {
    code: 'WELCOME10',
    rule: {
      name: 'Welcome 10 %',
      websiteIds: [RU, INT],
      customerTypes: everyone,
      action: 'by_percent',
      discountAmount: '10',
    },
    labels: { '0': 'Welcome 10% off', ...ru('Скидка 10% для новых покупателей') },
  },
  {
    code: 'FREESHIP',
    rule: {
      name: 'Free delivery from 15 000 ₽',
      websiteIds: [RU],
      customerTypes: everyone,
      action: 'by_percent',
      discountAmount: '0',
      minSubtotal: '15000',
      freeShipping: true,
    },
    labels: { '0': 'Free delivery', '1': 'Бесплатная доставка' },
  },
  {
    code: 'FREESHIPINT',
    rule: {
      name: 'Free delivery from $250',
      websiteIds: [INT],
      customerTypes: everyone,
      action: 'by_percent',
      discountAmount: '0',
      minSubtotal: '250',
      freeShipping: true,
    },
    labels: { '0': 'Free delivery', '3': 'Бесплатная доставка' },
  },
  {
    code: 'MINUS1000',
    rule: {
      name: '1 000 ₽ off from 10 000 ₽',
      websiteIds: [RU],
      customerTypes: everyone,
      action: 'cart_fixed',
      discountAmount: '1000',
      minSubtotal: '10000',
    },
    labels: { '0': '1 000 ₽ off', '1': 'Скидка 1 000 ₽' },
  },
  {
    code: 'SAVE50',
    rule: {
      name: '$50 off from $500',
      websiteIds: [INT],
      customerTypes: everyone,
      action: 'cart_fixed',
      discountAmount: '50',
      minSubtotal: '500',
    },
    labels: { '0': '$50 off', '3': 'Скидка $50' },
  },
  {
    code: 'FIRSTORDER',
    rule: {
      name: 'First order 15 % (once per customer)',
      websiteIds: [RU, INT],
      customerTypes: members,
      action: 'by_percent',
      discountAmount: '15',
    },
    labels: { '0': 'First order 15% off', ...ru('Скидка 15% на первый заказ') },
    usagePerCustomer: 1,
  },
  {
    code: 'LUCKY100',
    rule: {
      name: '20 % for the first 100 orders',
      websiteIds: [RU, INT],
      customerTypes: everyone,
      action: 'by_percent',
      discountAmount: '20',
    },
    labels: { '0': 'Lucky 100: 20% off', ...ru('Счастливая сотня: скидка 20%') },
    usageLimit: 100,
  },
];

async function seedTaxes(db: Db): Promise<void> {
  // Magento's id of "Taxable Goods", so the configuration reads as Magento's does.
  await db.insert(taxClass).values({ id: TAXABLE_GOODS_CLASS_ID, name: 'Taxable Goods' });
  await db.execute(sql`select setval('tax_class_id_seq', (select max(id) from tax_class))`);
  const vat = await db
    .insert(taxRate)
    .values(VAT.map(([title, countryCode, rate]) => ({ title, countryCode, rate })))
    .returning({ id: taxRate.id, countryCode: taxRate.countryCode });
  const states = await db
    .select({ id: countryRegion.id, code: countryRegion.code })
    .from(countryRegion)
    .where(
      and(
        eq(countryRegion.countryId, 'US'),
        inArray(
          countryRegion.code,
          US_SALES_TAX.map(([, code]) => code),
        ),
      ),
    );
  const regionId = new Map(states.map((s) => [s.code, s.id]));
  const sales = await db
    .insert(taxRate)
    .values(
      US_SALES_TAX.map(([title, code, rate]) => ({
        title,
        countryCode: 'US',
        regionId: regionId.get(code) ?? null,
        rate,
      })),
    )
    .returning({ id: taxRate.id });
  const rules = await db
    .insert(taxRule)
    .values([
      { code: 'Russian VAT', customerTypes: everyone, productTaxClassIds: [TAXABLE_GOODS_CLASS_ID] },
      {
        code: 'VAT of the international countries',
        customerTypes: everyone,
        productTaxClassIds: [TAXABLE_GOODS_CLASS_ID],
      },
      { code: 'US state sales tax', customerTypes: everyone, productTaxClassIds: [TAXABLE_GOODS_CLASS_ID] },
    ])
    .returning({ id: taxRule.id });
  const [ruVat, intVat, usTax] = rules.map((r) => r.id) as [number, number, number];
  await db
    .insert(taxRuleRate)
    .values([
      ...vat.map((r) => ({ ruleId: r.countryCode === 'RU' ? ruVat : intVat, rateId: r.id })),
      ...sales.map((r) => ({ ruleId: usTax, rateId: r.id })),
    ]);
}

async function seedCoupons(db: Db): Promise<void> {
  for (const [index, demo] of DEMO_COUPONS.entries()) {
    const [rule] = await db
      .insert(cartRule)
      .values({ ...demo.rule, labels: demo.labels, sortOrder: index * 10, requiresCoupon: true })
      .returning({ id: cartRule.id });
    await db.insert(coupon).values({
      ruleId: rule?.id as number,
      code: demo.code,
      usageLimit: demo.usageLimit ?? 0,
      usagePerCustomer: demo.usagePerCustomer ?? 0,
    });
  }
}

export async function seedPricing(db: Db): Promise<void> {
  await db.insert(configValue).values(TAX_CONFIG);
  await seedTaxes(db);
  await seedCoupons(db);
  // The tax settings are store configuration, cached under the store version.
  await bumpStoreVersion(db);
}

// Bundle products (issue 18): a bundle is made of options, each offering products to choose from.
// Its price is the sum of the chosen products' own prices (dynamic price) or the bundle's price
// plus each chosen product's selection price (fixed price), per unit of the bundle; a selection's
// quantity multiplies its price. What the product fields show and what the cart charges both come
// from `selectionPrice` here, so a product page and a cart line always agree. docs/catalogue.md.
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../../shared/context.ts';
import { toDisplayMoney } from '../../../shared/money.ts';
import { encodeUid } from '../category-service.ts';
import { type BundleDefinition, type ProductRecord, productLoader, storeLabel } from './loader.ts';
import type { BasePrice } from './prices.ts';
import type { BundleOptionRow, BundleSelectionRow } from './store.ts';

type Ctx = RequestContext;

/** A product's own price (special price and quantity-1 tiers included), base currency. */
export type PriceOf = (productId: number) => Promise<BasePrice>;

/** Options a shopper may pick several products in; the others take exactly one. */
export const isMultiChoice = (option: Pick<BundleOptionRow, 'type'>) =>
  option.type === 'checkbox' || option.type === 'multi';

export function bundleDefinition(ctx: Ctx, productId: number): Promise<BundleDefinition | undefined> {
  return productLoader(ctx).bundles.load(productId);
}

/** Magento's uids: "bundle/<option>" for an item, "bundle/<option>/<selection>/<qty>" for a choice. */
export const bundleItemUid = (optionId: number) => encodeUid(`bundle/${optionId}`);
export const bundleChoiceUid = (optionId: number, selectionId: number, qty: Decimal.Value) =>
  encodeUid(`bundle/${optionId}/${selectionId}/${new Decimal(qty).toString()}`);

/**
 * One unit of a selection's product inside one bundle, base currency: its own price in a dynamic
 * bundle; in a fixed one the selection price for the website (PERCENT: a share of the bundle's
 * own price, regular of regular and final of final).
 */
export async function selectionPrice(
  ctx: Ctx,
  def: BundleDefinition,
  selection: BundleSelectionRow,
  priceOf: PriceOf,
): Promise<BasePrice> {
  if (def.settings.dynamicPrice) return priceOf(selection.productId);
  const value = new Decimal(selection.prices[String(ctx.website.id)] ?? 0);
  if (selection.priceType !== 'PERCENT') return { regular: value, final: value };
  const own = await priceOf(def.settings.productId);
  return { regular: own.regular.times(value).div(100), final: own.final.times(value).div(100) };
}

/** The products of a definition's selections that can be sold: active ones (records by id). */
async function sellable(ctx: Ctx, def: BundleDefinition): Promise<Map<number, ProductRecord>> {
  const ids = [...new Set(def.options.flatMap((o) => o.selections.map((s) => s.productId)))];
  const records = await productLoader(ctx).records.loadMany(ids);
  return new Map(
    records.filter((r): r is ProductRecord => r?.isActive === true).map((r) => [r.id, r] as const),
  );
}

interface OptionOffer {
  option: BundleOptionRow;
  /** Each offered selection's price for its default quantity, base currency. */
  prices: BasePrice[];
  /** One unit's price of every active selection of the option (by selection id), base currency. */
  units: Map<number, BasePrice>;
}

const sum = (prices: BasePrice[]): BasePrice => ({
  regular: prices.reduce((a, p) => a.plus(p.regular), new Decimal(0)),
  final: prices.reduce((a, p) => a.plus(p.final), new Decimal(0)),
});
const lowest = (prices: BasePrice[]): BasePrice => ({
  regular: Decimal.min(...prices.map((p) => p.regular)),
  final: Decimal.min(...prices.map((p) => p.final)),
});
const highest = (prices: BasePrice[]): BasePrice => ({
  regular: Decimal.max(...prices.map((p) => p.regular)),
  final: Decimal.max(...prices.map((p) => p.final)),
});

/**
 * What each option offers: its active products with one unit's price each, and the prices at
 * their default quantity of the in-stock ones (of all when none is in stock).
 */
async function offers(
  ctx: Ctx,
  def: BundleDefinition,
  priceOf: PriceOf,
  products: Map<number, ProductRecord>,
): Promise<OptionOffer[]> {
  return Promise.all(
    def.options.map(async ({ option, selections }) => {
      const active = selections.filter((s) => products.has(s.productId));
      const units = new Map(
        await Promise.all(
          active.map(async (s) => [s.id, await selectionPrice(ctx, def, s, priceOf)] as const),
        ),
      );
      const inStock = active.filter((s) => products.get(s.productId)?.isInStock);
      const pool = inStock.length > 0 ? inStock : active;
      const prices = pool.map((s) => {
        const unit = units.get(s.id) as BasePrice;
        return { regular: unit.regular.times(s.qty), final: unit.final.times(s.qty) };
      });
      return { option, prices, units };
    }),
  );
}

/**
 * Magento's bundle price range: the minimum takes the cheapest product of every required option
 * (of the cheapest option when none is required); the maximum the dearest product of each
 * single-choice option and every product of each multi-choice one. A fixed bundle adds its own
 * price to both.
 */
export async function bundlePriceRange(
  ctx: Ctx,
  p: ProductRecord,
  priceOf: PriceOf,
): Promise<{ minimum: BasePrice; maximum: BasePrice }> {
  const def = await bundleDefinition(ctx, p.id);
  const zero = { regular: new Decimal(0), final: new Decimal(0) };
  if (!def) return { minimum: zero, maximum: zero };
  const base = def.settings.dynamicPrice ? zero : await priceOf(p.id);
  const offered = (await offers(ctx, def, priceOf, await sellable(ctx, def))).filter(
    (o) => o.prices.length > 0,
  );
  const required = offered.filter((o) => o.option.isRequired);
  const mins = (required.length > 0 ? required : offered).map((o) => lowest(o.prices));
  const minimum = required.length > 0 || mins.length === 0 ? sum(mins) : lowest(mins);
  const maximum = sum(offered.map((o) => (isMultiChoice(o.option) ? sum(o.prices) : highest(o.prices))));
  return { minimum: sum([base, minimum]), maximum: sum([base, maximum]) };
}

/** A bundle is in stock when it is and every required option offers an active in-stock product. */
export async function bundleInStock(ctx: Ctx, p: ProductRecord): Promise<boolean> {
  if (!p.isInStock) return false;
  const def = await bundleDefinition(ctx, p.id);
  if (!def) return false;
  const products = await sellable(ctx, def);
  return def.options
    .filter((o) => o.option.isRequired)
    .every((o) => o.selections.some((s) => products.get(s.productId)?.isInStock));
}

/** `BundleProduct`'s own fields. */
export async function bundleSettings(ctx: Ctx, p: ProductRecord) {
  const def = await bundleDefinition(ctx, p.id);
  const s = def?.settings;
  return {
    dynamic_price: s?.dynamicPrice ?? null,
    dynamic_sku: s?.dynamicSku ?? null,
    dynamic_weight: s?.dynamicWeight ?? null,
    price_view: (s?.priceView ?? null) as 'PRICE_RANGE' | 'AS_LOW_AS' | null,
    ship_bundle_items: (s?.shipBundleItems ?? null) as 'TOGETHER' | 'SEPARATELY' | null,
  };
}

/**
 * `BundleProduct.items`: the options in display order with the active products they offer. A
 * choice's `price` is, per unit and in the display currency, the product's own price (DYNAMIC) or
 * the selection price (FIXED; PERCENT answers the percentage, as Magento does).
 */
export async function bundleItems(ctx: Ctx, p: ProductRecord, priceOf: PriceOf) {
  const def = await bundleDefinition(ctx, p.id);
  if (!def) return [];
  const products = await sellable(ctx, def);
  const offered = await offers(ctx, def, priceOf, products);
  const money = (value: Decimal) => toDisplayMoney(value, ctx.currency);
  return def.options.map(({ option, selections }, i) => {
    const prices = offered[i]?.prices ?? [];
    const units = offered[i]?.units ?? new Map<number, BasePrice>();
    const range = (price: BasePrice) => ({
      regular_price: money(price.regular),
      final_price: money(price.final),
      discount: { amount_off: 0, percent_off: 0 },
      fixed_product_taxes: [],
    });
    const zero = { regular: new Decimal(0), final: new Decimal(0) };
    const choices = selections.filter((s) => products.has(s.productId));
    return {
      option_id: option.id,
      uid: bundleItemUid(option.id),
      title: storeLabel(option.titles, ctx.store.id),
      required: option.isRequired,
      type: option.type,
      position: option.position,
      sku: p.sku,
      price_range: {
        minimum_price: range(prices.length > 0 ? lowest(prices) : zero),
        maximum_price: range(
          prices.length === 0 ? zero : isMultiChoice(option) ? sum(prices) : highest(prices),
        ),
      },
      options: choices.map((s) => {
        const record = products.get(s.productId);
        const unit = units.get(s.id) as BasePrice;
        const percent = !def.settings.dynamicPrice && s.priceType === 'PERCENT';
        return {
          id: s.id,
          uid: bundleChoiceUid(option.id, s.id, s.qty),
          label: record?.name ?? null,
          quantity: Number(s.qty),
          qty: Number(s.qty),
          can_change_quantity: s.canChangeQty && !isMultiChoice(option),
          price: percent ? Number(s.prices[String(ctx.website.id)] ?? 0) : money(unit.final).value,
          price_type: (def.settings.dynamicPrice ? 'DYNAMIC' : s.priceType) as
            | 'DYNAMIC'
            | 'FIXED'
            | 'PERCENT',
          is_default: s.isDefault,
          position: s.position,
          product: { id: s.productId, typeId: record?.typeId },
        };
      }),
    };
  });
}

// A cart line's unit price from the catalogue's price logic: the final price of today (special
// price in its dates) lowered by the tier price for the line's quantity, plus the custom options'
// prices (PERCENT ones a share of that final price); a bundle's from its chosen products
// (bundle-line.ts). Base currency. Project lines (modules/projects) are priced the same way.
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { productLoader } from '../catalog/product/loader.ts';
import { simplePrice } from '../catalog/product/prices.ts';
import { today } from '../catalog/product/service.ts';
import { bundleUnitPrice, isBundleLine } from './bundle-line.ts';
import { chargedProductId } from './cart-line.ts';
import type { CartBundleChoice, CartItemOptions } from './tables.ts';

/** Final unit price of a product for a quantity: special price in its dates and tiers up to the qty. */
export async function unitFinalPrice(ctx: RequestContext, productId: number, qty: Decimal): Promise<Decimal> {
  const { price, tiers } = await productLoader(ctx).prices.load(productId);
  let final = simplePrice(price, tiers, today(ctx)).final;
  for (const tier of tiers) if (new Decimal(tier.qty).lte(qty)) final = Decimal.min(final, tier.value);
  return final;
}

/** The line's custom options' prices per unit (PERCENT ones are a share of the final price). */
async function optionsPrice(ctx: RequestContext, item: PricedLine, final: Decimal): Promise<Decimal> {
  if (Object.keys(item.options).length === 0) return new Decimal(0);
  const options = await productLoader(ctx).options.load(item.productId);
  const share = (price: Decimal.Value | null, type: string) =>
    type === 'PERCENT' ? final.times(price ?? 0).div(100) : new Decimal(price ?? 0);
  let sum = new Decimal(0);
  for (const { option, values } of options) {
    const stored = item.options[String(option.id)];
    if (stored === undefined) continue;
    if (option.type === 'field' || option.type === 'area') {
      sum = sum.plus(share(option.price, option.priceType));
      continue;
    }
    const ids = stored.split(',').map(Number);
    for (const value of values)
      if (ids.includes(value.id)) sum = sum.plus(share(value.price, value.priceType));
  }
  return sum;
}

/** What a unit price depends on: the product, the variant charged, the quantity and custom options. */
export interface PricedLine {
  productId: number;
  variantId: number | null;
  qty: Decimal.Value;
  options: CartItemOptions;
  /** A bundle's chosen products (cart/bundle-line.ts), else {} or absent. */
  bundle?: CartBundleChoice;
}

export async function unitPrice(ctx: RequestContext, item: PricedLine): Promise<Decimal> {
  const qty = new Decimal(item.qty);
  if (item.bundle && isBundleLine(item)) {
    const bundle = await bundleUnitPrice(ctx, { ...item, bundle: item.bundle }, (id, q) =>
      unitFinalPrice(ctx, id, q),
    );
    // A bundle's custom options are priced against its own price (a dynamic bundle has none).
    return bundle.plus(await optionsPrice(ctx, item, await unitFinalPrice(ctx, item.productId, qty)));
  }
  const final = await unitFinalPrice(ctx, chargedProductId(item), qty);
  return final.plus(await optionsPrice(ctx, item, final));
}

// CONTRACT (issue 5): shipping rates (owner: checkout). Asks every active carrier of the store view
// (config `carriers/<code>/active`) in `sort_order`; each applies its own rules (carriers/*.ts).
import type { RequestContext } from '../../shared/context.ts';
import { type Carrier, carrierConfig } from './carrier-config.ts';
import { flatRate } from './carriers/flatrate.ts';
import { freeShipping } from './carriers/freeshipping.ts';
import { storePickup } from './carriers/pickup.ts';
import { tableRate } from './carriers/tablerate.ts';

import type { RateRequest, ShippingRate } from './rate.ts';

export type { RateRequest, ShippingRate };

/** The carriers this API knows, by Magento carrier code. */
export const CARRIERS: Record<string, Carrier> = {
  flatrate: flatRate,
  tablerate: tableRate,
  freeshipping: freeShipping,
  pickup: storePickup,
};

/** The rates of every active carrier of the store view for this request, in display order. */
export async function collectShippingRates(
  ctx: RequestContext,
  request: RateRequest,
): Promise<ShippingRate[]> {
  const active = Object.keys(CARRIERS)
    .map((code) => carrierConfig(ctx, code))
    .filter((config) => config.flag('active'))
    .sort((a, b) => a.sortOrder - b.sortOrder);
  const results = await Promise.all(active.map((config) => CARRIERS[config.code]!(ctx, request, config)));
  return results.flat();
}

/** The method code of a rate as Magento writes it on an order: `<carrier>_<method>`. */
export const shippingMethodCode = (rate: { carrierCode: string; methodCode: string }): string =>
  `${rate.carrierCode}_${rate.methodCode}`;

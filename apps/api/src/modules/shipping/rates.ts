// CONTRACT (issue 5): shipping rates (owner: checkout). Asks every active carrier of the store view
// (config `carriers/<code>/active`) in `sort_order`; each applies its own rules (carriers/*.ts).
import type { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import { type Carrier, carrierConfig } from './carrier-config.ts';
import { flatRate } from './carriers/flatrate.ts';
import { freeShipping } from './carriers/freeshipping.ts';
import { storePickup } from './carriers/pickup.ts';
import { tableRate } from './carriers/tablerate.ts';

export interface RateRequest {
  destination: { countryCode: string; regionId: number | null; postcode: string | null };
  /** Base currency subtotal after item discounts. */
  packageValue: Decimal;
  packageWeight: Decimal;
  packageQty: Decimal;
  /** A cart rule grants free shipping: every carrier that can ship quotes 0. */
  freeShipping: boolean;
}

/** One method of one carrier (Magento's AvailableShippingMethod, amounts in base currency). */
export interface ShippingRate {
  carrierCode: string;
  carrierTitle: string;
  methodCode: string;
  methodTitle: string;
  /** Null when not available. */
  amount: Decimal | null;
  available: boolean;
  errorMessage: string | null;
  /** Extra text shown with the method (e.g. the pickup point's hours), else null. */
  promptMessage: string | null;
}

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

// Reads a carrier's Magento settings (`carriers/<code>/*`) from the store view's configuration and
// applies the checks every carrier shares: active flag, ship-to countries, "show when unavailable".
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';
import type { RateRequest, ShippingRate } from './rate.ts';

/** Magento's default `carriers/<code>/specificerrmsg`. */
export const CARRIER_UNAVAILABLE =
  'This shipping method is currently unavailable. If you would like to ship using this shipping method, please contact us.';

export interface CarrierConfig {
  code: string;
  get(field: string): string | null;
  flag(field: string): boolean;
  decimal(field: string): Decimal | null;
  title: string;
  sortOrder: number;
}

export function carrierConfig(ctx: RequestContext, code: string): CarrierConfig {
  const get = (field: string) => ctx.config.get(`carriers/${code}/${field}`) ?? null;
  const decimal = (field: string) => {
    const raw = get(field)?.trim();
    if (!raw) return null;
    try {
      return new Decimal(raw);
    } catch {
      return null;
    }
  };
  return {
    code,
    get,
    flag: (field) => get(field) === '1',
    decimal,
    title: get('title') ?? code,
    sortOrder: Number(get('sort_order') ?? 0) || 0,
  };
}

/** `sallowspecific` = 1 limits the carrier to `specificcountry` (comma-separated ISO codes). */
export function shipsTo(config: CarrierConfig, countryCode: string): boolean {
  if (!config.flag('sallowspecific')) return true;
  const list = (config.get('specificcountry') ?? '').split(',').map((c) => c.trim().toUpperCase());
  return list.includes(countryCode.toUpperCase());
}

/**
 * What a carrier that cannot ship answers: nothing, or (with `showmethod` = 1) one unavailable
 * row carrying the configured error message, as Magento's `Carrier\AbstractCarrier::checkAvailableShipCountries`.
 */
export function unavailable(config: CarrierConfig, methodCode: string, methodTitle: string): ShippingRate[] {
  if (!config.flag('showmethod')) return [];
  return [
    {
      carrierCode: config.code,
      carrierTitle: config.title,
      methodCode,
      methodTitle,
      amount: null,
      available: false,
      errorMessage: config.get('specificerrmsg') || CARRIER_UNAVAILABLE,
      promptMessage: null,
    },
  ];
}

/** One available method; a free-shipping rule makes every carrier quote 0. */
export function offer(
  config: CarrierConfig,
  request: RateRequest,
  method: { code: string; title: string; amount: Decimal; prompt?: string | null },
): ShippingRate {
  return {
    carrierCode: config.code,
    carrierTitle: config.title,
    methodCode: method.code,
    methodTitle: method.title,
    amount: request.freeShipping ? new Decimal(0) : method.amount,
    available: true,
    errorMessage: null,
    promptMessage: method.prompt ?? null,
  };
}

export type Carrier = (
  ctx: RequestContext,
  request: RateRequest,
  config: CarrierConfig,
) => Promise<ShippingRate[]>;

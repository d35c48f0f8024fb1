// CONTRACT (issue 5): shipping rates. Owned by the checkout helper, who replaces this body.
import type { Decimal } from 'decimal.js';
import type { RequestContext } from '../../shared/context.ts';

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

/** The rates of every active carrier of the store view for this request, in display order. */
export async function collectShippingRates(
  _ctx: RequestContext,
  _request: RateRequest,
): Promise<ShippingRate[]> {
  throw new Error('collectShippingRates is being built (issue 5, checkout)');
}

// What a carrier is asked (RateRequest) and what it answers (ShippingRate): the types rates.ts and
// the carriers share, in a file of their own so that neither imports the other for them.
import type { Decimal } from 'decimal.js';

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

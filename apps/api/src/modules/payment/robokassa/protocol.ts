// Robokassa's redirect protocol (docs.robokassa.ru): the shopper goes to the payment page with
// MerchantLogin, OutSum, InvId, Description and SignatureValue = hash("MerchantLogin:OutSum:InvId:
// Password1[:Shp_…]"); Robokassa calls the ResultURL with OutSum, InvId and hash("OutSum:InvId:
// Password2[:Shp_…]") and expects "OK<InvId>"; the shopper comes back to the SuccessURL (signed
// with Password1) or the FailURL (unsigned). Custom `Shp_` parameters are signed in name order.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RobokassaConfig } from '../settings.ts';

export function signature(hash: 'md5' | 'sha256', parts: string[], shp: Record<string, string> = {}): string {
  const extra = Object.keys(shp)
    .sort()
    .map((key) => `${key}=${shp[key]}`);
  return createHash(hash)
    .update([...parts, ...extra].join(':'))
    .digest('hex');
}

/** Case-insensitive, constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, given: string | null | undefined): boolean {
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from((given ?? '').toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The Shp_ parameters of a request, by name. */
export function shpParams(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...params].filter(([key]) => key.startsWith('Shp_')));
}

export interface PaymentLinkInput {
  outSum: string;
  invId: number;
  description: string;
  shp: Record<string, string>;
  culture: 'ru' | 'en';
}

export function paymentLink(config: RobokassaConfig, input: PaymentLinkInput): string {
  const url = new URL(config.paymentUrl);
  const sig = signature(
    config.hash,
    [config.login, input.outSum, String(input.invId), config.password1],
    input.shp,
  );
  url.searchParams.set('MerchantLogin', config.login);
  url.searchParams.set('OutSum', input.outSum);
  url.searchParams.set('InvId', String(input.invId));
  url.searchParams.set('Description', input.description.slice(0, 100));
  url.searchParams.set('SignatureValue', sig);
  url.searchParams.set('Culture', input.culture);
  for (const [key, value] of Object.entries(input.shp)) url.searchParams.set(key, value);
  if (config.test) url.searchParams.set('IsTest', '1');
  return url.toString();
}

/** A return of Robokassa: `OutSum:InvId:<password>[:Shp_…]`. */
function validReturn(config: RobokassaConfig, params: URLSearchParams, password: string): boolean {
  const parts = [params.get('OutSum') ?? '', params.get('InvId') ?? '', password];
  return sameSignature(signature(config.hash, parts, shpParams(params)), params.get('SignatureValue'));
}

/** ResultURL notification: signed with Password #2. */
export const validResult = (config: RobokassaConfig, params: URLSearchParams) =>
  validReturn(config, params, config.password2);

/** SuccessURL return: signed with Password #1. */
export const validSuccess = (config: RobokassaConfig, params: URLSearchParams) =>
  validReturn(config, params, config.password1);

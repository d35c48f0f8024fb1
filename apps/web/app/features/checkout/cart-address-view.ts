// A cart address as the checkout's step summaries show it: name, company, postal lines, telephone.
import type { CartAddress } from './checkout-types';

function joined(parts: readonly (string | null | undefined)[], separator = ' '): string {
  return parts.filter((part) => part?.trim()).join(separator);
}

export function cartAddressLines(address: CartAddress): string[] {
  return [
    joined([address.firstname, address.lastname]),
    address.company ?? '',
    ...(address.street ?? []).filter((line): line is string => Boolean(line?.trim())),
    joined([joined([address.city, address.region?.label], ', '), address.postcode]),
    address.country?.label ?? address.country?.code ?? '',
    address.telephone ?? '',
  ].filter(Boolean);
}

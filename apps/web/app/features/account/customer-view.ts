// The signed-in customer as the account dashboard shows them.
import { customerType } from '~/lib/customer/customer-types';
import type { OrganizationInfo } from '~/middleware/guarded-customer.server';

/**
 * The language-file key of a customer type worth showing: partners and managers see their status;
 * an ordinary shopper (a client, also any unknown type, the API's default) sees nothing, since
 * "Customer type: Client" is back-office wording.
 */
export function customerTypeKey(type: string | null | undefined): string | null {
  const known = customerType(type);
  return known === 'client' ? null : `account.customer_type.${known}`;
}

export function fullName(customer: {
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
}): string {
  return [customer.firstname, customer.middlename, customer.lastname]
    .filter((part) => part?.trim())
    .join(' ');
}

export interface OrganizationView {
  name: string;
  details: { labelKey: string; value: string }[];
  logoUrl: string | null;
}

/** The organisation block, when the customer represents one. */
export function toOrganizationView(
  info: Partial<OrganizationInfo> | null | undefined,
): OrganizationView | null {
  if (!info?.is_organization) return null;
  const details = [
    { labelKey: 'account.organization.tin', value: info.tin ?? '' },
    { labelKey: 'account.organization.vat', value: info.vat ?? '' },
    { labelKey: 'account.organization.address', value: info.address ?? '' },
  ].filter((detail) => detail.value.trim());
  const logo = info.logo_url?.trim();
  return {
    name: info.name ?? '',
    details,
    logoUrl: logo && /^https?:\/\//i.test(logo) ? logo : null,
  };
}

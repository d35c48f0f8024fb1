// The GraphQL `Customer` of a customer row. The row itself travels along (`row`), so the modules
// that extend Customer (addresses, wishlist, newsletter) read its columns without another query;
// they still authorize against ctx.customer, never against the parent object alone.
import type { CustomerRow } from './store.ts';

export interface CustomerParent {
  row: CustomerRow;
  id: number;
  created_at: string;
  confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED';
  date_of_birth: string | null;
  dob: string | null;
  email: string;
  firstname: string;
  middlename: string | null;
  lastname: string;
  prefix: string | null;
  suffix: string | null;
  gender: number | null;
  group_id: number;
  taxvat: string | null;
  astrio_customer_type: string;
  organization_info: {
    address: string | null;
    is_organization: boolean;
    logo_url: string | null;
    name: string | null;
    tin: string | null;
    vat: string | null;
  };
}

/** Magento's format for timestamps in the storefront API: `YYYY-MM-DD HH:MM:SS`, UTC. */
export function magentoDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The General customer group of Magento: every account is in it (groups are not used here). */
const GENERAL_GROUP = 1;

export function toCustomer(row: CustomerRow): CustomerParent {
  return {
    row,
    id: row.id,
    created_at: magentoDateTime(row.createdAt),
    confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
    date_of_birth: row.dob,
    dob: row.dob,
    email: row.email,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    prefix: row.prefix,
    suffix: row.suffix,
    gender: row.gender,
    group_id: GENERAL_GROUP,
    taxvat: row.taxvat,
    astrio_customer_type: row.customerType,
    organization_info: {
      address: row.orgAddress,
      is_organization: row.orgIsOrganization,
      logo_url: row.orgLogoUrl,
      name: row.orgName,
      tin: row.orgTin,
      vat: row.orgVat,
    },
  };
}

// The customer data the storefront reads (Magento 2.4.7 `Customer` plus Atrium's
// astrio_customer_type and organization_info), as shell-customer-fields.graphql and
// customer-account.graphql select it. The one thing the storefront changes on the way in: a
// customer type it does not know (from a newer API) reads as the least privileged one.
import type { CustomerAccountQuery, ShellCustomerFieldsFragment } from '~/lib/graphql/generated';
import type { ListItem } from '~/lib/graphql/types';

export const CUSTOMER_TYPES = ['client', 'partner', 'manager'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

type WithCustomerType<T> = Omit<T, 'astrio_customer_type'> & { astrio_customer_type: CustomerType };

/** What the header and the account drawer show on every page (the layout loads it). */
export type ShellCustomer = WithCustomerType<ShellCustomerFieldsFragment>;
/** The customer data of the account area, reloaded by the auth-with-update-data guard. */
export type CustomerAccount = WithCustomerType<NonNullable<CustomerAccountQuery['customer']>>;
export type CustomerAddress = ListItem<CustomerAccount['addresses']>;
export type OrganizationInfo = NonNullable<CustomerAccount['organization_info']>;

export function customerType(value: string | null | undefined): CustomerType {
  return CUSTOMER_TYPES.find((type) => type === value) ?? 'client';
}

/** The API's customer with its type read as one the storefront knows. */
export function withCustomerType<T extends { astrio_customer_type: string | null }>(
  customer: T,
): WithCustomerType<T> {
  return { ...customer, astrio_customer_type: customerType(customer.astrio_customer_type) };
}

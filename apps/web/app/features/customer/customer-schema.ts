// Shapes of the customer data the storefront reads (Magento 2.4.7 `Customer` plus Atrium's
// astrio_customer_type and organization_info; apps/api customer, customer-address and newsletter
// modules).
import { z } from 'zod';

export const CUSTOMER_TYPES = ['client', 'partner', 'manager'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** An unknown type from a newer API reads as the least privileged one. */
const customerTypeSchema = z
  .string()
  .nullable()
  .transform(
    (value): CustomerType =>
      (CUSTOMER_TYPES as readonly string[]).includes(value ?? '') ? (value as CustomerType) : 'client',
  );

/** What the header and the account drawer show on every page (the layout loads it). */
export const shellCustomerSchema = z.object({
  id: z.number().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  astrio_customer_type: customerTypeSchema,
});

export const organizationInfoSchema = z.object({
  address: z.string().nullable(),
  is_organization: z.boolean().nullable(),
  logo_url: z.string().nullable(),
  name: z.string().nullable(),
  tin: z.string().nullable(),
  vat: z.string().nullable(),
});

export const customerAddressSchema = z.object({
  id: z.number().nullable(),
  firstname: z.string().nullable(),
  middlename: z.string().nullable(),
  lastname: z.string().nullable(),
  prefix: z.string().nullable(),
  suffix: z.string().nullable(),
  company: z.string().nullable(),
  street: z.array(z.string().nullable()).nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  country_code: z.string().nullable(),
  region: z
    .object({
      region: z.string().nullable(),
      region_code: z.string().nullable(),
      region_id: z.number().nullable(),
    })
    .nullable(),
  telephone: z.string().nullable(),
  fax: z.string().nullable(),
  vat_id: z.string().nullable(),
  default_billing: z.boolean().nullable(),
  default_shipping: z.boolean().nullable(),
});

/** The customer data of the account area, reloaded by the auth-with-update-data guard. */
export const customerAccountSchema = shellCustomerSchema.extend({
  middlename: z.string().nullable(),
  prefix: z.string().nullable(),
  suffix: z.string().nullable(),
  gender: z.number().nullable(),
  date_of_birth: z.string().nullable(),
  taxvat: z.string().nullable(),
  created_at: z.string().nullable(),
  is_subscribed: z.boolean().nullable(),
  organization_info: organizationInfoSchema.nullable(),
  default_billing: z.string().nullable(),
  default_shipping: z.string().nullable(),
  addresses: z.array(customerAddressSchema.nullable()).nullable(),
});

export type ShellCustomer = z.infer<typeof shellCustomerSchema>;
export type CustomerAccount = z.infer<typeof customerAccountSchema>;
export type CustomerAddress = z.infer<typeof customerAddressSchema>;
export type OrganizationInfo = z.infer<typeof organizationInfoSchema>;

export const shellCustomerDataSchema = z.object({ customer: shellCustomerSchema.nullable() });
export const customerAccountDataSchema = z.object({
  healthCheck: z.object({ email: z.string().nullable() }).nullable(),
  customer: customerAccountSchema.nullable(),
});
export const healthCheckDataSchema = z.object({
  healthCheck: z.object({ email: z.string().nullable() }).nullable(),
});
export const addressIdsDataSchema = z.object({
  customer: z
    .object({ addresses: z.array(z.object({ id: z.number().nullable() }).nullable()).nullable() })
    .nullable(),
});

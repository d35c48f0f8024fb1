/** Who a tax rule or cart rule is for: the customer types plus signed-out shoppers. */
export const PRICING_CUSTOMER_TYPES = ['guest', 'client', 'partner', 'manager'] as const;
export type PricingCustomerType = (typeof PRICING_CUSTOMER_TYPES)[number];

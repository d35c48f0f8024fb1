// The kinds of customer account (prices and rules may differ per kind).
export const CUSTOMER_TYPES = ['client', 'partner', 'manager'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

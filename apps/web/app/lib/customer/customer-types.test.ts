import { describe, expect, it } from 'vitest';
import { withCustomerType } from './customer-types';

describe('the customer type', () => {
  it('keeps the types the storefront knows and reads any other as a client', () => {
    const customer = { id: 1, firstname: 'Ada', lastname: 'L', email: 'a@b.c' };
    expect(withCustomerType({ ...customer, astrio_customer_type: 'partner' })).toEqual({
      ...customer,
      astrio_customer_type: 'partner',
    });
    expect(withCustomerType({ ...customer, astrio_customer_type: 'reseller' }).astrio_customer_type).toBe(
      'client',
    );
    expect(withCustomerType({ ...customer, astrio_customer_type: null }).astrio_customer_type).toBe('client');
  });
});

import { describe, expect, it } from 'vitest';
import { accountNav, sectionOfPath } from './account-paths';
import { customerTypeKey, fullName, toOrganizationView } from './customer-view';
import { validateNewsletterEmail } from './newsletter-form';
import { subscribeMessage } from './newsletter-result';

describe('the account area', () => {
  it('navigates to the pages that exist (with the orders, projects, estimates, proposals and messages), and no others', () => {
    expect(accountNav('int').map((entry) => entry.href)).toEqual([
      '/int/customer/account/',
      '/int/customer/account/edit',
      '/int/customer/account/orders',
      '/int/customer/account/projects',
      '/int/customer/account/estimates',
      '/int/customer/account/proposals',
      '/int/customer/account/messages',
      '/int/customer/account/address/',
      '/int/customer/account/wishlist',
      '/int/customer/account/subscriptions',
    ]);
  });

  it('marks the section of nested pages', () => {
    expect(sectionOfPath('/ru/customer/account/')).toBe('index');
    expect(sectionOfPath('/ru/customer/account')).toBe('index');
    expect(sectionOfPath('/ru/customer/account/address/create')).toBe('address');
    expect(sectionOfPath('/ru/customer/account/address/12')).toBe('address');
    expect(sectionOfPath('/ru/customer/account/wishlist')).toBe('wishlist');
    expect(sectionOfPath('/ru/customer/account/orders/000000012')).toBe('orders');
    expect(sectionOfPath('/ru/customer/account/projects/7/products')).toBe('projects');
    expect(sectionOfPath('/ru/customer/account/projects/7/estimates/3')).toBe('projects');
    expect(sectionOfPath('/ru/customer/account/estimates/3')).toBe('estimates');
    expect(sectionOfPath('/int/customer/account/proposals/12')).toBe('proposals');
    expect(sectionOfPath('/int/customer/account/messages/12')).toBe('messages');
    expect(sectionOfPath('/int/customer/account/messages/new')).toBe('messages');
  });

  it('names the customer, and the type only of partners and managers (a client sees none)', () => {
    expect(fullName({ firstname: 'Ada', middlename: ' ', lastname: 'Lovelace' })).toBe('Ada Lovelace');
    expect(customerTypeKey('partner')).toBe('account.customer_type.partner');
    expect(customerTypeKey('manager')).toBe('account.customer_type.manager');
    expect(customerTypeKey('client')).toBeNull();
    expect(customerTypeKey('admin')).toBeNull();
    expect(customerTypeKey(null)).toBeNull();
  });

  it('shows an organisation only when the customer represents one, and only http(s) logos', () => {
    expect(toOrganizationView({ is_organization: false, name: 'X' })).toBeNull();
    expect(
      toOrganizationView({
        is_organization: true,
        name: 'Analytical Ltd',
        tin: '7701234567',
        vat: '',
        address: 'London',
        logo_url: 'javascript:alert(1)',
      }),
    ).toEqual({
      name: 'Analytical Ltd',
      details: [
        { labelKey: 'account.organization.tin', value: '7701234567' },
        { labelKey: 'account.organization.address', value: 'London' },
      ],
      logoUrl: null,
    });
  });

  it('checks the footer’s e-mail and picks the newsletter message by status', () => {
    const data = (email: string) => {
      const form = new FormData();
      form.set('email', email);
      return form;
    };
    expect(validateNewsletterEmail(data(''))).toEqual({ ok: false, error: { key: 'validation.required' } });
    expect(validateNewsletterEmail(data('ada@'))).toEqual({
      ok: false,
      error: { key: 'customer.validation.email' },
    });
    expect(validateNewsletterEmail(data(' ada@example.com '))).toEqual({
      ok: true,
      email: 'ada@example.com',
    });
    expect(subscribeMessage('SUBSCRIBED')).toEqual({ type: 'success', key: 'subscribe.success' });
    expect(subscribeMessage('NOT_ACTIVE')).toEqual({
      type: 'notice',
      key: 'account.newsletter.confirmation_needed',
    });
  });
});

// The signed-in customer's drawer (spec §2 "account"): a greeting, the account pages, and sign out
// (a form posting to /customer/logout, which revokes the token and clears the cookie).

import { Form } from 'react-router';
import { AppLink } from '~/components/ui/AppLink';
import { Button } from '~/components/ui/Button';
import { useTranslation } from '~/i18n/react';
import type { ShellCustomer } from '~/lib/customer/customer-types';

const ACCOUNT_PAGES = [
  { path: '', key: 'customer.account_links.dashboard' },
  { path: 'edit', key: 'customer.account_links.edit' },
  { path: 'address', key: 'customer.account_links.address' },
  { path: 'wishlist', key: 'customer.account_links.wishlist' },
  { path: 'subscriptions', key: 'customer.account_links.subscriptions' },
] as const;

export function accountPagePath(website: string, page: string): string {
  return `/${website}/customer/account${page ? `/${page}` : ''}`;
}

export function AccountPanel({ website, customer }: { website: string; customer: ShellCustomer | null }) {
  const { t } = useTranslation();
  const name = [customer?.firstname, customer?.lastname].filter(Boolean).join(' ');
  const type = customer?.astrio_customer_type;
  return (
    <div className="space-y-8" data-customer-form="account">
      <div>
        <p className="text-xl font-medium" data-testid="customer-greeting">
          {name ? t('customer.greeting', { name }) : t('customer.greeting_anonymous')}
        </p>
        {customer?.email ? <p className="mt-1 text-sm text-ink-muted">{customer.email}</p> : null}
        {type && type !== 'client' ? (
          <p className="mt-3 inline-block rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-accent">
            {t(`customer.types.${type}`)}
          </p>
        ) : null}
      </div>
      <nav aria-label={t('customer.account')}>
        <ul className="divide-y divide-line border-y border-line">
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.key}>
              <AppLink
                to={accountPagePath(website, page.path)}
                className="block py-3 text-sm font-medium hover:text-accent"
              >
                {t(page.key)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" action={`/${website}/customer/logout`}>
        <Button type="submit" variant="secondary" className="w-full">
          {t('customer.sign_out')}
        </Button>
      </Form>
    </div>
  );
}

// The account dashboard (spec §2 index): contact information with the customer type, the
// organisation, newsletter status and the default billing and shipping addresses; above them what
// the route composes for the customer's type (a manager's or partner's waiting estimates). The
// organisation is Atrium's: not shown on a Magento backend.
import type { ReactNode } from 'react';
import { AddressLines } from '~/components/address/AddressCard';
import { useTranslation } from '~/i18n/react';
import { useBackendHas } from '~/lib/backend';
import { AccountSection, PageTitle } from './AccountSection';
import type { AccountOverview } from './account-overview.server';
import { accountPaths } from './account-paths';

export function AccountOverviewPage({ data, highlights }: { data: AccountOverview; highlights?: ReactNode }) {
  const { t } = useTranslation();
  const { website, organization } = data;
  const organizations = useBackendHas('organizations');
  return (
    <div>
      <PageTitle intro={t('account.overview.greeting', { name: data.name })}>{t('account.title')}</PageTitle>
      <div className="grid gap-5 sm:grid-cols-2">
        {highlights}
        <AccountSection
          title={t('account.overview.contact')}
          link={{ to: accountPaths.edit(website), text: t('account.edit_link') }}
          testId="account-contact"
        >
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="sr-only">{t('account.fields.name')}</dt>
              <dd className="font-medium" data-testid="account-name">
                {data.name}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('account.fields.email')}</dt>
              <dd className="break-all text-ink-muted" data-testid="account-email">
                {data.email}
              </dd>
            </div>
            {data.customerTypeKey ? (
              <div className="flex gap-2 pt-1">
                <dt className="text-ink-muted">{t('account.fields.customer_type')}:</dt>
                <dd data-testid="account-type">{t(data.customerTypeKey)}</dd>
              </div>
            ) : null}
          </dl>
          <a
            href={`${accountPaths.edit(website)}?changePassword=1`}
            className="mt-4 inline-block text-sm font-medium text-accent hover:text-accent-hover"
          >
            {t('account.overview.change_password')}
          </a>
        </AccountSection>

        {organizations ? (
          <AccountSection
            title={t('account.overview.organization')}
            link={{ to: accountPaths.edit(website), text: t('account.edit_link') }}
            testId="account-organization"
          >
            {organization ? (
              <div className="flex items-start gap-4">
                {organization.logoUrl ? (
                  <img
                    src={organization.logoUrl}
                    alt=""
                    width={56}
                    height={56}
                    className="size-14 shrink-0 rounded-md border border-line object-contain"
                  />
                ) : null}
                <dl className="min-w-0 space-y-1 text-sm">
                  <dt className="sr-only">{t('account.organization.name')}</dt>
                  <dd className="font-medium">{organization.name}</dd>
                  {organization.details.map((detail) => (
                    <div key={detail.labelKey} className="flex flex-wrap gap-x-2">
                      <dt className="text-ink-muted">{t(detail.labelKey)}:</dt>
                      <dd className="wrap-anywhere">{detail.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : (
              <p className="text-sm text-ink-muted">{t('account.overview.no_organization')}</p>
            )}
          </AccountSection>
        ) : null}

        <AccountSection
          title={t('account.overview.newsletter')}
          link={{ to: accountPaths.subscriptions(website), text: t('account.edit_link') }}
          testId="account-newsletter"
        >
          <p className="text-sm" data-subscribed={data.isSubscribed}>
            {data.isSubscribed ? t('account.newsletter.subscribed') : t('account.newsletter.not_subscribed')}
          </p>
        </AccountSection>

        <AccountSection
          title={t('account.overview.address_book')}
          link={{ to: accountPaths.addressBook(website), text: t('account.overview.manage_addresses') }}
          testId="account-addresses"
        >
          <div className="grid gap-5 xs:grid-cols-2 sm:grid-cols-1 md:grid-cols-2">
            <div>
              <h3 className="mb-2 text-sm font-medium text-ink-muted">
                {t('account.address.default_billing')}
              </h3>
              {data.defaultBilling ? (
                <AddressLines address={data.defaultBilling} />
              ) : (
                <p className="text-sm text-ink-muted">{t('account.overview.no_default_billing')}</p>
              )}
            </div>
            <div>
              <h3 className="mb-2 text-sm font-medium text-ink-muted">
                {t('account.address.default_shipping')}
              </h3>
              {data.defaultShipping ? (
                <AddressLines address={data.defaultShipping} />
              ) : (
                <p className="text-sm text-ink-muted">{t('account.overview.no_default_shipping')}</p>
              )}
            </div>
          </div>
        </AccountSection>
      </div>
    </div>
  );
}

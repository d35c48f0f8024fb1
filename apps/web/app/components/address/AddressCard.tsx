// One saved address: name, company, postal lines and telephone, with the default markers.
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import type { AddressView } from '~/lib/address/address-view';

export function AddressLines({ address }: { address: AddressView }) {
  const { t } = useTranslation();
  return (
    <address className="text-sm leading-relaxed text-ink not-italic">
      <span className="block font-medium">{address.name}</span>
      {address.company ? <span className="block">{address.company}</span> : null}
      {address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {address.telephone ? (
        <span className="mt-1 block text-ink-muted">
          {t('account.address.telephone_short')} {address.telephone}
        </span>
      ) : null}
    </address>
  );
}

export function DefaultBadges({ address }: { address: AddressView }) {
  const { t } = useTranslation();
  if (!address.isDefaultBilling && !address.isDefaultShipping) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('account.address.defaults')}>
      {address.isDefaultBilling ? (
        <li className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent">
          {t('account.address.default_billing')}
        </li>
      ) : null}
      {address.isDefaultShipping ? (
        <li className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent">
          {t('account.address.default_shipping')}
        </li>
      ) : null}
    </ul>
  );
}

export function AddressCard({ address, actions }: { address: AddressView; actions?: ReactNode }) {
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-lg border border-line p-5"
      data-testid="address-card"
      data-address-id={address.id}
    >
      <DefaultBadges address={address} />
      <AddressLines address={address} />
      {actions ? <div className="mt-auto flex flex-wrap gap-x-5 gap-y-2 pt-2 text-sm">{actions}</div> : null}
    </article>
  );
}

// The address book (spec §2 address): every saved address with the default marks, edit and delete
// links, and "add a new address". Deleting asks first: the delete link opens a confirmation (the
// `delete` query parameter, so it works without JavaScript too) whose button posts the deletion.
// A refusal (a default address cannot be deleted) shows the API's message above the list.

import { Form, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { AddressCard, AddressLines } from '~/components/address/AddressCard';
import { AppLink } from '~/components/ui/AppLink';
import { Button, buttonClasses } from '~/components/ui/Button';
import { Dialog } from '~/components/ui/Dialog';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { useTranslation } from '~/i18n/react';
import type { AddressView } from '~/lib/address/address-view';
import type { FormMessage } from '~/lib/form-messages';
import { PageTitle } from './AccountSection';
import { accountPaths } from './account-paths';

export const DELETE_PARAM = 'delete';

function DeleteDialog({ website, address }: { website: string; address: AddressView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const book = accountPaths.addressBook(website);
  const close = () => navigate(book, { replace: true, preventScrollReset: true });
  return (
    <Dialog name="delete-address" title={t('account.address.delete_title')} onClose={close}>
      <p className="text-sm">{t('account.address.delete_question')}</p>
      <div className="mt-4 rounded-lg bg-surface-muted p-4">
        <AddressLines address={address} />
      </div>
      <Form method="post" action={book} className="mt-6 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="id" value={address.id} />
        <AppLink to={book} replace preventScrollReset className={buttonClasses('secondary')}>
          {t('account.cancel')}
        </AppLink>
        <Button type="submit" variant="primary" disabled={busy}>
          {t('account.address.delete_confirm')}
        </Button>
      </Form>
    </Dialog>
  );
}

export function AddressBookPage({
  website,
  addresses,
  message,
}: {
  website: string;
  addresses: AddressView[];
  message?: FormMessage | null;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const deleting = addresses.find((address) => String(address.id) === params.get(DELETE_PARAM));

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <PageTitle>{t('account.nav.address_book')}</PageTitle>
        <AppLink to={accountPaths.addressCreate(website)} className={buttonClasses('primary', 'mb-6')}>
          {t('account.address.add')}
        </AppLink>
      </div>
      {message ? (
        <div className="mb-6">
          <FormMessageAlert message={message} />
        </div>
      ) : null}
      {addresses.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-line px-6 py-14 text-center"
          data-testid="address-book-empty"
        >
          <p className="text-lg font-medium">{t('account.address.empty')}</p>
          <p className="mt-2 text-sm text-ink-muted">{t('account.address.empty_hint')}</p>
        </div>
      ) : (
        <ul className="grid gap-5 xs:grid-cols-2 md:grid-cols-3" data-testid="address-list">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                actions={
                  <>
                    <AppLink
                      to={accountPaths.addressEdit(website, address.id)}
                      className="font-medium text-accent hover:text-accent-hover"
                    >
                      {t('account.edit_link')}
                    </AppLink>
                    <AppLink
                      to={`?${DELETE_PARAM}=${address.id}`}
                      preventScrollReset
                      className="font-medium text-ink-muted hover:text-error"
                      aria-label={t('account.address.delete_label', { name: address.name })}
                    >
                      {t('account.address.delete')}
                    </AppLink>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {deleting ? <DeleteDialog website={website} address={deleting} /> : null}
    </div>
  );
}

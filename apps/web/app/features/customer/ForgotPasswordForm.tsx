// Forgotten password (spec §7 requestPasswordResetEmail): the shopper gives an e-mail and is told a
// link is on its way — the same words whether or not an account has that address, so the form
// cannot be used to find out who shops here.

import { Button } from '~/components/ui/Button';
import { FormAlert } from '~/components/ui/FormAlert';
import { useTranslation } from '~/i18n/react';
import type { ForgotPasswordActionData } from './customer-action-data';
import { EmailField } from './EmailField';
import { FORGOT_PASSWORD_FIELDS, formValues, validateForgotPassword } from './form-rules';
import { GuestLinks } from './GuestLinks';
import { useCustomerFetcherForm } from './use-customer-form';

export function ForgotPasswordForm({
  website,
  inDrawer,
  pageAnswer,
}: {
  website: string;
  inDrawer: boolean;
  pageAnswer?: ForgotPasswordActionData;
}) {
  const { t } = useTranslation();
  const { fetcher, busy, answer, form } = useCustomerFetcherForm(
    (data) => validateForgotPassword(formValues(data, FORGOT_PASSWORD_FIELDS)),
    pageAnswer,
  );
  const sentTo = busy ? undefined : answer?.sentTo;

  return (
    <div className="space-y-6" data-customer-form="forgotPassword">
      {sentTo ? (
        <FormAlert tone="success">{t('customer.reset_link_sent', { email: sentTo })}</FormAlert>
      ) : (
        <fetcher.Form
          method="post"
          action={`/${website}/customer/forgotpassword`}
          noValidate
          onSubmit={form.onSubmit}
          className="space-y-5"
        >
          <p className="text-sm leading-relaxed text-ink-muted">{t('customer.forgot_password_intro')}</p>
          {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
          <EmailField defaultValue={answer?.values?.email} error={form.error('email')} />
          <Button type="submit" variant="primary" className="w-full" disabled={busy}>
            {t('customer.forgot_password_submit')}
          </Button>
        </fetcher.Form>
      )}
      <GuestLinks current="forgotPassword" website={website} inDrawer={inDrawer} only={['signIn']} />
    </div>
  );
}

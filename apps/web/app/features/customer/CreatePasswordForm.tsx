// Set a new password from the e-mailed link (spec §2 /customer/createpassword, §5): e-mail, the new
// password meeting the store's policy, and the same again. The token stays in the page's address;
// the action reads it from there.

import { useLocation } from 'react-router';
import { Button } from '~/components/ui/Button';
import { FormAlert } from '~/components/ui/FormAlert';
import { NewPasswordField } from '~/components/ui/NewPasswordField';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import type { PasswordPolicy } from '~/lib/password-policy';
import type { CreatePasswordActionData } from './customer-action-data';
import { EmailField } from './EmailField';
import { CREATE_PASSWORD_FIELDS, formValues, validateCreatePassword } from './form-rules';
import { useCustomerFetcherForm } from './use-customer-form';

export function CreatePasswordForm({
  policy,
  pageAnswer,
}: {
  policy: PasswordPolicy;
  pageAnswer?: CreatePasswordActionData;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { fetcher, busy, answer, form } = useCustomerFetcherForm(
    (data) => validateCreatePassword(formValues(data, CREATE_PASSWORD_FIELDS), policy),
    pageAnswer,
  );

  return (
    <fetcher.Form
      method="post"
      action={`${location.pathname}${location.search}`}
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-5"
      data-customer-form="createPassword"
    >
      <p className="text-sm leading-relaxed text-ink-muted">{t('customer.createpassword.intro')}</p>
      {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
      <EmailField defaultValue={answer?.values?.email} error={form.error('email')} />
      <NewPasswordField
        label={t('customer.createpassword.password')}
        name="password"
        policy={policy}
        error={form.error('password')}
      />
      <TextField
        label={t('customer.createpassword.password_confirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={form.error('password_confirmation')}
      />
      <Button type="submit" variant="primary" className="w-full" disabled={busy}>
        {t('customer.createpassword.submit')}
      </Button>
    </fetcher.Form>
  );
}

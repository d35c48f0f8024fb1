// Sign in (spec §4, §5): e-mail and password; the API's answer to a failed attempt is shown as it
// comes (spec §8). In the drawer a success closes it and the page's data reloads signed in; on the
// standalone page (and without JavaScript) the action redirects to the account.
import { useEffect } from 'react';
import { Button } from '~/components/ui/Button';
import { FormAlert } from '~/components/ui/FormAlert';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { ui } from '~/lib/ui-store';
import type { SignInActionData } from './customer-action-data';
import { EmailField } from './EmailField';
import { formValues, SIGN_IN_FIELDS, validateSignIn } from './form-rules';
import { GuestLinks } from './GuestLinks';
import { useCustomerFetcherForm } from './use-customer-form';

export function SignInForm({
  website,
  inDrawer,
  pageAnswer,
}: {
  website: string;
  inDrawer: boolean;
  pageAnswer?: SignInActionData;
}) {
  const { t } = useTranslation();
  const { fetcher, busy, answer, form } = useCustomerFetcherForm(
    (data) => validateSignIn(formValues(data, SIGN_IN_FIELDS)),
    pageAnswer,
  );

  // Closed as soon as the action answers: the page's data then reloads signed in, and the drawer
  // would turn into the account view under the shopper's hands.
  const answered = fetcher.data;
  useEffect(() => {
    if (!answered?.signedIn) return;
    ui.closeDrawer();
    ui.pushMessage({ type: 'success', key: 'customer.signed_in' });
  }, [answered]);

  return (
    <div className="space-y-6" data-customer-form="signIn">
      <fetcher.Form
        method="post"
        action={`/${website}/customer/signin`}
        noValidate
        onSubmit={form.onSubmit}
        className="space-y-5"
      >
        {inDrawer ? null : <input type="hidden" name="redirectTo" value={`/${website}/customer/account/`} />}
        <p className="text-sm leading-relaxed text-ink-muted">{t('customer.sign_in_intro')}</p>
        {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
        <EmailField defaultValue={answer?.values?.email} error={form.error('email')} />
        <TextField
          label={t('customer.fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={form.error('password')}
        />
        <Button type="submit" variant="primary" className="w-full" disabled={busy}>
          {t('customer.sign_in_submit')}
        </Button>
      </fetcher.Form>
      <GuestLinks current="signIn" website={website} inDrawer={inDrawer} />
    </div>
  );
}

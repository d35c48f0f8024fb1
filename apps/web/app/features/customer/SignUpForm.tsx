// Create an account (spec §5): first and last name, e-mail, a password meeting the store's policy
// (storeConfig minimum_password_length and required_character_classes_number, shown and checked
// here, checked again by the API), the newsletter, and an organisation's details for shoppers who
// represent one (Atrium's: not offered on a Magento backend). The account is created with
// createCustomerV2, then the shopper is signed in.
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/Button';
import { CheckboxField } from '~/components/ui/CheckboxField';
import { FormAlert } from '~/components/ui/FormAlert';
import { NewPasswordField } from '~/components/ui/NewPasswordField';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { useBackendHas } from '~/lib/backend';
import type { PasswordPolicy } from '~/lib/password-policy';
import { ui } from '~/lib/ui-store';
import type { SignUpActionData } from './customer-action-data';
import { EmailField } from './EmailField';
import { formValues, SIGN_UP_FIELDS, validateSignUp } from './form-rules';
import { GuestLinks } from './GuestLinks';
import { useCustomerFetcherForm } from './use-customer-form';

export function SignUpForm({
  website,
  inDrawer,
  policy,
  newsletterEnabled,
  pageAnswer,
  prefill,
}: {
  website: string;
  inDrawer: boolean;
  policy: PasswordPolicy;
  newsletterEnabled: boolean;
  pageAnswer?: SignUpActionData;
  /** Starting values (the sign-up from a guest's order: its name and e-mail). */
  prefill?: { firstname: string; lastname: string; email: string };
}) {
  const { t } = useTranslation();
  const { fetcher, busy, answer, form } = useCustomerFetcherForm(
    (data) => validateSignUp(formValues(data, SIGN_UP_FIELDS), policy),
    pageAnswer,
  );
  // Without JavaScript the organisation fields appear once the form comes back with the box ticked.
  const [organization, setOrganization] = useState(pageAnswer?.values?.is_organization === 'on');
  const organizations = useBackendHas('organizations');

  // Acted on as soon as the action answers (see SignInForm).
  const done = fetcher.data;
  useEffect(() => {
    if (done?.signedUp) {
      ui.closeDrawer();
      ui.pushMessage({
        type: 'success',
        key: 'customer.signed_up',
        values: { name: done.signedUp.firstname },
      });
    } else if (done?.createdOnly) {
      ui.openCustomerDrawer('signIn', false);
      ui.pushMessage({ type: 'notice', key: 'customer.created_sign_in' });
    }
  }, [done]);

  return (
    <div className="space-y-6" data-customer-form="signUp">
      <fetcher.Form
        method="post"
        action={`/${website}/customer/signup`}
        noValidate
        onSubmit={form.onSubmit}
        className="space-y-5"
      >
        {inDrawer ? null : <input type="hidden" name="redirectTo" value={`/${website}/customer/account/`} />}
        {form.formError ? <FormAlert tone="error">{form.formError}</FormAlert> : null}
        <div className="grid gap-5 xs:grid-cols-2">
          <TextField
            label={t('customer.fields.firstname')}
            name="firstname"
            defaultValue={answer?.values?.firstname ?? prefill?.firstname}
            autoComplete="given-name"
            required
            error={form.error('firstname')}
          />
          <TextField
            label={t('customer.fields.lastname')}
            name="lastname"
            defaultValue={answer?.values?.lastname ?? prefill?.lastname}
            autoComplete="family-name"
            required
            error={form.error('lastname')}
          />
        </div>
        <EmailField defaultValue={answer?.values?.email ?? prefill?.email} error={form.error('email')} />
        <NewPasswordField
          label={t('customer.fields.password')}
          name="password"
          policy={policy}
          minLength={policy.minLength}
          error={form.error('password')}
        />
        {newsletterEnabled ? (
          <CheckboxField
            label={t('customer.fields.is_subscribed')}
            name="is_subscribed"
            defaultChecked={answer?.values?.is_subscribed === 'on'}
          />
        ) : null}
        {organizations ? (
          <CheckboxField
            label={t('customer.fields.is_organization')}
            name="is_organization"
            checked={organization}
            onChange={(event) => setOrganization(event.target.checked)}
          />
        ) : null}
        {organizations && organization ? (
          <fieldset className="space-y-5 rounded-md border border-line p-4" data-testid="organization-fields">
            <legend className="px-1 text-sm font-medium">{t('customer.organization.title')}</legend>
            <TextField
              label={t('customer.organization.name')}
              name="organization_name"
              defaultValue={answer?.values?.organization_name}
              autoComplete="organization"
              required
              error={form.error('organization_name')}
            />
            <div className="grid gap-5 xs:grid-cols-2">
              <TextField
                label={t('customer.organization.tin')}
                name="organization_tin"
                defaultValue={answer?.values?.organization_tin}
                error={form.error('organization_tin')}
              />
              <TextField
                label={t('customer.organization.vat')}
                name="organization_vat"
                defaultValue={answer?.values?.organization_vat}
                error={form.error('organization_vat')}
              />
            </div>
            <TextField
              label={t('customer.organization.address')}
              name="organization_address"
              defaultValue={answer?.values?.organization_address}
              autoComplete="street-address"
              error={form.error('organization_address')}
            />
          </fieldset>
        ) : null}
        <Button type="submit" variant="primary" className="w-full" disabled={busy}>
          {t('customer.sign_up_submit')}
        </Button>
      </fetcher.Form>
      <GuestLinks current="signUp" website={website} inDrawer={inDrawer} only={['signIn']} />
    </div>
  );
}

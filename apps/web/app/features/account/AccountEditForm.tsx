// The "edit account" form (spec §2 edit): names, the organisation the customer represents, and
// the e-mail and password changes, each revealed by its checkbox. The reveals are CSS (:has), so
// the form works the same before JavaScript loads and without it. The organisation is Atrium's: a
// Magento backend has none, and the form leaves it out.

import { Form, useNavigation } from 'react-router';
import { NameFields } from '~/components/address/NameFields';
import { Button } from '~/components/ui/Button';
import { CheckboxField } from '~/components/ui/CheckboxField';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { NewPasswordField } from '~/components/ui/NewPasswordField';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { useBackendHas } from '~/lib/backend';
import type { FormMessage } from '~/lib/form-messages';
import { useFormMessages } from '~/lib/form-messages';
import type { PasswordPolicy } from '~/lib/password-policy';
import type { AccountEditErrors, AccountEditValues } from './account-edit-form';

/** What the form shows: the values as saved or as typed, never the passwords. */
export type AccountEditDefaults = Omit<
  AccountEditValues,
  'currentPassword' | 'newPassword' | 'confirmPassword'
>;

export function AccountEditForm({
  defaults,
  policy,
  errors = {},
  message,
}: {
  defaults: AccountEditDefaults;
  policy: PasswordPolicy;
  errors?: AccountEditErrors;
  message?: FormMessage | null;
}) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  const busy = useNavigation().state === 'submitting';
  const org = defaults.organization;
  const organizations = useBackendHas('organizations');

  return (
    <Form method="post" noValidate className="max-w-2xl space-y-8" data-testid="account-edit-form">
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-medium">{t('account.edit.information')}</legend>
        <div className="grid gap-5 xs:grid-cols-2">
          <NameFields
            values={defaults}
            errors={{ firstname: error(errors.firstname), lastname: error(errors.lastname) }}
          />
          <TextField
            label={t('account.fields.middlename')}
            name="middlename"
            autoComplete="additional-name"
            defaultValue={defaults.middlename}
            error={error(errors.middlename)}
          />
        </div>
      </fieldset>

      {organizations ? (
        <div className="border-t border-line pt-6">
          <fieldset className="group/org space-y-5">
            <legend className="mb-4 text-lg font-medium">{t('account.overview.organization')}</legend>
            <CheckboxField
              name="is_organization"
              defaultChecked={org.isOrganization}
              label={<span className="font-medium">{t('account.organization.is_organization')}</span>}
            />
            <div
              className="hidden gap-5 group-has-checked/org:grid xs:grid-cols-2"
              data-testid="organization-fields"
            >
              <TextField
                label={t('account.organization.name')}
                name="org_name"
                required
                autoComplete="organization"
                defaultValue={org.name}
                error={error(errors.orgName)}
                className="xs:col-span-2"
              />
              <TextField
                label={t('account.organization.tin')}
                name="org_tin"
                defaultValue={org.tin}
                error={error(errors.orgTin)}
              />
              <TextField
                label={t('account.organization.vat')}
                name="org_vat"
                defaultValue={org.vat}
                error={error(errors.orgVat)}
              />
              <TextField
                label={t('account.organization.address')}
                name="org_address"
                defaultValue={org.address}
                error={error(errors.orgAddress)}
                className="xs:col-span-2"
              />
              <TextField
                label={t('account.organization.logo_url')}
                name="org_logo_url"
                type="url"
                inputMode="url"
                placeholder="https://"
                defaultValue={org.logoUrl}
                error={error(errors.orgLogoUrl)}
                className="xs:col-span-2"
              />
            </div>
          </fieldset>
        </div>
      ) : null}

      <div className="border-t border-line pt-6">
        <fieldset className="group/changes space-y-5">
          <legend className="mb-4 text-lg font-medium">{t('account.edit.sign_in_details')}</legend>
          <div className="group/email space-y-4">
            <CheckboxField
              name="change_email"
              defaultChecked={defaults.changeEmail}
              label={<span className="font-medium">{t('account.edit.change_email')}</span>}
            />
            <div className="hidden max-w-sm group-has-checked/email:block">
              <TextField
                label={t('account.fields.email')}
                name="email"
                type="email"
                required
                autoComplete="email"
                defaultValue={defaults.email}
                error={error(errors.email)}
              />
            </div>
          </div>
          <div className="group/password space-y-4">
            <CheckboxField
              name="change_password"
              defaultChecked={defaults.changePassword}
              label={<span className="font-medium">{t('account.edit.change_password')}</span>}
            />
            <div className="hidden max-w-sm space-y-5 group-has-checked/password:block">
              <NewPasswordField
                label={t('account.edit.new_password')}
                name="new_password"
                policy={policy}
                error={error(errors.newPassword)}
              />
              <TextField
                label={t('account.edit.confirm_password')}
                name="confirm_password"
                type="password"
                required
                autoComplete="new-password"
                error={error(errors.confirmPassword)}
              />
            </div>
          </div>
          <div className="hidden max-w-sm group-has-checked/changes:block">
            <TextField
              label={t('account.edit.current_password')}
              name="current_password"
              type="password"
              required
              autoComplete="current-password"
              error={error(errors.currentPassword)}
            />
          </div>
        </fieldset>
      </div>

      <div className="space-y-4 border-t border-line pt-6">
        <FormMessageAlert message={message} />
        <Button type="submit" variant="primary" disabled={busy}>
          {t('account.save')}
        </Button>
      </div>
    </Form>
  );
}

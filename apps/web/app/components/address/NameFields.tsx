// First and last name, as the account edit form and the address form both ask for them.

import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';

export function NameFields({
  values,
  errors,
}: {
  values: { firstname: string; lastname: string };
  errors: { firstname?: string; lastname?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('account.fields.firstname')}
        name="firstname"
        required
        autoComplete="given-name"
        defaultValue={values.firstname}
        error={errors.firstname}
      />
      <TextField
        label={t('account.fields.lastname')}
        name="lastname"
        required
        autoComplete="family-name"
        defaultValue={values.lastname}
        error={errors.lastname}
      />
    </>
  );
}

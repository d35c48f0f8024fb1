// The e-mail field every customer form starts with, filled again when a form comes back.

import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';

export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('customer.fields.email')}
      name="email"
      defaultValue={defaultValue}
      type="email"
      autoComplete="email"
      required
      error={error}
    />
  );
}

// The e-mail field every customer form starts with, filled again when a form comes back.
import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/TextField';

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

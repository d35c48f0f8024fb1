// A new password field that shows the store's password policy under it (sign up, set a new
// password, change the password in the account).
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '~/i18n/react';
import type { PasswordPolicy } from '~/lib/password-policy';
import { TextField } from './TextField';

interface NewPasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  name: string;
  policy: PasswordPolicy;
  error?: string;
}

export function NewPasswordField({ policy, ...props }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      required
      hint={t('customer.password_policy', { count: policy.minLength, classes: policy.requiredClasses })}
      {...props}
    />
  );
}

// The guest's e-mail step: where the order confirmation goes (setGuestEmailOnCart).

import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { type FieldError, useFormMessages } from '~/lib/form-messages';
import { StepForm } from './StepForm';

export function EmailStepForm({ email, error }: { email: string; error?: FieldError }) {
  const { t } = useTranslation();
  const fieldError = useFormMessages().fieldError;
  return (
    <StepForm intent="email" className="max-w-md space-y-4">
      <TextField
        label={t('checkout.email.label')}
        name="email"
        type="email"
        required
        autoComplete="email"
        defaultValue={email}
        hint={t('checkout.email.hint')}
        error={fieldError(error)}
      />
    </StepForm>
  );
}

// The guest's e-mail step: where the order confirmation goes (setGuestEmailOnCart).
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/TextField';
import { type FieldError, useFormMessages } from '~/lib/form-messages';

export function EmailStepForm({ email, error }: { email: string; error?: FieldError }) {
  const { t } = useTranslation();
  const fieldError = useFormMessages().fieldError;
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" noValidate preventScrollReset className="max-w-md space-y-4" data-testid="email-form">
      <input type="hidden" name="intent" value="email" />
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
      <Button type="submit" variant="primary" disabled={busy}>
        {t('checkout.continue')}
      </Button>
    </Form>
  );
}

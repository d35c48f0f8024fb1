// The form of one checkout step: it posts to the checkout's action with the step as its intent and
// ends with the step's submit button, disabled while a post is on its way. No browser validation:
// the action answers with the spec's messages next to the fields.
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/Button';
import { useTranslation } from '~/i18n/react';

interface StepFormProps {
  intent: string;
  children: ReactNode;
  className?: string;
  /** "Continue" unless the step says otherwise. */
  submitLabel?: string;
}

export function StepForm({ intent, children, className = 'space-y-5', submitLabel }: StepFormProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" noValidate preventScrollReset className={className} data-testid={`${intent}-form`}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" variant="primary" disabled={busy}>
        {submitLabel ?? t('checkout.continue')}
      </Button>
    </Form>
  );
}

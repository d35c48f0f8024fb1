// One step of the checkout: its number and title, and either its form (the current step), a short
// summary of what was chosen with a link to change it (a step done), or nothing yet (a later step).
// The step's server message (spec §8) shows inside it, next to what caused it.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { CheckIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import type { FormMessage } from '~/lib/form-messages';
import type { CheckoutStep } from './checkout-state';

export type StepStatus = 'current' | 'done' | 'upcoming';

interface CheckoutStepFrameProps {
  step: CheckoutStep;
  number: number;
  title: string;
  status: StepStatus;
  editHref?: string;
  summary?: ReactNode;
  message?: FormMessage | null;
  children?: ReactNode;
}

export function CheckoutStepFrame({
  step,
  number,
  title,
  status,
  editHref,
  summary,
  message,
  children,
}: CheckoutStepFrameProps) {
  const { t } = useTranslation();
  const headingId = `checkout-step-${step}`;
  return (
    <section
      aria-labelledby={headingId}
      aria-current={status === 'current' ? 'step' : undefined}
      data-testid={`checkout-step-${step}`}
      data-status={status}
      className={`rounded-lg border bg-surface p-4 xs:p-6 ${status === 'current' ? 'border-ink' : 'border-line'}`}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-medium ${
            status === 'done'
              ? 'bg-accent text-white'
              : status === 'current'
                ? 'bg-primary text-surface'
                : 'bg-surface-muted text-ink-muted'
          }`}
        >
          {status === 'done' ? <CheckIcon className="size-4" /> : number}
        </span>
        <h2 id={headingId} className={`text-lg font-medium ${status === 'upcoming' ? 'text-ink-muted' : ''}`}>
          {title}
        </h2>
        {status === 'done' && editHref ? (
          <Link
            to={editHref}
            preventScrollReset
            className="ml-auto text-sm text-accent underline-offset-4 hover:underline"
            aria-label={t('checkout.edit_step', { step: title })}
          >
            {t('checkout.edit')}
          </Link>
        ) : null}
      </div>
      {status === 'done' && summary ? <div className="mt-3 pl-10 text-sm">{summary}</div> : null}
      {message ? (
        <div className="mt-4">
          <FormMessageAlert message={message} />
        </div>
      ) : null}
      {status === 'current' ? <div className="mt-5">{children}</div> : null}
    </section>
  );
}

// The form-level message of a form: the API's answer (an error) or a confirmation.
import type { ReactNode } from 'react';
import { type FormMessage, useFormMessages } from '~/lib/form-messages';
import { AlertIcon, CheckIcon } from './icons';

export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const Icon = tone === 'error' ? AlertIcon : CheckIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-form-alert={tone}
      data-testid={tone === 'error' ? 'form-error' : undefined}
      className={`flex items-start gap-3 rounded-md border px-4 py-3 text-sm ${
        tone === 'error'
          ? 'border-error/40 bg-error/5 text-error'
          : 'border-success/40 bg-success/5 text-success'
      }`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" />
      <p className="text-ink">{children}</p>
    </div>
  );
}

/** A form-level error message (the API's text or an error.* key), or nothing when there is none. */
export function FormMessageAlert({ message }: { message: FormMessage | null | undefined }) {
  const text = useFormMessages().message(message);
  return text ? <FormAlert tone="error">{text}</FormAlert> : null;
}

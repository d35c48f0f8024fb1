// Labelled inputs of the account forms with a required marker and an error slot. Errors are
// language-file keys (FieldError), translated here.
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '~/components/ui/icons';
import type { FieldError, FormMessage } from './form-errors';

const inputClasses =
  'w-full rounded-md border bg-surface px-3.5 py-3 text-sm text-ink placeholder:text-ink-muted focus:border-accent focus:outline-2 focus:outline-accent/30';

export function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) => (error ? t(error.key, error.values) : undefined);
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

export function TextField({ label, error, hint, required, className = '', ...props }: TextFieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
        {required ? (
          <span className="ml-0.5 text-accent" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${inputClasses} ${error ? 'border-error' : 'border-line'}`}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  name: string;
}

export function Checkbox({ label, className = '', ...props }: CheckboxProps) {
  return (
    <label className={`flex cursor-pointer items-start gap-3 text-sm ${className}`}>
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-accent" {...props} />
      <span>{label}</span>
    </label>
  );
}

/** A form-level message from the API (or an error.* key), shown above the form's buttons. */
export function FormAlert({ message }: { message: FormMessage | null | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-error/40 bg-error/5 px-3.5 py-3 text-sm text-error"
      data-testid="form-error"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{'text' in message ? message.text : t(message.key)}</span>
    </p>
  );
}

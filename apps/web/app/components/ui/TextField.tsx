// A labelled text input (text, e-mail, password…) with a required marker, a hint and an error slot,
// styled like SelectField. Uncontrolled unless the caller passes value/onChange.
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** Help under the field (e.g. the password policy); the error replaces nothing, both are read out. */
  hint?: ReactNode;
}

export function TextField({ label, error, hint, required, className = '', ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
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
        aria-describedby={describedBy}
        className={`w-full rounded-md border bg-surface px-3.5 py-3 text-sm text-ink placeholder:text-ink-muted focus:border-accent focus:outline-2 focus:outline-accent/30 ${
          error ? 'border-error' : 'border-line'
        }`}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

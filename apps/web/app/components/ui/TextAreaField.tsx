// A labelled multi-line field styled like TextField (descriptions, notes, comments), with its error
// and, like TextField, a required marker next to a visible label.
import { type TextareaHTMLAttributes, useId } from 'react';

export function TextAreaField({
  label,
  error,
  className = '',
  hideLabel = false,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hideLabel?: boolean }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium'}>
        {label}
        {props.required && !hideLabel ? (
          <span className="ml-0.5 text-accent" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-md border bg-surface px-3.5 py-2.5 text-sm focus:border-accent focus:outline-2 focus:outline-accent/30 ${
          error ? 'border-error' : 'border-line'
        }`}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

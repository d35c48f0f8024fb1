// A checkbox with its label beside it (newsletter, "I represent an organisation", default address).
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
}

export function CheckboxField({ label, className = '', ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-line accent-accent focus-visible:outline-2 focus-visible:outline-accent"
        {...props}
      />
      <label htmlFor={id} className="cursor-pointer text-sm leading-snug">
        {label}
      </label>
    </div>
  );
}

// A step that picks one method from a list (shipping method, payment method): radio buttons with
// the method's title, price and prompt. The chosen method's prompt is shown under it; without
// JavaScript the prompt of the method chosen before is.
import { type ReactNode, useState } from 'react';
import { type FieldError, useFormMessages } from '~/lib/form-messages';
import { StepForm } from './StepForm';

export interface MethodChoice {
  value: string;
  title: string;
  detail?: ReactNode;
  prompt?: string | null;
  disabledReason?: string | null;
}

interface MethodChoiceFormProps {
  intent: 'shipping-method' | 'payment-method';
  name: string;
  legend: string;
  choices: MethodChoice[];
  selected: string;
  error?: FieldError;
  empty: string;
  submitLabel?: string;
}

export function MethodChoiceForm(props: MethodChoiceFormProps) {
  const fieldError = useFormMessages().fieldError;
  const [chosen, setChosen] = useState(props.selected);
  if (props.choices.length === 0) return <p className="text-sm text-ink-muted">{props.empty}</p>;
  const error = fieldError(props.error);
  return (
    <StepForm intent={props.intent} submitLabel={props.submitLabel}>
      <fieldset className="space-y-3" aria-invalid={error ? true : undefined}>
        <legend className="sr-only">{props.legend}</legend>
        {props.choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex gap-3 rounded-md border p-3 ${
              choice.disabledReason ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'
            } ${chosen === choice.value ? 'border-accent bg-accent-soft/40' : 'border-line'}`}
          >
            <input
              type="radio"
              name={props.name}
              value={choice.value}
              checked={chosen === choice.value}
              disabled={Boolean(choice.disabledReason)}
              onChange={() => setChosen(choice.value)}
              className="mt-1 accent-accent"
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="text-sm font-medium">{choice.title}</span>
                {choice.detail ? <span className="text-sm">{choice.detail}</span> : null}
              </span>
              {choice.disabledReason ? (
                <span className="mt-1 block text-xs text-error">{choice.disabledReason}</span>
              ) : null}
              {choice.prompt && chosen === choice.value ? (
                <span
                  className="mt-2 block text-sm whitespace-pre-line text-ink-muted"
                  data-testid="method-prompt"
                >
                  {choice.prompt}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? <p className="text-sm text-error">{error}</p> : null}
    </StepForm>
  );
}

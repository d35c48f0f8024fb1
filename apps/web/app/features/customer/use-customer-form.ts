// Client side of a customer form: checks the rules before the form is sent (the action checks them
// again), shows the first problem of each field translated, focuses the first invalid field, and
// shows the loader overlay while the form is on its way.
import { type FormEvent, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { type FieldErrors, useFormMessages } from '~/lib/form-messages';
import { ui } from '~/lib/ui-store';
import type { CustomerFormData } from './customer-action-data';
import type { FormResult } from './form-rules';

export function useCustomerForm<Field extends string>(options: {
  validate: (form: FormData) => FormResult<unknown, Field>;
  /** The action's last answer (fetcher data, or action data of a form posted without JavaScript). */
  answer: CustomerFormData<Field> | undefined;
  busy: boolean;
}) {
  const { validate, answer, busy } = options;
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field> | null>(null);

  useEffect(() => {
    if (!busy) return;
    ui.showLoader();
    return () => ui.hideLoader();
  }, [busy]);

  // A new answer replaces what the browser found before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new answer
  useEffect(() => setClientErrors(null), [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = validate(new FormData(event.currentTarget));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    const element = first ? event.currentTarget.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const errors: FieldErrors<Field> = clientErrors ?? (busy ? {} : (answer?.errors ?? {}));
  const { fieldError, message } = useFormMessages();

  return {
    onSubmit,
    error: (field: Field) => fieldError(errors[field]),
    formError: busy || clientErrors ? undefined : message(answer?.formError),
  };
}

/**
 * A customer form posted by a fetcher: the fetcher, whether it is on its way, the answer (the
 * fetcher's, or the page's action data when the form was posted without JavaScript) and the form.
 */
export function useCustomerFetcherForm<Field extends string, Answer extends CustomerFormData<Field>>(
  validate: (form: FormData) => FormResult<unknown, Field>,
  pageAnswer: Answer | undefined,
) {
  const fetcher = useFetcher<Answer>();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data ?? pageAnswer;
  const form = useCustomerForm({ validate, answer, busy });
  return { fetcher, busy, answer, form };
}

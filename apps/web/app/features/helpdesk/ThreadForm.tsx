// One form of the thread page. Once JavaScript runs it posts through its own fetcher (the page
// revalidates in place, no reload) and says so with `via=fetcher`; before that it is a plain post
// and the action answers with a redirect back. Its answer is the fetcher's, or — after a plain
// post that was refused — the route's action data when it is about this form's intent.
import type { ReactNode } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import { useHydrated, VIA_FETCHER } from '~/lib/forms/via-fetcher';
import type { ThreadAnswer } from './helpdesk-actions.server';
import type { ThreadIntent } from './helpdesk-form';

export interface ThreadFormState {
  fetcher: FetcherWithComponents<ThreadAnswer>;
  answer: ThreadAnswer | undefined;
  busy: boolean;
}

export function useThreadForm(intent: ThreadIntent, pageAnswer: ThreadAnswer | undefined): ThreadFormState {
  const fetcher = useFetcher<ThreadAnswer>();
  const answer = fetcher.data ?? (pageAnswer?.intent === intent ? pageAnswer : undefined);
  return { fetcher, answer, busy: fetcher.state !== 'idle' };
}

export function ThreadForm({
  state,
  ticketKey,
  intent,
  multipart = false,
  className,
  testId,
  formRef,
  children,
}: {
  state: ThreadFormState;
  ticketKey: string;
  intent: ThreadIntent;
  multipart?: boolean;
  className?: string;
  testId?: string;
  formRef?: React.Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <state.fetcher.Form
      method="post"
      encType={multipart ? 'multipart/form-data' : undefined}
      className={className}
      data-testid={testId}
      ref={formRef}
    >
      <input type="hidden" name="key" value={ticketKey} />
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? <input type="hidden" name={VIA_FETCHER.name} value={VIA_FETCHER.value} /> : null}
      {children}
    </state.fetcher.Form>
  );
}

// The thread page's side actions, each shown only when the API says the reader may (permissions):
// choose the manager among the department's (customer) or reassign (manager); solve (manager),
// close, reopen; and the 1–5 star rating once the ticket is solved (customer) — radio buttons, so
// it works without JavaScript and from the keyboard.

import { Button } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { useTranslation } from '~/i18n/react';
import { useFormMessages } from '~/lib/form-messages';
import type { ThreadAnswer } from './helpdesk-actions.server';
import type { ThreadIntent } from './helpdesk-form';
import { StarIcon } from './helpdesk-icons';
import type { ThreadView } from './helpdesk-view';
import { ThreadForm, useThreadForm } from './ThreadForm';

type Props = { ticket: ThreadView; pageAnswer?: ThreadAnswer };

function failureOf(answer: ThreadAnswer | undefined) {
  return answer && !answer.ok ? answer : undefined;
}

export function ManagerForm({ ticket, pageAnswer }: Props) {
  const { t } = useTranslation();
  const state = useThreadForm('set-manager', pageAnswer);
  const failed = failureOf(state.answer);
  const labelKey = ticket.role === 'MANAGER' ? 'helpdesk.manager.reassign' : 'helpdesk.manager.choose';
  return (
    <ThreadForm
      state={state}
      ticketKey={ticket.key}
      intent="set-manager"
      className="space-y-2"
      testId="manager-form"
    >
      <FormMessageAlert message={failed?.message} />
      <label className="block text-sm font-medium" htmlFor="ticket-manager">
        {t(labelKey)}
      </label>
      <div className="flex gap-2">
        <select
          id="ticket-manager"
          name="manager_id"
          defaultValue={ticket.managerId ?? ''}
          key={ticket.managerId ?? 'none'}
          className="min-w-0 flex-1 rounded-md border border-line bg-surface px-3 py-2 text-sm"
          data-testid="manager-select"
        >
          {ticket.managerId === null ? <option value="">{t('helpdesk.manager.none')}</option> : null}
          {ticket.managers.map((manager) => (
            <option key={manager.id} value={manager.id}>
              {manager.name}
            </option>
          ))}
        </select>
        <Button
          type="submit"
          variant="secondary"
          className="!px-3 !py-2"
          disabled={state.busy}
          data-testid="manager-submit"
        >
          {t('helpdesk.manager.save')}
        </Button>
      </div>
    </ThreadForm>
  );
}

function StatusButton({ ticket, pageAnswer, intent }: Props & { intent: ThreadIntent }) {
  const { t } = useTranslation();
  const state = useThreadForm(intent, pageAnswer);
  const failed = failureOf(state.answer);
  return (
    <ThreadForm state={state} ticketKey={ticket.key} intent={intent} className="space-y-2">
      <FormMessageAlert message={failed?.message} />
      <Button
        type="submit"
        variant={intent === 'solve' ? 'accent' : 'secondary'}
        className="w-full"
        disabled={state.busy}
        data-testid={`ticket-${intent}`}
      >
        {t(`helpdesk.actions.${intent}`)}
      </Button>
    </ThreadForm>
  );
}

export function StatusActions({ ticket, pageAnswer }: Props) {
  const { permissions } = ticket;
  const intents = (['solve', 'reopen', 'close'] as const).filter((intent) => permissions[intent]);
  if (intents.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="ticket-status-actions">
      {intents.map((intent) => (
        <StatusButton key={intent} ticket={ticket} pageAnswer={pageAnswer} intent={intent} />
      ))}
    </div>
  );
}

export function RatingForm({ ticket, pageAnswer }: Props) {
  const { t } = useTranslation();
  const { fieldError } = useFormMessages();
  const state = useThreadForm('rate', pageAnswer);
  const failed = failureOf(state.answer);
  return (
    <ThreadForm state={state} ticketKey={ticket.key} intent="rate" className="space-y-2" testId="rating-form">
      <FormMessageAlert message={failed?.message} />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t('helpdesk.rating.title')}</legend>
        {ticket.rating !== null ? (
          <p className="mb-1.5 text-sm text-ink-muted" data-testid="ticket-rating">
            {t('helpdesk.rating.given', { count: ticket.rating })}
          </p>
        ) : null}
        {/* Reversed, so "this star and the ones before it" is a sibling selector: the checked or hovered star lights up with the lower ones. */}
        <div className="flex flex-row-reverse justify-end gap-0.5 text-line [&>label:has(input:checked)]:text-accent [&>label:has(input:checked)~label]:text-accent [&>label:hover]:!text-accent-hover [&>label:hover~label]:!text-accent-hover">
          {[5, 4, 3, 2, 1].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={value}
                defaultChecked={ticket.rating === value}
                className="peer sr-only"
                data-testid={`rating-${value}`}
              />
              <StarIcon
                filled
                className="size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-accent"
              />
              <span className="sr-only">{t('helpdesk.rating.stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {failed?.error ? <p className="mt-1.5 text-sm text-error">{fieldError(failed.error)}</p> : null}
      </fieldset>
      <Button
        type="submit"
        variant="secondary"
        className="!px-3 !py-2"
        disabled={state.busy}
        data-testid="rating-submit"
      >
        {t('helpdesk.rating.save')}
      </Button>
    </ThreadForm>
  );
}

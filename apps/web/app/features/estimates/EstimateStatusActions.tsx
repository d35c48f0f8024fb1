// The status actions of an estimate (design/b2b.md §3): one form with a note for the history and a
// submit button per status the reader may move the estimate to now; a target their role could
// reach but the estimate's facts refuse is shown with the reason instead of a button (translated by
// its code; the API's sentence when the code is new to this storefront). See estimate-status.ts for
// which targets a reader sees at all.

import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { TextAreaField } from '~/components/ui/TextAreaField';
import { useTranslation } from '~/i18n/react';
import { useFormMessages } from '~/lib/form-messages';
import { answerFor, type EstimateAnswer } from './estimate-answer';
import { MAX_LONG_TEXT } from './estimate-form';
import type { StatusActionView } from './estimate-status';

export function useReasonText() {
  const { t } = useTranslation();
  return (reason: StatusActionView['reason']) =>
    reason ? (reason.key ? t(reason.key, { defaultValue: reason.text }) : reason.text) : '';
}

export function EstimateStatusActions({
  actions,
  answer,
  noteLabelKey = 'estimate.status.note',
  labelKeyOf = (action) => action.labelKey,
  testId = 'estimate-status-actions',
}: {
  actions: StatusActionView[];
  answer?: EstimateAnswer;
  noteLabelKey?: string;
  /** The button's words (the proposal page says "Ask for changes" for the move back to draft). */
  labelKeyOf?: (action: StatusActionView) => string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { fieldError } = useFormMessages();
  const reasonText = useReasonText();
  const navigation = useNavigation();
  const busy = navigation.formData?.get('intent') === 'status';
  const mine = answerFor(answer, 'status');
  const allowed = actions.filter((action) => action.allowed);
  const refused = actions.filter((action) => !action.allowed);
  if (actions.length === 0) return null;
  return (
    <div data-testid={testId}>
      {allowed.length > 0 ? (
        <Form method="post" className="space-y-3" data-testid="estimate-status-form">
          <input type="hidden" name="intent" value="status" />
          {allowed
            .filter((action) => action.needsNote)
            .map((action) => (
              <input key={action.status} type="hidden" name="note_required" value={action.status} />
            ))}
          <TextAreaField
            label={t(noteLabelKey)}
            name="note"
            rows={2}
            maxLength={MAX_LONG_TEXT}
            defaultValue={mine?.note}
            error={fieldError(mine?.error)}
          />
          {allowed.some((action) => action.needsNote) ? (
            <ul className="space-y-1 text-sm text-ink-muted">
              {allowed
                .filter((action) => action.needsNote)
                .map((action) => (
                  <li key={action.status} data-testid="estimate-status-note-hint">
                    {t(labelKeyOf(action))}: {reasonText(action.reason)}
                  </li>
                ))}
            </ul>
          ) : null}
          <FormMessageAlert message={mine?.message} />
          <div className="flex flex-wrap gap-3">
            {allowed.map((action) => (
              <Button
                key={action.status}
                type="submit"
                name="status"
                value={action.status}
                variant={action.status === 'draft' ? 'secondary' : 'accent'}
                disabled={busy}
                data-testid="estimate-status-button"
                data-target={action.status}
              >
                {t(labelKeyOf(action))}
              </Button>
            ))}
          </div>
        </Form>
      ) : null}
      {refused.length > 0 ? (
        <ul className={`space-y-2 text-sm ${allowed.length > 0 ? 'mt-4' : ''}`}>
          {refused.map((action) => (
            <li
              key={action.status}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
              data-testid="estimate-status-refused"
              data-target={action.status}
            >
              <Button type="button" variant="secondary" disabled className="px-3 py-1.5">
                {t(labelKeyOf(action))}
              </Button>
              <span className="text-ink-muted">{reasonText(action.reason)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

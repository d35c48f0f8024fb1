// The file input of the new-ticket and reply forms: several files, the accept list, the limits as a
// hint, and the first problem with the chosen files shown at once (the server checks again, the
// API checks the content).
import { useId, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { type FieldError, useFormMessages } from '~/lib/form-messages';
import { ATTACHMENT_ACCEPT, attachmentProblem, MAX_ATTACHMENTS } from './attachment-rules';
import { PaperclipIcon } from './helpdesk-icons';

export function AttachmentField({ error }: { error?: FieldError }) {
  const { t } = useTranslation();
  const { fieldError } = useFormMessages();
  const id = useId();
  const [chosen, setChosen] = useState<FieldError | undefined>(undefined);
  const shown = chosen ?? error;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 flex items-center gap-1.5 text-sm font-medium">
        <PaperclipIcon className="size-4" />
        {t('helpdesk.attachments.label')}
      </label>
      <input
        id={id}
        type="file"
        name="attachments"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        aria-invalid={shown ? true : undefined}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium hover:file:border-ink"
        data-testid="attachments-input"
        onChange={(event) => {
          const problem = attachmentProblem(Array.from(event.currentTarget.files ?? []));
          setChosen(problem ?? undefined);
          event.currentTarget.setCustomValidity(problem ? t(problem.key, problem.values) : '');
        }}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-muted">
        {t('helpdesk.attachments.hint', { count: MAX_ATTACHMENTS, size: 10 })}
      </p>
      {shown ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-error" data-testid="attachments-error">
          {fieldError(shown)}
        </p>
      ) : null}
    </div>
  );
}

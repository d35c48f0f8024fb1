// The thread's reply box: the message and its files. A sent reply empties the form (with
// JavaScript); a refused one keeps the text and shows the field's or the API's message.
import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { Spinner } from '~/components/ui/Spinner';
import { TextAreaField } from '~/components/ui/TextAreaField';
import { useTranslation } from '~/i18n/react';
import { useFormMessages } from '~/lib/form-messages';
import { AttachmentField } from './AttachmentField';
import type { ThreadAnswer } from './helpdesk-actions.server';
import { MAX_MESSAGE_LENGTH } from './helpdesk-form';
import { ThreadForm, useThreadForm } from './ThreadForm';

export function ReplyForm({ ticketKey, pageAnswer }: { ticketKey: string; pageAnswer?: ThreadAnswer }) {
  const { t } = useTranslation();
  const { fieldError } = useFormMessages();
  const state = useThreadForm('reply', pageAnswer);
  const form = useRef<HTMLFormElement>(null);
  const answer = state.answer;
  useEffect(() => {
    if (answer?.ok && state.fetcher.state === 'idle') form.current?.reset();
  }, [answer, state.fetcher.state]);
  const failed = answer && !answer.ok ? answer : undefined;
  const isFileError = failed?.error?.key.startsWith('helpdesk.attachments.');
  return (
    <ThreadForm
      state={state}
      ticketKey={ticketKey}
      intent="reply"
      multipart
      className="space-y-4"
      testId="reply-form"
      formRef={form}
    >
      <h2 className="text-lg font-medium">{t('helpdesk.reply.title')}</h2>
      <FormMessageAlert message={failed?.message} />
      <TextAreaField
        label={t('helpdesk.reply.label')}
        name="content"
        rows={5}
        required
        maxLength={MAX_MESSAGE_LENGTH}
        defaultValue={failed?.content ?? ''}
        key={failed?.content ?? 'reply'}
        error={isFileError ? undefined : fieldError(failed?.error)}
        data-testid="reply-content"
      />
      <AttachmentField error={isFileError ? failed?.error : undefined} />
      <Button type="submit" variant="accent" disabled={state.busy} data-testid="reply-submit">
        {state.busy ? <Spinner className="size-4" /> : null}
        {t('helpdesk.reply.send')}
      </Button>
    </ThreadForm>
  );
}

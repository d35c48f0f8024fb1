// The new-ticket form (customer/account/messages/new): subject, department, message, the name and
// e-mail to answer (prefilled from the account), files; "About: …" when it was opened from a
// project, estimate or order (its query parameters travel as hidden fields), with that project's
// or estimate's existing conversation offered instead. A multipart post: with JavaScript through a
// fetcher (the redirect to the new thread is a client-side navigation), without as a plain form.

import { Link, useFetcher } from 'react-router';
import { Button } from '~/components/ui/Button';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { SelectField } from '~/components/ui/SelectField';
import { Spinner } from '~/components/ui/Spinner';
import { TextAreaField } from '~/components/ui/TextAreaField';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { useFormMessages } from '~/lib/form-messages';
import { AttachmentField } from './AttachmentField';
import type { SubjectView } from './helpdesk.server';
import type { NewTicketAnswer } from './helpdesk-actions.server';
import { MAX_MESSAGE_LENGTH, type NewTicketValues } from './helpdesk-form';
import { helpdeskPaths, type TicketAbout } from './helpdesk-paths';

export interface NewTicketData {
  website: string;
  departments: { id: number; code: string; label: string }[];
  defaults: NewTicketValues;
  about: TicketAbout;
  subject: SubjectView | null;
}

export function NewTicketPage({
  data,
  answer: pageAnswer,
}: {
  data: NewTicketData;
  answer?: NewTicketAnswer;
}) {
  const { t } = useTranslation();
  const { fieldError } = useFormMessages();
  const fetcher = useFetcher<NewTicketAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const values = answer?.values ?? data.defaults;
  const errors = answer?.errors ?? {};
  const busy = fetcher.state !== 'idle';
  const { subject, about } = data;
  const existing = subject?.ticket ?? null;
  return (
    <div className="max-w-2xl space-y-6" data-testid="new-ticket-page">
      <div>
        <h1 className="text-2xl font-medium xs:text-3xl">{t('helpdesk.new.title')}</h1>
        <p className="mt-2 text-sm text-ink-muted">{t('helpdesk.new.intro')}</p>
      </div>
      {subject ? (
        <div
          className="rounded-lg border border-line bg-surface-muted p-4 text-sm"
          data-testid="new-ticket-about"
        >
          <p>
            <span className="font-medium">{t('helpdesk.about')}</span> {t(`helpdesk.subject.${subject.kind}`)}{' '}
            {subject.name}
          </p>
          {existing ? (
            <p className="mt-2" data-testid="new-ticket-existing">
              {t('helpdesk.new.existing', { manager: existing.managerName ?? t('helpdesk.manager.none') })}{' '}
              <Link
                to={helpdeskPaths.ticket({ website: data.website, projectId: null }, existing.id)}
                className="font-medium text-accent hover:text-accent-hover"
              >
                {existing.subject}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="space-y-5"
        data-testid="new-ticket-form"
        noValidate
      >
        <FormMessageAlert message={answer?.message} />
        {about.projectId ? <input type="hidden" name="project" value={about.projectId} /> : null}
        {about.estimateId ? <input type="hidden" name="estimate" value={about.estimateId} /> : null}
        {about.orderNumber ? <input type="hidden" name="order" value={about.orderNumber} /> : null}
        <TextField
          label={t('helpdesk.fields.subject')}
          name="subject"
          required
          maxLength={255}
          defaultValue={values.subject}
          error={fieldError(errors.subject)}
          data-testid="new-ticket-subject"
        />
        <SelectField
          label={t('helpdesk.fields.department')}
          name="department"
          defaultValue={values.department}
          options={data.departments.map((department) => ({
            value: String(department.id),
            label: department.label,
          }))}
          error={fieldError(errors.department)}
          data-testid="new-ticket-department"
        />
        <TextAreaField
          label={t('helpdesk.fields.message')}
          name="content"
          rows={7}
          required
          maxLength={MAX_MESSAGE_LENGTH}
          defaultValue={values.content}
          error={fieldError(errors.content)}
          data-testid="new-ticket-content"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('helpdesk.fields.name')}
            name="name"
            required
            autoComplete="name"
            defaultValue={values.name}
            error={fieldError(errors.name)}
            data-testid="new-ticket-name"
          />
          <TextField
            label={t('helpdesk.fields.email')}
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={values.email}
            error={fieldError(errors.email)}
            data-testid="new-ticket-email"
          />
        </div>
        <AttachmentField error={errors.attachments} />
        <Button type="submit" variant="accent" disabled={busy} data-testid="new-ticket-submit">
          {busy ? <Spinner className="size-4" /> : null}
          {t('helpdesk.new.send')}
        </Button>
      </fetcher.Form>
    </div>
  );
}

// The forms that manage an estimate rather than price it: renaming (whoever may change its details),
// inviting someone by e-mail (owner and managers) and deleting a draft (owner and managers), each
// only when the API's permissions say so. Deleting asks first: `?delete=1` shows the confirmation,
// a real form, so it works without JavaScript.

import { Form, Link, useNavigation } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/Button';
import { FormAlert, FormMessageAlert } from '~/components/ui/FormAlert';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { useFormMessages } from '~/lib/form-messages';
import { answerFor, type EstimateAnswer } from './estimate-answer';
import type { EstimateView } from './estimate-view';

export function RenameForm({ view, answer }: { view: EstimateView; answer?: EstimateAnswer }) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  const busy = useNavigation().formData?.get('intent') === 'rename';
  const mine = answerFor(answer, 'rename');
  if (!view.permissions.editDetails) return null;
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-wrap items-start gap-3"
      data-testid="estimate-rename-form"
    >
      <input type="hidden" name="intent" value="rename" />
      <TextField
        label={t('estimate.fields.name')}
        name="name"
        required
        maxLength={255}
        defaultValue={mine?.name ?? view.name}
        error={error(mine?.error)}
        className="min-w-0 flex-1 basis-56"
      />
      <Button type="submit" variant="secondary" disabled={busy} className="xs:mt-7">
        {t('estimate.manage.rename')}
      </Button>
      <div className="basis-full">
        <FormMessageAlert message={mine?.message} />
      </div>
    </Form>
  );
}

export function InviteForm({ view, answer }: { view: EstimateView; answer?: EstimateAnswer }) {
  const { t } = useTranslation();
  const error = useFormMessages().fieldError;
  const busy = useNavigation().formData?.get('intent') === 'invite';
  const mine = answerFor(answer, 'invite');
  if (!view.permissions.invite) return null;
  return (
    <Form method="post" noValidate className="space-y-3" data-testid="estimate-invite-form">
      <input type="hidden" name="intent" value="invite" />
      <p className="text-sm text-ink-muted">{t('estimate.invite.intro')}</p>
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label={t('estimate.invite.email')}
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={mine?.email}
          error={error(mine?.error)}
          className="min-w-0 flex-1 basis-56"
        />
        <Button type="submit" variant="secondary" disabled={busy} className="xs:mt-7">
          {t('estimate.invite.submit')}
        </Button>
      </div>
      <FormMessageAlert message={mine?.message} />
    </Form>
  );
}

export function DeleteSection({
  view,
  pageHref,
  confirming,
  answer,
}: {
  view: EstimateView;
  pageHref: string;
  confirming: boolean;
  answer?: EstimateAnswer;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'delete';
  if (!view.permissions.delete) return null;
  const mine = answerFor(answer, 'delete');
  if (!confirming) {
    return (
      <div className="space-y-3" data-testid="estimate-delete">
        <p className="text-sm text-ink-muted">{t('estimate.delete.intro')}</p>
        <Link
          to={`${pageHref}?delete=1`}
          className={buttonClasses('secondary')}
          data-testid="estimate-delete-link"
        >
          {t('estimate.delete.submit')}
        </Link>
      </div>
    );
  }
  return (
    <Form method="post" className="space-y-4" data-testid="estimate-delete-confirm">
      <input type="hidden" name="intent" value="delete" />
      <FormAlert tone="error">{t('estimate.delete.confirm', { name: view.name })}</FormAlert>
      <FormMessageAlert message={mine?.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="accent" disabled={busy}>
          {t('estimate.delete.confirm_submit')}
        </Button>
        <Link to={pageHref} className={buttonClasses('secondary')} replace>
          {t('account.cancel')}
        </Link>
      </div>
    </Form>
  );
}

// The newsletter's double opt-in page: before the click, what the link is for and one button; after
// it, that the subscription is confirmed. The button is a plain form, so it works without
// JavaScript; confirming takes the reader's click, never a mere visit (mail scanners open links).

import { Form, Link, useNavigation } from 'react-router';
import { CustomerPage } from '~/components/customer/CustomerPage';
import { Button, buttonClasses } from '~/components/ui/Button';
import { FormAlert, FormMessageAlert } from '~/components/ui/FormAlert';
import { useTranslation } from '~/i18n/react';
import type { FormMessage } from '~/lib/form-messages';

export type ConfirmSubscriptionAnswer = { confirmed: true } | { confirmed: false; message: FormMessage };

export function ConfirmSubscriptionPage({
  website,
  link,
  answer,
}: {
  website: string;
  link: { id: string; code: string };
  answer: ConfirmSubscriptionAnswer | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <CustomerPage website={website} title={t('account.newsletter.confirm_title')}>
      {answer?.confirmed ? (
        <div className="space-y-6" data-testid="subscription-confirmed">
          <FormAlert tone="success">{t('account.newsletter.confirmed')}</FormAlert>
          <Link to={`/${website}/`} className={buttonClasses('primary')}>
            {t('account.newsletter.continue_shopping')}
          </Link>
        </div>
      ) : (
        <Form method="post" className="space-y-6" data-testid="confirm-subscription-form">
          <p className="text-sm text-ink-muted">{t('account.newsletter.confirm_intro')}</p>
          <input type="hidden" name="id" value={link.id} />
          <input type="hidden" name="code" value={link.code} />
          {answer ? <FormMessageAlert message={answer.message} /> : null}
          <Button type="submit" variant="primary" disabled={busy}>
            {t('account.newsletter.confirm_button')}
          </Button>
        </Form>
      )}
    </CustomerPage>
  );
}

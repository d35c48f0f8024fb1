// The subscriptions page (spec §2 subscriptions): the newsletter on or off for the customer's
// e-mail. Saving subscribes (subscribeEmailToNewsletter) or unsubscribes
// (unsubscribeEmailFromNewsletter) only when the choice changed.

import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/Button';
import { CheckboxField } from '~/components/ui/CheckboxField';
import { FormMessageAlert } from '~/components/ui/FormAlert';
import { useTranslation } from '~/i18n/react';
import type { FormMessage } from '~/lib/form-messages';
import { PageTitle } from './AccountSection';

export function SubscriptionsPage({
  email,
  isSubscribed,
  newsletterEnabled,
  message,
}: {
  email: string;
  isSubscribed: boolean;
  newsletterEnabled: boolean;
  message?: FormMessage | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <div>
      <PageTitle intro={t('account.newsletter.intro')}>{t('account.nav.subscriptions')}</PageTitle>
      {newsletterEnabled ? (
        <Form method="post" className="max-w-xl space-y-6" data-testid="subscriptions-form">
          <div className="rounded-xl border border-line p-5 xs:p-6">
            <CheckboxField
              key={String(isSubscribed)}
              name="is_subscribed"
              defaultChecked={isSubscribed}
              label={
                <>
                  <span className="block font-medium">{t('account.newsletter.general')}</span>
                  <span className="mt-1 block text-ink-muted">
                    {t('account.newsletter.general_text', { email })}
                  </span>
                </>
              }
            />
          </div>
          <p className="text-sm" data-testid="subscription-status" data-subscribed={isSubscribed}>
            {isSubscribed ? t('account.newsletter.subscribed') : t('account.newsletter.not_subscribed')}
          </p>
          <FormMessageAlert message={message} />
          <Button type="submit" variant="primary" disabled={busy}>
            {t('account.save')}
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-ink-muted">{t('account.newsletter.disabled')}</p>
      )}
    </div>
  );
}

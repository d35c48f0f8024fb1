// The contact page (/:website/contact, Magento's path): the store's contact details (the CMS page
// `contact`, when there is one) beside the form — name, e-mail, telephone, comment — prefilled
// with the signed-in customer's name and e-mail. Posted through a fetcher once hydrated (the
// answer shows in place and the form empties); without JavaScript a plain post comes back with the
// field errors, or with the confirmation as the page's message.

import { type ReactNode, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '~/components/ui/Button';
import { FormAlert, FormMessageAlert } from '~/components/ui/FormAlert';
import { Spinner } from '~/components/ui/Spinner';
import { TextAreaField } from '~/components/ui/TextAreaField';
import { TextField } from '~/components/ui/TextField';
import { useTranslation } from '~/i18n/react';
import { useFormMessages } from '~/lib/form-messages';
import { useHydrated, VIA_FETCHER } from '~/lib/forms/via-fetcher';
import type { ContactAnswer } from './contact.server';
import { CONTACT_MAX_LENGTH, type ContactValues } from './contact-form';

export function ContactPage({
  defaults,
  details,
  answer: pageAnswer,
}: {
  defaults: Pick<ContactValues, 'name' | 'email'>;
  /** The store's contact details (CMS content), shown beside the form. */
  details: ReactNode;
  answer?: ContactAnswer;
}) {
  const { t } = useTranslation();
  const { fieldError } = useFormMessages();
  const fetcher = useFetcher<ContactAnswer>();
  const hydrated = useHydrated();
  const answer = fetcher.data ?? pageAnswer;
  const failed = answer && !answer.ok ? answer : undefined;
  const values: ContactValues = failed?.values ?? { ...defaults, telephone: '', comment: '' };
  const errors = failed?.errors ?? {};
  const busy = fetcher.state !== 'idle';
  // The confirmation replaces the sent form's top: brought into view, as the button is lower down.
  const sentRef = useRef<HTMLDivElement>(null);
  const sentAt = fetcher.data?.ok ? fetcher.data.sentAt : null;
  useEffect(() => {
    if (sentAt) sentRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [sentAt]);
  return (
    <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] md:gap-16">
      <div className="order-2 md:order-1">{details}</div>
      <section className="order-1 md:order-2" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="text-xl font-medium">
          {t('contact.form_title')}
        </h2>
        <p className="mt-2 mb-6 text-sm text-ink-muted">{t('contact.intro')}</p>
        <fetcher.Form
          key={answer?.ok ? answer.sentAt : 'form'}
          method="post"
          noValidate
          className="space-y-5"
          data-testid="contact-form"
        >
          {hydrated ? <input type="hidden" name={VIA_FETCHER.name} value={VIA_FETCHER.value} /> : null}
          {answer?.ok ? (
            <div ref={sentRef} data-testid="contact-sent">
              <FormAlert tone="success">{t('contact.sent')}</FormAlert>
            </div>
          ) : null}
          <FormMessageAlert message={failed?.message} />
          <TextField
            label={t('contact.fields.name')}
            name="name"
            required
            autoComplete="name"
            maxLength={CONTACT_MAX_LENGTH.name}
            defaultValue={values.name}
            error={fieldError(errors.name)}
            data-testid="contact-name"
          />
          <TextField
            label={t('contact.fields.email')}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={CONTACT_MAX_LENGTH.email}
            defaultValue={values.email}
            error={fieldError(errors.email)}
            data-testid="contact-email"
          />
          <TextField
            label={t('contact.fields.telephone')}
            name="telephone"
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_MAX_LENGTH.telephone}
            defaultValue={values.telephone}
            error={fieldError(errors.telephone)}
            data-testid="contact-telephone"
          />
          <TextAreaField
            label={t('contact.fields.comment')}
            name="comment"
            rows={6}
            required
            maxLength={CONTACT_MAX_LENGTH.comment}
            defaultValue={values.comment}
            error={fieldError(errors.comment)}
            data-testid="contact-comment"
          />
          <Button type="submit" variant="accent" disabled={busy} data-testid="contact-submit">
            {busy ? <Spinner className="size-4" /> : null}
            {t('contact.submit')}
          </Button>
        </fetcher.Form>
      </section>
    </div>
  );
}

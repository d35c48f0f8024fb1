// The footer's newsletter form (under the subscribe text block): an e-mail address, for guests and
// customers alike. Submitted through a fetcher, it answers with a global message; without
// JavaScript it posts and comes back with the same message.
import { useEffect, useId, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { useHydrated, VIA_FETCHER } from '~/lib/forms/via-fetcher';
import { ui } from '~/lib/ui-store';
import { type NewsletterActionData, newsletterActionPath } from './newsletter-result';

export function NewsletterForm({ website }: { website: string }) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const fetcher = useFetcher<NewsletterActionData>();
  const hydrated = useHydrated();
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.message) ui.pushMessage(result.message);
    if (result.ok) setFormKey((key) => key + 1);
  }, [fetcher.data]);
  const fieldError = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldError : undefined;
  const busy = fetcher.state !== 'idle';

  return (
    <fetcher.Form
      key={formKey}
      method="post"
      action={newsletterActionPath(website)}
      noValidate
      className="mt-4"
      data-testid="newsletter-form"
    >
      <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name={VIA_FETCHER.name} value={VIA_FETCHER.value} /> : null}
      <label htmlFor={id} className="sr-only">
        {t('account.newsletter.email_label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('account.newsletter.email_placeholder')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          className={`h-11 min-w-0 flex-1 rounded-md border bg-surface px-3.5 text-sm text-ink placeholder:text-ink-muted focus:border-accent focus:outline-2 focus:outline-accent/30 ${
            fieldError ? 'border-error' : 'border-line'
          }`}
        />
        <button
          type="submit"
          disabled={busy}
          className="h-11 shrink-0 rounded-md bg-primary px-4 text-sm font-medium text-surface hover:bg-primary-hover disabled:opacity-60"
        >
          {t('account.newsletter.subscribe')}
        </button>
      </div>
      {fieldError ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-error">
          {t(fieldError.key)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

// The language drawer's form: one submit button per interface language. It posts to the locale
// action, which stores the cookie and reloads the page's data in the new language.

import { useFetcher, useLocation } from 'react-router';
import { CheckIcon } from '~/components/ui/icons';
import { SUPPORTED_LOCALES } from '~/i18n/config';
import { useTranslation } from '~/i18n/react';

export function LanguageForm({ website }: { website: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get('locale');

  return (
    <fetcher.Form method="post" action={`/${website}/locale`}>
      <p className="mb-5 text-sm leading-relaxed text-ink-muted">{t('language.description')}</p>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <ul className="space-y-2">
        {SUPPORTED_LOCALES.map((locale) => {
          const current = locale === i18n.language;
          return (
            <li key={locale}>
              <button
                type="submit"
                name="locale"
                value={locale}
                lang={locale}
                aria-current={current ? 'true' : undefined}
                disabled={fetcher.state !== 'idle'}
                className={`flex w-full items-center justify-between rounded-md border px-4 py-3 text-left text-sm transition-colors ${
                  current ? 'border-accent bg-accent-soft font-medium' : 'border-line hover:border-ink'
                } ${pending === locale ? 'opacity-70' : ''}`}
              >
                {t(`language.names.${locale}`)}
                {current ? <CheckIcon className="size-5 text-accent" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </fetcher.Form>
  );
}

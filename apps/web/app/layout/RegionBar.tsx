// First visit on a deep link (decision 0037): instead of the blocking pop-up, a thin bar above the
// header names the region and currency the page is already shown in (the detected choice: the
// client's location, else the browser's language, else the store view's) with "Change" and a close
// button. "Change" is a link to the region page, opening the region drawer once hydrated; closing
// is a real form post that saves the detected choice in the cookies, as the form's submit would, so
// the bar does not come back. Once hydrated it posts through a fetcher and the page stays.
import type { FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { CloseIcon, PinIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import { ui } from '~/lib/ui-store';
import { useRequiredShellData } from './use-shell-data';

export const REGION_BAR_FETCHER_KEY = 'region-bar';

export function RegionBar() {
  const { t } = useTranslation();
  const { website, selection, selectedCountry, countryNames } = useRequiredShellData();
  const location = useLocation();
  const fetcher = useFetcher({ key: REGION_BAR_FETCHER_KEY });
  // Gone as soon as the shopper closes it; the revalidated shell then agrees.
  if (fetcher.state !== 'idle' || fetcher.data) return null;

  const here = `${location.pathname}${location.search}`;
  const action = `/${website}/region-and-currency`;
  const country = countryNames[selectedCountry] ?? selectedCountry;

  const dismiss = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('via', 'fetcher');
    fetcher.submit(form, { method: 'post', action });
  };

  return (
    <section
      aria-label={t('region_bar.label')}
      data-testid="region-bar"
      className="border-b border-line bg-surface-muted text-sm"
    >
      <div className="mx-auto flex max-w-[1440px] items-center gap-2 px-4 py-2 xs:px-6 md:px-8">
        <PinIcon className="size-4 shrink-0 text-ink-muted" />
        <p className="min-w-0 flex-1">
          <span>{t('region_bar.text', { country, currency: selection.currency })}</span>
          <span aria-hidden="true"> — </span>
          <a
            href={`${action}?redirectTo=${encodeURIComponent(here)}`}
            onClick={(event) => {
              event.preventDefault();
              ui.openSecondaryDrawer('regionAndCurrency');
            }}
            aria-haspopup="dialog"
            className="font-medium text-accent underline underline-offset-2 hover:no-underline"
          >
            {t('region_bar.change')}
          </a>
        </p>
        <form method="post" action={action} onSubmit={dismiss}>
          <input type="hidden" name="website" value={selection.website} />
          <input type="hidden" name="region" value={selection.region} />
          <input type="hidden" name="currency" value={selection.currency} />
          <input type="hidden" name="redirectTo" value={here} />
          <input type="hidden" name="intent" value="keep-detected" />
          <button
            type="submit"
            aria-label={t('region_bar.dismiss')}
            title={t('region_bar.dismiss')}
            className="inline-flex size-8 items-center justify-center rounded-md text-ink-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
          >
            <CloseIcon className="size-4" />
          </button>
        </form>
      </div>
    </section>
  );
}

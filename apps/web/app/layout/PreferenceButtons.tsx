// The region/currency and language buttons: in the header (compact below xs) and in the menu drawer.

import { GlobeIcon, PinIcon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import { ui } from '~/lib/ui-store';
import { useRequiredShellData } from './use-shell-data';

export function PreferenceButtons({ variant }: { variant: 'header' | 'drawer' }) {
  const { t } = useTranslation();
  const { countryNames, selectedCountry, selection } = useRequiredShellData();
  const country = countryNames[selectedCountry] ?? selectedCountry;
  const regionLabel = t('header.region_button', { country, currency: selection.currency });
  const languageLabel = t('header.language_button', { language: t('language.name') });

  const headerClass =
    'inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent';
  const drawerClass =
    'flex w-full items-center gap-3 rounded-md border border-line px-4 py-3 text-left text-sm hover:border-ink';
  const className = variant === 'header' ? headerClass : drawerClass;

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => ui.openSecondaryDrawer('regionAndCurrency')}
        aria-label={regionLabel}
        aria-haspopup="dialog"
        data-testid={`region-button-${variant}`}
      >
        <PinIcon className="size-5 shrink-0" />
        <span className={variant === 'header' ? 'hidden max-w-44 truncate sm:inline' : ''}>
          {country} · {selection.currency}
        </span>
      </button>
      <button
        type="button"
        className={className}
        onClick={() => ui.openSecondaryDrawer('language')}
        aria-label={languageLabel}
        aria-haspopup="dialog"
        data-testid={`language-button-${variant}`}
      >
        <GlobeIcon className="size-5 shrink-0" />
        <span className={variant === 'header' ? 'hidden xs:inline' : ''}>
          {variant === 'header' ? t('language.short') : t('language.name')}
        </span>
      </button>
    </>
  );
}

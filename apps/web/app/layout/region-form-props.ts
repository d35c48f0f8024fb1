import type { RegionCurrencyFormProps } from '~/features/region-currency/RegionCurrencyForm';
import type { useRequiredShellData } from './use-shell-data';

/** The region form's data, taken from the shell data of the current page. */
export function regionFormProps(
  shell: ReturnType<typeof useRequiredShellData>,
  submitLabel: string,
): RegionCurrencyFormProps {
  return {
    websites: shell.websites,
    countryNames: shell.countryNames,
    currencyNames: shell.currencyNames,
    initial: shell.selection,
    currentWebsite: shell.website,
    exchange: { base: shell.baseCurrency, rates: shell.exchangeRates },
    submitLabel,
  };
}

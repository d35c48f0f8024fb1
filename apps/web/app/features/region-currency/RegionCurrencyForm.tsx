// The region and currency form (spec §2, §4): website, shipping country and, when the website
// offers a choice, billing currency. A real form posting to the route action; the fetcher keeps
// the page in place while it submits.
import { useEffect, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Button } from '~/components/ui/Button';
import { Price } from '~/components/ui/Price';
import { SelectField } from '~/components/ui/SelectField';
import { useTranslation } from '~/i18n/react';
import type { Website } from '~/lib/shop/websites-config';
import { ui } from '~/lib/ui-store';
import { REGION_FORM_FETCHER_KEY, type RegionActionData } from './region-action-data';
import {
  changeRegion,
  changeWebsite,
  currencyOptions,
  isCurrencySelectShown,
  type RegionFormValues,
} from './region-form-rules';

export interface RegionCurrencyFormProps {
  websites: Website[];
  countryNames: Record<string, string>;
  currencyNames: Record<string, string>;
  initial: RegionFormValues;
  /** The website of the current page: the form posts to its action. */
  currentWebsite: string;
  /** Exchange rates of the current website, shown for the chosen currency. */
  exchange: { base: string; rates: { currency: string; rate: number }[] };
  submitLabel: string;
  /** Errors of a submission made without JavaScript (the route page passes its action data). */
  errors?: RegionActionData['errors'];
  /** Where to go afterwards; the current page when not given. */
  redirectTo?: string;
}

export function RegionCurrencyForm(props: RegionCurrencyFormProps) {
  const { websites, countryNames, currencyNames, currentWebsite, exchange } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<RegionActionData>({ key: REGION_FORM_FETCHER_KEY });
  const [values, setValues] = useState(props.initial);
  const website = websites.find((site) => site.code === values.website);
  const showCurrency = isCurrencySelectShown(website);
  const errors = fetcher.data?.errors ?? props.errors ?? {};
  const busy = fetcher.state !== 'idle';
  const rate = exchange.rates.find((item) => item.currency === values.currency);
  const showRate = values.website === currentWebsite && rate && values.currency !== exchange.base;

  useEffect(() => {
    if (!busy) return;
    ui.showLoader();
    return () => ui.hideLoader();
  }, [busy]);

  const error = (field: keyof RegionFormValues) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <fetcher.Form
      method="post"
      action={`/${currentWebsite}/region-and-currency`}
      className="space-y-5"
      noValidate
    >
      <p className="text-sm leading-relaxed text-ink-muted">{t('region_and_currency.description')}</p>
      <input
        type="hidden"
        name="redirectTo"
        value={props.redirectTo ?? `${location.pathname}${location.search}`}
      />
      <SelectField
        label={t('region_and_currency.website')}
        name="website"
        required
        value={values.website}
        onChange={(event) => setValues(changeWebsite(websites, event.target.value))}
        options={websites.map((site) => ({
          value: site.code,
          label: t(`region_and_currency.website_names.${site.code}`, { defaultValue: site.name }),
        }))}
        error={error('website')}
      />
      <SelectField
        label={t('region_and_currency.country')}
        name="region"
        required
        value={values.region}
        onChange={(event) => setValues(changeRegion(websites, values, event.target.value))}
        options={(website?.website_regions ?? []).map((region) => ({
          value: region.code,
          label: countryNames[region.country_id] ?? region.name,
        }))}
        error={error('region')}
      />
      {showCurrency ? (
        <SelectField
          label={t('region_and_currency.currency')}
          name="currency"
          required
          value={values.currency}
          onChange={(event) => setValues({ ...values, currency: event.target.value })}
          options={currencyOptions(website, values.region).map((code) => ({
            value: code,
            label: currencyNames[code] ?? code,
          }))}
          error={error('currency')}
        />
      ) : (
        <input type="hidden" name="currency" value={values.currency} />
      )}
      {showRate ? (
        <p className="text-sm text-ink-muted" data-testid="exchange-rate">
          {t('region_and_currency.exchange_rate')} <Price money={{ currency: exchange.base, value: 1 }} /> ={' '}
          <Price money={{ currency: values.currency, value: rate.rate }} />
        </p>
      ) : null}
      {fetcher.data?.formError ? (
        <p role="alert" className="text-sm text-error">
          {t(fetcher.data.formError)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="w-full" disabled={busy}>
        {props.submitLabel}
      </Button>
    </fetcher.Form>
  );
}

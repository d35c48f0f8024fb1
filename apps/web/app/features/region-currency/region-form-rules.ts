// The rules of the region and currency form, shared by the browser (what the form shows) and the
// route action (what it accepts). Spec §4: changing the website resets the region to its first
// region and the currency to that store view's default; §2: the currency select is shown only when
// the website's default store view lists currencies a shopper may choose. Issue 16: choosing a
// country picks its own currency where the store view offers it (Germany → EUR).
import {
  allowedCurrencies,
  defaultStoreView,
  findRegion,
  regionCurrency,
  storeViewForRegion,
} from '~/lib/shop/shop-scope';
import type { Website } from '~/lib/shop/websites-config';

export interface RegionFormValues {
  website: string;
  region: string;
  currency: string;
}

export type RegionFormField = keyof RegionFormValues;
export type RegionFormErrors = Partial<Record<RegionFormField, string>>;

export function isCurrencySelectShown(website: Website | undefined): boolean {
  return (website && (defaultStoreView(website)?.currencies.available.length ?? 0) > 0) || false;
}

export function currencyOptions(website: Website | undefined, regionCode: string): string[] {
  return website ? allowedCurrencies(storeViewForRegion(website, regionCode)) : [];
}

export function changeWebsite(websites: readonly Website[], websiteCode: string): RegionFormValues {
  const website = websites.find((site) => site.code === websiteCode);
  const region = website?.website_regions[0]?.code ?? '';
  const currency = website ? regionCurrency(website, region) : '';
  return { website: websiteCode, region, currency };
}

/**
 * Choosing a country picks its currency where the region's store view offers it (Germany → EUR);
 * any other country gets the store view's default (United Kingdom → USD). The shopper may still
 * change the currency afterwards.
 */
export function changeRegion(
  websites: readonly Website[],
  values: RegionFormValues,
  regionCode: string,
): RegionFormValues {
  const website = websites.find((site) => site.code === values.website);
  return { ...values, region: regionCode, currency: website ? regionCurrency(website, regionCode) : '' };
}

export type RegionFormResult =
  | { ok: true; values: RegionFormValues; storeView: string }
  | { ok: false; errors: RegionFormErrors };

const REQUIRED = 'validation.required';

/** Validates a submission: required fields, a region of the chosen website, an allowed currency. */
export function validateRegionForm(
  websites: readonly Website[],
  input: Partial<Record<RegionFormField, unknown>>,
): RegionFormResult {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const [websiteCode, regionCode, currencyCode] = [
    text(input.website),
    text(input.region),
    text(input.currency),
  ];
  const errors: RegionFormErrors = {};
  const website = websites.find((site) => site.code === websiteCode);
  if (!websiteCode) errors.website = REQUIRED;
  else if (!website) errors.website = 'validation.invalid_option';

  if (!regionCode) errors.region = REQUIRED;
  else if (website && !findRegion(website, regionCode))
    errors.region = 'region_and_currency.region_not_in_website';

  const view = website ? storeViewForRegion(website, regionCode) : undefined;
  let currency = website ? regionCurrency(website, regionCode) : '';
  if (isCurrencySelectShown(website)) {
    if (!currencyCode) errors.currency = REQUIRED;
    else if (!currencyOptions(website, regionCode).includes(currencyCode.toUpperCase())) {
      errors.currency = 'region_and_currency.currency_not_allowed';
    } else currency = currencyCode.toUpperCase();
  }

  if (Object.keys(errors).length > 0 || !website || !view) return { ok: false, errors };
  return { ok: true, values: { website: website.code, region: regionCode, currency }, storeView: view.code };
}

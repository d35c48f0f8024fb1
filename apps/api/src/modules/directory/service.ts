import { currencyInfo } from '@atrium/money';
import { allowedCurrencies, type RequestContext } from '../../shared/context.ts';
import { noSuchEntityError } from '../../shared/errors.ts';
import { alpha3, countryName, countryNameEnglish } from './country-names.ts';
import { listCountries, listCountryRegions, listRatesFrom } from './store.ts';

function symbol(code: string): string {
  return currencyInfo(code)?.symbolNative ?? code;
}

export async function currency(ctx: RequestContext) {
  const base = ctx.website.baseCurrencyCode;
  const allowed = allowedCurrencies(ctx.store);
  const rates = await listRatesFrom(ctx.db, base);
  const exchangeRates = [
    { currency_to: base, rate: 1 },
    ...rates
      .filter((r) => r.currencyTo !== base && allowed.includes(r.currencyTo))
      .map((r) => ({ currency_to: r.currencyTo, rate: Number(r.rate) })),
  ];
  const display = ctx.store.defaultDisplayCurrencyCode;
  return {
    available_currency_codes: allowed,
    base_currency_code: base,
    base_currency_symbol: symbol(base),
    default_display_currecy_code: display,
    default_display_currecy_symbol: symbol(display),
    default_display_currency_code: display,
    default_display_currency_symbol: symbol(display),
    current_display_currency_code: ctx.currency.display,
    current_display_currency_symbol: symbol(ctx.currency.display),
    exchange_rates: exchangeRates,
  };
}

/** Countries with their regions; a country without a localised name is dropped (spec §5). */
export async function countries(ctx: RequestContext, ids?: string[]) {
  const rows = await listCountries(ctx.db, ids);
  const regions = await listCountryRegions(
    ctx.db,
    rows.map((r) => r.id),
    ctx.locale,
  );
  return rows
    .map((row) => ({
      id: row.id,
      two_letter_abbreviation: row.id,
      three_letter_abbreviation: row.iso3 || alpha3(row.id) || null,
      full_name_english: countryNameEnglish(row.id) ?? null,
      full_name_locale: countryName(row.id, ctx.locale) ?? null,
      available_regions: regions
        .filter((r) => r.countryId === row.id)
        .map((r) => ({ id: r.id, code: r.code, name: r.name })),
    }))
    .filter((c) => c.full_name_locale);
}

export async function country(ctx: RequestContext, id: string | null | undefined) {
  const code = (id ?? '').trim().toUpperCase();
  const [found] = code ? await countries(ctx, [code]) : [];
  if (!found) throw noSuchEntityError(`The country isn't available.`);
  return found;
}

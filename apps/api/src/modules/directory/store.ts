// The only place that reads countries, regions and exchange rates.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { country, countryRegion, countryRegionName, currencyRate } from './tables.ts';

export type CountryRow = typeof country.$inferSelect;

export interface RegionEntry {
  id: number;
  countryId: string;
  code: string;
  name: string;
}

export async function findCurrencyRate(db: Db, from: string, to: string): Promise<string | undefined> {
  const [row] = await db
    .select({ rate: currencyRate.rate })
    .from(currencyRate)
    .where(and(eq(currencyRate.currencyFrom, from), eq(currencyRate.currencyTo, to)))
    .limit(1);
  return row?.rate;
}

export async function listRatesFrom(db: Db, from: string): Promise<{ currencyTo: string; rate: string }[]> {
  return db
    .select({ currencyTo: currencyRate.currencyTo, rate: currencyRate.rate })
    .from(currencyRate)
    .where(eq(currencyRate.currencyFrom, from))
    .orderBy(asc(currencyRate.currencyTo));
}

export async function listCountries(db: Db, ids?: string[]): Promise<CountryRow[]> {
  return db
    .select()
    .from(country)
    .where(ids ? inArray(country.id, ids) : undefined)
    .orderBy(asc(country.id));
}

/** Regions of the given countries, named in the locale where a translation exists. */
export async function listCountryRegions(
  db: Db,
  countryIds: string[],
  locale: string,
): Promise<RegionEntry[]> {
  if (countryIds.length === 0) return [];
  const rows = await db
    .select({
      id: countryRegion.id,
      countryId: countryRegion.countryId,
      code: countryRegion.code,
      defaultName: countryRegion.defaultName,
      localName: countryRegionName.name,
    })
    .from(countryRegion)
    .leftJoin(
      countryRegionName,
      and(eq(countryRegionName.regionId, countryRegion.id), eq(countryRegionName.locale, locale)),
    )
    .where(inArray(countryRegion.countryId, countryIds))
    .orderBy(asc(countryRegion.countryId), asc(countryRegion.id));
  return rows.map((r) => ({
    id: r.id,
    countryId: r.countryId,
    code: r.code,
    name: r.localName ?? r.defaultName,
  }));
}

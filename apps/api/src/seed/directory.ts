// Countries from the ISO dataset and their regions from country-region-data.

import { AM, CA, DE, ES, GB, IT, KZ, RU, US } from 'country-region-data';
import countries from 'i18n-iso-countries';
import type { Db } from '../db/client.ts';
import { country, countryRegion, countryRegionName } from '../db/schema.ts';
import { RU_REGION_NAMES } from './ru-region-names.ts';

type RegionTuple = readonly [string, string, readonly (readonly [string, string])[]];
const WITH_REGIONS: RegionTuple[] = [RU, US, CA, GB, DE, ES, IT, KZ, AM] as unknown as RegionTuple[];

export async function seedDirectory(db: Db): Promise<void> {
  const codes = Object.keys(countries.getAlpha2Codes()).sort();
  await db.insert(country).values(codes.map((id) => ({ id, iso3: countries.alpha2ToAlpha3(id) ?? '' })));
  for (const [, countryId, regions] of WITH_REGIONS) {
    const inserted = await db
      .insert(countryRegion)
      .values(regions.map(([name, code]) => ({ countryId, code, defaultName: name })))
      .returning({ id: countryRegion.id, code: countryRegion.code });
    if (countryId === 'RU') {
      const names = inserted
        .map((r) => ({ locale: 'ru_RU', regionId: r.id, name: RU_REGION_NAMES[r.code] }))
        .filter((r): r is { locale: string; regionId: number; name: string } => typeof r.name === 'string');
      if (names.length > 0) await db.insert(countryRegionName).values(names);
    }
  }
}

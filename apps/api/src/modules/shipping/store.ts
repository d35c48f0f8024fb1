// The only place that reads the shipping tables.

import { Decimal } from 'decimal.js';
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pickupLocation, shippingTablerate } from './tables.ts';

export type PickupLocationRow = typeof pickupLocation.$inferSelect;

export async function listPickupLocations(db: Db, websiteId: number): Promise<PickupLocationRow[]> {
  return db
    .select()
    .from(pickupLocation)
    .where(and(eq(pickupLocation.websiteId, websiteId), eq(pickupLocation.isActive, true)))
    .orderBy(asc(pickupLocation.position), asc(pickupLocation.id));
}

/**
 * Magento's table-rate lookup: rows for the country (or `*`), the region (or 0) and the postcode
 * (exact, a `prefix*`, or `*`); the most specific one wins, then the highest condition value not
 * above the package's. Null when no row matches.
 */
export async function findTablerate(
  db: Db,
  query: {
    websiteId: number;
    condition: string;
    value: Decimal;
    countryCode: string;
    regionId: number | null;
    postcode: string | null;
  },
): Promise<Decimal | null> {
  const t = shippingTablerate;
  const country = query.countryCode.toUpperCase();
  const zip = (query.postcode ?? '').trim().toUpperCase();
  const zipMatches = or(
    eq(t.destZip, '*'),
    eq(t.destZip, zip),
    and(sql`${t.destZip} LIKE '%*'`, sql`${zip} LIKE replace(${t.destZip}, '*', '%')`),
  );
  const specificity = sql`(CASE WHEN ${t.destCountryId} = '*' THEN 0 ELSE 4 END)
    + (CASE WHEN ${t.destRegionId} = 0 THEN 0 ELSE 2 END)
    + (CASE WHEN ${t.destZip} = '*' THEN 0 WHEN ${t.destZip} LIKE '%*' THEN 1 ELSE 1.5 END)`;
  const [row] = await db
    .select({ price: t.price })
    .from(t)
    .where(
      and(
        eq(t.websiteId, query.websiteId),
        eq(t.conditionName, query.condition),
        inArray(t.destCountryId, [country, '*']),
        query.regionId ? inArray(t.destRegionId, [query.regionId, 0]) : eq(t.destRegionId, 0),
        zipMatches,
        lte(t.conditionValue, query.value.toFixed(4)),
      ),
    )
    .orderBy(desc(specificity), desc(t.conditionValue))
    .limit(1);
  return row ? new Decimal(row.price) : null;
}

import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectShippingRates, type RateRequest } from '../../src/modules/shipping/rates.ts';
import { shippingTablerate } from '../../src/modules/shipping/tables.ts';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { storeContext } from './store-context.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

function request(
  overrides: Partial<RateRequest> & { country?: string; postcode?: string } = {},
): RateRequest {
  return {
    destination: {
      countryCode: overrides.country ?? 'RU',
      regionId: null,
      postcode: overrides.postcode ?? null,
    },
    packageValue: overrides.packageValue ?? new Decimal(20000),
    packageWeight: overrides.packageWeight ?? new Decimal(12),
    packageQty: overrides.packageQty ?? new Decimal(2),
    freeShipping: overrides.freeShipping ?? false,
  };
}

const summary = (rates: Awaited<ReturnType<typeof collectShippingRates>>) =>
  rates.map((r) => [`${r.carrierCode}_${r.methodCode}`, r.available, r.amount?.toNumber() ?? null]);

describe('shipping carriers of the ru website (RUB)', () => {
  it('quote a flat rate per order, the table rate of Moscow postcodes, pickup points and an unavailable free shipping', async () => {
    const ctx = await storeContext(database, { storeCode: 'ru' });
    const rates = await collectShippingRates(ctx, request({ postcode: '101000' }));
    expect(summary(rates)).toEqual([
      ['flatrate_flatrate', true, 990],
      ['tablerate_bestway', true, 590],
      ['freeshipping_freeshipping', false, null],
      ['pickup_msk_showroom', true, 0],
      ['pickup_spb_showroom', true, 0],
    ]);
    expect(rates[0]).toMatchObject({
      carrierTitle: 'Курьерская доставка',
      methodTitle: 'Курьером до двери',
    });
    expect(rates[2]?.errorMessage).toBe('Бесплатная доставка — для заказов от 150 000 ₽.');
    expect(rates[3]?.promptMessage).toBe('ул. Тверская, 12, 125009, Москва. Ежедневно 10:00–21:00');
  });

  it('take the table rate of the heaviest bracket not above the weight and the most specific postcode', async () => {
    const ctx = await storeContext(database, { storeCode: 'ru' });
    const heavy = await collectShippingRates(
      ctx,
      request({ postcode: '190000', packageWeight: new Decimal(150) }),
    );
    expect(heavy.find((r) => r.carrierCode === 'tablerate')?.amount?.toNumber()).toBe(4900);
    const elsewhere = await collectShippingRates(
      ctx,
      request({ postcode: '630000', packageWeight: new Decimal(5) }),
    );
    expect(elsewhere.find((r) => r.carrierCode === 'tablerate')?.amount?.toNumber()).toBe(1290);
  });

  it('prefer a table-rate row of the destination region over the country’s', async () => {
    const [region] = (
      (await database.db.execute(
        sql`select id from directory_country_region where country_id = 'RU' and code = 'TA'`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await database.db.insert(shippingTablerate).values({
      websiteId: 1,
      destCountryId: 'RU',
      destRegionId: region!.id,
      conditionName: 'package_weight',
      conditionValue: '0',
      price: '990',
    });
    const ctx = await storeContext(database, { storeCode: 'ru' });
    const kazan = await collectShippingRates(ctx, {
      ...request({ postcode: '420000' }),
      destination: { countryCode: 'RU', regionId: region!.id, postcode: '420000' },
    });
    expect(kazan.find((r) => r.carrierCode === 'tablerate')?.amount?.toNumber()).toBe(990);
  });

  it('offer free shipping from the threshold and make every carrier quote 0 under a free-shipping rule', async () => {
    const ctx = await storeContext(database, { storeCode: 'ru' });
    const over = await collectShippingRates(ctx, request({ packageValue: new Decimal(150000) }));
    expect(over.find((r) => r.carrierCode === 'freeshipping')).toMatchObject({ available: true });
    const rule = await collectShippingRates(ctx, request({ freeShipping: true }));
    expect(rule.every((r) => r.available && r.amount?.isZero())).toBe(true);
  });

  it('ship nothing but the free-shipping notice to a country outside the carriers’ list', async () => {
    const ctx = await storeContext(database, { storeCode: 'ru' });
    const rates = await collectShippingRates(ctx, request({ country: 'DE' }));
    expect(summary(rates)).toEqual([['freeshipping_freeshipping', false, null]]);
  });
});

describe('shipping carriers of the int website (USD)', () => {
  it('charge the flat rate per item and the table rate of the country, with English titles', async () => {
    const ctx = await storeContext(database, { storeCode: 'int' });
    const rates = await collectShippingRates(
      ctx,
      request({
        country: 'US',
        packageValue: new Decimal(200),
        packageQty: new Decimal(3),
        packageWeight: new Decimal(25),
      }),
    );
    expect(summary(rates)).toEqual([
      ['flatrate_flatrate', true, 45],
      ['tablerate_bestway', true, 79],
    ]);
    expect(rates[0]).toMatchObject({ carrierTitle: 'Courier', methodTitle: 'To your door' });
    const gb = await collectShippingRates(
      ctx,
      request({ country: 'GB', packageValue: new Decimal(200), packageWeight: new Decimal(1) }),
    );
    expect(summary(gb)).toEqual([
      ['flatrate_flatrate', true, 30],
      ['tablerate_bestway', true, 39],
      ['pickup_london_showroom', true, 0],
    ]);
  });

  it('leave out a carrier switched off in the configuration', async () => {
    await database.db.execute(
      sql`insert into config_value (scope, scope_id, path, value) values ('websites', 2, 'carriers/flatrate/active', '0')`,
    );
    await bumpStoreVersion(database.db);
    const ctx = await storeContext(database, { storeCode: 'int' });
    const rates = await collectShippingRates(
      ctx,
      request({ country: 'US', packageValue: new Decimal(2000) }),
    );
    expect(rates.map((r) => r.carrierCode)).toEqual(['tablerate', 'freeshipping']);
  });
});

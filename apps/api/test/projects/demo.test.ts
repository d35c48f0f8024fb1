// The demo projects (issue 13 §3) on a small demo catalogue: two per demo customer, with products
// (configurables with a variant chosen), an address, a note and comments, the demo manager as
// primary manager of all; readable through the API with their prices.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { seedCatalogue } from '../../src/seed/catalogue/index.ts';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS } from '../../src/seed/customers.ts';
import { DEMO_PROJECT_NAMES, findDemoProjects, seedProjects } from '../../src/seed/projects.ts';
import { bearer, signIn } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { type Any, ok, PROJECT_WITH_LINES } from './helpers.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'atrium-media-'));
const api = useTestApi({ MEDIA_DIR: mediaDir });

beforeAll(async () => {
  await api.database.db.transaction(async (tx) => {
    await seedCatalogue(tx as unknown as Db, {
      products: 60,
      mediaDir,
      today: new Date('2026-03-15T00:00:00Z'),
      seed: 3,
    });
    await seedProjects(tx as unknown as Db);
  });
}, 120_000);

describe('the demo projects', () => {
  it('gives each demo customer a flat and a lobby with products, an address, a note and comments', async () => {
    const found = await findDemoProjects(api.database.db);
    expect(found).toHaveLength(6);
    for (const email of Object.values(DEMO_CUSTOMERS)) {
      expect(found.filter((p) => p.ownerEmail === email).map((p) => p.key)).toEqual(['flat', 'lobby']);
    }
    const token = await signIn(api, DEMO_CUSTOMERS.client, DEMO_CUSTOMER_PASSWORD);
    const res = await api.gql<{ projects: Any }>(`{ projects { items { ${PROJECT_WITH_LINES} } } }`, {
      headers: bearer(token),
    });
    const items = ok(res).projects.items;
    expect(items.map((p: Any) => p.name)).toEqual([DEMO_PROJECT_NAMES.lobby, DEMO_PROJECT_NAMES.flat]);
    for (const p of items) {
      expect(p.address_delivery.country_code).toBe('RU');
      expect(p.managers).toEqual([
        expect.objectContaining({ email: DEMO_CUSTOMERS.manager, is_primary_manager: true }),
      ]);
      expect(p.products.note).toBeTruthy();
      expect(p.products.total_count).toBeGreaterThanOrEqual(5);
      expect(p.products.total_count).toBeLessThanOrEqual(15);
      expect(p.products.items.some((l: Any) => l.configured_variant !== null)).toBe(true);
      expect(p.products.items.flatMap((l: Any) => l.comments).length).toBeGreaterThan(0);
      expect(p.products.total_prices.sub_total.minimal_price.value).toBeGreaterThan(0);
    }
    // The demo manager sees all six as their primary manager.
    const managerToken = await signIn(api, DEMO_CUSTOMERS.manager, DEMO_CUSTOMER_PASSWORD);
    const managed = ok(
      await api.gql<{ projects: Any }>('{ projects { total_count items { is_primary_manager } } }', {
        headers: bearer(managerToken),
      }),
    ).projects;
    expect(managed.total_count).toBe(6);
    expect(managed.items.every((p: Any) => p.is_primary_manager)).toBe(true);
  });
});

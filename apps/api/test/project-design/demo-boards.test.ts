// The demo projects' design boards (issue 13 §3): a drawn room with the project's own products in
// it, not a blank, and three to six points on those products' lines.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/modules/customer/tables.ts';
import { projectDesignElement, projectDesignPoint } from '../../src/modules/project-design/tables.ts';
import { project } from '../../src/modules/projects/tables.ts';
import { type PictureKind, renderPicture } from '../../src/seed/catalogue/pictures.ts';
import { DEMO_CUSTOMERS } from '../../src/seed/customers.ts';
import { seedDesignBoards } from '../../src/seed/design-boards.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import { useTestApi } from '../support/api-client.ts';
import { addLine } from './helpers.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'atrium-design-media-'));
const api = useTestApi();
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const KINDS = [
  ['sofa', '#4a6a8a'],
  ['armchair', '#c0643f'],
  ['coffee-table', '#a77b4f'],
  ['floor-lamp', '#2b2b2c'],
  ['shelf', '#d9bd8c'],
  ['chair', '#8d9c7b'],
  ['vase', '#eae4da'],
] as const;

async function pictured(kind: readonly [PictureKind, string], i: number): Promise<number> {
  const file = `/d/m/demo-${kind[0]}-${i}.svg`;
  const path = join(mediaDir, 'catalog', 'product', file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, renderPicture({ kind: kind[0], color: kind[1], seed: i }));
  return insertProduct(api.database.db, {
    sku: `DEMO-${kind[0].toUpperCase()}-${i}`,
    texts: { 0: { name: kind[0] } },
    prices: { 1: { price: '1000' } },
    media: [{ file, types: ['image', 'small_image'] }],
  });
}

async function demoProject(name: string, email: string): Promise<number> {
  const [owner] = await api.database.db.select().from(customer).where(eq(customer.email, email));
  const [row] = await api.database.db
    .insert(project)
    .values({ ownerId: owner?.id ?? 0, name })
    .returning({ id: project.id });
  return row?.id ?? 0;
}

describe('the demo design boards', () => {
  it('draw a room with the project’s products and put a point on each of at most six', async () => {
    const flat = await demoProject('Двухкомнатная квартира', DEMO_CUSTOMERS.client);
    const lobby = await demoProject('Лобби гостиницы', DEMO_CUSTOMERS.partner);
    const bare = await demoProject('Пустой проект', DEMO_CUSTOMERS.manager);
    const flatLines: number[] = [];
    for (const [i, kind] of KINDS.entries())
      flatLines.push(await addLine(api.database.db, flat, await pictured(kind, i)));
    const lobbyLines: number[] = [];
    for (const [i, kind] of KINDS.slice(0, 3).entries()) {
      lobbyLines.push(await addLine(api.database.db, lobby, await pictured(kind, 10 + i)));
    }
    // A picture that is a whole room cannot stand in one: it hangs framed on the wall, with its point.
    lobbyLines.push(await addLine(api.database.db, lobby, await pictured(['room', '#24395c'], 13)));
    // Two lines only: too few for a board.
    for (const [i, kind] of KINDS.slice(0, 2).entries())
      await addLine(api.database.db, bare, await pictured(kind, 20 + i));

    const ids = [flat, lobby, bare];
    const options = { mediaDir, projectMediaDir: api.projectMediaDir };
    expect(await seedDesignBoards(api.database.db, ids, options)).toBe(2);
    // Again: the projects have their boards, nothing more is drawn.
    expect(await seedDesignBoards(api.database.db, ids, options)).toBe(0);

    for (const [projectId, lines, count] of [
      [flat, flatLines, 6],
      [lobby, lobbyLines, 4],
    ] as const) {
      const elements = await api.database.db
        .select()
        .from(projectDesignElement)
        .where(eq(projectDesignElement.projectId, projectId));
      expect(elements).toHaveLength(1);
      const [board] = elements;
      expect(board).toMatchObject({ elementType: 'image_board', imageWidth: 1600, imageHeight: 1000 });
      const points = await api.database.db
        .select()
        .from(projectDesignPoint)
        .where(eq(projectDesignPoint.elementId, board?.id ?? 0));
      expect(points.map((p) => p.projectProductId)).toEqual(lines.slice(0, count));
      for (const point of points) {
        expect(Number(point.x)).toBeGreaterThan(0);
        expect(Number(point.x)).toBeLessThan(1);
        expect(Number(point.y)).toBeGreaterThan(0);
        expect(Number(point.y)).toBeLessThan(1);
      }
      // A real picture: a JPEG whose colours vary (a blank would have no spread).
      const image = sharp(join(api.projectMediaDir, board?.imageFile ?? ''));
      expect((await image.metadata()).format).toBe('jpeg');
      const stats = await image.stats();
      for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
    }
    const bareBoards = await api.database.db
      .select()
      .from(projectDesignElement)
      .where(eq(projectDesignElement.projectId, bare));
    expect(bareBoards).toEqual([]);
    // Drawing two 1600 × 1000 rooms is real work for sharp: more time than an API test usually needs.
  }, 120_000);
});

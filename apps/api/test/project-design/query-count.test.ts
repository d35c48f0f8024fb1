// Reading a project's design costs the same statements for one board as for twenty: elements and
// points are read in one statement each, never one per board or per point (counted, not timed).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDesignElement, projectDesignPoint } from '../../src/modules/project-design/tables.ts';
import { newShopper, type Shopper } from '../address/helpers.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { type Any, createProject, ok } from '../projects/helpers.ts';
import { recordingDb } from '../support/recording-db.ts';
import { type RunningApi, startApi } from '../support/start-api.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { addLine, DESIGN, insertDesignCatalogue } from './helpers.ts';

let database: TestDatabase;
let api: RunningApi;
let recorder: ReturnType<typeof recordingDb>;
let owner: Shopper;
let projectId: number;
let lines: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  recorder = recordingDb(database);
  api = await startApi(database, { ...FAST_HASHING, MAIL_OUTBOX_WORKER: 'false' }, { db: recorder.db });
  const { sofa, lamp } = await insertDesignCatalogue(
    database.db,
    mkdtempSync(join(tmpdir(), 'atrium-design-media-')),
    'SQL',
  );
  owner = await newShopper(api);
  projectId = (await createProject(api, owner, 'Counted')).project_id;
  lines = [await addLine(database.db, projectId, sofa), await addLine(database.db, projectId, lamp)];
});
afterAll(async () => {
  await api.close();
  await database.dispose();
});

/** Boards written directly (their pictures need not exist to be linked), each with three points. */
async function addBoards(count: number) {
  for (let i = 0; i < count; i += 1) {
    const [element] = await database.db
      .insert(projectDesignElement)
      .values({
        projectId,
        elementType: 'image_board',
        name: `Board ${i}`,
        imageFile: `images/${randomBytes(16).toString('hex')}.jpg`,
        imageWidth: 1200,
        imageHeight: 800,
      })
      .returning();
    await database.db.insert(projectDesignPoint).values(
      [0.2, 0.5, 0.8].map((x, j) => ({
        elementId: element?.id ?? 0,
        projectProductId: lines[j % lines.length] ?? 0,
        x: String(x),
        y: '0.5',
      })),
    );
  }
}

async function readDesign(): Promise<{ boards: number; statements: number }> {
  let boards = 0;
  const statements = await recorder.record(async () => {
    const res = await api.gql<Any>(DESIGN, { variables: { id: String(projectId) }, headers: owner.headers });
    boards = ok(res).projects.items[0].design_elements.length;
  });
  return { boards, statements: statements.length };
}

describe('reading a project’s design', () => {
  it('sends as many statements for twenty boards as for one', async () => {
    await addBoards(1);
    await readDesign(); // warms the per-process store caches
    const one = await readDesign();
    await addBoards(19);
    const twenty = await readDesign();
    expect(one.boards).toBe(1);
    expect(twenty.boards).toBe(20);
    expect(twenty.statements).toBe(one.statements);
  });
});

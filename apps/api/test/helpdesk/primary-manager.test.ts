// ADR 0030's follow-up: a new project's (and a project-less estimate's) primary manager is the
// least busy manager of the sales department while it has managers; before that, any manager.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimate } from '../../src/modules/estimates/tables.ts';
import { projectManager } from '../../src/modules/projects/tables.ts';
import { FAST_HASHING } from '../customer/helpers.ts';
import { createEstimate } from '../estimates/helpers.ts';
import { createProject } from '../projects/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { departmentManagerIn, newManager, newShopper } from './helpers.ts';

const api = useTestApi(FAST_HASHING);

async function primaryOf(projectId: number): Promise<number | undefined> {
  const [row] = await api.database.db
    .select()
    .from(projectManager)
    .where(and(eq(projectManager.projectId, projectId), eq(projectManager.isPrimary, true)));
  return row?.customerId;
}

describe('the primary manager of new projects and estimates', () => {
  it('is any manager while sales has none, then only a manager of sales', async () => {
    const owner = await newShopper(api);
    // The demo manager (id 3) has no projects yet and the smallest id: without sales managers, theirs.
    const before = await createProject(api, owner, 'Before departments');
    const demoManager = await primaryOf(before.project_id);
    expect(demoManager).toBeDefined();

    const outsider = await newManager(api);
    const sales = await departmentManagerIn(api, 'sales');
    const after = await createProject(api, owner, 'After departments');
    expect(await primaryOf(after.project_id)).toBe(sales.id);
    expect([demoManager, outsider.id]).not.toContain(sales.id);

    const alone = await createEstimate(api, owner, { name: 'Without a project', project_id: null });
    const [row] = await api.database.db.select().from(estimate).where(eq(estimate.id, alone.id));
    expect(row?.managerId).toBe(sales.id);
  });
});

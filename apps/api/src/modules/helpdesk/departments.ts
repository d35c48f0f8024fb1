// Departments as tickets show them: their labels per store view (the request's one as
// `current_storefront_label`) and their managers with their load.
import type { RequestContext } from '../../shared/context.ts';
import {
  type DepartmentManagerRow,
  type DepartmentRow,
  findDepartment,
  listDepartments,
  listLabels,
  listManagers,
} from '../staff/index.ts';
import { managerLoads, type PersonRow } from './manager-store.ts';

/** The parent value of `HelpdeskManager`. */
export interface ManagerView {
  id: number;
  name: string;
  email: string;
}

export const managerView = (
  m: Pick<DepartmentManagerRow | PersonRow, 'id' | 'firstname' | 'lastname' | 'email'>,
) => ({
  id: m.id,
  name: `${m.firstname} ${m.lastname}`.trim(),
  email: m.email,
});

export const availableDepartments = (ctx: RequestContext) => listDepartments(ctx.db);

export async function departmentById(ctx: RequestContext, id: number): Promise<DepartmentRow> {
  const row = await findDepartment(ctx.db, id);
  if (!row) throw new Error(`department ${id} vanished`);
  return row;
}

export async function storefrontLabels(ctx: RequestContext, department: DepartmentRow) {
  const labels = await listLabels(ctx.db, [department.id]);
  return labels.map((l) => ({ store_id: l.storeId, content: l.content }));
}

export async function currentLabel(ctx: RequestContext, department: DepartmentRow): Promise<string> {
  const labels = await listLabels(ctx.db, [department.id]);
  return labels.find((l) => l.storeId === ctx.store.id)?.content ?? department.name;
}

/** The department's managers, for signed-in readers only: guests see no staff names or e-mails. */
export async function departmentManagers(
  ctx: RequestContext,
  department: DepartmentRow,
): Promise<ManagerView[]> {
  if (!ctx.customer) return [];
  return (await listManagers(ctx.db, [department.id])).map(managerView);
}

export async function managerLoad(ctx: RequestContext, manager: ManagerView) {
  return (await managerLoads(ctx.db, [manager.id])).get(manager.id) ?? { estimates: 0, projects: 0 };
}

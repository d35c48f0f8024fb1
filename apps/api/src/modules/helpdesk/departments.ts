// Departments as tickets show them: their labels per store view (the request's one as
// `current_storefront_label`) and their managers with their load.
import type { RequestContext } from '../../shared/context.ts';
import {
  type DepartmentLabelRow,
  type DepartmentManagerRow,
  type DepartmentRow,
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

/**
 * Every department with its labels and managers, read once per request (three statements): a list
 * page shows the department of each ticket, and departments are few. Membership changes only through
 * the CLI, so a request never sees its own book go stale.
 */
interface DepartmentBook {
  departments: DepartmentRow[];
  labels: Map<number, DepartmentLabelRow[]>;
  managers: Map<number, DepartmentManagerRow[]>;
}

const books = new WeakMap<RequestContext, Promise<DepartmentBook>>();

function groupBy<T extends { departmentId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.departmentId, [...(groups.get(row.departmentId) ?? []), row]);
  return groups;
}

async function readBook(ctx: RequestContext): Promise<DepartmentBook> {
  const departments = await listDepartments(ctx.db);
  const ids = departments.map((d) => d.id);
  const [labels, managers] = await Promise.all([listLabels(ctx.db, ids), listManagers(ctx.db, ids)]);
  return { departments, labels: groupBy(labels), managers: groupBy(managers) };
}

function book(ctx: RequestContext): Promise<DepartmentBook> {
  let found = books.get(ctx);
  if (!found) {
    found = readBook(ctx);
    books.set(ctx, found);
  }
  return found;
}

export const availableDepartments = async (ctx: RequestContext) => (await book(ctx)).departments;

export async function departmentById(ctx: RequestContext, id: number): Promise<DepartmentRow> {
  const row = (await book(ctx)).departments.find((d) => d.id === id);
  if (!row) throw new Error(`department ${id} vanished`);
  return row;
}

export async function storefrontLabels(ctx: RequestContext, department: DepartmentRow) {
  const labels = (await book(ctx)).labels.get(department.id) ?? [];
  return labels.map((l) => ({ store_id: l.storeId, content: l.content }));
}

export async function currentLabel(ctx: RequestContext, department: DepartmentRow): Promise<string> {
  const labels = (await book(ctx)).labels.get(department.id) ?? [];
  return labels.find((l) => l.storeId === ctx.store.id)?.content ?? department.name;
}

/** The department's managers, for signed-in readers only: guests see no staff names or e-mails. */
export async function departmentManagers(
  ctx: RequestContext,
  department: DepartmentRow,
): Promise<ManagerView[]> {
  if (!ctx.customer) return [];
  return ((await book(ctx)).managers.get(department.id) ?? []).map(managerView);
}

const loads = new WeakMap<RequestContext, Map<number, ReturnType<typeof managerLoads>>>();

/** A manager's load, read once per manager and request (a list shows the same few managers again and again). */
export async function managerLoad(ctx: RequestContext, manager: ManagerView) {
  let byManager = loads.get(ctx);
  if (!byManager) {
    byManager = new Map();
    loads.set(ctx, byManager);
  }
  let load = byManager.get(manager.id);
  if (!load) {
    load = managerLoads(ctx.db, [manager.id]);
    byManager.set(manager.id, load);
  }
  return (await load).get(manager.id) ?? { estimates: 0, projects: 0 };
}

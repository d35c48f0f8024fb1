// The only SQL of departments: the list with labels, their managers, and membership changes.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer } from '../customer/tables.ts';
import { department, departmentLabel, departmentManager } from './tables.ts';

export type DepartmentRow = typeof department.$inferSelect;
export type DepartmentLabelRow = typeof departmentLabel.$inferSelect;

export interface DepartmentManagerRow {
  departmentId: number;
  id: number;
  firstname: string;
  lastname: string;
  email: string;
}

export function listDepartments(db: Db): Promise<DepartmentRow[]> {
  return db.select().from(department).orderBy(asc(department.sort), asc(department.id));
}

export async function findDepartment(db: Db, id: number): Promise<DepartmentRow | undefined> {
  const [row] = await db.select().from(department).where(eq(department.id, id)).limit(1);
  return row;
}

export async function findDepartmentByCode(db: Db, code: string): Promise<DepartmentRow | undefined> {
  const [row] = await db.select().from(department).where(eq(department.code, code)).limit(1);
  return row;
}

export function listLabels(db: Db, departmentIds: number[]): Promise<DepartmentLabelRow[]> {
  if (departmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(departmentLabel)
    .where(inArray(departmentLabel.departmentId, departmentIds))
    .orderBy(asc(departmentLabel.storeId));
}

/** The manager accounts of the departments (only accounts still of type manager), by id. */
export function listManagers(db: Db, departmentIds: number[]): Promise<DepartmentManagerRow[]> {
  if (departmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      departmentId: departmentManager.departmentId,
      id: customer.id,
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: customer.email,
    })
    .from(departmentManager)
    .innerJoin(customer, eq(customer.id, departmentManager.customerId))
    .where(and(inArray(departmentManager.departmentId, departmentIds), eq(customer.customerType, 'manager')))
    .orderBy(asc(customer.id));
}

/** The departments a customer works in (ids). */
export async function departmentsOf(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: departmentManager.departmentId })
    .from(departmentManager)
    .where(eq(departmentManager.customerId, customerId));
  return rows.map((r) => r.id);
}

export async function addDepartmentManager(
  db: Db,
  departmentId: number,
  customerId: number,
): Promise<boolean> {
  const rows = await db
    .insert(departmentManager)
    .values({ departmentId, customerId })
    .onConflictDoNothing()
    .returning({ id: departmentManager.customerId });
  return rows.length > 0;
}

export async function removeDepartmentManager(
  db: Db,
  departmentId: number,
  customerId: number,
): Promise<boolean> {
  const rows = await db
    .delete(departmentManager)
    .where(
      and(eq(departmentManager.departmentId, departmentId), eq(departmentManager.customerId, customerId)),
    )
    .returning({ id: departmentManager.customerId });
  return rows.length > 0;
}

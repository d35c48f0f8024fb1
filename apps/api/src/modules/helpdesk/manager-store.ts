// The only SQL about the people of tickets: names and e-mails of accounts (managers, authors) and
// a manager's load as HelpdeskManager shows it.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customer } from '../customer/tables.ts';
import { estimate } from '../estimates/tables.ts';
import { project, projectManager } from '../projects/tables.ts';

export interface PersonRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  storeId: number | null;
  customerType: string;
}

export async function peopleByIds(db: Db, ids: number[]): Promise<Map<number, PersonRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: customer.id,
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: customer.email,
      storeId: customer.storeId,
      customerType: customer.customerType,
    })
    .from(customer)
    .where(inArray(customer.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface ManagerLoad {
  estimates: number;
  projects: number;
}

/**
 * Per manager: estimates they handle (their own, or of a project they manage) not yet on a cart,
 * and active projects of which they are the primary manager.
 */
export async function managerLoads(db: Db, ids: number[]): Promise<Map<number, ManagerLoad>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: customer.id,
      estimates: sql<number>`(select count(*)::int from ${estimate} where ${estimate.status} <> 'on_cart'
        and (${estimate.managerId} = ${customer.id} or ${estimate.projectId} in
          (select ${projectManager.projectId} from ${projectManager} where ${projectManager.customerId} = ${customer.id})))`,
      projects: sql<number>`(select count(*)::int from ${projectManager} join ${project} on ${project.id} = ${projectManager.projectId}
        where ${projectManager.customerId} = ${customer.id} and ${projectManager.isPrimary} and ${project.status} = 'active')`,
    })
    .from(customer)
    .where(inArray(customer.id, unique));
  return new Map(rows.map((r) => [r.id, { estimates: Number(r.estimates), projects: Number(r.projects) }]));
}

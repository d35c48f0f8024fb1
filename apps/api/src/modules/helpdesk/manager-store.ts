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
/** The outer account's id, named with its table (Drizzle leaves it out of a single-table select). */
const account = sql`"customer"."id"`;

export async function managerLoads(db: Db, ids: number[]): Promise<Map<number, ManagerLoad>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: customer.id,
      estimates: sql<number>`(select count(*)::int from ${estimate} e where e.status <> 'on_cart'
        and (e.manager_id = ${account} or e.project_id in
          (select pm.project_id from ${projectManager} pm where pm.customer_id = ${account})))`,
      projects: sql<number>`(select count(*)::int from ${projectManager} pm join ${project} p on p.id = pm.project_id
        where pm.customer_id = ${account} and pm.is_primary and p.status = 'active')`,
    })
    .from(customer)
    .where(inArray(customer.id, unique));
  return new Map(rows.map((r) => [r.id, { estimates: Number(r.estimates), projects: Number(r.projects) }]));
}

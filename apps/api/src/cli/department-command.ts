// `npm run customers -- department list | add <email> <code> | remove <email> <code>`: which
// managers work in which helpdesk department (tickets are assigned among them; the sales
// department's managers lead new projects, ADR 0030). Only manager accounts may join one.
import type { Db } from '../db/client.ts';
import { findCustomerByEmail } from '../modules/customer/index.ts';
import { normalizeEmail } from '../modules/customer/validation.ts';
import {
  addDepartmentManager,
  findDepartmentByCode,
  listDepartments,
  listManagers,
  removeDepartmentManager,
} from '../modules/staff/index.ts';

export type DepartmentCommand =
  | { command: 'department'; action: 'list' }
  | { command: 'department'; action: 'add' | 'remove'; email: string; code: string };

export const departmentUsage = `  department list                               the helpdesk departments and their managers
  department add <email> <code>                 put a manager into a department (sales, delivery, service)
  department remove <email> <code>              take a manager out of a department`;

/** Parses the arguments after `department`; `fail` throws the usage error with its message. */
export function parseDepartment(rest: string[], fail: (message: string) => never): DepartmentCommand {
  const [action, email, code, ...extra] = rest;
  if (action === 'list' && rest.length === 1) return { command: 'department', action };
  if ((action === 'add' || action === 'remove') && email && code && extra.length === 0) {
    return { command: 'department', action, email: normalizeEmail(email), code: code.trim().toLowerCase() };
  }
  return fail(
    '"department" needs list, or add/remove with an e-mail and a department code, e.g. department add ann@example.com delivery',
  );
}

export async function runDepartment(db: Db, parsed: DepartmentCommand, out: { info(line: string): void }) {
  const departments = await listDepartments(db);
  if (parsed.action === 'list') {
    const managers = await listManagers(
      db,
      departments.map((d) => d.id),
    );
    for (const d of departments) {
      const names = managers.filter((m) => m.departmentId === d.id).map((m) => m.email);
      out.info(`${d.code.padEnd(10)} ${d.name.padEnd(22)} ${names.join(', ') || '(no managers)'}`);
    }
    return 0;
  }
  const department = await findDepartmentByCode(db, parsed.code);
  if (!department) {
    out.info(`Unknown department "${parsed.code}": use one of ${departments.map((d) => d.code).join(', ')}.`);
    return 1;
  }
  const person = await findCustomerByEmail(db, parsed.email);
  if (!person) {
    out.info(`No customer has the e-mail ${parsed.email}.`);
    return 1;
  }
  if (parsed.action === 'remove') {
    const removed = await removeDepartmentManager(db, department.id, person.id);
    out.info(
      removed ? `${person.email} left ${department.code}.` : `${person.email} was not in ${department.code}.`,
    );
    return 0;
  }
  if (person.customerType !== 'manager') {
    out.info(
      `${person.email} is a ${person.customerType}: make them a manager first (set-type ${person.email} manager).`,
    );
    return 1;
  }
  const added = await addDepartmentManager(db, department.id, person.id);
  out.info(
    added
      ? `${person.email} now works in ${department.code}.`
      : `${person.email} already works in ${department.code}.`,
  );
  return 0;
}

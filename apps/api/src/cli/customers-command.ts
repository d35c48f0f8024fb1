// The `customers` command's work, apart from opening the database, so tests run it in-process.
import type { Db } from '../db/client.ts';
import {
  CUSTOMER_TYPES,
  type CustomerType,
  listCustomers,
  setCustomerType,
} from '../modules/customer/index.ts';
import { normalizeEmail } from '../modules/customer/validation.ts';
import {
  type DepartmentCommand,
  departmentUsage,
  parseDepartment,
  runDepartment,
} from './department-command.ts';

export const usage = `Usage: npm run customers -- <command>

Commands:
  list                                          every customer: id, e-mail, type, name, organisation
  set-type <email> <client|partner|manager>     change a customer's type (sign-up always makes clients)
${departmentUsage}

Database: DATABASE_URL if set, else the PGlite directory PGLITE_DIR (the same as npm start).`;

export class UsageError extends Error {}

export interface Output {
  info(line: string): void;
}

/** Checks the arguments before anything touches the database. */
export function parseCommand(
  args: string[],
):
  | { command: 'list' }
  | { command: 'set-type'; email: string; type: CustomerType }
  | DepartmentCommand
  | { command: 'help' } {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h')
    return { command: 'help' };
  if (command === 'list') {
    if (rest.length > 0) throw new UsageError(`"list" takes no arguments, got: ${rest.join(' ')}`);
    return { command: 'list' };
  }
  if (command === 'set-type') {
    const [email, type, ...extra] = rest;
    if (!email || !type || extra.length > 0) {
      throw new UsageError(
        '"set-type" needs exactly an e-mail and a type, e.g. set-type ann@example.com partner',
      );
    }
    if (!(CUSTOMER_TYPES as readonly string[]).includes(type)) {
      throw new UsageError(`Unknown customer type "${type}": use one of ${CUSTOMER_TYPES.join(', ')}.`);
    }
    return { command: 'set-type', email: normalizeEmail(email), type: type as CustomerType };
  }
  if (command === 'department') {
    return parseDepartment(rest, (message) => {
      throw new UsageError(message);
    });
  }
  throw new UsageError(`Unknown command "${command}".`);
}

/** Runs a parsed command; answers the process exit code. */
export async function runCommand(
  db: Db,
  parsed: ReturnType<typeof parseCommand>,
  out: Output,
): Promise<number> {
  if (parsed.command === 'help') {
    out.info(usage);
    return 0;
  }
  if (parsed.command === 'department') return runDepartment(db, parsed, out);
  if (parsed.command === 'list') {
    const rows = await listCustomers(db);
    if (rows.length === 0) {
      out.info('No customers yet.');
      return 0;
    }
    const table = rows.map((row) => [
      String(row.id),
      row.email,
      row.customerType,
      `${row.firstname} ${row.lastname}`,
      row.orgIsOrganization ? (row.orgName ?? '(organisation)') : '',
    ]);
    const header = ['id', 'e-mail', 'type', 'name', 'organisation'];
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)));
    const line = (cells: string[]) =>
      cells
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd();
    out.info(line(header));
    for (const row of table) out.info(line(row));
    return 0;
  }
  const row = await setCustomerType(db, parsed.email, parsed.type);
  if (!row) {
    out.info(`No customer has the e-mail ${parsed.email}.`);
    return 1;
  }
  out.info(`${row.email} is now a ${row.customerType}.`);
  return 0;
}

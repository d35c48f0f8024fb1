// The `orders` command's work, apart from opening the database, so tests run it in-process: until
// a back office exists, the store's staff invoice orders paid offline and ship orders with it.
import type { Db } from '../db/client.ts';
import { FulfilmentError, invoiceOrder, shipOrder } from '../modules/sales/fulfilment.ts';

export const usage = `Usage: npm run orders -- <command>

Commands:
  invoice <number>                              invoice what is not invoiced yet of an order paid
                                                offline (bank transfer, check, cash on delivery,
                                                purchase order): its payment becomes paid, the
                                                order processing (complete once also shipped)
  ship <number> [--carrier <code>] [--title <title>] [--track <number>]…
                                                ship what is not shipped yet, with tracking numbers
                                                (--track may repeat; carrier code and title default
                                                to the order's shipping method); the order becomes
                                                processing (complete once also invoiced)

Orders paid online are invoiced when the payment provider confirms the payment.
Database: DATABASE_URL if set, else the PGlite directory PGLITE_DIR (the same as npm start).`;

export class UsageError extends Error {}

export interface Output {
  info(line: string): void;
  error(line: string): void;
}

export type OrdersCommand =
  | { command: 'help' }
  | { command: 'invoice'; number: string }
  | { command: 'ship'; number: string; tracks: { carrierCode?: string; title?: string; number: string }[] };

const ORDER_NUMBER = /^[0-9A-Za-z-]{1,32}$/;

function orderNumber(command: string, value: string | undefined): string {
  if (!value || value.startsWith('--'))
    throw new UsageError(`"${command}" needs an order number, e.g. ${command} 000000012`);
  if (!ORDER_NUMBER.test(value)) throw new UsageError(`"${value}" is not an order number.`);
  return value;
}

/** Checks the arguments before anything touches the database. */
export function parseCommand(args: string[]): OrdersCommand {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h')
    return { command: 'help' };
  if (rest.includes('--help') || rest.includes('-h')) return { command: 'help' };
  if (command === 'invoice') {
    const [number, ...extra] = rest;
    const parsed = orderNumber('invoice', number);
    if (extra.length > 0)
      throw new UsageError(`"invoice" takes only an order number, got: ${extra.join(' ')}`);
    return { command: 'invoice', number: parsed };
  }
  if (command === 'ship') {
    const [number, ...options] = rest;
    const parsed = orderNumber('ship', number);
    let carrierCode: string | undefined;
    let title: string | undefined;
    const numbers: string[] = [];
    for (let i = 0; i < options.length; i += 2) {
      const name = options[i];
      const value = options[i + 1];
      if (name !== '--carrier' && name !== '--title' && name !== '--track')
        throw new UsageError(`Unknown option "${name}" of "ship": use --carrier, --title or --track.`);
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
      if (name === '--carrier') carrierCode = value;
      else if (name === '--title') title = value;
      else numbers.push(value);
    }
    if (numbers.length === 0 && (carrierCode !== undefined || title !== undefined))
      throw new UsageError('--carrier and --title describe a tracking number: add --track <number>.');
    const tracks = numbers.map((n) => ({
      number: n,
      ...(carrierCode !== undefined ? { carrierCode } : {}),
      ...(title !== undefined ? { title } : {}),
    }));
    return { command: 'ship', number: parsed, tracks };
  }
  throw new UsageError(`Unknown command "${command}".`);
}

/** Runs a parsed command; answers the process exit code (1 when the order refused it). */
export async function runCommand(db: Db, parsed: OrdersCommand, out: Output): Promise<number> {
  try {
    if (parsed.command === 'help') {
      out.info(usage);
      return 0;
    }
    if (parsed.command === 'invoice') {
      const result = await invoiceOrder(db, parsed.number);
      out.info(
        `Order ${result.order}: invoice ${result.invoice} written; the order is now ${result.status}.`,
      );
      return 0;
    }
    const result = await shipOrder(db, parsed.number, parsed.tracks);
    out.info(
      `Order ${result.order}: shipment ${result.shipment} written; the order is now ${result.status}.`,
    );
    for (const t of result.tracks) out.info(`  tracking ${t.number} (${t.title}, ${t.carrierCode})`);
    return 0;
  } catch (error) {
    if (!(error instanceof FulfilmentError)) throw error;
    out.error(error.message);
    return 1;
  }
}

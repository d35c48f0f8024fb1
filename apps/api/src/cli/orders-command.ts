// The `orders` command's work, apart from opening the database, so tests run it in-process: until
// a back office exists, the store's staff invoice orders paid offline and ship orders with it.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Db } from '../db/client.ts';
import { type Env, loadEnv } from '../env.ts';
import { buildRequestContext } from '../http/request-context.ts';
import { accountSettings } from '../modules/customer/settings.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import {
  FulfilmentError,
  type ItemInput,
  invoiceOrder,
  type StoreContextOf,
  shipOrder,
} from '../modules/sales/fulfilment.ts';
import { listStoreViews } from '../modules/store/index.ts';

export const usage = `Usage: npm run orders -- <command>

Commands:
  invoice <number> [--item <sku>=<qty>]…        invoice what is not invoiced yet of an order paid
                                                offline (bank transfer, check, cash on delivery,
                                                purchase order): its payment becomes paid, the
                                                order processing (complete once also shipped)
  ship <number> [--item <sku>=<qty>]… [--carrier <code>] [--title <title>] [--track <number>]…
                                                ship what is not shipped yet, with tracking numbers
                                                (--track may repeat; carrier code and title default
                                                to the order's shipping method); the order becomes
                                                processing (complete once also invoiced)

--item (repeatable) invoices or ships only that line of the order, that quantity (a partial
invoice or shipment): the SKU as the order shows it (a configurable's variant, a bundle's ordered
line), a quantity above 0 and not above what is left of the line (whole for a bundle). A SKU on
several lines fills them in the order's order. Without --item: everything left.

Orders paid online are invoiced when the payment provider confirms the payment.
Each invoice and shipment mails the customer (through the API's mail outbox).
Database: DATABASE_URL if set, else the PGlite directory PGLITE_DIR (the same as npm start).`;

export class UsageError extends Error {}

export interface Output {
  info(line: string): void;
  error(line: string): void;
}

export type OrdersCommand =
  | { command: 'help' }
  | { command: 'invoice'; number: string; items: ItemInput[] }
  | {
      command: 'ship';
      number: string;
      items: ItemInput[];
      tracks: { carrierCode?: string; title?: string; number: string }[];
    };

const ORDER_NUMBER = /^[0-9A-Za-z-]{1,32}$/;

function orderNumber(command: string, value: string | undefined): string {
  if (!value || value.startsWith('--'))
    throw new UsageError(`"${command}" needs an order number, e.g. ${command} 000000012`);
  if (!ORDER_NUMBER.test(value)) throw new UsageError(`"${value}" is not an order number.`);
  return value;
}

const QUANTITY = /^-?[0-9]+(\.[0-9]+)?$/;

/** `--item <sku>=<qty>`: the line's SKU and a decimal quantity (its value is checked on the order). */
function itemOption(value: string, items: ItemInput[]): ItemInput {
  const at = value.lastIndexOf('=');
  const sku = at > 0 ? value.slice(0, at).trim() : '';
  const qty = at > 0 ? value.slice(at + 1).trim() : '';
  if (!sku || !QUANTITY.test(qty))
    throw new UsageError(`--item takes <sku>=<quantity>, e.g. --item SOFA-GREY=1, got "${value}".`);
  if (items.some((i) => i.sku === sku))
    throw new UsageError(`--item ${sku} is given twice: give its whole quantity once.`);
  return { sku, qty };
}

/** Checks the arguments before anything touches the database. */
export function parseCommand(args: string[]): OrdersCommand {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h')
    return { command: 'help' };
  if (rest.includes('--help') || rest.includes('-h')) return { command: 'help' };
  if (command === 'invoice') {
    const [number, ...options] = rest;
    const parsed = orderNumber('invoice', number);
    const items: ItemInput[] = [];
    for (let i = 0; i < options.length; i += 2) {
      const name = options[i];
      const value = options[i + 1];
      if (name !== '--item')
        throw new UsageError(`"invoice" takes an order number and --item options, got: ${name}`);
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
      items.push(itemOption(value, items));
    }
    return { command: 'invoice', number: parsed, items };
  }
  if (command === 'ship') {
    const [number, ...options] = rest;
    const parsed = orderNumber('ship', number);
    let carrierCode: string | undefined;
    let title: string | undefined;
    const numbers: string[] = [];
    const items: ItemInput[] = [];
    for (let i = 0; i < options.length; i += 2) {
      const name = options[i];
      const value = options[i + 1];
      if (name !== '--carrier' && name !== '--title' && name !== '--track' && name !== '--item')
        throw new UsageError(
          `Unknown option "${name}" of "ship": use --item, --carrier, --title or --track.`,
        );
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
      if (name === '--item') items.push(itemOption(value, items));
      else if (name === '--carrier') carrierCode = value;
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
    return { command: 'ship', number: parsed, items, tracks };
  }
  throw new UsageError(`Unknown command "${command}".`);
}

/** The commands write mail to the outbox only; the API's outbox worker sends it. */
const outboxOnly: Mailer = {
  kind: 'files',
  send: () => Promise.reject(new Error('The orders command writes its mail to the outbox only.')),
  close: () => undefined,
};

/**
 * Contexts of the store views for the mails an invoice or a shipment owes (their language,
 * configuration and links to STOREFRONT_URL), from the API's settings (`env`, else the process's).
 * A store view no longer active has none: its order is invoiced or shipped without mail, logged.
 */
export function commandContexts(db: Db, env: Env = loadEnv()): StoreContextOf {
  const log = pino({ level: env.LOG_LEVEL, base: { service: 'orders' } }, pino.destination(2));
  const accounts = accountSettings(env);
  return async (storeViewId) => {
    const store = (await listStoreViews(db)).find((view) => view.id === storeViewId);
    if (!store) {
      log.warn({ storeViewId }, 'the order’s store view is not active: no invoice or shipment mail');
      return null;
    }
    const requestId = `orders-${randomUUID()}`;
    return buildRequestContext({
      db,
      hints: { storeCode: store.code },
      requestId,
      log: log.child({ requestId }),
      clientIp: '',
      storefrontUrl: env.STOREFRONT_URL,
      accounts,
      mailer: outboxOnly,
    });
  };
}

/**
 * Runs a parsed command; answers the process exit code (1 when the order refused it). The mails it
 * owes are written in the store views' contexts `contextOf` gives (by default from the process's
 * settings, as `npm run orders` and the browser suite's API run it).
 */
export async function runCommand(
  db: Db,
  parsed: OrdersCommand,
  out: Output,
  contextOf: StoreContextOf = commandContexts(db),
): Promise<number> {
  try {
    if (parsed.command === 'help') {
      out.info(usage);
      return 0;
    }
    if (parsed.command === 'invoice') {
      const result = await invoiceOrder(db, parsed.number, contextOf, parsed.items);
      out.info(
        `Order ${result.order}: invoice ${result.invoice} written; the order is now ${result.status}.`,
      );
      return 0;
    }
    const result = await shipOrder(db, parsed.number, parsed.tracks, contextOf, parsed.items);
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

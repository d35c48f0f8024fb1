// Other modules react to account changes in the same transaction, without the customer module
// knowing them: the newsletter module subscribes or unsubscribes on `is_subscribed`.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import type { CustomerRow } from './store.ts';

export interface CustomerSavedEvent {
  customer: CustomerRow;
  created: boolean;
  /** The input's `is_subscribed`, when the caller gave it. */
  isSubscribed?: boolean;
  /** createCustomerV2's `order_token`: the account is made from that guest order (sales module). */
  orderToken?: string;
}

export type CustomerSavedListener = (ctx: RequestContext, db: Db, event: CustomerSavedEvent) => Promise<void>;

const listeners: CustomerSavedListener[] = [];

/** Registers a listener for the life of the process (call it at module load). */
export function onCustomerSaved(listener: CustomerSavedListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** Runs every listener inside the caller's transaction; a listener's error rolls the save back. */
export async function customerSaved(ctx: RequestContext, db: Db, event: CustomerSavedEvent): Promise<void> {
  for (const listener of listeners) await listener(ctx, db, event);
}

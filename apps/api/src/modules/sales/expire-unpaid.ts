// Unpaid redirect orders do not wait forever: once a `pending_payment` order is older than
// PENDING_PAYMENT_LIFETIME_MINUTES (Magento's "Pending Payment Order Lifetime", 480 by default) it
// is canceled like a declined payment — stock back, cart restored. Every API process sweeps now
// and then; each order is canceled in its own transaction with its row locked, so sweeps of
// several processes act once.
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { cancelUnpaidOrder } from './order-state.ts';
import { listPendingPaymentBefore } from './store.ts';

export async function expireUnpaidOrders(db: Db, lifetimeMinutes: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - lifetimeMinutes * 60_000);
  const stale = await listPendingPaymentBefore(db, cutoff, 500);
  let canceled = 0;
  for (const { id } of stale) {
    if ((await cancelUnpaidOrder(db, id, 'payment not received in time')) === 'done') canceled += 1;
  }
  return canceled;
}

/** Sweeps every few minutes until stopped (the server stops it when it closes). */
export function sweepUnpaidOrders(db: Db, lifetimeMinutes: number, log: Logger): () => void {
  const timer = setInterval(() => {
    expireUnpaidOrders(db, lifetimeMinutes)
      .then((n) => n > 0 && log.info({ canceled: n }, 'unpaid orders canceled'))
      .catch((error) => log.error({ err: error }, 'sweeping unpaid orders failed'));
  }, Math.min(lifetimeMinutes, 5) * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

// The outbox worker's side of a password reset (decision 0008, amended): requestPasswordResetEmail
// only records the request, so its answer never depends on whether the e-mail has an account. Here,
// for each open request in its own transaction, the account is resolved and, when there is one,
// its older links end, a new one is issued and its mail is written to the outbox.
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../shared/context.ts';
import { inTransaction } from '../../shared/transaction.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { OutboxJob } from '../mail/outbox-worker.ts';
import { passwordResetTemplate } from '../mail/templates/password-reset.ts';
import {
  claimResetRequest,
  markResetRequestProcessed,
  openResetRequests,
  purgeResetRequests,
} from './reset-request-store.ts';
import {
  findCustomerByEmail,
  insertPasswordReset,
  latestPasswordReset,
  lockCustomer,
  usePasswordResets,
} from './store.ts';
import { newToken } from './tokens.ts';

/** Links issued less than this long ago are not issued again (a flood of mails to one inbox). */
const RESEND_AFTER_MS = 60_000;
const BATCH = 50;

/** A request context of a store view: the link's website and the mail's language. */
export type StoreContextOf = (storeId: number) => Promise<RequestContext>;

async function issueLink(ctx: RequestContext, tx: Db, email: string, now: Date): Promise<void> {
  const account = await findCustomerByEmail(tx, email);
  if (!account) return;
  const locked = await lockCustomer(tx, account.id);
  if (!locked) return;
  const latest = await latestPasswordReset(tx, locked.id);
  if (latest && latest.usedAt === null && now.getTime() - latest.createdAt.getTime() < RESEND_AFTER_MS)
    return;
  // A new link ends the older ones: only the latest mail works.
  await usePasswordResets(tx, locked.id, now);
  const { token, hash } = newToken();
  const hours = ctx.accounts.passwordResetHours;
  await insertPasswordReset(tx, {
    customerId: locked.id,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + hours * 3_600_000),
  });
  const resetUrl = `${ctx.storefrontUrl}${ctx.website.code}/customer/createpassword?token=${encodeURIComponent(token)}`;
  await enqueueMail(ctx, tx, {
    to: locked.email,
    template: passwordResetTemplate,
    data: { firstname: locked.firstname, resetUrl, validHours: hours },
  });
}

/** Resolves every open request; each commits on its own, so a failure stops only that one. */
export async function issueRequestedResets(db: Db, contextOf: StoreContextOf): Promise<void> {
  for (;;) {
    const open = await openResetRequests(db, BATCH);
    let resolved = 0;
    for (const { id, storeId } of open) {
      // Built before the transaction: on PGlite a read outside it would wait for it to end.
      const ctx = await contextOf(storeId);
      const done = await inTransaction(db, async (tx) => {
        // Another process's worker may hold it (skipped) or have resolved it meanwhile.
        const request = await claimResetRequest(tx, id);
        if (!request) return false;
        const now = new Date();
        await issueLink(ctx, tx, request.email, now);
        await markResetRequestProcessed(tx, id, now);
        return true;
      });
      if (done) resolved += 1;
    }
    if (open.length < BATCH || resolved === 0) return;
  }
}

export function passwordResetJob(db: Db, contextOf: StoreContextOf, windowMinutes: number): OutboxJob {
  return {
    name: 'password-reset-requests',
    run: () => issueRequestedResets(db, contextOf),
    purge: () => purgeResetRequests(db, new Date(Date.now() - windowMinutes * 60_000)),
  };
}

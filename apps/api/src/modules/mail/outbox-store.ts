// The only place that reads and writes the mail outbox. Claims use FOR UPDATE SKIP LOCKED in one
// short statement and then a lease (`available_at` moved ahead), so several API processes share the
// work without waiting on each other and a claim whose process died is taken again after the lease.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from './tables.ts';

/** The notification channel that wakes the outbox workers of every API process. */
export const OUTBOX_CHANNEL = 'atrium_mail_outbox';

export interface OutboxMailInput {
  template: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
  requestId?: string | null;
}

export async function insertOutboxMail(db: Db, mail: OutboxMailInput): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      template: mail.template,
      recipient: mail.recipient,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      requestId: mail.requestId ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Delivered to the listeners when the surrounding transaction commits (never for a rollback). */
export async function notifyOutbox(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

export interface ClaimedMail {
  id: number;
  template: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  requestId: string | null;
  claimToken: string;
}

/**
 * Claims up to `limit` due mails for `leaseSeconds`: rows other workers hold are skipped, and each
 * claim counts as an attempt (a process that dies mid-send has used one).
 */
export async function claimDueMails(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
  const claimToken = randomBytes(16).toString('hex');
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.availableAt, sql`now()`)))
    .orderBy(asc(mailOutbox.availableAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      claimToken,
      attempts: sql`${mailOutbox.attempts} + 1`,
      availableAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    recipient: row.recipient,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.textBody ?? '',
    html: row.htmlBody ?? '',
    attempts: row.attempts,
    requestId: row.requestId,
    claimToken,
  }));
}

/** Sent: the bodies (which may hold single-use links) are dropped, the envelope stays for a while. */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      textBody: null,
      htmlBody: null,
      claimToken: null,
      lastError: null,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** A failed attempt of the claim: try again after `delaySeconds`, or give up when `final`. */
export async function markMailAttemptFailed(
  db: Db,
  mail: Pick<ClaimedMail, 'id' | 'claimToken'>,
  error: string,
  next: { final: boolean; delaySeconds: number },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: next.final ? 'failed' : 'pending',
      availableAt: sql`now() + make_interval(secs => ${next.delaySeconds})`,
      claimToken: null,
      lastError: error.slice(0, 2000),
    })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, mail.claimToken)));
}

/** Drops sent mails after `sentDays` and failed ones after `failedDays` (their rows are evidence). */
export async function purgeOutbox(db: Db, sentDays: number, failedDays: number): Promise<void> {
  const now = Date.now();
  await db
    .delete(mailOutbox)
    .where(
      and(
        ne(mailOutbox.status, 'pending'),
        lt(mailOutbox.createdAt, new Date(now - sentDays * 86_400_000)),
        sql`(${mailOutbox.status} = 'sent' or ${mailOutbox.createdAt} < ${new Date(now - failedDays * 86_400_000)})`,
      ),
    );
}

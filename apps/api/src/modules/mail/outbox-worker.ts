// The outbox worker of one API process (decision 0020). It wakes when a transaction that wrote mail
// commits (outbox-wakeup.ts), every MAIL_OUTBOX_POLL_SECONDS, and when a retry falls due; then it
// runs the jobs that turn requests into mail (password resets), claims due mails and sends them.
// A failed send is tried again after MAIL_RETRY_SECONDS, doubling each time (at most an hour),
// and given up after MAIL_MAX_ATTEMPTS attempts, logged at error. Mail is sent at least once: a
// process that dies between sending and recording it lets the mail go again after the lease.
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import {
  type ClaimedMail,
  claimDueMails,
  markMailAttemptFailed,
  markMailSent,
  purgeOutbox,
} from './outbox-store.ts';
import { listenForOutbox, type StopListening } from './outbox-wakeup.ts';

export interface OutboxSettings {
  pollSeconds: number;
  maxAttempts: number;
  retrySeconds: number;
  leaseSeconds: number;
}

/** Work that writes mail to the outbox outside a request (resolving password reset requests). */
export interface OutboxJob {
  name: string;
  run(): Promise<void>;
  /** Deletes what the job no longer needs; called about once an hour. */
  purge?(): Promise<void>;
}

export interface OutboxWorker {
  wake(): void;
  /** Stops waking up and waits for the pass under way. Never rejects. */
  stop(): Promise<void>;
}

const BATCH = 10;
const LONGEST_RETRY_SECONDS = 3_600;
const PURGE_EVERY_MS = 3_600_000;
const KEEP_SENT_DAYS = 7;
const KEEP_FAILED_DAYS = 30;

export function retryDelaySeconds(settings: OutboxSettings, attempts: number): number {
  return Math.min(LONGEST_RETRY_SECONDS, settings.retrySeconds * 2 ** Math.max(0, attempts - 1));
}

export function startOutboxWorker(options: {
  db: Db;
  mailer: Mailer;
  log: Logger;
  settings: OutboxSettings;
  jobs?: OutboxJob[];
}): OutboxWorker {
  const { db, mailer, settings } = options;
  const log = options.log.child({ component: 'mail-outbox' });
  const jobs = options.jobs ?? [];
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let lastPurge = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryAt = Number.POSITIVE_INFINITY;

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = pass().finally(() => {
      running = null;
      if (again) wake();
    });
  }

  /** Wakes once more when the earliest scheduled retry is due. */
  function wakeAfter(seconds: number): void {
    const at = Date.now() + seconds * 1000;
    if (stopped || at >= retryAt) return;
    clearTimeout(retryTimer);
    retryAt = at;
    retryTimer = setTimeout(
      () => {
        retryAt = Number.POSITIVE_INFINITY;
        wake();
      },
      // A little after: the database's clock decides when the row is due.
      seconds * 1000 + 50,
    );
    retryTimer.unref();
  }

  async function pass(): Promise<void> {
    for (const job of jobs) {
      if (stopped) return;
      await job.run().catch((error) => log.warn({ err: error, job: job.name }, 'mail outbox job failed'));
    }
    try {
      for (;;) {
        if (stopped) return;
        const claimed = await claimDueMails(db, BATCH, settings.leaseSeconds);
        for (const mail of claimed) await deliver(mail);
        if (claimed.length < BATCH) break;
      }
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await purgeOutbox(db, KEEP_SENT_DAYS, KEEP_FAILED_DAYS);
        for (const job of jobs) await job.purge?.();
      }
    } catch (error) {
      if (!stopped) log.warn({ err: error }, 'mail outbox pass failed; trying again at the next poll');
    }
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    const about = { outboxId: mail.id, template: mail.template, requestId: mail.requestId };
    let sent: Awaited<ReturnType<Mailer['send']>>;
    try {
      sent = await mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    } catch (error) {
      const final = mail.attempts >= settings.maxAttempts;
      const delaySeconds = final ? 0 : retryDelaySeconds(settings, mail.attempts);
      await markMailAttemptFailed(db, mail, (error as Error).message ?? String(error), {
        final,
        delaySeconds,
      });
      if (final) {
        log.error({ ...about, err: error, attempts: mail.attempts }, 'mail given up after its last attempt');
      } else {
        log.warn(
          { ...about, err: error, attempts: mail.attempts, retryInSeconds: delaySeconds },
          'mail not sent yet',
        );
        wakeAfter(delaySeconds);
      }
      return;
    }
    await markMailSent(db, mail.id);
    log.info({ ...about, messageId: sent.messageId, file: sent.file, transport: mailer.kind }, 'mail sent');
  }

  const poll = setInterval(wake, settings.pollSeconds * 1000);
  poll.unref();
  const listening: Promise<StopListening> = listenForOutbox(db, wake, log).catch((error) => {
    log.warn({ err: error }, 'mail outbox: not listening for new mail; polling only');
    return async () => {};
  });
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retryTimer);
      await (await listening)().catch(() => undefined);
      await running?.catch(() => undefined);
    },
  };
}

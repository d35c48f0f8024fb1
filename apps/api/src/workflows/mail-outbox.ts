// Starts the mail outbox worker of this API process (decision 0020; createApiServer calls it and
// stops it when the server closes): the mail module's sender, with the customer module's job that
// turns password reset requests into links and mails in the requesting store view's language.
// MAIL_OUTBOX_WORKER=false runs no worker here (another process sends).
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { buildRequestContext } from '../http/request-context.ts';
import { passwordResetJob, type StoreContextOf } from '../modules/customer/reset-issuer.ts';
import { accountSettings } from '../modules/customer/settings.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import { type OutboxSettings, startOutboxWorker } from '../modules/mail/outbox-worker.ts';
import { listStoreViews } from '../modules/store/index.ts';

export function outboxSettings(env: Env): OutboxSettings {
  return {
    pollSeconds: env.MAIL_OUTBOX_POLL_SECONDS,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retrySeconds: env.MAIL_RETRY_SECONDS,
    leaseSeconds: env.MAIL_CLAIM_LEASE_SECONDS,
  };
}

/** A request context per store view, as if a request had come from there (no customer). */
function storeContexts(options: { db: Db; env: Env; log: Logger; mailer: Mailer }): StoreContextOf {
  const accounts = accountSettings(options.env);
  return async (storeId) => {
    const store = (await listStoreViews(options.db)).find((view) => view.id === storeId);
    if (!store) throw new Error(`store view ${storeId} does not exist`);
    const requestId = `outbox-${randomUUID()}`;
    return buildRequestContext({
      db: options.db,
      hints: { storeCode: store.code },
      requestId,
      log: options.log.child({ requestId }),
      clientIp: '',
      storefrontUrl: options.env.STOREFRONT_URL,
      accounts,
      mailer: options.mailer,
    });
  };
}

/** Answers the function that stops the worker (for the server's 'close' event). */
export function startMailOutbox(options: { db: Db; env: Env; log: Logger; mailer: Mailer }): () => void {
  if (!options.env.MAIL_OUTBOX_WORKER) return () => {};
  const worker = startOutboxWorker({
    db: options.db,
    mailer: options.mailer,
    log: options.log,
    settings: outboxSettings(options.env),
    jobs: [passwordResetJob(options.db, storeContexts(options), options.env.PASSWORD_RESET_WINDOW_MINUTES)],
  });
  return () => void worker.stop();
}

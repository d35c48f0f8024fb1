// A request context for a store view of a test database, for services tested without HTTP.
import pino from 'pino';
import { loadEnv } from '../../src/env.ts';
import { buildRequestContext } from '../../src/http/request-context.ts';
import { accountSettings } from '../../src/modules/customer/settings.ts';
import type { Mailer } from '../../src/modules/mail/mailer.ts';
import type { RequestContext } from '../../src/shared/context.ts';
import type { TestDatabase } from '../support/test-database.ts';

const noMail: Mailer = {
  kind: 'files',
  send: async () => ({ messageId: 'test' }),
  close: () => undefined,
};

export function storeContext(
  database: TestDatabase,
  hints: { storeCode?: string; regionCode?: string; currencyCode?: string } = {},
): Promise<RequestContext> {
  return buildRequestContext({
    db: database.db,
    hints,
    requestId: 'test',
    log: pino({ level: 'silent' }),
    clientIp: '127.0.0.1',
    storefrontUrl: 'http://localhost:3000/',
    accounts: accountSettings(loadEnv({})),
    mailer: noMail,
  });
}

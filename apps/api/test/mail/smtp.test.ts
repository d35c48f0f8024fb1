import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_V2, FAST_HASHING, uniqueEmail } from '../customer/helpers.ts';
import { useTestApi } from '../support/api-client.ts';
import { parseMail, readMails } from '../support/mail.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

// The server's address is known only once it listens; useTestApi reads the overrides in its own
// beforeAll, which runs after this one.
const env: Record<string, string> = { ...FAST_HASHING };
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const api = useTestApi(env);

async function waitForReceived(to: string): Promise<Received> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = received.find((mail) => mail.to.includes(to));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`the SMTP server got no mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mail through SMTP', () => {
  it('delivers the welcome mail to a real SMTP server instead of writing a file', async () => {
    const email = uniqueEmail('smtp');
    const res = await api.gql(CREATE_V2, {
      variables: { input: { email, password: 'Strong-Pass-1', firstname: 'Samuel', lastname: 'Smtp' } },
      headers: { Store: 'int' },
    });
    expect(res.errors).toBeUndefined();
    const mail = await waitForReceived(email);
    expect(mail.from).toBe('no-reply@atrium.example');
    const parsed = parseMail(mail.raw);
    expect(parsed.subject).toMatch(/^Welcome to /);
    expect(parsed.text).toContain('Hello Samuel,');
    expect(parsed.html).toContain('Hello Samuel,');
    expect(readMails(api.mailDir)).toHaveLength(0);
  });
});
